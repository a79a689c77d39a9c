/** The analytics page is public: it needs nothing from another feature. */
export { default } from '@/features/analytics/components/AnalyticsPage';
