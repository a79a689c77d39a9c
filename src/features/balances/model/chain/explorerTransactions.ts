// The deployment's explorer account API (config.js explorerApiUrl, Etherscan-style `txlist`): the
// wallet's transactions in a block range, which a pruned node can no longer tell by nonce. Any
// failure or odd answer is "no list": the block scan follows (model/tracking/nonceSearch.ts).
import { isHex, type Address, type Hex } from 'viem';
import { isTxHash } from '@/api/txHash';
import type { ChainTransaction } from '../tracking/chainWatch';

export interface ExplorerApi {
  url: string;
  key: string;
}

/** The most rows one answer may hold (the API's page size); a longer range is not asked for. */
const PAGE_SIZE = 1_000;
const TIMEOUT_MS = 10_000;

const decimal = (value: unknown): bigint | null =>
  typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : null;

function parseRow(raw: unknown): ChainTransaction | null {
  const row = raw as Record<string, unknown> | null;
  const nonce = decimal(row?.nonce);
  const block = decimal(row?.blockNumber);
  const value = decimal(row?.value);
  if (!row || !isTxHash(row.hash) || typeof row.from !== 'string' || nonce === null || block === null) return null;
  if (value === null) return null;
  return {
    hash: row.hash,
    from: row.from as Address,
    to: typeof row.to === 'string' && row.to !== '' ? (row.to as Address) : null,
    nonce: Number(nonce),
    value,
    input: (typeof row.input === 'string' && isHex(row.input) ? row.input : '0x') as Hex,
    blockNumber: Number(block),
  };
}

/** The request for one wallet and range, on the configured URL (its own query kept). */
export function txListUrl(api: ExplorerApi, chainId: number, wallet: Address, from: number, to: number): string {
  const url = new URL(api.url);
  const params: Record<string, string> = {
    chainid: String(chainId),
    module: 'account',
    action: 'txlist',
    address: wallet,
    startblock: String(from),
    endblock: String(to),
    page: '1',
    offset: String(PAGE_SIZE),
    sort: 'asc',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (api.key !== '') url.searchParams.set('apikey', api.key);
  return url.toString();
}

/**
 * The wallet's transactions between two blocks, or null when the API is not configured, fails,
 * or answers something unreadable. "No transactions found" is an empty list.
 */
export async function explorerTransactions(
  api: ExplorerApi,
  chainId: number,
  wallet: Address,
  from: number,
  to: number,
): Promise<ChainTransaction[] | null> {
  if (api.url === '') return null;
  try {
    const response = await fetch(txListUrl(api, chainId, wallet, from, to), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { status?: unknown; message?: unknown; result?: unknown };
    if (!Array.isArray(body.result)) return null;
    if (body.status !== '1')
      return body.result.length === 0 && /no transactions/i.test(String(body.message)) ? [] : null;
    const rows = body.result.map(parseRow);
    return rows.every((row) => row !== null) ? (rows as ChainTransaction[]) : null;
  } catch {
    return null;
  }
}
