// The confirmation step of every write, showing its submission's state: an unknown outcome offers
// a check, never a second send (docs/writes.md, "Writes the user confirms"). Rendered all along, hidden while closed:
// see docs/performance.md#kept-mounted-dialogs. The parts that do not change with the review are
// memoised: opening renders the rows and the children passed in.
import { Fragment, memo, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FORM_DIALOG_PAPER_SX, ModalShell } from '@/components/dialog/ModalShell';
import { useStableCallback } from '@/lib/hooks/useStableCallback';
import { isOfflineRefusal, type SubmissionState } from '@/lib/submit/submission';
import type { Submission } from '@/lib/submit/useSubmission';

export interface ConfirmRow {
  label: string;
  value: ReactNode;
  /** Addresses and hashes: shown in full, in a fixed-width font. */
  monospace?: boolean;
}

export interface ConfirmDialogProps {
  /** The form's review step (useReviewStep) whose dialog this is: it is open while a review is shown. */
  name: string;
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
  name,
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
  const titleId = useId();
  const { state } = submission;
  const sending = state.phase === 'sending';
  const close = useStableCallback(onClose);
  const confirm = useStableCallback(onConfirm);
  return (
    <ModalShell
      name={name}
      // While a write is being sent, Escape and the backdrop do nothing.
      onClose={sending ? ignore : close}
      labelledBy={titleId}
      paperSx={FORM_DIALOG_PAPER_SX}
      mountWhenIdle
    >
      <ConfirmTitle id={titleId} title={title} />
      <DialogContent>
        <ConfirmRows rows={rows} />
        {note && <ConfirmNote note={note} />}
        {children}
        <SubmissionNotices state={state} refusalMessage={refusalMessage} checkAgain={submission.checkAgain} />
      </DialogContent>
      <ConfirmActions
        state={state}
        busy={submission.busy || Boolean(confirmDisabled)}
        confirmLabel={confirmLabel}
        busyLabel={busyLabel}
        onConfirm={confirm}
        onClose={close}
      />
    </ModalShell>
  );
}

const ConfirmTitle = memo(function ConfirmTitle({ id, title }: { id: string; title: string }) {
  return <DialogTitle id={id}>{title}</DialogTitle>;
});

// Not memoised: its rows are a new list at each of the owner's renders.
function ConfirmRows({ rows }: { rows: ConfirmRow[] }) {
  return (
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
  );
}

const ConfirmNote = memo(function ConfirmNote({ note }: { note: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
      {note}
    </Typography>
  );
});

interface NoticesProps {
  state: SubmissionState<unknown>;
  refusalMessage: string | null;
  checkAgain: () => void;
}

/** An outcome not known yet (being checked, or offering a check), a try that did not happen, a refusal. */
const SubmissionNotices = memo(function SubmissionNotices({ state, refusalMessage, checkAgain }: NoticesProps) {
  const intl = useIntl();
  return (
    <>
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
              <Button color="inherit" size="small" onClick={checkAgain}>
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
    </>
  );
});

interface ActionsProps {
  state: SubmissionState<unknown>;
  /** Confirm is off. */
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

const ConfirmActions = memo(function ConfirmActions({
  state,
  busy,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
}: ActionsProps) {
  const intl = useIntl();
  const sending = state.phase === 'sending';
  const notKnown = state.phase === 'checking' || state.phase === 'unknown';
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={sending}>
        {intl.formatMessage({ id: notKnown ? 'submit.close' : 'submit.cancel' })}
      </Button>
      <Button
        variant="contained"
        onClick={onConfirm}
        disabled={busy}
        startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
      >
        {sending ? busyLabel : confirmLabel}
      </Button>
    </DialogActions>
  );
});
