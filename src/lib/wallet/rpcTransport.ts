// How a chain is read: its configured RPC URLs (config.js may list several, as BSC's public
// endpoints rate-limit, drop out or lag), behind the user's own URL when they set one.
// docs/rpc.md says what moves a request to the next URL and what the ranking costs.
import { BaseError, fallback, hexToBigInt, http, numberToHex, shouldThrow, type Hex, type Transport } from 'viem';

/** How often the ranking pings each URL of a chain with several (one eth_blockNumber each). */
export const RANK_INTERVAL_MS = 30_000;

/** A node answered an older eth_blockNumber than this chain has already shown: try the next URL. */
export class StaleHeadError extends BaseError {
  // A number without an HTTP status: viem neither retries it nor takes it for a revert.
  readonly code = -32099;

  constructor(
    readonly answered: bigint,
    readonly highest: bigint,
  ) {
    super(`The node answered block ${answered}, behind block ${highest} already seen.`, { name: 'StaleHeadError' });
  }
}

/** The highest eth_blockNumber seen from one chain, whichever URL answered it. */
export interface ChainHead {
  highest: bigint;
}

/** Passes `transport`'s answers on, but refuses an eth_blockNumber behind `head`. */
export function headGuard(transport: Transport, head: ChainHead): Transport {
  return (params) => {
    const inner = transport(params);
    const request: typeof inner.request = async (args, options) => {
      const result: unknown = await inner.request(args, options);
      if (args.method !== 'eth_blockNumber' || typeof result !== 'string') return result as never;
      const answered = hexToBigInt(result as Hex);
      if (answered < head.highest) throw new StaleHeadError(answered, head.highest);
      head.highest = answered;
      return result as never;
    };
    return { ...inner, request };
  };
}

/** Answers a stale head that every URL gave with the highest one seen, so the head never goes back. */
function monotonicHead(transport: Transport): Transport {
  return (params) => {
    const inner = transport(params);
    const request: typeof inner.request = async (args, options) => {
      try {
        return await inner.request(args, options);
      } catch (error) {
        if (error instanceof StaleHeadError) return numberToHex(error.highest) as never;
        throw error;
      }
    };
    return { ...inner, request };
  };
}

function isHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * The ranking's ping: eth_blockNumber through the head guard, so a lagging node loses stability.
 * In a hidden tab it sends nothing and repeats the URL's last outcome, keeping the order as it was.
 */
function visiblePing() {
  const lastOutcome = new Map<string, boolean>();
  return async ({ transport }: { transport: ReturnType<Transport> }): Promise<unknown> => {
    const url = String((transport.value as { url?: string } | undefined)?.url ?? '');
    if (isHidden()) {
      if (lastOutcome.get(url) === false) throw new Error('Failed at its last ping.');
      return undefined;
    }
    try {
      const result = await transport.request({ method: 'eth_blockNumber' });
      lastOutcome.set(url, true);
      return result;
    } catch (error) {
      lastOutcome.set(url, false);
      throw error;
    }
  };
}

/**
 * The configured URLs of one chain: one alone is read exactly as before (plain `http`, no
 * ranking); several go through viem's ranked `fallback`, each behind the head guard.
 */
export function configuredTransport(urls: readonly string[], head: ChainHead): Transport {
  const [first] = urls;
  if (!first) throw new Error('No RPC URL is configured for this chain.');
  if (urls.length === 1) return http(first);
  const transports = urls.map((url) => headGuard(http(url), head));
  return monotonicHead(fallback(transports, { rank: { interval: RANK_INTERVAL_MS, ping: visiblePing() } }));
}

/**
 * `userUrl()` (read at every request, so a change applies at once) first, then `base`. Without a
 * user URL `base` alone answers, with no extra request.
 */
export function userFirst(userUrl: () => string | null, base: Transport, head: ChainHead): Transport {
  return (params) => {
    const baseTransport = base(params);
    const user = new Map<string, ReturnType<Transport>>();
    const userTransport = (url: string) => {
      const known = user.get(url) ?? headGuard(http(url), head)({ ...params, retryCount: 0 });
      user.set(url, known);
      return known;
    };
    const request: typeof baseTransport.request = async (args, options) => {
      const url = userUrl();
      if (!url) return baseTransport.request(args, options);
      try {
        return await userTransport(url).request(args, options);
      } catch (error) {
        // A revert or a refusal by the user is an answer; anything else is the node's failure.
        if (error instanceof Error && shouldThrow(error)) throw error;
        return baseTransport.request(args, options);
      }
    };
    return { ...baseTransport, request };
  };
}

/** A chain's transport: the user's URL if any, then the configured ones. */
export function chainTransport(urls: readonly string[], userUrl: () => string | null): Transport {
  const head: ChainHead = { highest: 0n };
  return userFirst(userUrl, configuredTransport(urls, head), head);
}
