/** A page that failed to load or render: the error fallback, inside the router. */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@/components/ErrorFallback';

export function RouteErrorPage() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : error;
  return <ErrorFallback error={shown} />;
}
