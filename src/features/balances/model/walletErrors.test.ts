import { UserRejectedRequestError } from 'viem';
import { isUserRejection, walletErrorMessage } from './walletErrors';

describe('wallet errors', () => {
  it('recognises a refusal anywhere in the cause chain', () => {
    expect(isUserRejection(new UserRejectedRequestError(new Error('no')))).toBe(true);
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true);
    expect(isUserRejection(new Error('outer', { cause: { code: 4001 } }))).toBe(true);
    expect(isUserRejection(new Error('insufficient funds'))).toBe(false);
    expect(isUserRejection(null)).toBe(false);
  });

  it("prefers viem's short message, else the first line", () => {
    expect(walletErrorMessage({ shortMessage: 'Insufficient funds.', message: 'long\ntext' })).toBe('Insufficient funds.');
    expect(walletErrorMessage(new Error('first line\nsecond'))).toBe('first line');
    expect(walletErrorMessage({})).toBeNull();
  });
});
