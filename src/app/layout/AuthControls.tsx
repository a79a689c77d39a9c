/** Sign in and register for visitors; the user's name and sign out for the signed in. */
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { DiagnosticsButton } from '@/components/diagnostics/DiagnosticsButton';
import { visuallyHidden } from '@/components/visuallyHidden';
import { paths } from '@/config/paths';
import { selectUser } from '@/lib/session/authSlice';
import { startSignIn } from '@/features/auth/signInRedirect';
import { useSignOut } from '@/features/auth/useSignOut';
import { truncateName } from '@/lib/format';
import { useAppSelector } from '@/lib/store/hooks';

export interface AuthControlsProps {
  vertical?: boolean;
  /** Called when a control is used (the compact menu closes). */
  onAction?: () => void;
}

function controlsSx(vertical: boolean): SxProps<Theme> {
  return {
    display: 'flex',
    flexDirection: vertical ? 'column' : 'row',
    alignItems: vertical ? 'stretch' : 'center',
    gap: 1,
  };
}

export function AuthControls({ vertical = false, onAction }: AuthControlsProps) {
  const user = useAppSelector(selectUser);
  if (!user) {
    return (
      <Box sx={controlsSx(vertical)}>
        <Button component={RouterLink} to={paths.register} color="inherit" onClick={onAction}>
          <FormattedMessage id="auth.register" />
        </Button>
        <Button variant="contained" onClick={() => startSignIn()}>
          <FormattedMessage id="auth.signIn" />
        </Button>
      </Box>
    );
  }
  return <SignedInControls name={user.name || user.username} vertical={vertical} onAction={onAction} />;
}

function SignedInControls({ name, vertical, onAction }: { name: string; vertical: boolean; onAction?: () => void }) {
  const { signOut, signingOut } = useSignOut();
  return (
    <Box sx={controlsSx(vertical)}>
      <Typography variant="body2" title={name} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        <Box component="span" sx={visuallyHidden}>
          <FormattedMessage id="layout.signedInAs" values={{ name }} />
        </Box>
        <span aria-hidden="true">{truncateName(name)}</span>
      </Typography>
      <DiagnosticsButton onDone={onAction} />
      <Button
        variant="outlined"
        disabled={signingOut}
        onClick={() => {
          onAction?.();
          void signOut();
        }}
      >
        <FormattedMessage id={signingOut ? 'auth.signingOut' : 'auth.signOut'} />
      </Button>
    </Box>
  );
}
