// The one shell of the four wallet dialogs: the app's ModalShell, opened by name, with a title,
// an optional back button and a close button; a bottom sheet in the compact layout.
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { keyframes, type Theme } from '@mui/material/styles';
import { ModalShell, OPEN_ATTRIBUTE, useRequestClose } from '@/components/dialog/ModalShell';
import { CloseIcon } from '@/components/CloseIcon';
import { BackIcon } from './walletIcons';

export const DIALOG_MAX_HEIGHT = { compact: 468, wide: 504 } as const;

export interface WalletDialogProps {
  /** Its name in the dialog store (WALLET_DIALOGS). */
  name: string;
  /** Escape, the close button, the backdrop; default: closing it in the store. */
  onClose?: () => void;
  /** Not given: the content draws its own header (WalletDialogFrame), its title following its state. */
  title?: ReactNode;
  hideTitle?: boolean;
  onBack?: () => void;
  compact: boolean;
  /** Width in the wide layout. */
  width?: number;
  /** Called once it has closed (the caller returns the focus where it belongs). */
  onExited?: () => void;
  children: ReactNode;
  /** For tests and styling hooks. */
  'data-testid'?: string;
  /** Rendered hidden once the browser is idle, so that opening only reveals it. */
  mountWhenIdle?: boolean;
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

const riseIn = keyframes`from { transform: translateY(16px); } to { transform: none; }`;

function paperSx(compact: boolean, width: number) {
  const maxHeight = compact ? DIALOG_MAX_HEIGHT.compact : DIALOG_MAX_HEIGHT.wide;
  return {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    outline: 'none',
    color: 'text.primary',
    bgcolor: 'background.paper',
    boxShadow: 24,
    borderRadius: 1,
    ...(compact
      ? {
          position: 'fixed',
          bottom: 0,
          insetInline: 0,
          width: '100%',
          maxWidth: '100%',
          maxHeight,
          borderBottomLeftRadius: 0,
          borderBottomRightRadius: 0,
          '@media (prefers-reduced-motion: no-preference)': {
            [`[${OPEN_ATTRIBUTE}] > &`]: { animation: `${riseIn} 150ms ease-out` },
          },
        }
      : { position: 'relative', width, maxWidth: 'calc(100% - 32px)', maxHeight }),
  } as const;
}

export function WalletDialog({
  name,
  onClose,
  title,
  hideTitle,
  onBack,
  compact,
  width = 360,
  onExited,
  children,
  'data-testid': testId,
  mountWhenIdle = false,
}: WalletDialogProps) {
  const titleId = useId();
  const sx = useMemo(() => paperSx(compact, width), [compact, width]);
  return (
    <ModalShell
      name={name}
      onClose={onClose}
      labelledBy={titleId}
      paperSx={sx}
      onExited={onExited}
      data-testid={testId}
      mountWhenIdle={mountWhenIdle}
    >
      <TitleIdContext value={titleId}>
        {title === undefined ? (
          children
        ) : (
          <WalletDialogFrame title={title} hideTitle={hideTitle} onBack={onBack}>
            {children}
          </WalletDialogFrame>
        )}
      </TitleIdContext>
    </ModalShell>
  );
}

const TitleIdContext = createContext('');

export interface WalletDialogFrameProps {
  title: ReactNode;
  /** The title is read to screen readers but not shown (the content has its own heading). */
  hideTitle?: boolean | undefined;
  /** Shows the back arrow when given. */
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

/** The header (back, title, close) and the body, for content that sets its own title. */
export function WalletDialogFrame({ title, hideTitle = false, onBack, children }: WalletDialogFrameProps) {
  const intl = useIntl();
  const titleId = useContext(TitleIdContext);
  return (
    <>
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
          <CloseButton />
        </Box>
      </Box>
      <Box sx={BODY_SX}>{children}</Box>
    </>
  );
}

function CloseButton() {
  const intl = useIntl();
  const requestClose = useRequestClose();
  return (
    <IconButton onClick={requestClose} aria-label={intl.formatMessage({ id: 'wallet.connect.close' })} size="small">
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
