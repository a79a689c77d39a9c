import { MethodNotFoundRpcError, UserRejectedRequestError } from 'viem';
import { testConfig, testContracts } from '@/testing/testConfig';
import {
  addTokenToWallet,
  tokenAddress,
  tokenIconUrl,
  watchAssetRequest,
  type WatchAssetParameters,
} from './watchAsset';

const ORIGIN = 'https://app.bank.test';
const MIXED_CASE_STABLECOIN = '0x337610d27c682E347C9cD60BD4b3b107C9d34dDd';

describe('tokenAddress', () => {
  it('takes USDT from the stablecoin contract and VOTE from the vote contract, checksummed', () => {
    const config = {
      ...testConfig,
      contracts: { 97: { ...testContracts, stablecoin: MIXED_CASE_STABLECOIN.toLowerCase() as `0x${string}` } },
    };
    expect(tokenAddress(config, 97, 'USDT')).toBe(MIXED_CASE_STABLECOIN);
    expect(tokenAddress(config, 97, 'VOTE')).toBe(testContracts.vote);
  });

  it('throws for a chain the configuration does not offer', () => {
    expect(() => tokenAddress({ ...testConfig, contracts: { 97: testContracts } }, 56, 'USDT')).toThrow('56');
  });
});

describe('watchAssetRequest', () => {
  it('carries the address, the symbol, the decimals given and an absolute icon URL on our origin', () => {
    expect(watchAssetRequest('VOTE', testContracts.vote, 18, ORIGIN)).toEqual({
      type: 'ERC20',
      options: {
        address: testContracts.vote,
        symbol: 'VOTE',
        decimals: 18,
        image: 'https://app.bank.test/tokens/vote.svg',
      },
    });
    expect(tokenIconUrl('USDT', `${ORIGIN}/`)).toBe('https://app.bank.test/tokens/usdt.svg');
  });

  it.each([-1, 1.5, 37, Number.NaN])('refuses decimals() = %p', (decimals) => {
    expect(() => watchAssetRequest('USDT', testContracts.stablecoin, decimals, ORIGIN)).toThrow(RangeError);
  });
});

describe('addTokenToWallet', () => {
  const steps = (watch: (parameters: WatchAssetParameters) => Promise<boolean>, decimals = 6) => ({
    token: 'USDT' as const,
    address: testContracts.stablecoin,
    origin: ORIGIN,
    readDecimals: jest.fn(async () => decimals),
    watch: jest.fn(watch),
  });

  it('sends the decimals the contract answers, not the app’s own, and reports added', async () => {
    const run = steps(async () => true, 6);
    await expect(addTokenToWallet(run)).resolves.toBe('added');
    expect(run.readDecimals).toHaveBeenCalledWith(testContracts.stablecoin);
    expect(run.watch).toHaveBeenCalledWith({
      type: 'ERC20',
      options: { address: testContracts.stablecoin, symbol: 'USDT', decimals: 6, image: `${ORIGIN}/tokens/usdt.svg` },
    });
  });

  it('reports refused when the user says no (4001) or the wallet answers false', async () => {
    await expect(
      addTokenToWallet(steps(() => Promise.reject(new UserRejectedRequestError(new Error('no'))))),
    ).resolves.toBe('refused');
    await expect(addTokenToWallet(steps(async () => false))).resolves.toBe('refused');
  });

  it('reports unsupported when the wallet lacks the method (-32601, 4200), wrapped or raw', async () => {
    await expect(
      addTokenToWallet(steps(() => Promise.reject(new MethodNotFoundRpcError(new Error('x'))))),
    ).resolves.toBe('unsupported');
    await expect(
      addTokenToWallet(steps(() => Promise.reject({ code: 4200, message: 'Unsupported method' }))),
    ).resolves.toBe('unsupported');
  });

  it('reports failed, without asking the wallet, when decimals() cannot be read or is absurd', async () => {
    const unreadable = steps(async () => true);
    unreadable.readDecimals.mockRejectedValue(new Error('execution reverted'));
    await expect(addTokenToWallet(unreadable)).resolves.toBe('failed');
    expect(unreadable.watch).not.toHaveBeenCalled();
    const absurd = steps(async () => true, 255);
    await expect(addTokenToWallet(absurd)).resolves.toBe('failed');
    expect(absurd.watch).not.toHaveBeenCalled();
  });
});
