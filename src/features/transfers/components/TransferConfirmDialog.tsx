/** The summary a transfer is confirmed from: who sends, who receives (in full), how many votes. */
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Address } from '@/api/staking/types';
import { useFormatters } from '@/lib/format';

export interface TransferSummary {
  from: Address;
  to: Address;
  toName: string | null;
  amount: number;
  balance: bigint;
}

export interface TransferConfirmDialogProps {
  summary: TransferSummary;
  busy: boolean;
  /** Why the last attempt failed (the server's words or 'Transfer failed'). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

export function TransferConfirmDialog({ summary, busy, error, onConfirm, onCancel }: TransferConfirmDialogProps) {
  const intl = useIntl();
  const format = useFormatters();
  const titleId = useId();
  const after = summary.balance - BigInt(summary.amount);
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <FormattedMessage id="transfers.confirm.title" />
      </DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
          <Row label={intl.formatMessage({ id: 'transfers.confirm.from' })}>
            <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
              {summary.from}
            </Box>
          </Row>
          <Row label={intl.formatMessage({ id: 'transfers.confirm.to' })}>
            {summary.toName && (
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {format.name(summary.toName)}
              </Box>
            )}
            <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="confirm-recipient">
              {summary.to}
            </Box>
          </Row>
          <Row label={intl.formatMessage({ id: 'transfers.confirm.amount' })}>
            <FormattedMessage id="transfers.votes" values={{ count: summary.amount, votes: format.integer(summary.amount) }} />
          </Row>
          <Row label={intl.formatMessage({ id: 'transfers.confirm.after' })}>
            <FormattedMessage id="transfers.votes" values={{ count: Number(after), votes: format.integer(after) }} />
          </Row>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          <FormattedMessage id="transfers.cancel" />
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          <FormattedMessage id="transfers.confirm.submit" values={{ count: summary.amount, votes: format.integer(summary.amount) }} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
