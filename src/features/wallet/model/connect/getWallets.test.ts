import { buildWalletGroups, defaultWalletList, flattenGroups } from '../catalogue/walletGroups';
import { getWalletsToGet } from './getWallets';

describe('getWalletsToGet', () => {
  const options = flattenGroups(
    buildWalletGroups({ list: defaultWalletList, installedIds: ['binance'], unsupportedIds: ['metaMask'] }),
  );

  it('lists at most five wallets in display order', () => {
    const ids = getWalletsToGet(options).map((w) => w.id);
    expect(ids).toEqual(['trust', 'okx', 'bitget', 'safePal', 'tokenPocket']);
  });

  it('leaves out installed and unsupported wallets, the generic WalletConnect entry and Safe', () => {
    const ids = getWalletsToGet(options, 100).map((w) => w.id);
    expect(ids).not.toEqual(expect.arrayContaining(['binance']));
    expect(ids).not.toContain('metaMask');
    expect(ids).not.toContain('walletConnect');
    expect(ids).not.toContain('safe');
    expect(ids).toContain('imToken');
  });

  it('takes another limit (3 in another part of the product)', () => {
    expect(getWalletsToGet(options, 3)).toHaveLength(3);
    expect(getWalletsToGet(options, -1)).toEqual([]);
  });
});
