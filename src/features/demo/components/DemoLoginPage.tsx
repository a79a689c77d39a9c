// Demo mode's stand-in for the login service's sign-in page: checks the demo credentials and sends
// the browser back to /callback as the real service would.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { cancelledAnswer, readDemoLoginRequest } from '../model/demoLoginRequest';
import { redirectTo } from '../model/redirect';
import { useDemoSignIn } from '../model/useDemoSignIn';

/** The demo account, prefilled; only in demo builds (the catalogues hold no password). */
const DEMO_ACCOUNT = { username: 'demo', password: 'demo1234' };

export default function DemoLoginPage() {
  const intl = useIntl();
  const location = useLocation();
  const formId = useId();
  const [request] = useState(() => readDemoLoginRequest(location.search));
  const [username, setUsername] = useState(DEMO_ACCOUNT.username);
  const [password, setPassword] = useState(DEMO_ACCOUNT.password);
  const { busy, failed, signIn } = useDemoSignIn(request);
  useDocumentTitle(intl.formatMessage({ id: 'demo.login.pageTitle' }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn(username, password);
  }

  return (
    <Container maxWidth="xs" component="main" sx={{ py: 8 }}>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <Stack spacing={2.5}>
          <Typography variant="h5" component="h1">
            <FormattedMessage id="demo.login.title" />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id="demo.login.intro" />
          </Typography>
          {!request ? (
            <Alert severity="error">
              <FormattedMessage id="demo.login.invalidRequest" />
            </Alert>
          ) : (
            <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
              <Alert severity="info" role="note">
                <FormattedMessage id="demo.login.hint" values={DEMO_ACCOUNT} />
              </Alert>
              {failed && (
                <Alert severity="error" role="alert">
                  <FormattedMessage id="demo.login.badCredentials" />
                </Alert>
              )}
              <TextField
                id={`${formId}-username`}
                label={intl.formatMessage({ id: 'demo.login.username' })}
                value={username}
                autoComplete="username"
                onChange={(event) => setUsername(event.target.value)}
              />
              <TextField
                id={`${formId}-password`}
                type="password"
                label={intl.formatMessage({ id: 'demo.login.password' })}
                value={password}
                autoComplete="current-password"
                onChange={(event) => setPassword(event.target.value)}
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button type="button" disabled={busy} onClick={() => redirectTo(cancelledAnswer(request))}>
                  <FormattedMessage id="demo.login.cancel" />
                </Button>
                <Button type="submit" variant="contained" disabled={busy}>
                  <FormattedMessage id={busy ? 'demo.login.submitting' : 'demo.login.submit'} />
                </Button>
              </Stack>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
