import { getWalletForEip6963Provider } from './detect';
import {
  buildWalletGroups,
  defaultWalletList,
  flattenGroups,
  validateWalletList,
  type WalletList,
} from './walletGroups';

const list: WalletList = [
  { groupName: 'Recommended', wallets: ['metaMask', 'trust', 'binance'] },
  { groupName: 'Popular', wallets: ['rabby', 'walletConnect', 'safe', 'coinbase'] },
  { groupName: 'Other', wallets: ['ledger', 'phantom'] },
];

const ids = (groups: ReturnType<typeof buildWalletGroups>) =>
  groups.map((g) => [g.groupName, g.wallets.map((w) => w.id)] as const);

describe('validateWalletList / buildWalletGroups configuration errors', () => {
  it.each([undefined, null, []])('refuses an absent or empty list (%p)', (value) => {
    expect(() => buildWalletGroups({ list: value as WalletList })).toThrow(new Error('No wallet list was provided'));
  });

  it('refuses a group without wallets, naming it', () => {
    const broken: WalletList = [
      { groupName: 'Recommended', wallets: ['metaMask'] },
      { groupName: 'Popular', wallets: [] },
    ];
    expect(() => buildWalletGroups({ list: broken })).toThrow(new Error('No wallets provided for group: Popular'));
  });

  it('refuses an id that is not in the catalogue', () => {
    const broken = [{ groupName: 'Other', wallets: ['nope'] }] as unknown as WalletList;
    expect(() => validateWalletList(broken)).toThrow('Unknown wallet in group Other: nope');
  });

  it('accepts the default list', () => {
    expect(() => validateWalletList(defaultWalletList)).not.toThrow();
  });
});

describe('buildWalletGroups', () => {
  it('keeps the configured groups and order when nothing is installed or recent', () => {
    expect(ids(buildWalletGroups({ list }))).toEqual([
      ['Recommended', ['metaMask', 'trust', 'binance']],
      ['Popular', ['rabby', 'walletConnect', 'safe', 'coinbase']],
      ['Other', ['ledger', 'phantom']],
    ]);
  });

  it('puts installed wallets first (EIP-6963 rdns or flags) and lists each wallet once', () => {
    const groups = buildWalletGroups({ list, installedRdns: ['io.rabby', 'org.unknown'], installedIds: ['metaMask'] });
    expect(ids(groups)).toEqual([
      ['Installed', ['metaMask', 'rabby']],
      ['Recommended', ['trust', 'binance']],
      ['Popular', ['walletConnect', 'safe', 'coinbase']],
      ['Other', ['ledger', 'phantom']],
    ]);
    const all = flattenGroups(groups).map((w) => w.id);
    expect(new Set(all).size).toBe(all.length);
    expect(groups[0]?.labelId).toBe('wallet.group.installed');
    expect(groups[0]?.wallets.every((w) => w.installed && w.ready && w.groupName === 'Installed')).toBe(true);
  });

  it('lists a wallet named in two groups only in the first', () => {
    const twice: WalletList = [
      { groupName: 'Recommended', wallets: ['metaMask', 'trust'] },
      { groupName: 'Popular', wallets: ['trust', 'rabby'] },
    ];
    expect(ids(buildWalletGroups({ list: twice }))).toEqual([
      ['Recommended', ['metaMask', 'trust']],
      ['Popular', ['rabby']],
    ]);
  });

  it('merges two groups of the same name', () => {
    const split: WalletList = [
      { groupName: 'Popular', wallets: ['metaMask'] },
      { groupName: 'Other', wallets: ['rabby'] },
      { groupName: 'Popular', wallets: ['trust'] },
    ];
    expect(ids(buildWalletGroups({ list: split }))).toEqual([
      ['Popular', ['metaMask', 'trust']],
      ['Other', ['rabby']],
    ]);
  });

  it('drops a group whose wallets all moved to Installed', () => {
    const groups = buildWalletGroups({ list, installedIds: ['ledger', 'phantom'] });
    expect(groups.map((g) => g.groupName)).toEqual(['Installed', 'Recommended', 'Popular']);
  });

  it('shows installed catalogue wallets the list leaves out, then unknown announced wallets', () => {
    const unknown = getWalletForEip6963Provider({ rdns: 'com.example', name: 'Example', icon: '', uuid: '1' });
    const known = getWalletForEip6963Provider({ rdns: 'io.metamask', name: 'MetaMask', icon: '', uuid: '2' });
    const groups = buildWalletGroups({
      list,
      installedRdns: ['io.zerion.wallet', 'io.metamask'],
      discovered: [unknown, known],
    });
    expect(groups[0]?.wallets.map((w) => w.id)).toEqual(['metaMask', 'zerion', 'eip6963:com.example']);
  });

  it('puts recent wallets first in their group, most recent first, and marks them', () => {
    const groups = buildWalletGroups({ list, installedIds: ['rabby'], recentIds: ['binance', 'rabby', 'ledger'] });
    expect(ids(groups)).toEqual([
      ['Installed', ['rabby']],
      ['Recommended', ['binance', 'metaMask', 'trust']],
      ['Popular', ['walletConnect', 'safe', 'coinbase']],
      ['Other', ['ledger', 'phantom']],
    ]);
    const recent = flattenGroups(groups)
      .filter((w) => w.recent)
      .map((w) => w.id);
    expect(recent.sort()).toEqual(['binance', 'ledger', 'rabby']);
  });

  it('counts only the three most recent wallets', () => {
    const groups = buildWalletGroups({ list, recentIds: ['trust', 'trust', 'binance', 'ledger', 'phantom'] });
    const recent = flattenGroups(groups)
      .filter((w) => w.recent)
      .map((w) => w.id);
    expect(recent.sort()).toEqual(['binance', 'ledger', 'trust']);
    expect(groups.find((g) => g.groupName === 'Other')?.wallets.map((w) => w.id)).toEqual(['ledger', 'phantom']);
  });

  it('marks unsupported wallets and never calls them ready', () => {
    const groups = buildWalletGroups({
      list,
      installedIds: ['metaMask'],
      unsupportedIds: ['metaMask', 'walletConnect'],
    });
    const byId = new Map(flattenGroups(groups).map((w) => [w.id, w]));
    expect(byId.get('metaMask')).toMatchObject({ unsupported: true, ready: false, installed: true });
    expect(byId.get('walletConnect')).toMatchObject({ unsupported: true, ready: false });
    expect(byId.get('trust')).toMatchObject({ unsupported: false });
  });

  it('calls a wallet ready when it can connect without installing anything', () => {
    const byId = new Map(flattenGroups(buildWalletGroups({ list })).map((w) => [w.id, w.ready]));
    expect(byId.get('walletConnect')).toBe(true); // QR code
    expect(byId.get('ledger')).toBe(true); // Ledger Live over WalletConnect
    expect(byId.get('coinbase')).toBe(true); // its SDK
    expect(byId.get('trust')).toBe(true); // injected, else WalletConnect by QR
    expect(byId.get('rabby')).toBe(false); // extension only
    expect(byId.get('phantom')).toBe(false);
    expect(byId.get('safe')).toBe(false); // only inside the Safe web app
    const inSafe = flattenGroups(buildWalletGroups({ list, installedIds: ['safe'] }));
    expect(inSafe.find((w) => w.id === 'safe')?.ready).toBe(true);
  });

  it('carries what the list needs to draw each option', () => {
    const option = flattenGroups(buildWalletGroups({ list }))[0];
    expect(option).toMatchObject({
      id: 'metaMask',
      name: 'MetaMask',
      shortName: 'MetaMask',
      iconUrl: expect.stringMatching(/^data:image\/svg\+xml/),
      iconBackground: '#F6851B',
      groupName: 'Recommended',
      downloadUrls: expect.objectContaining({ chrome: expect.any(String) }),
    });
  });
});
