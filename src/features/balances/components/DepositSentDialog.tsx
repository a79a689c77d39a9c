/** After the wallet sent the deposit: its hash in full, with a copy button. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TxHash } from '@/api/staking/types';
import { CopyButton } from '@/components/CopyButton';
import { useDialogWhile } from '@/components/dialog/dialogStore';
import { FORM_DIALOG_PAPER_SX, ModalShell } from '@/components/dialog/ModalShell';

export function DepositSentDialog({ hash, onClose }: { hash: TxHash; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <ModalShell name={useDialogWhile(true)} onClose={onClose} labelledBy={titleId} paperSx={FORM_DIALOG_PAPER_SX}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'money.deposit.sentTitle' })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{intl.formatMessage({ id: 'money.deposit.sent' })}</Typography>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {intl.formatMessage({ id: 'money.deposit.hash' })}
        </Typography>
        <Box
          component="code"
          data-testid="deposit-hash"
          sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere', my: 1 }}
        >
          {hash}
        </Box>
        <CopyButton text={hash} label={intl.formatMessage({ id: 'money.deposit.copyHash' })} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'submit.close' })}</Button>
      </DialogActions>
    </ModalShell>
  );
}
