import { detectInjectedWalletIds, getWalletForEip6963Provider, walletIdsForRdns } from './detect';
import { WALLETS } from './wallets';

describe('detectInjectedWalletIds', () => {
  it('finds MetaMask by its flag', () => {
    expect(detectInjectedWalletIds({ isMetaMask: true })).toEqual(['metaMask']);
  });

  it('does not take a wallet that imitates MetaMask for MetaMask', () => {
    expect(detectInjectedWalletIds({ isMetaMask: true, isBraveWallet: true })).toEqual(['brave']);
    expect(detectInjectedWalletIds({ isMetaMask: true, isRabby: true })).toEqual(['rabby']);
  });

  it('reads the legacy providers array', () => {
    const ids = detectInjectedWalletIds({ isMetaMask: true, providers: [{ isMetaMask: true }, { isCoinbaseWallet: true }, null] });
    expect(ids.sort()).toEqual(['coinbase', 'metaMask']);
  });

  it('finds nothing without a provider or flags', () => {
    expect(detectInjectedWalletIds(undefined)).toEqual([]);
    expect(detectInjectedWalletIds(null)).toEqual([]);
    expect(detectInjectedWalletIds({ isMetaMask: 'yes' })).toEqual([]);
  });
});

describe('walletIdsForRdns', () => {
  it('maps known rdns values once each and skips the unknown', () => {
    expect(walletIdsForRdns(['io.metamask', 'io.example', 'io.metamask', 'app.phantom'])).toEqual(['metaMask', 'phantom']);
  });
});

describe('getWalletForEip6963Provider', () => {
  const pngIcon = 'data:image/png;base64,iVBORw0KGgo=';

  it('returns the catalogue entry for a known rdns', () => {
    expect(getWalletForEip6963Provider({ rdns: 'io.metamask', name: 'MetaMask', icon: pngIcon, uuid: 'u1' })).toBe(WALLETS.metaMask);
  });

  it('makes a generic injected entry from an unknown wallet, with its own name and data icon', () => {
    const wallet = getWalletForEip6963Provider({ rdns: 'com.example.wallet', name: ' Example Wallet ', icon: pngIcon, uuid: 'u2' });
    expect(wallet).toMatchObject({
      id: 'eip6963:com.example.wallet',
      name: 'Example Wallet',
      shortName: 'Example Wallet',
      iconUrl: pngIcon,
      rdns: 'com.example.wallet',
      connectorKind: 'injected',
      downloadUrls: {},
      instructions: {},
    });
  });

  it('never uses a remote icon: draws a monogram instead', () => {
    const wallet = getWalletForEip6963Provider({
      rdns: 'com.example.wallet',
      name: 'Example Wallet',
      icon: 'https://tracker.example/icon.png',
      uuid: 'u3',
    });
    expect(wallet.iconUrl).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(wallet.iconUrl)).toContain('>EW</text>');
  });

  it('falls back to the rdns when the wallet gives no name', () => {
    expect(getWalletForEip6963Provider({ rdns: 'org.nameless', name: '', icon: '', uuid: 'u4' }).name).toBe('org.nameless');
  });
});
