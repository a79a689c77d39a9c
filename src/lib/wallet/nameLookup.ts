// Names for addresses from the name-lookup service (../shared/api/README.md), a third party, so
// not our `request()`: only the key header goes. Cached 180 minutes (SPEC.md section 9), "no name"
// included; a failure only one minute.
import { useEffect, useSyncExternalStore } from 'react';
import { getAddress, isAddress } from 'viem';
import { getConfig } from '@/config/runtimeConfig';
import { shortenAddress, truncateName } from '@/lib/format';
import { createListeners } from '@/lib/listeners';

export const NAME_CACHE_MS = 180 * 60 * 1000;
export const NAME_LOOKUP_TIMEOUT_MS = 10_000;
/** A failed lookup answers "no name" this long, so a broken service is not asked on every render. */
export const NAME_FAILURE_RETRY_MS = 60_000;
const MAX_CACHE_ENTRIES = 500;

export interface NameLookupSettings {
  url: string;
  apiKey: string;
}

export interface NameLookupOptions {
  now?: () => number;
  fetchImpl?: typeof fetch;
  /** Where and with which key to ask; default: the runtime configuration. */
  settings?: () => NameLookupSettings | null;
  timeoutMs?: number;
}

export interface NameLookup {
  /** The name, or null for none, no lookup configured, or any failure. Never rejects. */
  lookup(address: string): Promise<string | null>;
  /** The cached answer: a name, null (known to have none), or undefined (not cached/expired). */
  peek(address: string): string | null | undefined;
  isEnabled(): boolean;
  subscribe(listener: () => void): () => void;
  clear(): void;
}

function configSettings(): NameLookupSettings | null {
  try {
    const { nameLookupUrl, nameLookupApiKey } = getConfig();
    return { url: nameLookupUrl, apiKey: nameLookupApiKey };
  } catch {
    return null; // No configuration yet: behave as unconfigured.
  }
}

/** The name in a response body, null for "no name", undefined for a body we do not understand. */
function nameFrom(body: unknown): string | null | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const data = (body as { data: unknown }).data;
  if (data === null) return null;
  if (typeof data !== 'string') return undefined;
  return data.trim() === '' ? null : data.trim();
}

export function createNameLookup(options: NameLookupOptions = {}): NameLookup {
  const { now = Date.now, settings = configSettings, timeoutMs = NAME_LOOKUP_TIMEOUT_MS } = options;
  const cache = new Map<string, { name: string | null; expiresAt: number }>();
  const inFlight = new Map<string, Promise<string | null>>();
  const listeners = createListeners();

  const usableSettings = (): NameLookupSettings | null => {
    const current = settings();
    return current && current.url && current.apiKey ? current : null;
  };

  function remember(key: string, name: string | null, ttl: number): void {
    cache.delete(key); // Re-insert so Map order is age order for eviction.
    cache.set(key, { name, expiresAt: now() + ttl });
    while (cache.size > MAX_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    listeners.notify();
  }

  function peek(address: string): string | null | undefined {
    const entry = cache.get(address.toLowerCase());
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      cache.delete(address.toLowerCase());
      return undefined;
    }
    return entry.name;
  }

  async function request(address: string, { url, apiKey }: NameLookupSettings): Promise<string | null | undefined> {
    const fetchImpl = options.fetchImpl ?? fetch;
    const target = new URL(`${url.replace(/\/+$/, '')}/v1/resolve-ens`);
    target.searchParams.set('address', getAddress(address));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(target.toString(), {
        method: 'GET',
        headers: { 'x-api-key': apiKey },
        credentials: 'omit',
        signal: controller.signal,
      });
      if (!response.ok) return undefined;
      return nameFrom(await response.json());
    } catch {
      return undefined; // Network error, timeout, or a body that is not JSON.
    } finally {
      clearTimeout(timer);
    }
  }

  function lookup(address: string): Promise<string | null> {
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) return Promise.resolve(null);
    const key = address.toLowerCase();
    const cached = peek(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const current = usableSettings();
    if (!current) return Promise.resolve(null);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const flight = request(address, current).then((name) => {
      inFlight.delete(key);
      if (name === undefined) {
        remember(key, null, NAME_FAILURE_RETRY_MS);
        return null;
      }
      remember(key, name, NAME_CACHE_MS);
      return name;
    });
    inFlight.set(key, flight);
    return flight;
  }

  return {
    lookup,
    peek,
    isEnabled: () => usableSettings() !== null,
    subscribe: listeners.subscribe,
    clear() {
      cache.clear();
      inFlight.clear();
    },
  };
}

/** The app's lookup; its cache lives as long as the page. */
export const nameLookup = createNameLookup();

export function lookupName(address: string): Promise<string | null> {
  return nameLookup.lookup(address);
}

export interface NameLookupResult {
  /** The name as the service gave it; null while unknown or when there is none. */
  name: string | null;
  loading: boolean;
  /**
   * What to show for the account (SPEC.md section 9): the name truncated after 24 characters,
   * else the address shortened to 4…4; null without an address.
   */
  label: string | null;
}

/**
 * The name of `address` and its display label. `lookup` is injectable for tests; the app uses
 * the shared one.
 */
export function useNameLookup(address: string | null | undefined, lookup: NameLookup = nameLookup): NameLookupResult {
  const valid = typeof address === 'string' && isAddress(address, { strict: false });
  const cached = useSyncExternalStore(
    lookup.subscribe,
    () => (valid ? lookup.peek(address) : null),
    () => null,
  );
  const enabled = valid && lookup.isEnabled();
  const missing = enabled && cached === undefined;
  useEffect(() => {
    if (missing && address) void lookup.lookup(address);
  }, [missing, address, lookup]);
  const name = cached ?? null;
  const label = name ? truncateName(name) : address ? shortenAddress(address) : null;
  return { name, loading: missing, label };
}
