import type { Balance, SwapQuote, TransferPage, TransferRecord } from '@/api/staking/types';
import { ALICE_WALLET_ADDRESS, DEMO_WALLET_ADDRESS } from '../constants';
import { getFixtureDb } from '../fixtures';
import { STAKING, call, giveVerifiedWallet, signInAs } from '../testHelpers';

const BASE = `${STAKING}/api/user-balance`;
const STRANGER = '0x00000000000000000000000000000000000000b2';

function demo(): string {
  giveVerifiedWallet('demo');
  return signInAs('demo').access_token;
}

describe('balances', () => {
  it('lists every balance of a wallet', async () => {
    const res = await call<Balance[]>(`${BASE}/all?walletAddress=${DEMO_WALLET_ADDRESS}`, { token: demo() });
    expect(res.status).toBe(200);
    expect(res.body.map((b) => [b.currency_symbol, b.amount])).toEqual([
      ['BNB', '2.5'],
      ['USDT', '1250.75'],
      ['VOTE', '500'],
    ]);
    expect((await call<Balance[]>(`${BASE}/all?walletAddress=${STRANGER}`, { token: demo() })).body).toEqual([]);
    expect(await call(`${BASE}/all`, { token: demo() })).toMatchObject({
      status: 400,
      body: { error: 'walletAddress query parameter is required' },
    });
    expect((await call(`${BASE}/all?walletAddress=${DEMO_WALLET_ADDRESS}`)).status).toBe(401);
  });

  it('get-or-init creates a zero balance once', async () => {
    const token = demo();
    const url = `${BASE}/get-or-init-balance?walletAddress=${STRANGER}&currencySymbol=VOTE`;
    expect(await call(url, { token })).toMatchObject({
      status: 200,
      body: { wallet_address: STRANGER, currency_symbol: 'VOTE', amount: '0' },
    });
    expect(getFixtureDb().listBalances(STRANGER)).toHaveLength(1);
    await call(url, { token });
    expect(getFixtureDb().listBalances(STRANGER)).toHaveLength(1);
    expect(
      await call(`${BASE}/get-or-init-balance?walletAddress=${STRANGER}&currencySymbol=DOGE`, { token }),
    ).toMatchObject({
      status: 400,
      body: { error: 'currencySymbol must be one of BNB, USDT, VOTE' },
    });
  });
});

describe('verify-swap-token', () => {
  const quote = (body: object) => call<SwapQuote>(`${BASE}/verify-swap-token`, { token: demo(), body });

  it('quotes with the fixed rate and fee', async () => {
    expect(
      (await quote({ walletAddress: DEMO_WALLET_ADDRESS, fromCurrency: 'BNB', toCurrency: 'VOTE', amount: '0.5' }))
        .body,
    ).toEqual({
      valid: true,
      rate: '6000',
      receiveAmount: '2991',
      fee: '0.0015',
    });
  });

  it('is not valid beyond the balance or for equal/unknown currencies', async () => {
    const base = { walletAddress: DEMO_WALLET_ADDRESS, amount: '1' };
    expect((await quote({ ...base, fromCurrency: 'BNB', toCurrency: 'USDT', amount: '3' })).body).toMatchObject({
      valid: false,
      message: 'Amount exceeds your balance',
    });
    expect((await quote({ ...base, fromCurrency: 'USDT', toCurrency: 'USDT' })).body).toMatchObject({ valid: false });
    expect((await quote({ ...base, fromCurrency: 'XYZ', toCurrency: 'USDT' })).body).toMatchObject({
      valid: false,
      message: 'Unknown currency XYZ',
    });
  });

  it('answers 400 for a malformed body', async () => {
    expect(
      await quote({ walletAddress: DEMO_WALLET_ADDRESS, fromCurrency: 'BNB', toCurrency: 'USDT', amount: 1 }),
    ).toMatchObject({ status: 400 });
    expect(await quote({ fromCurrency: 'BNB', toCurrency: 'USDT', amount: '1' })).toMatchObject({
      status: 400,
      body: { error: 'walletAddress is required' },
    });
  });
});

describe('transfer-vote', () => {
  const transfer = (body: object, token = demo()) => call<TransferRecord>(`${BASE}/transfer-vote`, { token, body });

  it('moves whole votes and records the transfer', async () => {
    const res = await transfer({
      walletAddress: DEMO_WALLET_ADDRESS,
      toWalletAddress: ALICE_WALLET_ADDRESS,
      amount: 25,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      from_wallet_address: DEMO_WALLET_ADDRESS,
      to_wallet_address: ALICE_WALLET_ADDRESS,
      amount: 25,
      type: 'out',
    });
    expect(getFixtureDb().getBalance(DEMO_WALLET_ADDRESS, 'VOTE')).toBe('475');
    expect(getFixtureDb().getBalance(ALICE_WALLET_ADDRESS, 'VOTE')).toBe('145');

    // Alice sees it as incoming.
    const alice = signInAs('alice').access_token;
    const history = await call<TransferPage>(`${BASE}/transfer-history?size=1`, { token: alice });
    expect(history.body.items[0]).toMatchObject({ id: res.body.id, type: 'in' });
  });

  it.each([
    [{ toWalletAddress: ALICE_WALLET_ADDRESS, amount: 1 }, 'walletAddress is required'],
    [
      { walletAddress: DEMO_WALLET_ADDRESS, toWalletAddress: ALICE_WALLET_ADDRESS, amount: 1.5 },
      'amount must be an integer',
    ],
    [
      { walletAddress: DEMO_WALLET_ADDRESS, toWalletAddress: ALICE_WALLET_ADDRESS, amount: 0 },
      expect.stringMatching(/^amount must be between 1/),
    ],
    [
      { walletAddress: DEMO_WALLET_ADDRESS, toWalletAddress: ALICE_WALLET_ADDRESS, amount: '5' },
      'amount must be an integer',
    ],
    [
      { walletAddress: DEMO_WALLET_ADDRESS, toWalletAddress: DEMO_WALLET_ADDRESS.toLowerCase(), amount: 1 },
      'Cannot transfer votes to the same wallet',
    ],
    [
      { walletAddress: DEMO_WALLET_ADDRESS, toWalletAddress: ALICE_WALLET_ADDRESS, amount: 501 },
      'Insufficient VOTE balance',
    ],
    [
      { walletAddress: ALICE_WALLET_ADDRESS, toWalletAddress: DEMO_WALLET_ADDRESS, amount: 1 },
      'walletAddress is not your verified wallet',
    ],
  ])('answers 400 (%#)', async (body, error) => {
    expect(await transfer(body)).toMatchObject({ status: 400, body: { error } });
  });
});

describe('transfer-history', () => {
  const history = (query: string, token = demo()) => call<TransferPage>(`${BASE}/transfer-history${query}`, { token });

  it('defaults to the verified wallet, 20 per page, newest first', async () => {
    const res = await history('');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 20, total: 60 });
    const times = res.body.items.map((t) => Date.parse(t.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await history('?page=3&size=25')).body.items).toHaveLength(10);
  });

  it('filters by type, wallet and inclusive Saigon-day bounds', async () => {
    const ins = (await history('?type=in&size=100')).body;
    const outs = (await history('?type=out&size=100')).body;
    expect(ins.total + outs.total).toBe(60);
    expect(ins.items.every((t) => t.type === 'in' && t.to_wallet_address === DEMO_WALLET_ADDRESS)).toBe(true);
    expect(outs.items.every((t) => t.type === 'out')).toBe(true);

    const from = encodeURIComponent('2026-11-01T00:00:00+07:00');
    const to = encodeURIComponent('2026-11-10T23:59:59.999+07:00');
    const days = (await history(`?fromDate=${from}&toDate=${to}&size=100`)).body;
    expect(days.total).toBeGreaterThan(0);
    expect(days.total).toBeLessThan(60);
    for (const t of days.items) {
      expect(Date.parse(t.created_at)).toBeGreaterThanOrEqual(Date.parse('2026-11-01T00:00:00+07:00'));
      expect(Date.parse(t.created_at)).toBeLessThanOrEqual(Date.parse('2026-11-10T23:59:59.999+07:00'));
    }

    const alices = (await history(`?walletAddress=${ALICE_WALLET_ADDRESS}&size=100`)).body;
    expect(alices.items.some((t) => t.from_wallet_address === ALICE_WALLET_ADDRESS && t.type === 'out')).toBe(true);
    expect(alices.items.every((t) => [t.from_wallet_address, t.to_wallet_address].includes(ALICE_WALLET_ADDRESS))).toBe(
      true,
    );
  });

  it('is an empty page for a user with no wallet', async () => {
    expect((await history('', signInAs('demo').access_token)).body).toEqual({ items: [], page: 1, size: 20, total: 0 });
  });

  it.each([
    ['?type=all', 'type must be one of in, out'],
    ['?walletAddress=0x12', 'walletAddress must be a 0x address of 40 hex characters'],
    ['?fromDate=yesterday', expect.stringMatching(/^fromDate must be an ISO 8601 date-time/)],
    // An unencoded '+' arrives as a space.
    ['?fromDate=2026-11-01T00:00:00+07:00', expect.stringMatching(/URL-encode the '\+'/)],
    ['?toDate=2026-11-01', expect.stringMatching(/^toDate must be/)],
    [
      `?fromDate=${encodeURIComponent('2026-11-10T00:00:00Z')}&toDate=${encodeURIComponent('2026-11-01T00:00:00Z')}`,
      'fromDate must not be after toDate',
    ],
    ['?size=0', 'size must be between 1 and 100'],
  ])('answers 400 for %s', async (query, error) => {
    expect(await history(query)).toMatchObject({ status: 400, body: { error } });
  });
});
