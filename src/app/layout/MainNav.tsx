/** The page links (shell.css, no MUI: also in the MUI menu drawer). Only pages that exist are listed; NavLink marks the current one (aria-current). */
import { FormattedMessage } from 'react-intl';
import { ShellNavLinkButton } from '@/components/shell/ShellButton';
import { paths } from '@/config/paths';

interface NavItem {
  to: string;
  messageId: string;
  end?: boolean;
}

// Register lives with sign in (AuthControls).
const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.home, messageId: 'layout.nav.home', end: true },
  { to: paths.vote, messageId: 'voting.nav.vote' },
  { to: paths.analytics, messageId: 'voting.nav.analytics' },
  { to: paths.transfers, messageId: 'voting.nav.transfers' },
  { to: paths.wallet, messageId: 'layout.nav.wallet' },
  { to: paths.transactions, messageId: 'layout.nav.transactions' },
];

export function MainNav({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  return (
    <ul className={vertical ? 'app-nav-list app-nav-list--vertical' : 'app-nav-list'}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          {/* The current page's link: the accent on the selected tint (shell.css, aria-current). */}
          <ShellNavLinkButton
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            color="inherit"
            fullWidth={vertical}
            alignStart={vertical}
          >
            <FormattedMessage id={item.messageId} />
          </ShellNavLinkButton>
        </li>
      ))}
    </ul>
  );
}
