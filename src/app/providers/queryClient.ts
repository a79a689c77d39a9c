/**
 * The data cache (TanStack Query, used by wagmi's reads): SPEC.md section 9's lifetimes. Part of
 * the lazy wallet runtime (src/app/walletRuntime/walletRuntime.ts), not of the first page.
 */
import { QueryClient } from '@tanstack/react-query';

export const QUERY_STALE_TIME_MS = 600_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS, retry: 1 },
    },
  });
}
