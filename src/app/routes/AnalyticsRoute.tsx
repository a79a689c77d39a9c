/** Feature pages never import each other: the route hands in sign-in. */
import AnalyticsPage from '@/features/analytics/AnalyticsPage';
import { requestSignIn } from './requestSignIn';

export default function AnalyticsRoute() {
  return <AnalyticsPage onSignInRequest={requestSignIn} />;
}
