/**
 * The app bar: product name, navigation, language, the wallet button's slot and sign in/out.
 * Compact (under 768 px) keeps the name and the wallet slot in the bar and moves the rest into
 * a menu drawer.
 */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { AuthControls } from './AuthControls';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainNav } from './MainNav';

/** Where the wallet feature mounts its connect button. */
function WalletSlot() {
  return <Box data-testid="wallet-slot" sx={{ display: 'flex', alignItems: 'center' }} />;
}

function ProductName() {
  return (
    <Typography
      variant="h6"
      component={RouterLink}
      to={paths.home}
      sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      <FormattedMessage id="common.appName" />
    </Typography>
  );
}

export function AppHeader({ compact }: { compact: boolean }) {
  const intl = useIntl();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2 }}>
        <ProductName />
        {compact ? (
          <>
            <Box sx={{ flexGrow: 1 }} />
            <WalletSlot />
            <CompactMenu />
          </>
        ) : (
          <>
            <Box component="nav" aria-label={intl.formatMessage({ id: 'layout.nav.label' })}>
              <MainNav />
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            <LocaleSwitcher />
            <WalletSlot />
            <AuthControls />
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}

function CompactMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        edge="end"
        color="inherit"
        aria-label={intl.formatMessage({ id: 'layout.menu.open' })}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{
          paper: { id: drawerId, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: 'min(320px, 85vw)' } },
        }}
      >
        <Stack spacing={2} sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h6" component="h2">
              <FormattedMessage id="layout.menu.title" />
            </Typography>
            <IconButton aria-label={intl.formatMessage({ id: 'layout.menu.close' })} onClick={close}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box component="nav" aria-label={intl.formatMessage({ id: 'layout.nav.label' })}>
            <MainNav vertical onNavigate={close} />
          </Box>
          <Divider />
          <LocaleSwitcher fullWidth />
          <AuthControls vertical onAction={close} />
        </Stack>
      </Drawer>
    </>
  );
}
