import { classifyChainError } from './chainErrors';

const revertData =
  '0x08c379a0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000134465706f73697473206172652070617573656400000000000000000000000000';

describe('classifyChainError', () => {
  it.each([
    ['geth, with Error(string) data', { code: 3, message: 'execution reverted', data: revertData }],
    ['viem wording', { shortMessage: 'Execution reverted with reason: Deposits are paused.' }],
    ['ganache wording', { message: 'VM Exception while processing transaction: revert Deposits are paused' }],
    ['ganache data', { code: -32000, message: 'revert', data: { reason: 'Deposits are paused' } }],
    [
      'wrapped by viem',
      { name: 'EstimateGasExecutionError', cause: { code: 3, message: 'execution reverted: Deposits are paused' } },
    ],
  ])('reads the revert reason (%s)', (_, error) => {
    expect(classifyChainError(error)).toEqual({ kind: 'reverted', reason: 'Deposits are paused' });
  });

  it('knows a balance that cannot pay, and a node that does not answer', () => {
    expect(classifyChainError({ message: 'insufficient funds for gas * price + value' })).toEqual({
      kind: 'insufficientFunds',
    });
    expect(classifyChainError({ name: 'HttpRequestError', message: 'HTTP request failed.' })).toEqual({
      kind: 'unreachable',
    });
    expect(classifyChainError(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
  });

  it('says only what it knows of anything else', () => {
    expect(classifyChainError({ message: 'Something odd\nDetails: …' })).toEqual({
      kind: 'unknown',
      message: 'Something odd',
    });
    expect(classifyChainError(null)).toEqual({ kind: 'unknown', message: null });
  });
});
