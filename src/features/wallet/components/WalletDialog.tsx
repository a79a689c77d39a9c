/**
 * The one dialog shell of the four wallet dialogs (connect, account, network, sign-in): a
 * labelled title, an optional back button, a close button, MUI's focus trap and Escape to
 * close; at most 468 px tall in the compact layout and 504 px in the wide one; in the compact
 * layout a full-width sheet at the bottom of the screen.
 */
import { useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { CloseIcon } from '@/components/icons';
import { BackIcon } from './walletIcons';

export const DIALOG_MAX_HEIGHT = { compact: 468, wide: 504 } as const;

export interface WalletDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The title is read to screen readers but not shown (the content has its own heading). */
  hideTitle?: boolean;
  /** Shows the back arrow when given. */
  onBack?: () => void;
  compact: boolean;
  /** Width in the wide layout. */
  width?: number;
  /** Called once the closing animation ends (the caller returns focus where it belongs). */
  onExited?: () => void;
  children: ReactNode;
  /** For tests and styling hooks. */
  'data-testid'?: string;
  /** Stays in the page, hidden, while closed (MUI's keepMounted): opening only reveals it. */
  keepMounted?: boolean;
}

// Style objects made once: a re-render (opening a kept-mounted dialog) serialises nothing anew.
const HEADER_SX = { display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.5, pb: 1, minHeight: 48 } as const;
const HEADER_NO_TITLE_SX = { ...HEADER_SX, pb: 0 } as const;
const SIDE_SX = { width: 40, flexShrink: 0 } as const;
const CLOSE_SIDE_SX = { ...SIDE_SX, display: 'flex', justifyContent: 'flex-end' } as const;
const TITLE_SX = {
  flexGrow: 1,
  textAlign: 'center',
  fontSize: '1.05rem',
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
const HIDDEN_TITLE_SX = {
  ...TITLE_SX,
  position: 'absolute',
  width: 1,
  height: 1,
  clip: 'rect(0 0 0 0)',
  overflow: 'hidden',
} as const;
const GROW_SX = { flexGrow: 1 } as const;
const BODY_SX = {
  overflowY: 'auto',
  px: 2,
  pb: 2,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flexGrow: 1,
} as const;
const BACK_ICON_SX = (theme: Theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});

function paperSx(compact: boolean, width: number) {
  const maxHeight = compact ? DIALOG_MAX_HEIGHT.compact : DIALOG_MAX_HEIGHT.wide;
  return compact
    ? {
        m: 0,
        position: 'fixed',
        bottom: 0,
        insetInline: 0,
        width: '100%',
        maxWidth: '100%',
        maxHeight,
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
      }
    : { width, maxWidth: 'calc(100% - 32px)', maxHeight };
}

export function WalletDialog({
  open,
  onClose,
  title,
  hideTitle = false,
  onBack,
  compact,
  width = 360,
  onExited,
  children,
  'data-testid': testId,
  keepMounted = false,
}: WalletDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const slotProps = useMemo(
    () => ({
      transition: { onExited },
      paper: { 'data-testid': testId, sx: paperSx(compact, width) } as object,
    }),
    [onExited, testId, compact, width],
  );
  return (
    <Dialog
      open={open}
      keepMounted={keepMounted}
      onClose={onClose}
      aria-labelledby={titleId}
      // The trigger may have been replaced meanwhile (Connect Wallet → the account button):
      // the caller puts focus back itself in onExited.
      disableRestoreFocus={Boolean(onExited)}
      slotProps={slotProps}
    >
      <Box sx={hideTitle ? HEADER_NO_TITLE_SX : HEADER_SX}>
        <Box sx={SIDE_SX}>
          {onBack && (
            <IconButton onClick={onBack} aria-label={intl.formatMessage({ id: 'wallet.connect.back' })} size="small">
              {/* Points the way back in right-to-left languages too. */}
              <BackIcon fontSize="small" sx={BACK_ICON_SX} />
            </IconButton>
          )}
        </Box>
        <Typography id={titleId} component="h2" variant="h6" sx={hideTitle ? HIDDEN_TITLE_SX : TITLE_SX}>
          {title}
        </Typography>
        {hideTitle && <Box sx={GROW_SX} />}
        <Box sx={CLOSE_SIDE_SX}>
          <IconButton onClick={onClose} aria-label={intl.formatMessage({ id: 'wallet.connect.close' })} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
      <Box sx={BODY_SX}>{children}</Box>
    </Dialog>
  );
}
