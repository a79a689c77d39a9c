/**
 * The fixture backend's state: a small typed in-memory database behind every handler.
 * Framework-free (no msw, no DOM), so jest, the browser demo and the HTTP fixture server
 * share it. Rows are plain JSON (model.ts); toJSON/fromJSON let the demo keep it in
 * localStorage. Handlers validate requests and check business rules; the methods here
 * read and change state.
 */
import { TransactionStatus, TransactionType, type Address, type TokenResponse, type TxHash } from '@/api/staking/types';
import type { Emotion, TrendingItem, VoteAnalytics, VotePeriod, VoteSummary } from '@/api/vote/types';
import { CHAIN_BASE_BLOCK, CHAIN_BLOCK_MS, DEFAULT_ON_CHAIN_BALANCE, ON_CHAIN_BALANCES, SEED_NOW } from './constants';
import { formatAmount, parseAmount } from './lib/amounts';
import { randomAlphanumeric, randomHex } from './lib/random';
import { quoteSwap } from './lib/swap';
import type {
  BalanceRow,
  ChainTxRow,
  ContentRow,
  DbSettings,
  DbSnapshot,
  NonceRow,
  SessionRow,
  TransactionRow,
  TransferRow,
  UserRow,
  VoteRow,
} from './model';
import { seedSnapshot } from './seed';
import { analytics, emptyTally, summarize, tallyByContent, trending, type EmotionTally } from './voteStats';

export { toEmotionCounts, type EmotionTally } from './voteStats';

export interface CreateDbOptions {
  /** Users only (the `empty` scenario's data). */
  empty?: boolean;
  /** The instant the seed is built around; default SEED_NOW. The db clock starts there. */
  seedNow?: Date | string;
  settleDelayMs?: number;
}

export interface NewTransaction {
  type: TransactionRow['type'];
  hash: TxHash | null;
  currency_symbol: string;
  to_currency_symbol: string | null;
  amount: string;
  wallet_address: Address;
  chain_id: number;
  user_id: string;
  receive_amount?: string | null;
  /** A deposit checked on a real chain: it settles from its receipt (settleDeposit), not by time. */
  settle_on_receipt?: boolean;
}

export interface TransferFilter {
  wallet: string;
  type?: 'in' | 'out';
  /** Inclusive bounds, epoch ms. */
  from?: number;
  to?: number;
}

const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a != null && b != null && a.toLowerCase() === b.toLowerCase();

/** Newest first; rows created in the same millisecond keep reverse insertion order. */
function newestFirst<T extends { created_at: string }>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index, at: Date.parse(row.created_at) }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .map((entry) => entry.row);
}

export class FixtureDb {
  /** Bumped by every change, so the browser demo saves only when something changed. */
  revision = 0;
  /** A backend without a unique key on the hash (scenario 'duplicates-accepted'): every post is a record. */
  acceptsDuplicateHashes = false;

  constructor(private state: DbSnapshot) {}

  static fromJSON(input: unknown): FixtureDb {
    const snapshot = input as Partial<DbSnapshot> | null;
    const tables = [
      'users',
      'sessions',
      'accessTokens',
      'nonces',
      'balances',
      'transactions',
      'transfers',
      'contents',
      'votes',
    ] as const;
    if (!snapshot || typeof snapshot !== 'object' || snapshot.version !== 1)
      throw new Error('Not a fixture db snapshot (version 1)');
    for (const table of tables) {
      if (!Array.isArray(snapshot[table])) throw new Error(`Fixture db snapshot lacks table ${table}`);
    }
    const copy = JSON.parse(JSON.stringify(snapshot)) as DbSnapshot;
    // Added after version 1 first shipped; older snapshots simply have no chain activity.
    copy.chainTxs ??= [];
    return new FixtureDb(copy);
  }

  /** A deep copy of the state, safe to JSON.stringify and store. */
  toJSON(): DbSnapshot {
    return JSON.parse(JSON.stringify(this.state)) as DbSnapshot;
  }

  /** Read-only view of every table, for assertions. */
  get tables(): Readonly<DbSnapshot> {
    return this.state;
  }

  get settings(): DbSettings {
    return this.state.settings;
  }

  /** The db's clock: real time, shifted so a fixed seed instant is "now" when it was made. */
  now(): number {
    return Date.now() + this.state.clockOffsetMs;
  }

  private nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  private nextId(prefix: string): string {
    this.state.seq += 1;
    return `${prefix}_n${this.state.seq}`;
  }

  private touch(): void {
    this.revision += 1;
  }

  // ---- users -------------------------------------------------------------------------

  findUserById(id: string): UserRow | undefined {
    return this.state.users.find((u) => u.id === id);
  }

  findUserByUsername(username: string): UserRow | undefined {
    return this.state.users.find((u) => same(u.username, username));
  }

  findUserByEmail(email: string): UserRow | undefined {
    return this.state.users.find((u) => same(u.email, email));
  }

  findUserByWallet(address: string): UserRow | undefined {
    return this.state.users.find((u) => same(u.wallet_address, address));
  }

  /** The user with these credentials, or null (the login stand-in's check). */
  checkCredentials(username: string, password: string): UserRow | null {
    const user = this.findUserByUsername(username);
    return user && user.password === password ? user : null;
  }

  createUser(input: Pick<UserRow, 'email' | 'username' | 'password' | 'name'>): UserRow {
    const user: UserRow = { id: this.nextId('usr'), ...input, wallet_address: null, created_at: this.nowIso() };
    this.state.users.push(user);
    this.touch();
    return user;
  }

  addUser(user: UserRow): UserRow {
    this.state.users.push(user);
    this.touch();
    return user;
  }

  setUserWallet(userId: string, address: Address | null): void {
    const user = this.findUserById(userId);
    if (!user) throw new Error(`No user ${userId}`);
    user.wallet_address = address;
    this.touch();
  }

  // ---- sessions and access tokens -----------------------------------------------------

  issueSession(userId: string): TokenResponse {
    if (!this.findUserById(userId)) throw new Error(`No user ${userId}`);
    const session: SessionRow = {
      session_id: `ses_${randomAlphanumeric(32)}`,
      user_id: userId,
      created_at: this.nowIso(),
    };
    this.state.sessions.push(session);
    return this.issueAccessToken(session.session_id) as TokenResponse;
  }

  /** A new access token for a live session (refresh), or null. Older tokens stay valid. */
  issueAccessToken(sessionId: string): TokenResponse | null {
    if (!this.findSession(sessionId)) return null;
    const token = `at_${randomAlphanumeric(40)}`;
    this.state.accessTokens.push({ token, session_id: sessionId, expired: false, created_at: this.nowIso() });
    this.touch();
    return { access_token: token, session_id: sessionId };
  }

  /**
   * A refresh, as a strict backend does it: the session id rotates. A new session for the same
   * user with a new token; the old session id (and its tokens) answer 401 from now on.
   */
  rotateSession(sessionId: string): TokenResponse | null {
    const old = this.findSession(sessionId);
    if (!old) return null;
    this.endSession(old.session_id);
    return this.issueSession(old.user_id);
  }

  findSession(sessionId: string): SessionRow | undefined {
    return this.state.sessions.find((s) => s.session_id === sessionId);
  }

  /** The live session a usable (unexpired) token belongs to. */
  findSessionByToken(token: string): SessionRow | undefined {
    const row = this.state.accessTokens.find((t) => t.token === token);
    return row && !row.expired ? this.findSession(row.session_id) : undefined;
  }

  findUserByToken(token: string): UserRow | undefined {
    const session = this.findSessionByToken(token);
    return session ? this.findUserById(session.user_id) : undefined;
  }

  /** Ends a session; its access tokens stop working. */
  endSession(sessionId: string): void {
    this.state.sessions = this.state.sessions.filter((s) => s.session_id !== sessionId);
    this.state.accessTokens = this.state.accessTokens.filter((t) => t.session_id !== sessionId);
    this.touch();
  }

  /** Marks every current access token expired (sessions stay, so refresh works). */
  expireAccessTokens(): number {
    let count = 0;
    for (const token of this.state.accessTokens) {
      if (!token.expired) count += 1;
      token.expired = true;
    }
    this.touch();
    return count;
  }

  // ---- wallet nonces ------------------------------------------------------------------

  issueNonce(userId: string): string {
    const row: NonceRow = { nonce: randomAlphanumeric(24), user_id: userId, used: false, created_at: this.nowIso() };
    this.state.nonces.push(row);
    this.touch();
    return row.nonce;
  }

  /** The nonce if this user was issued it and has not used it yet. */
  findUnusedNonce(userId: string, nonce: string): NonceRow | undefined {
    return this.state.nonces.find((n) => n.nonce === nonce && n.user_id === userId && !n.used);
  }

  markNonceUsed(nonce: string): void {
    const row = this.state.nonces.find((n) => n.nonce === nonce);
    if (row) row.used = true;
    this.touch();
  }

  // ---- balances -----------------------------------------------------------------------

  listBalances(wallet: string): BalanceRow[] {
    this.settleDue();
    const order = ['BNB', 'USDT', 'VOTE'];
    return this.state.balances
      .filter((b) => same(b.wallet_address, wallet))
      .sort((a, b) => order.indexOf(a.currency_symbol) - order.indexOf(b.currency_symbol));
  }

  /** The balance as a decimal string, "0" when the wallet has none. */
  getBalance(wallet: string, currency: string): string {
    this.settleDue();
    return this.findBalance(wallet, currency)?.amount ?? '0';
  }

  getOrInitBalance(wallet: Address, currency: string): BalanceRow {
    this.settleDue();
    const existing = this.findBalance(wallet, currency);
    if (existing) return existing;
    const row: BalanceRow = {
      wallet_address: wallet,
      currency_symbol: currency,
      amount: '0',
      updated_at: this.nowIso(),
    };
    this.state.balances.push(row);
    this.touch();
    return row;
  }

  setBalance(wallet: Address, currency: string, amount: string): BalanceRow {
    const row = this.getOrInitBalance(wallet, currency);
    row.amount = formatAmount(parseAmount(amount));
    row.updated_at = this.nowIso();
    this.touch();
    return row;
  }

  private findBalance(wallet: string, currency: string): BalanceRow | undefined {
    return this.state.balances.find((b) => same(b.wallet_address, wallet) && b.currency_symbol === currency);
  }

  /** Adds a scaled `delta` (negative to debit); false, and no change, if it would go below 0. */
  private adjustBalance(wallet: Address, currency: string, delta: bigint): boolean {
    const row = this.findBalance(wallet, currency) ?? this.getOrInitBalance(wallet, currency);
    const next = parseAmount(row.amount) + delta;
    if (next < 0n) return false;
    row.amount = formatAmount(next);
    row.updated_at = this.nowIso();
    this.touch();
    return true;
  }

  // ---- transactions -------------------------------------------------------------------

  /** Records a transaction at PROCESSING; it settles settings.settleDelayMs later, on a read. */
  createTransaction({ settle_on_receipt: onReceipt = false, ...input }: NewTransaction): TransactionRow {
    const now = this.now();
    const row: TransactionRow = {
      id: this.nextId('tx'),
      status: TransactionStatus.PROCESSING,
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
      settle_at: onReceipt ? null : new Date(now + this.state.settings.settleDelayMs).toISOString(),
      receive_amount: null,
      ...input,
    };
    this.state.transactions.push(row);
    this.touch();
    return row;
  }

  addTransaction(row: TransactionRow): TransactionRow {
    this.state.transactions.push(row);
    this.touch();
    return row;
  }

  /** The user's transactions (made by them or on their verified wallet), newest first. */
  listTransactions(user: UserRow): TransactionRow[] {
    this.settleDue();
    return newestFirst(
      this.state.transactions.filter((t) => t.user_id === user.id || same(t.wallet_address, user.wallet_address)),
    );
  }

  findTransactionByHash(hash: string): TransactionRow | undefined {
    this.settleDue();
    return this.state.transactions.find((t) => same(t.hash, hash));
  }

  /** Settles every PROCESSING transaction whose time has come, applying its balance change. */
  settleDue(): void {
    const now = this.now();
    const due = this.state.transactions
      .filter(
        (t) => t.status === TransactionStatus.PROCESSING && t.settle_at !== null && Date.parse(t.settle_at) <= now,
      )
      .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
    for (const tx of due) this.settle(tx);
  }

  /** Settles a PROCESSING deposit from its receipt: credited when it succeeded, FAILED when it reverted. */
  settleDeposit(hash: string, succeeded: boolean): void {
    // Every record of the hash: a backend that accepted duplicates credits each (what the app must prevent).
    for (const tx of this.state.transactions.filter((t) => same(t.hash, hash))) this.settleOne(tx, succeeded);
  }

  private settleOne(tx: TransactionRow, succeeded: boolean): void {
    if (tx.type !== TransactionType.DEPOSIT || tx.status !== TransactionStatus.PROCESSING) return;
    if (succeeded) {
      this.settle(tx);
      return;
    }
    tx.status = TransactionStatus.FAILED;
    tx.updated_at = this.nowIso();
    tx.settle_at = null;
    this.touch();
  }

  private settle(tx: TransactionRow): void {
    const amount = parseAmount(tx.amount);
    let ok = true;
    if (tx.type === TransactionType.DEPOSIT) {
      ok = this.adjustBalance(tx.wallet_address, tx.currency_symbol, amount);
    } else if (tx.type === TransactionType.WITHDRAW) {
      ok = this.adjustBalance(tx.wallet_address, tx.currency_symbol, -amount);
      // The backend executed the withdrawal on chain, so it now has a hash.
      if (ok) tx.hash = `0x${randomHex(64)}`;
    } else if (tx.type === TransactionType.SWAP && tx.to_currency_symbol) {
      const quote = quoteSwap(
        tx.currency_symbol,
        tx.to_currency_symbol,
        tx.amount,
        this.findBalance(tx.wallet_address, tx.currency_symbol)?.amount ?? '0',
      );
      ok = quote.valid && this.adjustBalance(tx.wallet_address, tx.currency_symbol, -amount);
      if (ok)
        this.adjustBalance(
          tx.wallet_address,
          tx.to_currency_symbol,
          parseAmount(tx.receive_amount ?? quote.receiveAmount),
        );
    }
    tx.status = ok ? TransactionStatus.SUCCESSFUL : TransactionStatus.FAILED;
    tx.updated_at = tx.settle_at ?? this.nowIso();
    tx.settle_at = null;
    this.touch();
  }

  // ---- vote transfers -----------------------------------------------------------------

  /** Moves whole votes between wallets; the caller has checked the balance. */
  transferVotes(from: Address, to: Address, amount: number): TransferRow {
    const units = parseAmount(String(amount));
    if (!this.adjustBalance(from, 'VOTE', -units)) throw new Error('Insufficient VOTE balance');
    this.adjustBalance(to, 'VOTE', units);
    return this.addTransfer({
      id: this.nextId('trf'),
      from_wallet_address: from,
      to_wallet_address: to,
      amount,
      created_at: this.nowIso(),
    });
  }

  addTransfer(row: TransferRow): TransferRow {
    this.state.transfers.push(row);
    this.touch();
    return row;
  }

  /** Transfers in and out of a wallet, newest first. */
  listTransfers(filter: TransferFilter): TransferRow[] {
    return newestFirst(
      this.state.transfers.filter((t) => {
        const incoming = same(t.to_wallet_address, filter.wallet);
        const outgoing = same(t.from_wallet_address, filter.wallet);
        if (filter.type === 'in' ? !incoming : filter.type === 'out' ? !outgoing : !incoming && !outgoing) return false;
        const at = Date.parse(t.created_at);
        return (filter.from === undefined || at >= filter.from) && (filter.to === undefined || at <= filter.to);
      }),
    );
  }

  // ---- contents and votes -------------------------------------------------------------

  findContent(contentId: string): ContentRow | undefined {
    return this.state.contents.find((c) => c.content_id === contentId);
  }

  /** Contents of one kind, newest first, optionally filtered by a case-insensitive title search. */
  listContents(kind: ContentRow['kind'], query?: string): ContentRow[] {
    const needle = query?.trim().toLowerCase() ?? '';
    return newestFirst(
      this.state.contents.filter((c) => c.kind === kind && (needle === '' || c.title.toLowerCase().includes(needle))),
    );
  }

  addContent(row: ContentRow): ContentRow {
    this.state.contents.push(row);
    this.touch();
    return row;
  }

  addVote(row: VoteRow): VoteRow {
    this.state.votes.push(row);
    this.touch();
    return row;
  }

  /** Vote totals and emotion counts per content id, over all time. */
  tallyByContent(): Map<string, EmotionTally> {
    return tallyByContent(this.state.votes);
  }

  contentTally(contentId: string): EmotionTally {
    return tallyByContent(this.state.votes.filter((v) => v.contentId === contentId)).get(contentId) ?? emptyTally();
  }

  /** The emotion of this user's latest vote on the content (by user or verified wallet). */
  myEmotion(contentId: string, user: UserRow): Emotion | null {
    const mine = this.state.votes.filter(
      (v) => v.contentId === contentId && (v.user_id === user.id || same(v.walletAddress, user.wallet_address)),
    );
    return newestFirst(mine)[0]?.emotion ?? null;
  }

  /** Spends VOTE from the wallet and records the vote plus a VOTING transaction. */
  castVote(input: {
    contentId: string;
    emotion: Emotion;
    amount: number;
    walletAddress: Address;
    userId: string;
  }): VoteRow {
    const units = parseAmount(String(input.amount));
    if (!this.adjustBalance(input.walletAddress, 'VOTE', -units)) throw new Error('Insufficient VOTE balance');
    const now = this.nowIso();
    this.addTransaction({
      id: this.nextId('tx'),
      hash: null,
      type: TransactionType.VOTING,
      status: TransactionStatus.SUCCESSFUL,
      currency_symbol: 'VOTE',
      to_currency_symbol: null,
      amount: String(input.amount),
      wallet_address: input.walletAddress,
      chain_id: 97,
      created_at: now,
      updated_at: now,
      user_id: input.userId,
      settle_at: null,
      receive_amount: null,
    });
    return this.addVote({
      id: this.nextId('vote'),
      contentId: input.contentId,
      emotion: input.emotion,
      amount: input.amount,
      walletAddress: input.walletAddress,
      user_id: input.userId,
      created_at: now,
    });
  }

  summary(period: VotePeriod): VoteSummary {
    return summarize(this.state.votes, period, this.now());
  }

  analytics(period: VotePeriod, contentId?: string): VoteAnalytics {
    return analytics(this.state.votes, period, this.now(), contentId);
  }

  trending(period: VotePeriod, limit: number): TrendingItem[] {
    return trending(this.state.votes, this.state.contents, period, this.now(), limit);
  }

  // ---- the chain stand-in (JSON-RPC) --------------------------------------------------

  chainBlockNumber(): number {
    return CHAIN_BASE_BLOCK + Math.max(0, Math.floor((this.now() - Date.parse(this.state.seedNow)) / CHAIN_BLOCK_MS));
  }

  recordChainTx(row: Omit<ChainTxRow, 'block_number' | 'created_at'>): ChainTxRow {
    const mined: ChainTxRow = { ...row, block_number: this.chainBlockNumber(), created_at: this.nowIso() };
    this.state.chainTxs.push(mined);
    this.touch();
    return mined;
  }

  findChainTx(hash: string): ChainTxRow | undefined {
    return this.state.chainTxs.find((t) => same(t.hash, hash));
  }

  private sentFrom(address: string, chainId: number): ChainTxRow[] {
    return this.state.chainTxs.filter((t) => t.chain_id === chainId && same(t.from, address));
  }

  chainNonce(address: string, chainId: number): number {
    return this.sentFrom(address, chainId).length;
  }

  /**
   * Starting balance (contracts start empty), plus what the address received, minus what it
   * sent and the fees it paid. A reverted transaction moved nothing but still paid its fee.
   */
  chainBalance(address: string, chainId: number, kind: 'native' | 'token', contracts: readonly string[] = []): bigint {
    const isContract = contracts.some((c) => same(c, address));
    const start = isContract ? 0n : (ON_CHAIN_BALANCES[address.toLowerCase()] ?? DEFAULT_ON_CHAIN_BALANCE)[kind];
    let balance = start;
    for (const t of this.state.chainTxs) {
      if (t.chain_id !== chainId) continue;
      const ok = (t.status ?? 'success') === 'success';
      const moved = BigInt(kind === 'native' ? t.value : (t.token_amount ?? '0'));
      const recipient = kind === 'native' ? t.to : (t.token_to ?? null);
      if (same(t.from, address)) {
        if (ok) balance -= moved;
        if (kind === 'native') balance -= BigInt(t.gas_used ?? '21000') * BigInt(t.effective_gas_price ?? '0');
      }
      if (ok && same(recipient, address)) balance += moved;
    }
    return balance;
  }

  /** Whether the address has sent a successful transaction to `to` on this chain (its storage slot is set). */
  hasPaid(address: string, to: string, chainId: number): boolean {
    return this.sentFrom(address, chainId).some((t) => same(t.to, to) && (t.status ?? 'success') === 'success');
  }

  // ---- names and scenarios ------------------------------------------------------------

  resolveName(address: string): string | null {
    return this.state.names[address.toLowerCase()] ?? null;
  }

  /** Drops contents, votes, transactions, transfers and balances; users and sessions stay. */
  clearData(): void {
    this.state.contents = [];
    this.state.votes = [];
    this.state.transactions = [];
    this.state.transfers = [];
    this.state.balances = [];
    this.touch();
  }
}

/** Seeds as JSON by seed instant: jest resets before every test, and parsing is ~10x faster than seeding. */
const seedCache = new Map<string, string>();

function seeded(seedNow: Date, empty: boolean): DbSnapshot {
  const key = `${seedNow.toISOString()}|${empty}`;
  let json = seedCache.get(key);
  if (json === undefined) {
    json = JSON.stringify(seedSnapshot(seedNow, { empty }));
    if (seedCache.size >= 4) seedCache.clear();
    seedCache.set(key, json);
  }
  return JSON.parse(json) as DbSnapshot;
}

/** A fresh seeded database whose clock starts at `seedNow` (default SEED_NOW). */
export function createDb(options: CreateDbOptions = {}): FixtureDb {
  const seedNow = new Date(options.seedNow ?? SEED_NOW);
  if (Number.isNaN(seedNow.getTime())) throw new Error(`Invalid seedNow: ${String(options.seedNow)}`);
  const snapshot = seeded(seedNow, options.empty ?? false);
  snapshot.clockOffsetMs = seedNow.getTime() - Date.now();
  if (options.settleDelayMs !== undefined) snapshot.settings.settleDelayMs = options.settleDelayMs;
  return new FixtureDb(snapshot);
}
