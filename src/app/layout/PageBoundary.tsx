/**
 * Where a page renders: its lazy chunk is awaited here and an error while loading or rendering
 * it is caught here, so the frame around it (the app bar) stays. The boundary is keyed by the
 * address, so going to another page clears the error.
 */
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';

export function PageBoundary({ fallback = null }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={fallback}>
      <ErrorBoundary key={pathname}>
        <Outlet />
      </ErrorBoundary>
    </Suspense>
  );
}
