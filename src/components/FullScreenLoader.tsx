/**
 * The full-screen spinner shown while the app cannot show a page yet (start-up sign-in, a
 * remembered locale loading, a lazy page arriving). It may render before the intl context
 * exists, so its label falls back to the default catalogue.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';

export interface FullScreenLoaderProps {
  /** Says what is loading; 'Loading...' by default. */
  label?: string;
}

export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  const formatMessage = useSafeFormatMessage();
  const text = label ?? formatMessage('common.loading');
  return (
    <Box
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-label={text} />
    </Box>
  );
}
