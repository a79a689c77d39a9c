import { UserRejectedRequestError } from 'viem';
import { classifyConnectError, isSameConnector } from './connectErrors';

describe('classifyConnectError', () => {
  it('recognises a user rejection by code or name, also deep in the cause chain', () => {
    expect(classifyConnectError({ code: 4001 })).toEqual({ kind: 'userRejected', quiet: true });
    expect(classifyConnectError({ code: '4001' }).kind).toBe('userRejected');
    expect(classifyConnectError(new UserRejectedRequestError(new Error('x'))).kind).toBe('userRejected');
    const deep = new Error('a', { cause: new Error('b', { cause: { name: 'UserRejectedRequestError' } }) });
    expect(classifyConnectError(deep).kind).toBe('userRejected');
  });

  it('recognises the reset notice in message, shortMessage or a plain string', () => {
    expect(classifyConnectError(new Error('Connection request reset. Please try again.')).kind).toBe('requestReset');
    expect(classifyConnectError({ shortMessage: 'Connection request reset. Please try again.' }).kind).toBe(
      'requestReset',
    );
    expect(classifyConnectError('Connection request reset. Please try again.')).toEqual({
      kind: 'requestReset',
      quiet: true,
    });
  });

  it('gives other failures a readable message when there is one', () => {
    expect(classifyConnectError(new Error('Provider not found.\nmore lines'))).toEqual({
      kind: 'failed',
      quiet: false,
      message: 'Provider not found.',
    });
    expect(classifyConnectError(undefined)).toEqual({ kind: 'failed', quiet: false });
    // viem's catch-all wrapper: the wallet's own words are in `details`.
    expect(
      classifyConnectError({ shortMessage: 'An unknown RPC error occurred.', details: 'The wallet is busy.' }).message,
    ).toBe('The wallet is busy.');
    expect(classifyConnectError('  ')).toEqual({ kind: 'failed', quiet: false });
  });

  it("names the configuration key of the wallet runtime's ContractAddressError, by shape", () => {
    const refused = Object.assign(new Error('x'), { name: 'ContractAddressError', key: 'contracts.56.deposit' });
    expect(classifyConnectError(new Error('wrapped', { cause: refused }))).toEqual({
      kind: 'badConfig',
      quiet: false,
      configKey: 'contracts.56.deposit',
    });
  });

  it('survives a cyclic cause chain', () => {
    const a: { message: string; cause?: unknown } = { message: 'loop' };
    a.cause = a;
    expect(classifyConnectError(a)).toEqual({ kind: 'failed', quiet: false, message: 'loop' });
  });
});

describe('isSameConnector', () => {
  it('refuses connecting the connector that is already current', () => {
    expect(isSameConnector('uid-1', 'uid-1')).toBe(true);
    expect(isSameConnector('uid-1', 'uid-2')).toBe(false);
    expect(isSameConnector(undefined, 'uid-1')).toBe(false);
    expect(isSameConnector(null, null)).toBe(false);
    expect(isSameConnector('', '')).toBe(false);
  });
});
