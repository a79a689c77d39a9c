// The menu drawer, holding what the bar has no room for. Its own chunk (Drawer brings Modal, focus
// trap and transitions), fetched when the menu is first wanted.
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CloseIcon } from '@/components/CloseIcon';
import { AuthControls } from './AuthControls';
import { DisplaySettingsButton } from './DisplaySettingsButton';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainNav } from './MainNav';

export interface MenuDrawerProps {
  id: string;
  /** The phone's menu also holds the display settings (the wide bar has their button). */
  compact: boolean;
  open: boolean;
  onClose: () => void;
}

export default function MenuDrawer({ id, compact, open, onClose }: MenuDrawerProps) {
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
        <Stack spacing={1} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <LocaleSwitcher fullWidth />
          {/* The phone's bar has no room for the palette button. */}
          {compact && <DisplaySettingsButton withLabel />}
        </Stack>
        <AuthControls vertical onAction={onClose} />
      </Stack>
    </Drawer>
  );
}
