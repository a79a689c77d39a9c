import { screen } from '@testing-library/react';
import { buildWalletGroups, type WalletList as CatalogueList } from '../../model/catalogue/walletGroups';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { WalletList } from './WalletList';

const list: CatalogueList = [{ groupName: 'Recommended', wallets: ['metaMask', 'trust', 'safePal'] }];

describe('WalletList', () => {
  it("links phones without WalletConnect to this site in each wallet's own browser", () => {
    const groups = buildWalletGroups({ list, installedIds: ['trust'] });
    renderWithProviders(
      <WalletList groups={groups} onSelect={jest.fn()} dappBrowserUrl="https://staking.test/wallet" />,
    );
    expect(screen.getByRole('link', { name: 'Open in MetaMask' })).toHaveAttribute(
      'href',
      'https://link.metamask.io/dapp/staking.test/wallet',
    );
    // Installed already (we are in its browser), or no published link: nothing to open.
    expect(screen.queryByRole('link', { name: 'Open in Trust' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in SafePal' })).toBeNull();
  });

  it('offers no such link where WalletConnect works or on a computer', () => {
    renderWithProviders(<WalletList groups={buildWalletGroups({ list })} onSelect={jest.fn()} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
