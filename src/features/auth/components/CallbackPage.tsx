// /callback: the tokens already left the address bar (earlyCallback.ts); the answer is checked and
// the user returns to where they were, or sees why sign-in did not work.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { paths } from '@/config/paths';
import { getAccessToken, runStartupSignIn, sessionRestored, signedIn } from '@/lib/session';
import { useAppDispatch } from '@/lib/store/hooks';
import { useToast } from '@/components/toast/useToast';
import { completeSignIn, readCallbackParams, type CallbackOutcome } from '../model/completeSignIn';
import { SIGNED_IN_TOAST_ID } from '../model/toastIds';
import { takeEarlyCallbackParams } from '../model/earlyCallback';
import { startSignIn } from '../model/signInRedirect';

type Failure =
  Exclude<CallbackOutcome, { kind: 'signed-in' } | { kind: 'no-session' }> | { kind: 'unexpected'; returnTo: string };

function FailureMessage({ failure }: { failure: Failure }) {
  switch (failure.kind) {
    case 'state-mismatch':
      return <FormattedMessage id="auth.callback.stateMismatch" />;
    case 'storage-blocked':
      return <FormattedMessage id="auth.callback.storageBlocked" />;
    case 'unexpected':
      return <FormattedMessage id="auth.callback.unexpected" />;
    case 'profile-failed':
      return <FormattedMessage id="auth.callback.profileFailed" values={{ message: failure.message }} />;
    case 'login-error':
      return failure.description ? (
        <FormattedMessage id="auth.callback.loginErrorWithReason" values={{ reason: failure.description }} />
      ) : (
        <FormattedMessage id="auth.callback.loginError" />
      );
  }
}

export default function CallbackPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const intl = useIntl();
  const toast = useToast();
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // index.html's first script has already taken the tokens out of the address bar.
    const params = takeEarlyCallbackParams() ?? readCallbackParams(window.location.href);
    // Nothing of the answer stays in the address bar or the history.
    window.history.replaceState(window.history.state, '', paths.callback);

    void (async () => {
      const outcome = await completeSignIn(params);
      if (outcome.kind === 'signed-in') {
        dispatch(signedIn({ user: outcome.user }));
        toast.success(intl.formatMessage({ id: 'auth.signedIn' }, { name: outcome.user.name }), {
          id: SIGNED_IN_TOAST_ID,
        });
        navigate(outcome.returnTo, { replace: true });
        return;
      }
      // A refused answer leaves an earlier session (if any) as it was: settle who is signed in.
      dispatch(sessionRestored({ user: getAccessToken() ? await runStartupSignIn() : null }));
      if (outcome.kind === 'no-session') {
        toast.info(intl.formatMessage({ id: 'auth.callback.noSession' }));
        navigate(outcome.returnTo, { replace: true });
        return;
      }
      setFailure(outcome);
    })().catch(() => {
      // Whatever went wrong (storage, a bug), /callback never stays on its spinner.
      setFailure({ kind: 'unexpected', returnTo: paths.home });
    });
  }, [dispatch, intl, navigate, toast]);

  if (!failure) return <FullScreenLoader label={intl.formatMessage({ id: 'auth.callback.signingIn' })} />;

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          <FormattedMessage id="auth.callback.title" />
        </Typography>
        <Alert severity="error" role="alert">
          <FailureMessage failure={failure} />
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={() => startSignIn(failure.returnTo)}>
            <FormattedMessage id="auth.callback.tryAgain" />
          </Button>
          <Button component={RouterLink} to={paths.home}>
            <FormattedMessage id="auth.callback.goHome" />
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
