/**
 * EIP-1193 errors: what a provider's `request` rejects with, `{ code, message, data? }`, an
 * Error so stacks survive, with the codes of EIP-1193 and EIP-1474 the demo wallets use.
 */
export const RpcErrorCode = {
  /** EIP-1193: the user rejected the request. */
  userRejected: 4001,
  /** EIP-1193: the method or account has not been authorized by the user. */
  unauthorized: 4100,
  /** EIP-1193: the provider does not support the method. */
  unsupportedMethod: 4200,
  /** EIP-1193: the provider is disconnected from all chains. */
  disconnected: 4900,
  /** EIP-1193: the provider is not connected to the requested chain. */
  chainDisconnected: 4901,
  /** EIP-3326: the chain has not been added to the wallet. */
  unrecognizedChain: 4902,
  /** EIP-1474 / JSON-RPC. */
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
} as const;

export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError';

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const userRejected = (what = 'the request'): ProviderRpcError =>
  new ProviderRpcError(RpcErrorCode.userRejected, `User rejected ${what}.`);

export const unauthorized = (
  message = 'The requested method and/or account has not been authorized by the user.',
): ProviderRpcError => new ProviderRpcError(RpcErrorCode.unauthorized, message);

export const invalidParams = (message: string): ProviderRpcError =>
  new ProviderRpcError(RpcErrorCode.invalidParams, `Invalid params: ${message}`);
