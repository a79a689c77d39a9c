// What replaces a page that crashed (SPEC.md section 2), its message shown as text. Built on the
// shell, no MUI: it must show even when the MUI chunk is what failed to load.
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';
import { DiagnosticsButton } from './diagnostics/DiagnosticsButton';
import { errorMessage } from './errorMessage';
import { ShellButton } from './shell/ShellButton';

export interface ErrorFallbackProps {
  error: unknown;
  /** Offers a way out; reloading the page by default. */
  onRetry?: () => void;
}

export function ErrorFallback({ error, onRetry = () => window.location.reload() }: ErrorFallbackProps) {
  const formatMessage = useSafeFormatMessage();
  return (
    <div className="app-container error-page">
      <div role="alert" className="shell-stack shell-stack--3">
        <h1 className="error-page__title">{formatMessage('errors.fallback.title')}</h1>
        <p className="shell-body error-page__message">
          {errorMessage(error) ?? formatMessage('errors.fallback.unknown')}
        </p>
        <div className="shell-actions">
          <ShellButton variant="contained" onClick={onRetry}>
            {formatMessage('errors.fallback.reload')}
          </ShellButton>
          {/* For a report to support: what led here, without secrets. */}
          <DiagnosticsButton variant="outlined" />
        </div>
      </div>
    </div>
  );
}
