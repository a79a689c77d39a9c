import { encodeFunctionData, erc20Abi, parseEther, type Address } from 'viem';
import { TransactionStatus, TransactionType, type Transaction, type TransactionPage } from '@/api/staking/types';
import type { ChainLookup, ChainTransaction } from '../chainLookup';
import { DEMO_WALLET_ADDRESS } from '../constants';
import { getFixtureDb } from '../fixtures';
import { server } from '../server';
import { STAKING, call, giveVerifiedWallet, signInAs } from '../testHelpers';
import { transactionHandlers } from './transactions';

const HASH = `0x${'1f'.repeat(32)}`;
const deposit = {
  type: TransactionType.DEPOSIT,
  hash: HASH,
  currency_symbol: 'BNB',
  amount: '0.75',
  wallet_address: DEMO_WALLET_ADDRESS,
  chain_id: 97,
};

function demo(): string {
  giveVerifiedWallet('demo');
  return signInAs('demo').access_token;
}

describe('GET /api/transaction', () => {
  it("pages the user's transactions newest first with a total", async () => {
    const token = demo();
    const first = await call<TransactionPage>(`${STAKING}/api/transaction?page=1&size=20`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, size: 20, total: 45 });
    expect(first.body.items).toHaveLength(20);
    const last = await call<TransactionPage>(`${STAKING}/api/transaction?page=3&size=20`, { token });
    expect(last.body.items).toHaveLength(5);
    const times = first.body.items.map((t) => Date.parse(t.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Exactly the contract's fields, no internal ones.
    const item = first.body.items[0];
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        'amount',
        'chain_id',
        'created_at',
        'currency_symbol',
        'hash',
        'id',
        'status',
        'to_currency_symbol',
        'type',
        'updated_at',
        'wallet_address',
      ].sort(),
    );
    for (const tx of first.body.items) {
      expect(tx.amount).toMatch(/^\d+(\.\d+)?$/);
      expect(tx.hash === null || /^0x[0-9a-f]{64}$/.test(tx.hash)).toBe(true);
      expect(tx.wallet_address).toBe(DEMO_WALLET_ADDRESS);
    }
  });

  it('is empty for a user without a verified wallet, and 401 without a token', async () => {
    const { access_token } = signInAs('demo');
    expect((await call<TransactionPage>(`${STAKING}/api/transaction`, { token: access_token })).body).toEqual({
      items: [],
      page: 1,
      size: 20,
      total: 0,
    });
    expect((await call(`${STAKING}/api/transaction`)).status).toBe(401);
  });

  it.each([
    ['page=0', 'page must be between 1 and 1000000'],
    ['size=101', 'size must be between 1 and 100'],
    ['size=abc', 'size must be an integer'],
  ])('answers 400 for %s', async (query, error) => {
    expect(await call(`${STAKING}/api/transaction?${query}`, { token: demo() })).toMatchObject({
      status: 400,
      body: { error },
    });
  });
});

describe('POST /api/transaction', () => {
  it('records a deposit as PROCESSING that later succeeds and credits the balance', async () => {
    const token = demo();
    const created = await call<Transaction>(`${STAKING}/api/transaction`, { token, body: deposit });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: TransactionStatus.PROCESSING, hash: HASH, amount: '0.75', type: 1 });

    // settleDelayMs is 0 in jest: the next read sees it settled.
    const found = await call<Transaction>(`${STAKING}/api/transaction/hash/${HASH}`, { token });
    expect(found.body.status).toBe(TransactionStatus.SUCCESSFUL);
    expect(getFixtureDb().getBalance(DEMO_WALLET_ADDRESS, 'BNB')).toBe('3.25');
    expect(await call(`${STAKING}/api/transaction`, { token, body: deposit })).toMatchObject({ status: 409 });
  });

  it('keeps PROCESSING until the settle delay has passed', async () => {
    const token = demo();
    getFixtureDb().settings.settleDelayMs = 60_000;
    await call(`${STAKING}/api/transaction`, { token, body: deposit });
    expect((await call<Transaction>(`${STAKING}/api/transaction/hash/${HASH}`, { token })).body.status).toBe(
      TransactionStatus.PROCESSING,
    );
  });

  it('withdraws and swaps within the balance', async () => {
    const token = demo();
    const body = { currency_symbol: 'USDT', amount: '1000', wallet_address: DEMO_WALLET_ADDRESS, chain_id: 56 };
    expect(
      (await call(`${STAKING}/api/transaction`, { token, body: { ...body, type: TransactionType.WITHDRAW } })).status,
    ).toBe(201);
    expect(
      await call(`${STAKING}/api/transaction`, { token, body: { ...body, type: TransactionType.WITHDRAW } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Insufficient balance' },
    });
    const swap = await call<Transaction>(`${STAKING}/api/transaction`, {
      token,
      body: { ...body, type: TransactionType.SWAP, amount: '100', to_currency_symbol: 'VOTE' },
    });
    expect(swap.body).toMatchObject({ status: 2, to_currency_symbol: 'VOTE', hash: null });
    expect(getFixtureDb().getBalance(DEMO_WALLET_ADDRESS, 'USDT')).toBe('150.75');
    expect(getFixtureDb().getBalance(DEMO_WALLET_ADDRESS, 'VOTE')).toBe('1497');
  });

  it.each([
    [{ ...deposit, type: 9 }, 'type must be one of 1, 2, 3, 4, 5'],
    [{ ...deposit, type: TransactionType.REWARD }, 'type 3 (REWARD) and 4 (VOTING) are created by the backend only'],
    [{ ...deposit, hash: undefined }, 'hash is required for a DEPOSIT'],
    [{ ...deposit, hash: '0x1234' }, 'hash must be 0x followed by 64 hex characters'],
    [{ ...deposit, amount: 1 }, 'amount must be a decimal string such as "12.5", not a number'],
    [{ ...deposit, amount: '1,5' }, 'amount must be a decimal string such as "12.5"'],
    [{ ...deposit, amount: '0' }, 'amount must be greater than 0'],
    [{ ...deposit, chain_id: 1 }, 'chain_id must be one of 56, 97'],
    [{ ...deposit, wallet_address: '0xabc' }, 'wallet_address must be a 0x address of 40 hex characters'],
    [
      { ...deposit, wallet_address: '0x00000000000000000000000000000000000000a1' },
      'wallet_address is not your verified wallet',
    ],
    [{ ...deposit, currency_symbol: 'VOTE' }, 'Only BNB and USDT can be deposited'],
    [{ ...deposit, type: TransactionType.SWAP, hash: undefined }, 'to_currency_symbol is required for a SWAP'],
    [{ ...deposit, type: TransactionType.WITHDRAW }, 'hash is only accepted for a DEPOSIT'],
  ])('answers 400 for a bad body (%#)', async (body, error) => {
    expect(await call(`${STAKING}/api/transaction`, { token: demo(), body })).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it('404s an unknown or foreign hash', async () => {
    const token = demo();
    expect(await call(`${STAKING}/api/transaction/hash/${HASH}`, { token })).toMatchObject({
      status: 404,
      body: { error: 'Transaction not found' },
    });
    const alices = getFixtureDb().tables.transactions.find((t) => t.id.startsWith('tx_alice') && t.hash);
    expect((await call(`${STAKING}/api/transaction/hash/${alices?.hash}`, { token })).status).toBe(404);
    expect((await call(`${STAKING}/api/transaction/hash/0x12`, { token })).status).toBe(400);
  });
});

describe('POST /api/transaction with a chain to check deposits against (the fixture server)', () => {
  const DEPOSIT_CONTRACT: Address = '0x2000000000000000000000000000000000000002';
  const TOKEN: Address = '0x4000000000000000000000000000000000000004';
  let onChain: ChainTransaction | null;
  let receipt: 'success' | 'reverted' | null;
  const chain: ChainLookup = {
    contracts: (chainId) => (chainId === 97 ? { deposit: DEPOSIT_CONTRACT, stablecoin: TOKEN } : null),
    transaction: async () => onChain,
    receiptStatus: async () => receipt,
  };
  const bnbDeposit: ChainTransaction = {
    from: DEMO_WALLET_ADDRESS,
    to: DEPOSIT_CONTRACT,
    value: parseEther('0.75'),
    input: '0x',
  };

  beforeEach(() => {
    server.use(...transactionHandlers(STAKING, getFixtureDb, chain));
    onChain = bnbDeposit;
    receipt = null;
  });

  it('stays PROCESSING until the receipt exists, then credits a successful deposit once', async () => {
    const token = demo();
    expect((await call(`${STAKING}/api/transaction`, { token, body: deposit })).status).toBe(201);
    const read = () => call<Transaction>(`${STAKING}/api/transaction/hash/${HASH}`, { token });
    expect((await read()).body.status).toBe(TransactionStatus.PROCESSING);
    receipt = 'success';
    expect((await read()).body.status).toBe(TransactionStatus.SUCCESSFUL);
    expect((await read()).body.status).toBe(TransactionStatus.SUCCESSFUL);
    expect(getFixtureDb().getBalance(DEMO_WALLET_ADDRESS, 'BNB')).toBe('3.25');
    expect(await call(`${STAKING}/api/transaction`, { token, body: deposit })).toMatchObject({ status: 409 });
  });

  it('marks a reverted deposit FAILED without crediting it (also when read through the list)', async () => {
    const token = demo();
    await call(`${STAKING}/api/transaction`, { token, body: deposit });
    receipt = 'reverted';
    const page = await call<TransactionPage>(`${STAKING}/api/transaction?page=1&size=5`, { token });
    expect(page.body.items.find((t) => t.hash === HASH)?.status).toBe(TransactionStatus.FAILED);
    expect(getFixtureDb().getBalance(DEMO_WALLET_ADDRESS, 'BNB')).toBe('2.5');
  });

  it('accepts a USDT deposit only as the token transfer of that amount to the deposit contract', async () => {
    const token = demo();
    const body = { ...deposit, currency_symbol: 'USDT', amount: '10' };
    const transfer = (to: Address, amount: string) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseEther(amount)] });
    onChain = { from: DEMO_WALLET_ADDRESS, to: TOKEN, value: 0n, input: transfer(DEPOSIT_CONTRACT, '9') };
    expect(await call(`${STAKING}/api/transaction`, { token, body })).toMatchObject({
      status: 400,
      body: { error: 'The transaction does not pay 10 USDT to the deposit contract' },
    });
    onChain = { ...onChain, input: transfer(DEPOSIT_CONTRACT, '10') };
    expect((await call(`${STAKING}/api/transaction`, { token, body })).status).toBe(201);
  });

  it('refuses a hash the chain does not know, from another wallet, or paying something else', async () => {
    const token = demo();
    const refused = async (error: string) =>
      expect(await call(`${STAKING}/api/transaction`, { token, body: deposit })).toMatchObject({
        status: 400,
        body: { error },
      });
    onChain = null;
    await refused(`Transaction ${HASH} is not on chain 97`);
    onChain = { ...bnbDeposit, from: '0x9999999999999999999999999999999999999999' };
    await refused('The transaction was not sent from your verified wallet');
    onChain = { ...bnbDeposit, value: parseEther('0.5') };
    await refused('The transaction does not pay 0.75 BNB to the deposit contract');
    onChain = { ...bnbDeposit, to: TOKEN };
    await refused('The transaction does not pay 0.75 BNB to the deposit contract');
    expect(getFixtureDb().findTransactionByHash(HASH)).toBeUndefined();
  });
});
