import { detectInjectedWalletIds, getWalletForEip6963Provider, safeAnnouncedIcon, walletIdsForRdns } from './detect';
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
    const ids = detectInjectedWalletIds({
      isMetaMask: true,
      providers: [{ isMetaMask: true }, { isCoinbaseWallet: true }, null],
    });
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
    expect(walletIdsForRdns(['io.metamask', 'io.example', 'io.metamask', 'app.phantom'])).toEqual([
      'metaMask',
      'phantom',
    ]);
  });
});

describe('getWalletForEip6963Provider', () => {
  const pngIcon = 'data:image/png;base64,iVBORw0KGgo=';

  it('returns the catalogue entry for a known rdns, drawn with its announced icon', () => {
    expect(getWalletForEip6963Provider({ rdns: 'io.metamask', name: 'MetaMask', icon: pngIcon, uuid: 'u1' })).toEqual({
      ...WALLETS.metaMask,
      iconUrl: pngIcon,
    });
    expect(getWalletForEip6963Provider({ rdns: 'io.metamask', name: 'MetaMask', icon: '', uuid: 'u1' })).toBe(
      WALLETS.metaMask,
    );
  });

  it('makes a generic injected entry from an unknown wallet, with its own name and data icon', () => {
    const wallet = getWalletForEip6963Provider({
      rdns: 'com.example.wallet',
      name: ' Example Wallet ',
      icon: pngIcon,
      uuid: 'u2',
    });
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
    expect(getWalletForEip6963Provider({ rdns: 'org.nameless', name: '', icon: '', uuid: 'u4' }).name).toBe(
      'org.nameless',
    );
  });
});

describe('announced icons (EIP-6963)', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';

  it('draws a known wallet with the icon it announced, not the catalogue’s mark', () => {
    expect(getWalletForEip6963Provider({ rdns: 'io.metamask', name: 'MetaMask', icon: png, uuid: 'u1' }).iconUrl).toBe(
      png,
    );
  });

  it('uses only inline images, never a remote or script URL', () => {
    expect(safeAnnouncedIcon('data:image/svg+xml,%3Csvg%2F%3E')).toBe('data:image/svg+xml,%3Csvg%2F%3E');
    expect(safeAnnouncedIcon('https://example.com/icon.png')).toBeNull();
    expect(safeAnnouncedIcon('data:text/html,<script>')).toBeNull();
    expect(safeAnnouncedIcon('data:image/bmp;base64,AAAA')).toBeNull();
    const unknown = getWalletForEip6963Provider({
      rdns: 'org.example.w',
      name: 'Example',
      icon: 'https://example.com/x.png',
      uuid: 'u2',
    });
    expect(unknown.iconUrl).toMatch(/^data:image\/svg\+xml/);
  });
});
