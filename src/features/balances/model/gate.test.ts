import type { Address } from '@/api/staking/types';
import { actionBlock, depositBlock, type GateInput } from './gate';

const VERIFIED: Address = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9';
const OTHER: Address = '0xd2135CfB216b74109775236E36d4b433F1DF507B';

const base: GateInput = {
  signedIn: true,
  verifiedAddress: VERIFIED,
  runtimeReady: true,
  connection: { status: 'connected', address: VERIFIED, chainId: 97 },
  supportedChainIds: [97, 56],
};

describe('actionBlock', () => {
  it.each<[string, Partial<GateInput>, string | null]>([
    ['all good', {}, null],
    [
      'the verified wallet in another case',
      { connection: { status: 'connected', address: VERIFIED.toLowerCase() as Address, chainId: 56 } },
      null,
    ],
    ['signed out (wins over everything)', { signedIn: false, verifiedAddress: null, runtimeReady: false }, 'signedOut'],
    ['no verified wallet', { verifiedAddress: null }, 'unverified'],
    ['wallet code still loading', { runtimeReady: false }, 'runtimeLoading'],
    [
      'disconnected',
      { connection: { status: 'disconnected', address: undefined, chainId: undefined } },
      'disconnected',
    ],
    ['reconnecting', { connection: { status: 'reconnecting', address: VERIFIED, chainId: 97 } }, 'disconnected'],
    ['on Ethereum', { connection: { status: 'connected', address: VERIFIED, chainId: 1 } }, 'wrongNetwork'],
    ['on a chain the deployment does not offer', { supportedChainIds: [56] }, 'wrongNetwork'],
    ['another account', { connection: { status: 'connected', address: OTHER, chainId: 97 } }, 'wrongAccount'],
    [
      'another account on the wrong network: network first',
      { connection: { status: 'connected', address: OTHER, chainId: 1 } },
      'wrongNetwork',
    ],
  ])('%s', (_name, change, expected) => {
    expect(actionBlock({ ...base, ...change })?.kind ?? null).toBe(expected);
  });

  it('names the accounts involved', () => {
    expect(actionBlock({ ...base, connection: { status: 'connected', address: OTHER, chainId: 97 } })).toEqual({
      kind: 'wrongAccount',
      verified: VERIFIED,
      connected: OTHER,
    });
  });
});

describe('depositBlock', () => {
  it('keeps the reason every action has first', () => {
    expect(depositBlock({ kind: 'signedOut' }, 'smart')).toEqual({ kind: 'signedOut' });
  });

  it('refuses a contract account, waits while it is checked, lets an ordinary one through', () => {
    expect(depositBlock(null, 'smart')).toEqual({ kind: 'smartAccount' });
    expect(depositBlock(null, 'checking')).toEqual({ kind: 'accountChecking' });
    expect(depositBlock(null, 'ordinary')).toBeNull();
  });
});
