// The wallet verification dialog: sign a message to prove the account is yours (signInReducer,
// runSignIn). A wallet on a chain the configuration does not offer is asked to switch network,
// never to sign.
import { useEffect, useMemo, useReducer, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useChains, useConnection, useSignMessage, useSwitchChain } from 'wagmi';
import { closeDialog } from '@/components/dialog/dialogStore';
import { getConfig } from '@/config/runtimeConfig';
import { isUserRejection } from '@/lib/wallet/walletErrors';
import { useAppStore } from '@/lib/store/hooks';
import { createBackendAuthAdapter } from '../auth/backendAuthAdapter';
import { loadNonce, runSignIn } from '../siwe/runSignIn';
import {
  initialSignInState,
  isSignInDisabled,
  SIGN_IN_ERROR_MESSAGE_IDS,
  signInReducer,
  type SignInState,
} from '../siwe/signInReducer';
import type { AuthenticationAdapter } from '../siwe/adapter';
import { AccountAvatar } from './AccountAvatar';
import { WalletDialog } from './WalletDialog';
import { WALLET_DIALOGS } from './walletDialogs';
import { useNameLookup } from '@/lib/wallet/nameLookup';

export interface SignInDialogProps {
  onExited?: () => void;
  compact: boolean;
  /** Default: the adapter on our backend. */
  adapter?: AuthenticationAdapter;
}

function progressMessageId(state: SignInState): string | null {
  if (state.status === 'signing') return 'wallet.signIn.signing';
  if (state.status === 'verifying') return 'wallet.signIn.verifying';
  if (state.nonce.status === 'loading') return 'wallet.signIn.preparing';
  return null;
}

const close = () => closeDialog(WALLET_DIALOGS.signIn);

/** Its content renders only while open, anew for each opening (a fresh nonce). */
export default function SignInDialog({ onExited, compact, adapter }: SignInDialogProps) {
  return (
    <WalletDialog
      name={WALLET_DIALOGS.signIn}
      onExited={onExited}
      compact={compact}
      title={<FormattedMessage id="wallet.signIn.title" />}
      data-testid="sign-in-dialog"
    >
      <SignInContent adapter={adapter} />
    </WalletDialog>
  );
}

function SignInContent({ adapter: givenAdapter }: Pick<SignInDialogProps, 'adapter'>) {
  const intl = useIntl();
  const store = useAppStore();
  const adapter = useMemo(
    () => givenAdapter ?? createBackendAuthAdapter({ dispatch: store.dispatch, getState: store.getState }),
    [givenAdapter, store],
  );
  const [state, dispatch] = useReducer(signInReducer, initialSignInState);
  const connection = useConnection();
  const { mutateAsync: signMessageAsync } = useSignMessage();
  const address = connection.status === 'connected' ? connection.address : undefined;
  const chainId = connection.status === 'connected' ? connection.chainId : undefined;
  const { label } = useNameLookup(address);
  const chains = useChains();
  const { mutateAsync: switchChainAsync, isPending: switching } = useSwitchChain();
  const [switchFailed, setSwitchFailed] = useState(false);
  // The message names the wallet's chain: one the app does not offer is never signed for.
  const offered = getConfig().chains;
  const wrongNetwork = chainId !== undefined && !offered.some((id) => id === chainId);
  const target = chains.find((chain) => chain.id === offered[0]);

  const switchNetwork = async () => {
    if (!target) return;
    setSwitchFailed(false);
    try {
      await switchChainAsync({ chainId: target.id });
    } catch (error) {
      setSwitchFailed(!isUserRejection(error));
    }
  };

  // A fresh nonce for every opening (the content is mounted anew each time).
  useEffect(() => {
    void Promise.resolve().then(() => loadNonce({ adapter, dispatch }));
  }, [adapter]);

  const send = async () => {
    const outcome = await runSignIn({
      adapter,
      signMessage: ({ message }) => signMessageAsync({ message }),
      address,
      chainId,
      dispatch,
      nonce: state.nonce.value,
    });
    if (outcome === 'done') close();
  };

  const progressId = progressMessageId(state);
  const nonceFailed = state.nonce.status === 'error' && state.status === 'idle';

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
      {address && <AccountAvatar address={address} size={56} />}
      {label && (
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }} title={address}>
          {label}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id="wallet.signIn.description" />
      </Typography>
      {wrongNetwork && (
        <Typography role="alert" variant="body2" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="wallet.signIn.wrongNetwork" values={{ chain: target?.name ?? '' }} />
        </Typography>
      )}
      {wrongNetwork && switchFailed && (
        <Typography role="alert" variant="body2" sx={{ fontWeight: 700, color: 'error.main' }}>
          <FormattedMessage id="wallet.network.error.generic" />
        </Typography>
      )}
      {!wrongNetwork && state.error && (
        <Typography role="alert" variant="body2" sx={{ fontWeight: 700, color: 'error.main' }}>
          <FormattedMessage id={SIGN_IN_ERROR_MESSAGE_IDS[state.error]} />
        </Typography>
      )}
      <Stack spacing={1} sx={{ width: '100%' }}>
        {wrongNetwork ? (
          <Button variant="contained" disabled={switching || !target} onClick={() => void switchNetwork()}>
            <FormattedMessage id="wallet.signIn.switchNetwork" values={{ chain: target?.name ?? '' }} />
          </Button>
        ) : nonceFailed ? (
          <Button variant="contained" onClick={() => void loadNonce({ adapter, dispatch })}>
            <FormattedMessage id="wallet.signIn.retryPreparing" />
          </Button>
        ) : (
          <Button variant="contained" disabled={isSignInDisabled(state) || !address} onClick={() => void send()}>
            <FormattedMessage id="wallet.signIn.send" />
          </Button>
        )}
        <Button onClick={close}>
          <FormattedMessage id="wallet.signIn.cancel" />
        </Button>
      </Stack>
      {/* Always there, so screen readers hear each change of progress. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 24 }} role="status">
        {progressId && (
          <>
            <CircularProgress size={16} aria-hidden="true" />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {intl.formatMessage({ id: progressId })}
            </Typography>
          </>
        )}
      </Stack>
    </Stack>
  );
}
