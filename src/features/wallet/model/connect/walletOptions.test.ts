import { WALLETS } from '../catalogue/wallets';
import { buildWalletOptions, connectorFor, toSelectable, BROWSER_WALLET_ID, type ConnectorLike } from './walletOptions';

const injected: ConnectorLike = { id: 'injected', uid: 'u-injected', name: 'Injected', type: 'injected' };
const walletConnect: ConnectorLike = { id: 'walletConnect', uid: 'u-wc', name: 'WalletConnect', type: 'walletConnect' };
const coinbase: ConnectorLike = {
  id: 'coinbaseWalletSDK',
  uid: 'u-cb',
  name: 'Coinbase Wallet',
  type: 'coinbaseWallet',
  rdns: 'com.coinbase.wallet',
};
const safe: ConnectorLike = { id: 'safe', uid: 'u-safe', name: 'Safe', type: 'safe' };
const metaMask6963: ConnectorLike = {
  id: 'io.metamask',
  uid: 'u-mm',
  name: 'MetaMask',
  type: 'injected',
  rdns: 'io.metamask',
  icon: 'data:image/svg+xml,<svg/>',
};
const unknown6963: ConnectorLike = {
  id: 'org.example.wallet',
  uid: 'u-ex',
  name: 'Example Wallet',
  type: 'injected',
  rdns: 'org.example.wallet',
  icon: 'https://example.org/icon.png',
};
const mock: ConnectorLike = { id: 'mock', uid: 'u-mock', name: 'Mock Connector', type: 'mock' };

const names = (ids: { id: string }[]) => ids.map((o) => o.id);

describe('buildWalletOptions', () => {
  it('lists announced wallets under Installed, known ones as the catalogue entry, unknown ones as they name themselves', () => {
    const { groups } = buildWalletOptions({
      connectors: [injected, walletConnect, coinbase, metaMask6963, unknown6963],
      browserWalletName: 'Browser Wallet',
    });
    expect(groups[0]?.groupName).toBe('Installed');
    expect(names(groups[0]!.wallets)).toEqual(['metaMask', 'eip6963:org.example.wallet']);
    const example = groups[0]!.wallets[1]!;
    expect(example.name).toBe('Example Wallet');
    // A remote icon is never used: a monogram instead.
    expect(example.iconUrl).toMatch(/^data:image\/svg\+xml/);
    expect(groups.map((g) => g.groupName)).toEqual(['Installed', 'Recommended', 'Popular', 'Other']);
    // MetaMask appears once.
    expect(groups.flatMap((g) => g.wallets).filter((o) => o.id === 'metaMask')).toHaveLength(1);
  });

  it('lists other connectors (a test or demo wallet) under Installed', () => {
    const { groups } = buildWalletOptions({ connectors: [mock], browserWalletName: 'Browser Wallet' });
    expect(groups[0]).toMatchObject({
      groupName: 'Installed',
      wallets: [expect.objectContaining({ id: 'connector:mock', name: 'Mock Connector', installed: true })],
    });
  });

  it('finds legacy injected wallets by their flags, and a nameless window.ethereum as a Browser Wallet', () => {
    const flagged = buildWalletOptions({
      connectors: [injected],
      ethereum: { isTrust: true, isMetaMask: true },
      browserWalletName: 'Browser Wallet',
    });
    expect(names(flagged.groups[0]!.wallets)).toEqual(['trust']);
    const nameless = buildWalletOptions({
      connectors: [injected],
      ethereum: { request: () => undefined },
      browserWalletName: 'Browser Wallet',
    });
    expect(nameless.groups[0]!.wallets[0]).toMatchObject({ id: BROWSER_WALLET_ID, name: 'Browser Wallet' });
    const none = buildWalletOptions({ connectors: [injected], browserWalletName: 'Browser Wallet' });
    expect(none.groups[0]?.groupName).toBe('Recommended');
  });

  it('marks WalletConnect-only wallets unsupported without a project id, and not with one', () => {
    const without = buildWalletOptions({ connectors: [injected, coinbase], browserWalletName: 'x' });
    expect(without.walletConnectReady).toBe(false);
    const unsupported = without.options
      .filter((o) => o.unsupported)
      .map((o) => o.id)
      .sort();
    expect(unsupported).toEqual(['imToken', 'krystal', 'ledger', 'oneInch', 'walletConnect']);
    const withWc = buildWalletOptions({ connectors: [injected, walletConnect, coinbase], browserWalletName: 'x' });
    expect(withWc.walletConnectReady).toBe(true);
    expect(withWc.options.some((o) => o.unsupported)).toBe(false);
  });

  it('puts recent wallets first in their group, marked', () => {
    const { groups } = buildWalletOptions({
      connectors: [injected, walletConnect],
      recentIds: ['trust', 'rabby'],
      browserWalletName: 'x',
    });
    const recommended = groups.find((g) => g.groupName === 'Recommended')!;
    expect(recommended.wallets[0]).toMatchObject({ id: 'trust', recent: true });
    const popular = groups.find((g) => g.groupName === 'Popular')!;
    expect(popular.wallets[0]).toMatchObject({ id: 'rabby', recent: true });
  });

  it('lists Safe as installed inside the Safe app (its connector exists)', () => {
    const { groups } = buildWalletOptions({ connectors: [injected, safe], browserWalletName: 'x' });
    expect(names(groups[0]!.wallets)).toEqual(['safe']);
  });
});

describe('toSelectable', () => {
  it('drops the QR way in of a wallet that is not installed when WalletConnect is not configured', () => {
    const { options } = buildWalletOptions({ connectors: [injected], browserWalletName: 'x' });
    const trust = options.find((o) => o.id === 'trust')!;
    expect(toSelectable(trust, false).instructions.qrCode).toBeUndefined();
    expect(toSelectable(trust, true).instructions.qrCode).toBeDefined();
  });
});

describe('connectorFor', () => {
  const connectors = [injected, walletConnect, coinbase, safe, metaMask6963, mock];
  it('uses the announced connector for an installed wallet, the injected one otherwise', () => {
    expect(connectorFor(connectors, WALLETS.metaMask, 'extension')?.uid).toBe('u-mm');
    expect(connectorFor(connectors, WALLETS.trust, 'extension')?.uid).toBe('u-injected');
  });
  it('uses WalletConnect for QR codes and Ledger Live, the Coinbase SDK for Coinbase Wallet, Safe for Safe', () => {
    expect(connectorFor(connectors, WALLETS.trust, 'qrCode')?.uid).toBe('u-wc');
    expect(connectorFor(connectors, WALLETS.ledger, 'desktop')?.uid).toBe('u-wc');
    expect(connectorFor(connectors, WALLETS.coinbase, 'sdk')?.uid).toBe('u-cb');
    expect(connectorFor(connectors, WALLETS.coinbase, 'extension')?.uid).toBe('u-cb');
    expect(connectorFor(connectors, WALLETS.safe, 'extension')?.uid).toBe('u-safe');
  });
  it('finds a listed connector by its own entry', () => {
    const { options } = buildWalletOptions({ connectors, browserWalletName: 'x' });
    const entry = options.find((o) => o.id === 'connector:mock')!;
    expect(connectorFor(connectors, entry, 'extension')?.uid).toBe('u-mock');
  });
  it('finds nothing when WalletConnect is not configured', () => {
    expect(connectorFor([injected], WALLETS.walletConnect, 'qrCode')).toBeUndefined();
  });
});
