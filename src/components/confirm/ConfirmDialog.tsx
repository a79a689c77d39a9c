// The confirmation step of every write, showing its submission's state: an unknown outcome offers
// a check, never a second send (docs/writes.md, "Writes the user confirms"). Rendered all along, hidden while closed:
// see docs/performance.md#kept-mounted-dialogs.
import { Fragment, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useDialogWhile } from '@/components/dialog/dialogStore';
import { FORM_DIALOG_PAPER_SX, ModalShell } from '@/components/dialog/ModalShell';
import { isOfflineRefusal } from '@/lib/submit/submission';
import type { Submission } from '@/lib/submit/useSubmission';

export interface ConfirmRow {
  label: string;
  value: ReactNode;
  /** Addresses and hashes: shown in full, in a fixed-width font. */
  monospace?: boolean;
}

export interface ConfirmDialogProps {
  /** The form is at this step: the dialog store shows it (useDialogWhile). */
  open: boolean;
  title: string;
  rows: ConfirmRow[];
  /** Extra words under the rows (what happens next). */
  note?: ReactNode;
  /** Anything else the action needs to say before Confirm (a quote's age, a storage warning). */
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while sending ('Confirm in your wallet…'). */
  busyLabel: string;
  submission: Pick<Submission<unknown>, 'state' | 'busy' | 'checkAgain'>;
  /** What to say about a refusal (the server's words, or the action's fallback). */
  refusalMessage: string | null;
  /** Confirm is not possible (a quote is being fetched again, say). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

// The rows' look in one rule on the list: rows filled in at opening add no styles of their own
// (a new style rule made the browser restyle the page inside the Review click).
const ROWS_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
  columnGap: 2,
  rowGap: 1,
  m: 0,
  '& > dt, & > dd': { typography: 'body2' },
  '& > dt': { color: 'text.secondary' },
  '& > dd': {
    m: 0,
    textAlign: { xs: 'start', sm: 'end' },
    overflowWrap: 'anywhere',
    fontWeight: 500,
  },
  '& > dd[data-monospace]': { fontFamily: 'monospace' },
} as const;

const ignore = () => undefined;

export function ConfirmDialog({
  open,
  title,
  rows,
  note,
  children,
  confirmLabel,
  busyLabel,
  submission,
  refusalMessage,
  confirmDisabled,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const { state } = submission;
  const sending = state.phase === 'sending';
  const notKnown = state.phase === 'checking' || state.phase === 'unknown';
  return (
    <ModalShell
      name={useDialogWhile(open)}
      // While a write is being sent, Escape and the backdrop do nothing.
      onClose={sending ? ignore : onClose}
      labelledBy={titleId}
      paperSx={FORM_DIALOG_PAPER_SX}
      mountWhenIdle
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={ROWS_SX}>
          {rows.map((row) => (
            <Fragment key={row.label}>
              <dt>{row.label}</dt>
              <dd data-monospace={row.monospace || undefined}>
                {/* Isolated, its direction taken from its own first letter: '0.1 BNB', an address or a
                    rate stays left to right in Arabic (not 'BNB 0.1'); a translated value stays right to left. */}
                <bdi>{row.value}</bdi>
              </dd>
            </Fragment>
          ))}
        </Box>
        {note && (
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {note}
          </Typography>
        )}
        {children}
        <Box role="status" aria-live="polite">
          {state.phase === 'checking' && (
            <Alert
              severity="info"
              icon={<CircularProgress size={18} aria-hidden="true" />}
              sx={{ mt: 2 }}
              data-testid="submit-unknown"
            >
              {intl.formatMessage({ id: 'submit.unknown.checking' })}
            </Alert>
          )}
          {state.phase === 'unknown' && (
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
              data-testid="submit-unknown"
              action={
                <Button color="inherit" size="small" onClick={submission.checkAgain}>
                  {intl.formatMessage({ id: 'submit.checkAgain' })}
                </Button>
              }
            >
              {intl.formatMessage({
                id: state.checkFailed ? 'submit.unknown.checkFailed' : 'submit.unknown.notFound',
              })}
            </Alert>
          )}
          {state.phase === 'notDone' && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {intl.formatMessage({ id: 'submit.notDone' })}
            </Alert>
          )}
        </Box>
        {state.phase === 'refused' && (refusalMessage || isOfflineRefusal(state.error)) && (
          <Alert severity="error" role="alert" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            {isOfflineRefusal(state.error) ? intl.formatMessage({ id: 'submit.offline' }) : refusalMessage}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {intl.formatMessage({ id: notKnown ? 'submit.close' : 'submit.cancel' })}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={submission.busy || confirmDisabled}
          startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          {sending ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </ModalShell>
  );
}
