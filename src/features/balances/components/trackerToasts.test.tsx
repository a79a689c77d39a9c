import { render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import enUS from '@/locales/en-US';
import { trackedTransaction } from '../testing/trackedTransaction';
import { unseenMessage } from './trackerToasts';

describe('the "unseen" toast', () => {
  it('says what is known and links the wallet\u2019s history on the chain\u2019s explorer', () => {
    const intl = createIntl({ locale: 'en-US', messages: enUS });
    const entry = trackedTransaction({ chainId: 97, stage: 'sending', hash: null });
    render(<p>{unseenMessage(intl, entry, 'Deposit of 0.5 BNB')}</p>);
    expect(
      screen.getByText(/^Deposit of 0\.5 BNB: a transaction from this wallet .* could not see which/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your wallet on the explorer' })).toHaveAttribute(
      'href',
      `https://testnet.bscscan.com/address/${entry.wallet}`,
    );
  });

  it('has no link on a chain without a known explorer', () => {
    const intl = createIntl({ locale: 'en-US', messages: enUS });
    render(<p>{unseenMessage(intl, trackedTransaction({ chainId: 1337 }), 'Deposit of 0.5 BNB')}</p>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
