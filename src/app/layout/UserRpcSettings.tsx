// The user's own RPC URL per offered chain (display settings): checked with eth_chainId before
// it is kept, then asked first for that chain (src/lib/wallet/rpcTransport.ts). docs/rpc.md.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getConfig } from '@/config/runtimeConfig';
import { knownChainName } from '@/lib/chains/chainNames';
import {
  checkUserRpcUrl,
  readUserRpcUrl,
  removeUserRpcUrl,
  storeUserRpcUrl,
  type RpcCheckResult,
} from '@/lib/wallet/userRpcUrls';

type Failure = Extract<RpcCheckResult, { ok: false }>['reason'] | 'storage';

const ERROR_IDS: Record<Failure, string> = {
  invalid: 'wallet.ownRpc.error.invalid',
  blocked: 'wallet.ownRpc.error.blocked',
  unreachable: 'wallet.ownRpc.error.unreachable',
  notRpc: 'wallet.ownRpc.error.notRpc',
  wrongChain: 'wallet.ownRpc.error.wrongChain',
  storage: 'wallet.ownRpc.error.storage',
};

/** The host alone: the path may hold the provider's key, which the screen need not show. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

interface Problem {
  reason: Failure;
  host: string;
  answered?: number;
}

async function checkAndStore(chainId: number, url: string): Promise<Problem | null> {
  const result = await checkUserRpcUrl(url, chainId);
  if (!result.ok) return { reason: result.reason, host: hostOf(url), answered: result.answeredChainId };
  try {
    storeUserRpcUrl(chainId, url);
    return null;
  } catch {
    return { reason: 'storage', host: hostOf(url) };
  }
}

function ChainRpcField({ chainId }: { chainId: number }) {
  const intl = useIntl();
  const chain = knownChainName(chainId) ?? String(chainId);
  const [stored, setStored] = useState(() => readUserRpcUrl(chainId));
  const [draft, setDraft] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const url = draft.trim();
    setChecking(true);
    setProblem(null);
    const failure = await checkAndStore(chainId, url);
    setChecking(false);
    setProblem(failure);
    if (failure) return;
    setStored(url);
    setDraft('');
  };

  if (stored) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage id="wallet.ownRpc.inUse" values={{ chain, host: hostOf(stored) }} />
        </Typography>
        <Button
          size="small"
          aria-label={intl.formatMessage({ id: 'wallet.ownRpc.removeLabel' }, { chain })}
          onClick={() => {
            removeUserRpcUrl(chainId);
            setStored(null);
          }}
        >
          <FormattedMessage id="wallet.ownRpc.remove" />
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        size="small"
        type="url"
        label={intl.formatMessage({ id: 'wallet.ownRpc.label' }, { chain })}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', inputMode: 'url' } }}
      />
      <Button type="submit" variant="outlined" size="small" disabled={checking || draft.trim() === ''}>
        <FormattedMessage id={checking ? 'wallet.ownRpc.checking' : 'wallet.ownRpc.check'} />
      </Button>
      {problem && (
        <Alert severity="error" role="alert">
          <FormattedMessage
            id={ERROR_IDS[problem.reason]}
            values={{ host: problem.host, chain, expected: String(chainId), answered: String(problem.answered ?? '') }}
          />
        </Alert>
      )}
    </Stack>
  );
}

export function UserRpcSettings() {
  const titleId = useId();
  return (
    <Stack spacing={1} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        <FormattedMessage id="wallet.ownRpc.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="wallet.ownRpc.description" />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="wallet.ownRpc.policy" />
      </Typography>
      {getConfig().chains.map((chainId) => (
        <ChainRpcField key={chainId} chainId={chainId} />
      ))}
    </Stack>
  );
}
