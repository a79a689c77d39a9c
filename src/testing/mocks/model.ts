/**
 * Row types of the fixture database. Rows hold the contract's field names plus a few
 * internal fields (user_id, settle_at, ...); handlers map rows to contract shapes.
 * Everything here is plain JSON so a snapshot survives localStorage.
 */
import type { Address, IsoDateTime, TransactionStatus, TransactionType, TxHash } from '@/api/staking/types';
import type { ContentKind, Emotion } from '@/api/vote/types';

export interface UserRow {
  id: string;
  email: string;
  username: string;
  name: string;
  /** Plain text: this is a fixture, never a real credential store. */
  password: string;
  /** The verified wallet, null until verify-wallet succeeds. */
  wallet_address: Address | null;
  created_at: IsoDateTime;
}

export interface SessionRow {
  session_id: string;
  user_id: string;
  created_at: IsoDateTime;
}

export interface AccessTokenRow {
  token: string;
  session_id: string;
  expired: boolean;
  created_at: IsoDateTime;
}

export interface NonceRow {
  nonce: string;
  user_id: string;
  used: boolean;
  created_at: IsoDateTime;
}

export interface BalanceRow {
  wallet_address: Address;
  currency_symbol: string;
  /** Decimal string; computed with BigInt (lib/amounts). */
  amount: string;
  updated_at: IsoDateTime;
}

export interface TransactionRow {
  id: string;
  hash: TxHash | null;
  type: TransactionType;
  status: TransactionStatus;
  currency_symbol: string;
  to_currency_symbol: string | null;
  amount: string;
  wallet_address: Address;
  chain_id: number;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
  /** Who created it through the API; null for seeded and backend-made rows. */
  user_id: string | null;
  /**
   * When a PROCESSING row settles (lazily, on the next read); null: never by time (a deposit
   * checked on a real chain settles from its receipt, see chainLookup.ts).
   */
  settle_at: IsoDateTime | null;
  /** SWAP only: what the quote promised in to_currency_symbol. */
  receive_amount: string | null;
}

export interface TransferRow {
  id: string;
  from_wallet_address: Address;
  to_wallet_address: Address;
  /** Whole votes. */
  amount: number;
  created_at: IsoDateTime;
}

export interface ContentRow {
  content_id: string;
  kind: ContentKind;
  title: string;
  description: string | null;
  image_url: string | null;
  author: string | null;
  created_at: IsoDateTime;
}

export interface VoteRow {
  id: string;
  contentId: string;
  emotion: Emotion;
  amount: number;
  walletAddress: Address;
  user_id: string | null;
  created_at: IsoDateTime;
}

/** A transaction sent to the JSON-RPC stand-in (eth_sendRawTransaction); mined at once. */
export interface ChainTxRow {
  hash: TxHash;
  chain_id: number;
  from: Address;
  to: Address | null;
  /** Native value in wei, decimal string. */
  value: string;
  /** ERC-20 transfer(to, amount) amount in base units, decimal string; null for other calls. */
  token_amount: string | null;
  /** The token transfer's recipient; absent for other calls (and in rows from before it existed). */
  token_to?: Address | null;
  /** Absent: succeeded (rows from before receipts were modelled). A reverted one moved nothing. */
  status?: 'success' | 'reverted';
  /** Gas used, decimal string; absent: 21000. */
  gas_used?: string;
  /** Wei paid per gas, decimal string; absent: 0 (the fee was free then). */
  effective_gas_price?: string;
  nonce: number;
  input: `0x${string}`;
  gas: string;
  block_number: number;
  created_at: IsoDateTime;
}

export interface DbSettings {
  /** How long a new transaction stays PROCESSING before it settles (0 in jest). */
  settleDelayMs: number;
}

/** The whole database as JSON; `version` guards stored snapshots against old shapes. */
export interface DbSnapshot {
  version: 1;
  seedNow: IsoDateTime;
  /** db time = Date.now() + clockOffsetMs, so a db seeded at a fixed instant ages from there. */
  clockOffsetMs: number;
  settings: DbSettings;
  /** Counter for ids of new rows. */
  seq: number;
  users: UserRow[];
  sessions: SessionRow[];
  accessTokens: AccessTokenRow[];
  nonces: NonceRow[];
  balances: BalanceRow[];
  transactions: TransactionRow[];
  transfers: TransferRow[];
  contents: ContentRow[];
  votes: VoteRow[];
  chainTxs: ChainTxRow[];
  /** Lower-case address -> name for the name-lookup stand-in. */
  names: Record<string, string>;
}
