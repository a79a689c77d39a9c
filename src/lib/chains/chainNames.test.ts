import { knownChainName } from './chainNames';

describe('chain names', () => {
  it.each([
    [1, 'Ethereum'],
    [10, 'Optimism'],
    [56, 'BNB Smart Chain'],
    [97, 'BNB Smart Chain Testnet'],
    [137, 'Polygon'],
    [8453, 'Base'],
    [42161, 'Arbitrum'],
    [43114, 'Avalanche'],
    [250, 'Fantom'],
    [100, 'Gnosis'],
    [324, 'zkSync'],
    [59144, 'Linea'],
    [11155111, 'Sepolia'],
  ])('names chain %i %s', (id, name) => {
    expect(knownChainName(id)).toBe(name);
  });

  it('knows nothing of other chains', () => {
    expect(knownChainName(999999)).toBeNull();
    expect(knownChainName(undefined)).toBeNull();
  });
});
