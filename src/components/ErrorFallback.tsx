/**
 * What replaces a page that crashed (SPEC.md section 2): 'Oops, something went wrong' and the
 * error's message, or 'Unknown Error'. The message is shown as text, never as HTML.
 */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';
import { DiagnosticsButton } from './diagnostics/DiagnosticsButton';
import { errorMessage } from './errorMessage';

export interface ErrorFallbackProps {
  error: unknown;
  /** Offers a way out; reloading the page by default. */
  onRetry?: () => void;
}

export function ErrorFallback({ error, onRetry = () => window.location.reload() }: ErrorFallbackProps) {
  const formatMessage = useSafeFormatMessage();
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={3} role="alert" sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {formatMessage('errors.fallback.title')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {errorMessage(error) ?? formatMessage('errors.fallback.unknown')}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={onRetry}>
            {formatMessage('errors.fallback.reload')}
          </Button>
          {/* For a report to support: what led here, without secrets. */}
          <DiagnosticsButton variant="outlined" />
        </Stack>
      </Stack>
    </Container>
  );
}
