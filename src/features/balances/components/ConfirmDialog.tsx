/**
 * The confirmation step of every money action: what will happen, in rows, then Confirm. While
 * the action runs the dialog cannot be closed or confirmed again (no double submission); a
 * failure is shown in the dialog, as text.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export interface ConfirmRow {
  label: string;
  value: ReactNode;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  rows: ConfirmRow[];
  /** Extra words under the rows (what happens next). */
  note?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while busy ('Confirm in your wallet…'). */
  busyLabel: string;
  busy: boolean;
  error: string | null;
  /** Confirm is not possible (a quote is stale, say). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, rows, note, confirmLabel, busyLabel, busy, error, confirmDisabled, onConfirm, onClose }: ConfirmDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end', overflowWrap: 'anywhere', fontWeight: 500 }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
        {note && (
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            {note}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {intl.formatMessage({ id: 'money.confirm.cancel' })}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
