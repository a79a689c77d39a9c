import { TransactionStatus, TransactionType } from '@/api/staking/types';
import { privateKeyToAccount } from 'viem/accounts';
import { buildTransfer } from './builders';
import {
  ALICE_WALLET_ADDRESS,
  ALICE_WALLET_PRIVATE_KEY,
  DEMO_USER,
  DEMO_WALLET_ADDRESS,
  DEMO_WALLET_PRIVATE_KEY,
  LONG_NAME_WALLET_ADDRESS,
  SEED_NOW,
} from './constants';
import { FixtureDb, createDb } from './db';
import { SEED_COUNTS } from './seed';

describe('seed', () => {
  it('is deterministic for the same seed instant', () => {
    const a = createDb().toJSON();
    const b = createDb().toJSON();
    // Only the clock offset depends on when the db was made.
    expect({ ...a, clockOffsetMs: 0 }).toEqual({ ...b, clockOffsetMs: 0 });
    expect(a.seedNow).toBe(SEED_NOW);
  });

  it('holds the documented users, contents, transactions and transfers', () => {
    const db = createDb();
    const { tables } = db;
    expect(db.checkCredentials('demo', 'demo1234')).toMatchObject({
      name: 'Demo User',
      email: 'demo@example.org',
      wallet_address: null,
    });
    expect(db.checkCredentials('alice', 'alice1234')?.wallet_address).toBe(ALICE_WALLET_ADDRESS);
    expect(db.checkCredentials('demo', 'wrong')).toBeNull();
    expect(db.listContents('content')).toHaveLength(SEED_COUNTS.contents);
    expect(db.listContents('kyc')).toHaveLength(SEED_COUNTS.kyc);
    expect(tables.contents.some((c) => c.title.includes('<script>alert(1)</script>'))).toBe(true);
    expect(tables.transactions.filter((t) => t.wallet_address === DEMO_WALLET_ADDRESS)).toHaveLength(45);
    expect(db.listTransfers({ wallet: DEMO_WALLET_ADDRESS })).toHaveLength(60);
    expect(new Set(tables.transactions.map((t) => t.type))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(tables.votes.length).toBeGreaterThan(400);
  });

  it('uses wallet constants that match their keys', () => {
    expect(privateKeyToAccount(DEMO_WALLET_PRIVATE_KEY).address).toBe(DEMO_WALLET_ADDRESS);
    expect(privateKeyToAccount(ALICE_WALLET_PRIVATE_KEY).address).toBe(ALICE_WALLET_ADDRESS);
    expect(LONG_NAME_WALLET_ADDRESS).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('has vote history for every analytics point', () => {
    const db = createDb();
    for (const period of ['hour', 'day', 'week', 'month'] as const) {
      const points = db.analytics(period).points;
      const withVotes = points.filter((p) => p.votes > 0).length;
      expect(withVotes).toBeGreaterThanOrEqual(period === 'hour' ? 14 : 7);
      expect(points.every((p) => p.voters <= p.votes)).toBe(true);
    }
    expect(db.summary('day').total_votes).toBeGreaterThan(0);
    expect(db.trending('week', 5)).toHaveLength(5);
  });

  it('empty keeps only the users', () => {
    const db = createDb({ empty: true });
    expect(db.tables.users).toHaveLength(2);
    expect(db.tables.contents).toHaveLength(0);
    expect(db.tables.transactions).toHaveLength(0);
    expect(db.tables.transfers).toHaveLength(0);
    expect(db.tables.balances).toHaveLength(0);
    expect(db.analytics('hour').points.every((p) => p.votes === 0)).toBe(true);
  });
});

describe('sessions', () => {
  it('issues opaque tokens, refreshes and ends sessions', () => {
    const db = createDb();
    const first = db.issueSession(DEMO_USER.id);
    expect(first.access_token).toMatch(/^at_[A-Za-z0-9]{40}$/);
    expect(db.findUserByToken(first.access_token)?.username).toBe('demo');

    expect(db.expireAccessTokens()).toBe(1);
    expect(db.findUserByToken(first.access_token)).toBeUndefined();
    const refreshed = db.issueAccessToken(first.session_id);
    expect(refreshed?.session_id).toBe(first.session_id);
    expect(db.findUserByToken(refreshed?.access_token ?? '')?.id).toBe(DEMO_USER.id);

    db.endSession(first.session_id);
    expect(db.findUserByToken(refreshed?.access_token ?? '')).toBeUndefined();
    expect(db.issueAccessToken(first.session_id)).toBeNull();
  });
});

describe('balances and transactions', () => {
  it('settles a transaction after the delay and applies its balance change exactly', () => {
    const db = createDb({ settleDelayMs: 2000 });
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    const tx = db.createTransaction({
      type: TransactionType.DEPOSIT,
      hash: `0x${'ab'.repeat(32)}`,
      currency_symbol: 'USDT',
      to_currency_symbol: null,
      amount: '0.000000000000000001',
      wallet_address: DEMO_WALLET_ADDRESS,
      chain_id: 97,
      user_id: DEMO_USER.id,
    });
    expect(db.findTransactionByHash(tx.hash ?? '')?.status).toBe(TransactionStatus.PROCESSING);
    expect(db.getBalance(DEMO_WALLET_ADDRESS, 'USDT')).toBe('1250.75');

    clock.mockReturnValue(start + 2000);
    expect(db.findTransactionByHash(tx.hash ?? '')?.status).toBe(TransactionStatus.SUCCESSFUL);
    expect(db.getBalance(DEMO_WALLET_ADDRESS, 'USDT')).toBe('1250.750000000000000001');
  });

  it('fails a withdrawal that no longer fits the balance when it settles', () => {
    const db = createDb({ settleDelayMs: 0 });
    const base = {
      hash: null,
      currency_symbol: 'BNB',
      to_currency_symbol: null,
      wallet_address: DEMO_WALLET_ADDRESS,
      chain_id: 97,
      user_id: DEMO_USER.id,
    } as const;
    const first = db.createTransaction({ ...base, type: TransactionType.WITHDRAW, amount: '2' });
    const second = db.createTransaction({ ...base, type: TransactionType.WITHDRAW, amount: '2' });
    db.settleDue();
    expect(first.status).toBe(TransactionStatus.SUCCESSFUL);
    expect(first.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(second.status).toBe(TransactionStatus.FAILED);
    expect(db.getBalance(DEMO_WALLET_ADDRESS, 'BNB')).toBe('0.5');
  });

  it('moves whole votes between wallets and lists transfers newest first with filters', () => {
    const db = createDb();
    const transfer = db.transferVotes(DEMO_WALLET_ADDRESS, ALICE_WALLET_ADDRESS, 20);
    expect(db.getBalance(DEMO_WALLET_ADDRESS, 'VOTE')).toBe('480');
    expect(db.getBalance(ALICE_WALLET_ADDRESS, 'VOTE')).toBe('140');
    expect(db.listTransfers({ wallet: DEMO_WALLET_ADDRESS })[0]).toBe(transfer);
    expect(db.listTransfers({ wallet: ALICE_WALLET_ADDRESS.toLowerCase(), type: 'in' })[0]).toBe(transfer);
    expect(() => db.transferVotes(DEMO_WALLET_ADDRESS, ALICE_WALLET_ADDRESS, 10_000)).toThrow(/Insufficient/);

    const all = db.listTransfers({ wallet: DEMO_WALLET_ADDRESS });
    const times = all.map((t) => Date.parse(t.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const outgoing = db.listTransfers({ wallet: DEMO_WALLET_ADDRESS, type: 'out' });
    expect(outgoing.every((t) => t.from_wallet_address === DEMO_WALLET_ADDRESS)).toBe(true);
    const from = Date.parse('2026-11-01T00:00:00+07:00');
    const to = Date.parse('2026-11-10T23:59:59.999+07:00');
    const window = db.listTransfers({ wallet: DEMO_WALLET_ADDRESS, from, to });
    expect(window.length).toBeGreaterThan(0);
    expect(window.length).toBeLessThan(all.length);
    expect(window.every((t) => Date.parse(t.created_at) >= from && Date.parse(t.created_at) <= to)).toBe(true);

    // Bounds are inclusive.
    db.addTransfer(
      buildTransfer({
        from_wallet_address: ALICE_WALLET_ADDRESS,
        to_wallet_address: DEMO_WALLET_ADDRESS,
        created_at: new Date(to).toISOString(),
      }),
    );
    expect(db.listTransfers({ wallet: DEMO_WALLET_ADDRESS, from, to })).toHaveLength(window.length + 1);
  });

  it('casting a vote spends VOTE and records a VOTING transaction', () => {
    const db = createDb();
    const before = db.contentTally('cnt_002').total;
    db.castVote({
      contentId: 'cnt_002',
      emotion: 'haha',
      amount: 7,
      walletAddress: DEMO_WALLET_ADDRESS,
      userId: DEMO_USER.id,
    });
    expect(db.contentTally('cnt_002').total).toBe(before + 7);
    expect(db.getBalance(DEMO_WALLET_ADDRESS, 'VOTE')).toBe('493');
    const user = db.findUserById(DEMO_USER.id);
    expect(user && db.myEmotion('cnt_002', user)).toBe('haha');
    expect(user && db.listTransactions(user)[0]).toMatchObject({ type: TransactionType.VOTING, amount: '7' });
  });
});

describe('snapshots', () => {
  it('survives JSON and keeps working', () => {
    const db = createDb();
    const tokens = db.issueSession(DEMO_USER.id);
    const copy = FixtureDb.fromJSON(JSON.parse(JSON.stringify(db)));
    expect(copy.findUserByToken(tokens.access_token)?.id).toBe(DEMO_USER.id);
    expect(copy.toJSON()).toEqual(db.toJSON());
    copy.clearData();
    expect(db.tables.contents.length).toBeGreaterThan(0);
  });

  it('rejects what is not a snapshot', () => {
    expect(() => FixtureDb.fromJSON(null)).toThrow();
    expect(() => FixtureDb.fromJSON({ version: 2 })).toThrow();
    expect(() => FixtureDb.fromJSON({ ...createDb().toJSON(), votes: undefined })).toThrow(/votes/);
  });
});
