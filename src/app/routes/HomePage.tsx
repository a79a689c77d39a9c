/**
 * Home. Visitors learn what the product does and how to get in; signed-in users see their
 * name, their wallet status and a link to each part of the product.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@/api/staking/types';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { selectUser, selectWalletVerified } from '@/lib/session/authSlice';
import { startSignIn } from '@/features/auth/signInRedirect';
import { shortenAddress } from '@/lib/format';
import { useAppSelector } from '@/lib/store/hooks';

/** Set by the register page so home can say the account is ready. */
export interface HomeLocationState {
  registered?: boolean;
}

/** Each feature card and the page that does it. */
const FEATURES = [
  ['stake', paths.wallet],
  ['swap', paths.wallet],
  ['vote', paths.vote],
  ['transfer', paths.transfers],
  ['trending', paths.analytics],
] as const;

const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

function FeatureCard({ feature, to }: { feature: string; to?: string }) {
  return (
    <Card component="li" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          <FormattedMessage id={`home.feature.${feature}.title`} />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <FormattedMessage id={`home.feature.${feature}.body`} />
        </Typography>
        {to && (
          <Button component={RouterLink} to={to} size="small" sx={{ mt: 1, ml: -1 }}>
            <FormattedMessage
              id="home.feature.open"
              values={{ feature: <FormattedMessage id={`home.feature.${feature}.title`} /> }}
            />
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function AnonymousHome() {
  const location = useLocation();
  const registered = (location.state as HomeLocationState | null)?.registered === true;
  return (
    <Stack spacing={5}>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {registered && (
          // A plain notice rather than MUI's Alert (its icons), to keep the first page light.
          <Typography
            role="status"
            sx={{
              px: 2,
              py: 1.5,
              borderRadius: 2,
              bgcolor: 'success.main',
              color: 'success.contrastText',
              fontWeight: 600,
            }}
          >
            <FormattedMessage id="home.registered" />
          </Typography>
        )}
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
          <FormattedMessage id="home.anon.title" />
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          <FormattedMessage id="home.anon.lead" />
        </Typography>
        <Typography>
          <FormattedMessage id="home.anon.getStarted" />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" size="large" onClick={() => startSignIn(paths.home)}>
            <FormattedMessage id="auth.signIn" />
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to={paths.register}>
            <FormattedMessage id="auth.register" />
          </Button>
        </Stack>
      </Stack>
      <Box component="section" aria-labelledby="home-features">
        <Typography id="home-features" variant="h5" component="h2" gutterBottom>
          <FormattedMessage id="home.anon.featuresTitle" />
        </Typography>
        <Box component="ul" sx={cardGrid}>
          {FEATURES.map(([feature]) => (
            <FeatureCard key={feature} feature={feature} />
          ))}
        </Box>
      </Box>
    </Stack>
  );
}

function SignedInHome({ user }: { user: User }) {
  const walletVerified = useAppSelector(selectWalletVerified);
  return (
    <Stack spacing={5}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' }, overflowWrap: 'anywhere' }}
      >
        <FormattedMessage id="home.user.welcome" values={{ name: user.name || user.username }} />
      </Typography>
      <Card component="section" aria-labelledby="home-wallet">
        <CardContent>
          <Typography id="home-wallet" variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="home.user.walletTitle" />
          </Typography>
          <Typography sx={{ color: walletVerified ? 'success.main' : 'text.primary' }}>
            <FormattedMessage id={walletVerified ? 'home.user.walletVerified' : 'home.user.walletUnverified'} />
          </Typography>
          {walletVerified && user.wallet_address && (
            <Typography
              variant="body2"
              title={user.wallet_address}
              dir="ltr"
              sx={{ mt: 1, color: 'text.secondary', fontFamily: 'monospace' }}
            >
              <FormattedMessage
                id="home.user.walletAddress"
                values={{ address: shortenAddress(user.wallet_address) }}
              />
            </Typography>
          )}
        </CardContent>
      </Card>
      <Box component="section" aria-labelledby="home-next">
        <Typography id="home-next" variant="h5" component="h2" gutterBottom>
          <FormattedMessage id="home.user.nextTitle" />
        </Typography>
        <Box component="ul" sx={cardGrid}>
          {!walletVerified && (
            <Card component="li">
              <CardContent>
                <Typography variant="h6" component="h3" gutterBottom>
                  <FormattedMessage id="home.user.next.verify.title" />
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <FormattedMessage id="home.user.next.verify.body" />
                </Typography>
              </CardContent>
            </Card>
          )}
          {FEATURES.map(([feature, to]) => (
            <FeatureCard key={feature} feature={feature} to={to} />
          ))}
        </Box>
      </Box>
    </Stack>
  );
}

export default function HomePage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  useDocumentTitle(intl.formatMessage({ id: 'home.pageTitle' }));
  return user ? <SignedInHome user={user} /> : <AnonymousHome />;
}
