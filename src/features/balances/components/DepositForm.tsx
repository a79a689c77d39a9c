/**
 * Deposit: BNB (sent to the deposit contract) or USDT (an ERC-20 transfer to it), at most what
 * the wallet holds on chain, less the network fee for BNB (Max accounts for it); a confirmation
 * step; the wallet transaction; then the tracker records it with the backend and follows it.
 * Render inside <WalletReady>.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfig } from 'wagmi';
import type { TxHash } from '@/api/staking/types';
import { formatDecimal, shortenAddress } from '@/lib/format';
import { checkAmount, fromUnits, maxAmount } from '../model/amount';
import { CURRENCIES, DEPOSIT_CURRENCIES } from '../model/currencies';
import { depositLimit, type FeeQuote } from '../model/fee';
import { isUserRejection, walletErrorMessage } from '../model/walletErrors';
import type { ActionGate } from '../hooks/useActionGate';
import { amountFieldBindings, useAmountInput } from '../hooks/useAmountInput';
import { moneyContracts, sendDepositTransfer, useDepositFee, useOnChainBalance, useRefreshOnChain, type OnChainCurrency } from '../hooks/useOnChain';
import { describeTransaction, exactAmount } from '../tracking/describe';
import { useTracker } from '../tracking/useTracker';
import { AmountField } from './AmountField';
import { CurrencyToggle } from './CurrencyToggle';
import { amountErrorMessage } from './amountMessages';
import { ConfirmDialog } from './ConfirmDialog';
import { ExactAmount } from './ExactAmount';

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
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  // State updates land after the event: the ref stops a second confirm in the same frame.
  const inFlight = useRef(false);

  const { wallet, chainId, block } = gate;
  const native = useOnChainBalance(wallet, chainId, 'BNB');
  const token = useOnChainBalance(wallet, chainId, 'USDT');
  const fee = useDepositFee(wallet, chainId, currency);
  const decimals = CURRENCIES[currency].decimals;
  const limit = depositLimit(currency, { native: native.data, token: currency === 'USDT' ? token.data : undefined }, fee.data?.total);
  const check = checkAmount(input.raw, decimals, limit);
  const error = input.showErrors && !check.ok ? amountErrorMessage(intl, check.code, { currency, decimals, limit }) : null;
  const max = maxAmount(limit);
  const held = currency === 'BNB' ? native.data : token.data;
  const readFailed = native.isError || (currency === 'USDT' && token.isError);

  const review = () => {
    input.reveal();
    if (block || !check.ok || !fee.data) {
      input.inputRef.current?.focus();
      return;
    }
    setDialogError(null);
    setPending({ units: check.units, amount: check.amount, currency, fee: fee.data });
  };

  const confirm = async () => {
    if (inFlight.current || !pending || !wallet) return;
    inFlight.current = true;
    setBusy(true);
    setDialogError(null);
    try {
      const hash = await sendDepositTransfer(wagmiConfig, { account: wallet, chainId, currency: pending.currency, units: pending.units, fee: pending.fee });
      // Stored before anything else can fail: from here on the deposit is never lost.
      tracker.trackDeposit({ hash, wallet, chainId, currency: pending.currency, amount: pending.amount });
      try {
        onWalletTransaction?.(hash, describeTransaction(intl, { kind: 'deposit', amount: pending.amount, currency: pending.currency }));
      } catch (error) {
        // The recent-transaction list is a convenience; the deposit itself is tracked already.
        console.warn('Could not add the deposit to the recent transactions:', error);
      }
      setPending(null);
      input.reset();
      refreshOnChain();
    } catch (cause) {
      setDialogError(
        isUserRejection(cause)
          ? intl.formatMessage({ id: 'money.wallet.rejected' })
          : intl.formatMessage({ id: 'money.wallet.failed' }, { reason: walletErrorMessage(cause) ?? intl.formatMessage({ id: 'money.error.unknown' }) }),
      );
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const exactFee = (units: bigint) => formatDecimal(fromUnits(units, 18), intl.locale, { maxFractionDigits: 18 });
  const chainName = gate.chainNames.get(chainId) ?? String(chainId);

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => { event.preventDefault(); review(); }} aria-label={intl.formatMessage({ id: 'money.deposit.title' })}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'money.deposit.intro' })}
      </Typography>
      <CurrencyToggle currencies={DEPOSIT_CURRENCIES} value={currency} onChange={setCurrency} />
      <AmountField
        label={intl.formatMessage({ id: 'money.form.amount' })}
        {...amountFieldBindings(input, max, decimals)}
        currency={currency}
        error={error}
        hint={
          <>
            {held !== undefined ? (
              <>
                {intl.formatMessage({ id: 'money.deposit.walletHolds' })} <ExactAmount value={fromUnits(held, decimals)} currency={currency} />
              </>
            ) : readFailed ? (
              intl.formatMessage({ id: 'money.deposit.walletFailed' })
            ) : (
              intl.formatMessage({ id: 'money.deposit.walletLoading' })
            )}
            {' · '}
            {fee.data
              ? intl.formatMessage({ id: 'money.deposit.feeHint' }, { fee: exactFee(fee.data.total) })
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
      <Button type="submit" variant="contained" disabled={block !== null || busy} sx={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'money.deposit.review' })}
      </Button>
      {pending && wallet && (
        <ConfirmDialog
          open
          title={intl.formatMessage({ id: 'money.deposit.confirmTitle' })}
          rows={[
            { label: intl.formatMessage({ id: 'money.confirm.amount' }), value: `${exactAmount(pending.amount, pending.currency, intl.locale)} ${pending.currency}` },
            { label: intl.formatMessage({ id: 'money.confirm.from' }), value: <span title={wallet}>{shortenAddress(wallet)}</span> },
            {
              label: intl.formatMessage({ id: 'money.confirm.to' }),
              value: <span title={moneyContracts(chainId).deposit}>{shortenAddress(moneyContracts(chainId).deposit)}</span>,
            },
            { label: intl.formatMessage({ id: 'money.confirm.network' }), value: chainName },
            { label: intl.formatMessage({ id: 'money.confirm.maxFee' }), value: `${exactFee(pending.fee.total)} BNB` },
          ]}
          note={intl.formatMessage({ id: 'money.deposit.confirmNote' })}
          confirmLabel={intl.formatMessage({ id: 'money.deposit.confirm' })}
          busyLabel={intl.formatMessage({ id: 'money.deposit.confirming' })}
          busy={busy}
          error={dialogError}
          onConfirm={() => void confirm()}
          onClose={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
