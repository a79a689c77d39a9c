/** The page links. Only pages that exist are listed; NavLink marks the current one (aria-current). */
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
    <Box
      component="ul"
      sx={{ display: 'flex', flexDirection: vertical ? 'column' : 'row', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <Button
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            color="inherit"
            fullWidth={vertical}
            sx={{
              justifyContent: vertical ? 'flex-start' : 'center',
              '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'action.selected' },
            }}
          >
            <FormattedMessage id={item.messageId} />
          </Button>
        </li>
      ))}
    </Box>
  );
}
