import { depositLimit, withGasHeadroom } from './fee';

const GWEI = 10n ** 9n;

describe('withGasHeadroom', () => {
  it('adds 20 % to the gas estimate (rounded up) and prices it at the max fee per gas', () => {
    expect(withGasHeadroom(21_000n, { maxFeePerGas: GWEI, maxPriorityFeePerGas: GWEI })).toEqual({
      gas: 25_200n,
      maxFeePerGas: GWEI,
      maxPriorityFeePerGas: GWEI,
      total: 25_200n * GWEI,
    });
    expect(withGasHeadroom(1n, { gasPrice: 3n })).toEqual({ gas: 2n, gasPrice: 3n, total: 6n });
  });
});

describe('depositLimit', () => {
  it('is unknown until the balances and the fee are known', () => {
    expect(depositLimit('BNB', { native: undefined, token: undefined }, 1n)).toEqual({ kind: 'unknown' });
    expect(depositLimit('BNB', { native: 5n, token: undefined }, undefined)).toEqual({ kind: 'unknown' });
    expect(depositLimit('USDT', { native: 5n, token: undefined }, 1n)).toEqual({ kind: 'unknown' });
  });

  it('BNB pays amount and fee from one balance; USDT needs BNB for the fee', () => {
    expect(depositLimit('BNB', { native: 5n, token: 9n }, 1n)).toEqual({
      kind: 'balanceLessFee',
      balance: 5n,
      fee: 1n,
    });
    expect(depositLimit('USDT', { native: 5n, token: 9n }, 1n)).toEqual({
      kind: 'balanceAndFee',
      balance: 9n,
      fee: 1n,
      nativeBalance: 5n,
    });
  });
});
