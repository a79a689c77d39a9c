import { UserRejectedRequestError } from 'viem';
import {
  CONNECTION_REQUEST_RESET,
  isConnectionRequestReset,
  isUserRejection,
  readableErrorMessage,
} from './walletErrors';

describe('wallet errors', () => {
  it('recognises a refusal anywhere in the cause chain', () => {
    expect(isUserRejection(new UserRejectedRequestError(new Error('no')))).toBe(true);
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true);
    expect(isUserRejection(new Error('outer', { cause: { code: 4001 } }))).toBe(true);
    expect(isUserRejection({ code: '4001' })).toBe(true);
    expect(isUserRejection({ code: -32000, message: 'User denied transaction signature.' })).toBe(true);
    expect(isUserRejection(new Error('insufficient funds'))).toBe(false);
    expect(isUserRejection(null)).toBe(false);
  });

  it("prefers viem's short message, else the first line", () => {
    expect(readableErrorMessage({ shortMessage: 'Insufficient funds.', message: 'long\ntext' })).toBe(
      'Insufficient funds.',
    );
    expect(readableErrorMessage(new Error('first line\nsecond'))).toBe('first line');
    expect(readableErrorMessage({ shortMessage: 'An unknown RPC error occurred.', details: 'Nonce too low' })).toBe(
      'Nonce too low',
    );
    expect(readableErrorMessage({})).toBeUndefined();
  });

  it('survives a cause chain that loops', () => {
    const error: { message: string; cause?: unknown } = { message: 'loop' };
    error.cause = error;
    expect(isUserRejection(error)).toBe(false);
    expect(isConnectionRequestReset({ cause: { message: CONNECTION_REQUEST_RESET } })).toBe(true);
  });
});
