import { RECENT_WALLETS_KEY, addRecentWalletId, clearRecentWalletIds, getRecentWalletIds } from './recentWallets';

describe('recent wallets', () => {
  it('starts empty', () => {
    expect(getRecentWalletIds()).toEqual([]);
  });

  it('keeps the most recent first, without duplicates, in wallet.recent', () => {
    addRecentWalletId('metaMask');
    addRecentWalletId('trust');
    addRecentWalletId('metaMask');
    expect(getRecentWalletIds()).toEqual(['metaMask', 'trust']);
    expect(JSON.parse(window.localStorage.getItem(RECENT_WALLETS_KEY) ?? '')).toEqual(['metaMask', 'trust']);
  });

  it('stores at most three', () => {
    for (const id of ['a', 'b', 'c', 'd', 'e']) addRecentWalletId(id);
    expect(getRecentWalletIds()).toEqual(['e', 'd', 'c']);
    expect(JSON.parse(window.localStorage.getItem(RECENT_WALLETS_KEY) ?? '')).toHaveLength(3);
  });

  it('reads at most three from a longer stored list', () => {
    window.localStorage.setItem(RECENT_WALLETS_KEY, JSON.stringify(['a', 'b', 'c', 'd', 'e']));
    expect(getRecentWalletIds()).toEqual(['a', 'b', 'c']);
  });

  it.each(['not json', '{"a":1}', '42', 'null', '[1, null, "", "ok", "ok"]'])(
    'tolerates corrupt storage: %s',
    (raw) => {
      window.localStorage.setItem(RECENT_WALLETS_KEY, raw);
      expect(getRecentWalletIds()).toEqual(raw.includes('"ok"') ? ['ok'] : []);
      expect(addRecentWalletId('trust')[0]).toBe('trust');
    },
  );

  it('tolerates blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(getRecentWalletIds(blocked)).toEqual([]);
    expect(addRecentWalletId('trust', blocked)).toEqual(['trust']);
    expect(() => clearRecentWalletIds(blocked)).not.toThrow();
    expect(getRecentWalletIds(null)).toEqual([]);
  });

  it('clears', () => {
    addRecentWalletId('trust');
    clearRecentWalletIds();
    expect(getRecentWalletIds()).toEqual([]);
  });
});
