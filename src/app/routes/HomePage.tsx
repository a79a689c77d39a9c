// Home: what the product does and how to get in, or, signed in, a link to each part. The first
// page, so shell.css and no MUI (docs/performance.md#first-page-budget).
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ShellButton, ShellLinkButton } from '@/components/shell/ShellButton';
import { ShellCard } from '@/components/shell/ShellCard';
import type { User } from '@/api/staking/types';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { selectUser, selectWalletVerified } from '@/lib/session';
import { startSignIn } from '@/features/auth';
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

function FeatureCard({ feature, to }: { feature: string; to?: string }) {
  return (
    <ShellCard as="li">
      <h3 className="shell-h3">
        <FormattedMessage id={`home.feature.${feature}.title`} />
      </h3>
      <p className="shell-body2 shell-secondary">
        <FormattedMessage id={`home.feature.${feature}.body`} />
      </p>
      {to && (
        <ShellLinkButton to={to} size="small" className="home-card-link">
          <FormattedMessage
            id="home.feature.open"
            values={{ feature: <FormattedMessage id={`home.feature.${feature}.title`} /> }}
          />
        </ShellLinkButton>
      )}
    </ShellCard>
  );
}

function AnonymousHome() {
  const location = useLocation();
  const registered = (location.state as HomeLocationState | null)?.registered === true;
  return (
    <div className="shell-stack shell-stack--5">
      <div className="shell-stack shell-stack--2 home-intro">
        {registered && (
          <p role="status" className="shell-notice">
            <FormattedMessage id="home.registered" />
          </p>
        )}
        <h1 className="shell-h1">
          <FormattedMessage id="home.anon.title" />
        </h1>
        <p className="shell-lead">
          <FormattedMessage id="home.anon.lead" />
        </p>
        <p className="shell-body">
          <FormattedMessage id="home.anon.getStarted" />
        </p>
        <div className="shell-actions">
          <ShellButton variant="contained" size="large" onClick={() => startSignIn(paths.home)}>
            <FormattedMessage id="auth.signIn" />
          </ShellButton>
          <ShellLinkButton variant="outlined" size="large" to={paths.register}>
            <FormattedMessage id="auth.register" />
          </ShellLinkButton>
        </div>
      </div>
      <section aria-labelledby="home-features">
        <h2 id="home-features" className="shell-h2">
          <FormattedMessage id="home.anon.featuresTitle" />
        </h2>
        <ul className="home-grid">
          {FEATURES.map(([feature]) => (
            <FeatureCard key={feature} feature={feature} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function SignedInHome({ user }: { user: User }) {
  const walletVerified = useAppSelector(selectWalletVerified);
  return (
    <div className="shell-stack shell-stack--5">
      <h1 className="shell-h1 home-welcome">
        <FormattedMessage id="home.user.welcome" values={{ name: user.name || user.username }} />
      </h1>
      <ShellCard as="section" aria-labelledby="home-wallet">
        <h2 id="home-wallet" className="shell-h3">
          <FormattedMessage id="home.user.walletTitle" />
        </h2>
        <p className={walletVerified ? 'shell-body home-wallet-verified' : 'shell-body'}>
          <FormattedMessage id={walletVerified ? 'home.user.walletVerified' : 'home.user.walletUnverified'} />
        </p>
        {walletVerified && user.wallet_address && (
          <p className="shell-body2 shell-secondary home-wallet-address" title={user.wallet_address} dir="ltr">
            <FormattedMessage id="home.user.walletAddress" values={{ address: shortenAddress(user.wallet_address) }} />
          </p>
        )}
      </ShellCard>
      <section aria-labelledby="home-next">
        <h2 id="home-next" className="shell-h2">
          <FormattedMessage id="home.user.nextTitle" />
        </h2>
        <ul className="home-grid">
          {!walletVerified && (
            <ShellCard as="li">
              <h3 className="shell-h3">
                <FormattedMessage id="home.user.next.verify.title" />
              </h3>
              <p className="shell-body2 shell-secondary">
                <FormattedMessage id="home.user.next.verify.body" />
              </p>
            </ShellCard>
          )}
          {FEATURES.map(([feature, to]) => (
            <FeatureCard key={feature} feature={feature} to={to} />
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function HomePage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  useDocumentTitle(intl.formatMessage({ id: 'home.pageTitle' }));
  return user ? <SignedInHome user={user} /> : <AnonymousHome />;
}
