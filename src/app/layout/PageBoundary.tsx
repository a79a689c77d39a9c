// Where a page renders and fails, so the app bar around it stays. Keyed by the address, so going
// to another page clears the error.
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
