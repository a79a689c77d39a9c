/** /register: create an account, then sign in through the login service. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { useSignedIn } from '@/lib/session';
import { startSignIn } from '../model/signInRedirect';
import { RegisterForm } from './RegisterForm';

export default function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  useDocumentTitle(intl.formatMessage({ id: 'register.pageTitle' }));

  if (signedIn) return <Navigate to={paths.home} replace />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        <FormattedMessage id="register.title" />
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        <FormattedMessage id="register.intro" />
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        {/* Home says the account is ready and offers 'Sign in' (HomeLocationState). */}
        <RegisterForm onRegistered={() => navigate(paths.home, { state: { registered: true } })} />
      </Paper>
      <Typography>
        <FormattedMessage id="register.haveAccount" />{' '}
        <Link
          component="button"
          type="button"
          onClick={() => startSignIn(paths.home)}
          sx={{ verticalAlign: 'baseline' }}
        >
          <FormattedMessage id="auth.signIn" />
        </Link>
      </Typography>
    </Stack>
  );
}
