// The one wallet-error classifier. Errors are recognised by shape, not class: they cross package
// boundaries (viem, wagmi, WalletConnect, injected providers) and are often wrapped in `cause`.

/** SPEC.md section 8: WalletConnect's reset notice, shown by us never (the user just retries). */
export const CONNECTION_REQUEST_RESET = 'Connection request reset. Please try again.';

/** EIP-1193 "user rejected the request". */
export const USER_REJECTED_CODE = 4001;

const MAX_CAUSE_DEPTH = 8;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  details?: unknown;
  cause?: unknown;
}

/** The error and its `cause` chain, outermost first; bounded so a cyclic chain cannot hang. */
export function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && chain.length < MAX_CAUSE_DEPTH) {
    if (chain.includes(current as ErrorLike)) break;
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

/** Wallets that refuse without code 4001 still say so in words ('User denied transaction signature'). */
const REJECTION_WORDS = /user (rejected|denied|cancel(l)?ed)/i;

/** The user said no in the wallet: their choice, not a failure. */
export function isUserRejection(error: unknown): boolean {
  return errorChain(error).some(
    (link) =>
      link.code === USER_REJECTED_CODE ||
      link.code === String(USER_REJECTED_CODE) ||
      link.name === 'UserRejectedRequestError' ||
      textsOf(link).some((text) => REJECTION_WORDS.test(text)),
  );
}

function textsOf(link: ErrorLike): string[] {
  return [link.shortMessage, link.message, link.details].filter((text): text is string => typeof text === 'string');
}

export function isConnectionRequestReset(error: unknown): boolean {
  if (typeof error === 'string') return error.includes(CONNECTION_REQUEST_RESET);
  return errorChain(error).some((link) => textsOf(link).some((text) => text.includes(CONNECTION_REQUEST_RESET)));
}

/**
 * The most readable message of an error: viem's `shortMessage` (its `message` appends
 * "Details:" and "Version:" lines meant for developers), else the first line of `message`.
 */
export function readableErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error.trim() || undefined;
  for (const link of errorChain(error)) {
    if (typeof link.shortMessage === 'string' && link.shortMessage.trim()) {
      // viem's catch-all wrappers say nothing; the wallet's own words are in `details`.
      if (
        GENERIC_SHORT_MESSAGES.test(link.shortMessage.trim()) &&
        typeof link.details === 'string' &&
        link.details.trim()
      ) {
        return link.details.trim().split('\n')[0];
      }
      return link.shortMessage.trim();
    }
    if (typeof link.message === 'string' && link.message.trim()) return link.message.trim().split('\n')[0];
  }
  return undefined;
}

/** viem's short messages for errors it could not classify (UnknownRpcError, InternalRpcError...). */
const GENERIC_SHORT_MESSAGES = /^(An unknown (RPC )?error occurred|An internal error was received)\.?$/i;

/** Errors raised before a wallet could broadcast anything: the chain or account is not the one asked for, ... */
const REFUSED_BEFORE_SENDING_NAMES = new Set([
  'ChainMismatchError',
  'ConnectorChainMismatchError',
  'ConnectorNotConnectedError',
  'ConnectorAccountNotFoundError',
  'ConnectorUnavailableReconnectingError',
  'ProviderNotFoundError',
]);
/** ...or EIP-1193 refusals: unauthorized, unsupported method, disconnected, invalid params. */
const REFUSED_BEFORE_SENDING_CODES = new Set([4100, 4200, 4900, 4901, -32602]);

/**
 * Whether a failed wallet request certainly sent nothing. Anything else (a timeout, a lost
 * connection, an internal error) may come after the broadcast: only the chain can tell.
 */
export function refusedBeforeSending(error: unknown): boolean {
  if (isUserRejection(error)) return true;
  return errorChain(error).some(
    (link) =>
      (typeof link.name === 'string' && REFUSED_BEFORE_SENDING_NAMES.has(link.name)) ||
      (typeof link.code === 'number' && REFUSED_BEFORE_SENDING_CODES.has(link.code)) ||
      textsOf(link).some((text) => /insufficient funds/i.test(text)),
  );
}
