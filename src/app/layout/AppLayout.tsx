/** The page frame: a skip link, the app bar and the page itself in <main>. */
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useCompactLayout } from '@/lib/hooks/useCompactLayout';
import { AppHeader } from './AppHeader';

export const MAIN_CONTENT_ID = 'main-content';

function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: 'tooltip',
        p: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      <FormattedMessage id="layout.skipToContent" />
    </Box>
  );
}

export function AppLayout() {
  const compact = useCompactLayout();
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}
      data-layout={compact ? 'compact' : 'wide'}
    >
      <SkipLink />
      <AppHeader compact={compact} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, py: { xs: 3, md: 5 }, outline: 'none' }}
      >
        <Container maxWidth="lg">
          <Outlet />
        </Container>
      </Box>
    </Box>
  );
}
