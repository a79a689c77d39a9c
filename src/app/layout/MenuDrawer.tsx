/**
 * The compact layout's menu: navigation, language and sign in/out in a drawer. Its own chunk
 * (Drawer brings Modal, focus trap and transitions), fetched when the menu is first wanted.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CloseIcon } from '@/components/icons';
import { AuthControls } from './AuthControls';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainNav } from './MainNav';

export interface MenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

export default function MenuDrawer({ id, open, onClose }: MenuDrawerProps) {
  const intl = useIntl();
  const titleId = `${id}-title`;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 'min(320px, 85vw)' },
        },
      }}
    >
      <Stack spacing={2} sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h6" component="h2">
            <FormattedMessage id="layout.menu.title" />
          </Typography>
          <IconButton aria-label={intl.formatMessage({ id: 'layout.menu.close' })} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box component="nav" aria-label={intl.formatMessage({ id: 'layout.nav.label' })}>
          <MainNav vertical onNavigate={onClose} />
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <LocaleSwitcher fullWidth />
        </Box>
        <AuthControls vertical onAction={onClose} />
      </Stack>
    </Drawer>
  );
}
