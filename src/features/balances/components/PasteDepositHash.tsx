// "I sent a deposit: paste its hash", for a deposit the app never saw (another device, a wallet that
// never answered). The hash is checked on chain before the tracker follows and records it.
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TxHash } from '@/api/staking/types';
import { getConfig } from '@/config/runtimeConfig';
import { decimalsOf } from '@/lib/money/currencies';
import { isTxHash } from '@/api/txHash';
import { useVerifiedAddress } from '@/lib/session';
import { useWalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import { fromUnits } from '../model/amount';
import { checkPastedHash } from '../model/tracking/chainFollow';
import { useTracker } from '../model/tracking/useTracker';

type Outcome = { severity: 'success' | 'error'; id: string } | null;

export function PasteDepositHash() {
  const intl = useIntl();
  const tracker = useTracker();
  const wallet = useVerifiedAddress();
  const { load } = useWalletRuntime();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!wallet) return null;
  if (!open)
    return (
      <Button size="small" onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        {intl.formatMessage({ id: 'money.pending.paste.open' })}
      </Button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const hash = text.trim();
    if (!isTxHash(hash)) return setOutcome({ severity: 'error', id: 'money.pending.paste.invalid' });
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await follow(hash));
    } catch {
      setOutcome({ severity: 'error', id: 'money.pending.paste.unreachable' });
    } finally {
      setBusy(false);
    }
  };

  const follow = async (hash: TxHash): Promise<Outcome> => {
    const [runtime, { createChainWatch }, { moneyContracts }] = await Promise.all([
      load(),
      import('../model/chain/rpcChainWatch'),
      import('@/lib/money/contracts'),
    ]);
    const chain = createChainWatch(runtime.wagmiConfig, moneyContracts);
    const found = await checkPastedHash(chain, getConfig().chains, wallet, hash);
    if (!found.ok) return { severity: 'error', id: `money.pending.paste.${found.why}` };
    const { currency, units } = found.payment;
    tracker.trackDeposit({
      hash,
      wallet,
      chainId: found.chainId,
      currency,
      amount: fromUnits(units, decimalsOf(currency)),
    });
    setText('');
    return { severity: 'success', id: 'money.pending.paste.added' };
  };

  return (
    <Stack component="form" noValidate spacing={1} sx={{ mt: 2 }} onSubmit={(event) => void submit(event)}>
      <TextField
        size="small"
        label={intl.formatMessage({ id: 'money.pending.paste.label' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off' } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined" size="small" disabled={busy}>
          {intl.formatMessage({ id: 'money.pending.paste.submit' })}
        </Button>
        <Button size="small" onClick={() => setOpen(false)} disabled={busy}>
          {intl.formatMessage({ id: 'money.pending.paste.cancel' })}
        </Button>
      </Stack>
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {intl.formatMessage({ id: outcome.id })}
        </Alert>
      )}
    </Stack>
  );
}
