// The wallet verification dialog (useSignIn is its model): sign a message to prove the account is
// yours. A wallet on a chain the configuration does not offer is asked to switch network, never to sign.
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { closeSignIn, useSignIn, type SignInModel } from '../model/siwe/useSignIn';
import type { AuthenticationAdapter } from '../model/siwe/adapter';
import { isSignInDisabled, signInErrorMessageId, type SignInState } from '../model/siwe/signInReducer';
import { AccountAvatar } from './AccountAvatar';
import { WalletDialog } from './WalletDialog';
import { WALLET_DIALOGS } from '../model/walletDialogs';

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

function SignInContent({ adapter }: Pick<SignInDialogProps, 'adapter'>) {
  const model = useSignIn(adapter);
  const { address, label } = model;
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
      <SignInAlerts {...model} />
      <Stack spacing={1} sx={{ width: '100%' }}>
        <SignInPrimaryAction {...model} />
        <Button onClick={closeSignIn}>
          <FormattedMessage id="wallet.signIn.cancel" />
        </Button>
      </Stack>
      <SignInProgress state={model.state} />
    </Stack>
  );
}

function SignInAlerts({ wrongNetwork, switchFailed, target, state }: SignInModel) {
  return (
    <>
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
          <FormattedMessage id={signInErrorMessageId(state.error, state.malformedSignature)} />
        </Typography>
      )}
    </>
  );
}

/** Switch network, prepare again after a failed nonce, or send. */
function SignInPrimaryAction(model: SignInModel) {
  const { state, target } = model;
  if (model.wrongNetwork) {
    return (
      <Button variant="contained" disabled={model.switching || !target} onClick={() => void model.switchNetwork()}>
        <FormattedMessage id="wallet.signIn.switchNetwork" values={{ chain: target?.name ?? '' }} />
      </Button>
    );
  }
  if (state.nonce.status === 'error' && state.status === 'idle') {
    return (
      <Button variant="contained" onClick={model.retryNonce}>
        <FormattedMessage id="wallet.signIn.retryPreparing" />
      </Button>
    );
  }
  return (
    <Button variant="contained" disabled={isSignInDisabled(state) || !model.address} onClick={() => void model.send()}>
      <FormattedMessage id="wallet.signIn.send" />
    </Button>
  );
}

function SignInProgress({ state }: { state: SignInState }) {
  const intl = useIntl();
  const progressId = progressMessageId(state);
  return (
    // Always there, so screen readers hear each change of progress.
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
  );
}
