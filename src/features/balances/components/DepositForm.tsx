/**
 * Deposit: BNB (sent to the deposit contract) or USDT (an ERC-20 transfer to it), at most what
 * the wallet holds on chain, less the network fee for BNB (Max accounts for it); a confirmation
 * step; the wallet transaction; then the tracker records it with the backend and follows it.
 * Render inside <WalletReady>.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfig } from 'wagmi';
import type { TxHash } from '@/api/staking/types';
import { FORM_DIALOG_PAPER_SX, ModalShell } from '@/components/dialog/ModalShell';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { CopyButton } from '@/components/CopyButton';
import { moneyText, shortenAddress } from '@/lib/format';
import { canWriteLocalStorage } from '@/lib/storage/canWriteLocalStorage';
import { useSubmission } from '@/lib/submit/useSubmission';
import { checkAmount, fromUnits, maxAmount } from '../model/amount';
import { CURRENCIES, DEPOSIT_CURRENCIES } from '@/lib/money/currencies';
import { depositLimit, type FeeQuote } from '../model/fee';
import { isUserRejection, readableErrorMessage } from '@/lib/wallet/walletErrors';
import type { ActionGate } from '../hooks/useActionGate';
import { amountFieldBindings, useAmountInput } from '../hooks/useAmountInput';
import {
  moneyContracts,
  sendDepositTransfer,
  useDepositFee,
  useOnChainBalance,
  useRefreshOnChain,
  type OnChainCurrency,
} from '../hooks/useOnChain';
import { describeTransaction } from '../tracking/describe';
import { useTracker } from '../tracking/useTracker';
import { AmountField } from './AmountField';
import { CurrencyToggle } from './CurrencyToggle';
import { amountErrorMessage } from './amountMessages';
import { ExactAmount } from '@/components/ExactAmount';

export interface DepositFormProps {
  gate: ActionGate;
  /** The wallet transaction's hash, for the recent-transaction store. */
  onWalletTransaction?: (hash: TxHash, description: string) => void;
}

interface Pending {
  units: bigint;
  amount: string;
  currency: OnChainCurrency;
  fee: FeeQuote;
}

export function DepositForm({ gate, onWalletTransaction }: DepositFormProps) {
  const intl = useIntl();
  const wagmiConfig = useConfig();
  const tracker = useTracker();
  const refreshOnChain = useRefreshOnChain();
  const [currency, setCurrency] = useState<OnChainCurrency>('BNB');
  const input = useAmountInput();
  const [pending, setPending] = useState<Pending | null>(null);
  // Asked when the confirmation opens: the warning must come before the wallet transaction.
  const [storageWritable, setStorageWritable] = useState(true);
  const [sentHash, setSentHash] = useState<TxHash | null>(null);
  const submission = useSubmission<TxHash>();
  const { state } = submission;

  const { wallet, chainId, block } = gate;
  const native = useOnChainBalance(wallet, chainId, 'BNB');
  const token = useOnChainBalance(wallet, chainId, 'USDT');
  const fee = useDepositFee(wallet, chainId, currency);
  const decimals = CURRENCIES[currency].decimals;
  const limit = depositLimit(
    currency,
    { native: native.data, token: currency === 'USDT' ? token.data : undefined },
    fee.data?.total,
  );
  const check = checkAmount(input.raw, decimals, limit, intl.locale);
  const error =
    input.showErrors && !check.ok ? amountErrorMessage(intl, check.code, { currency, decimals, limit }) : null;
  const max = maxAmount(limit);
  const held = currency === 'BNB' ? native.data : token.data;
  const readFailed = native.isError || (currency === 'USDT' && token.isError);

  const review = () => {
    input.reveal();
    if (block || !check.ok || !fee.data) {
      input.inputRef.current?.focus();
      return;
    }
    submission.reset();
    setStorageWritable(canWriteLocalStorage());
    setPending({ units: check.units, amount: check.amount, currency, fee: fee.data });
  };

  const confirm = async () => {
    if (!pending || !wallet) return;
    const sent = pending;
    const last = await submission.submit({
      key: `deposit:${wallet.toLowerCase()}:${chainId}:${sent.currency}:${sent.amount}`,
      send: async () => {
        try {
          return {
            ok: true,
            result: await sendDepositTransfer(wagmiConfig, {
              account: wallet,
              chainId,
              currency: sent.currency,
              units: sent.units,
              fee: sent.fee,
            }),
          };
        } catch (error) {
          return { ok: false, error };
        }
      },
    });
    if (last.phase !== 'done' || !last.result) return;
    const hash = last.result;
    // Stored before anything else can fail: from here on the deposit is never lost.
    tracker.trackDeposit({ hash, wallet, chainId, currency: sent.currency, amount: sent.amount });
    try {
      onWalletTransaction?.(
        hash,
        describeTransaction(intl, { kind: 'deposit', amount: sent.amount, currency: sent.currency }),
      );
    } catch (error) {
      // The recent-transaction list is a convenience; the deposit itself is tracked already.
      console.warn('Could not add the deposit to the recent transactions:', error);
    }
    setPending(null);
    setSentHash(hash);
    input.reset();
    refreshOnChain();
  };

  const walletRefusal = (cause: unknown) =>
    isUserRejection(cause)
      ? intl.formatMessage({ id: 'money.wallet.rejected' })
      : intl.formatMessage(
          { id: 'money.wallet.failed' },
          { reason: readableErrorMessage(cause) ?? intl.formatMessage({ id: 'money.error.unknown' }) },
        );

  // The fee is in the chain's coin (18 decimals), shown with every digit.
  const feeText = (units: bigint) => moneyText(intl, fromUnits(units, 18), 'BNB', { maxFractionDigits: 18 });
  const chainName = gate.chainNames.get(chainId) ?? String(chainId);

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
      aria-label={intl.formatMessage({ id: 'money.deposit.title' })}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'money.deposit.intro' })}
      </Typography>
      <CurrencyToggle currencies={DEPOSIT_CURRENCIES} value={currency} onChange={setCurrency} />
      <AmountField
        label={intl.formatMessage({ id: 'money.form.amount' })}
        {...amountFieldBindings(input, max, decimals, intl.locale)}
        currency={currency}
        error={error}
        hint={
          <>
            {held !== undefined ? (
              <>
                {intl.formatMessage({ id: 'money.deposit.walletHolds' })}{' '}
                <ExactAmount value={fromUnits(held, decimals)} currency={currency} />
              </>
            ) : readFailed ? (
              intl.formatMessage({ id: 'money.deposit.walletFailed' })
            ) : (
              intl.formatMessage({ id: 'money.deposit.walletLoading' })
            )}
            {' · '}
            {fee.data
              ? intl.formatMessage(
                  { id: 'money.deposit.feeHint' },
                  // The fee and 'BNB' as one left-to-right piece (Arabic would show 'BNB 0.0000252').
                  { fee: feeText(fee.data.total) },
                )
              : fee.isError
                ? intl.formatMessage({ id: 'money.deposit.feeFailed' })
                : intl.formatMessage({ id: 'money.deposit.feeLoading' })}
          </>
        }
      />
      {(fee.isError || readFailed) && (
        <Button
          size="small"
          onClick={() => {
            if (fee.isError) void fee.refetch();
            if (native.isError) void native.refetch();
            if (token.isError) void token.refetch();
          }}
          sx={{ alignSelf: 'flex-start' }}
        >
          {intl.formatMessage({ id: 'money.deposit.readRetry' })}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={block !== null || state.phase === 'sending'}
        sx={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage({ id: 'money.deposit.review' })}
      </Button>
      <ConfirmDialog
        open={Boolean(pending && wallet)}
        title={intl.formatMessage({ id: 'money.deposit.confirmTitle' })}
        rows={
          pending && wallet
            ? [
                {
                  label: intl.formatMessage({ id: 'money.confirm.amount' }),
                  value: moneyText(intl, pending.amount, pending.currency),
                },
                {
                  label: intl.formatMessage({ id: 'money.confirm.from' }),
                  value: <span title={wallet}>{shortenAddress(wallet)}</span>,
                },
                {
                  label: intl.formatMessage({ id: 'money.confirm.to' }),
                  value: (
                    <span title={moneyContracts(chainId).deposit}>
                      {shortenAddress(moneyContracts(chainId).deposit)}
                    </span>
                  ),
                },
                { label: intl.formatMessage({ id: 'money.confirm.network' }), value: chainName },
                { label: intl.formatMessage({ id: 'money.confirm.maxFee' }), value: feeText(pending.fee.total) },
              ]
            : []
        }
        note={intl.formatMessage({ id: 'money.deposit.confirmNote' })}
        confirmLabel={intl.formatMessage({ id: 'money.deposit.confirm' })}
        busyLabel={intl.formatMessage({ id: 'money.deposit.confirming' })}
        submission={submission}
        refusalMessage={state.phase === 'refused' ? walletRefusal(state.error) : null}
        onConfirm={() => void confirm()}
        onClose={() => {
          submission.reset();
          setPending(null);
        }}
      >
        {!storageWritable && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="deposit-storage-warning">
            {intl.formatMessage({ id: 'money.deposit.storageUnavailable' })}
          </Alert>
        )}
      </ConfirmDialog>
      {sentHash && <DepositSentDialog hash={sentHash} onClose={() => setSentHash(null)} />}
    </Stack>
  );
}

/** After the wallet sent the deposit: its hash in full, with a copy button. */
function DepositSentDialog({ hash, onClose }: { hash: TxHash; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <ModalShell open onClose={onClose} labelledBy={titleId} paperSx={FORM_DIALOG_PAPER_SX}>
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
