import { http, HttpResponse } from 'msw';
import { server } from '@/testing/mocks/server';
import { explorerTransactions, txListUrl } from './explorerTransactions';

const API = { url: 'https://explorer.test/v2/api', key: 'public-key' };
const WALLET = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9' as const;
const HASH = `0x${'ab'.repeat(32)}`;

const row = (change: Record<string, string> = {}) => ({
  blockNumber: '1200',
  hash: HASH,
  nonce: '7',
  from: WALLET.toLowerCase(),
  to: '0xde9051700000000000000000000000000000de90',
  value: '500000000000000000',
  input: '0x',
  ...change,
});

function answer(body: unknown, status = 200) {
  server.use(http.get('https://explorer.test/v2/api', () => HttpResponse.json(body as never, { status })));
}

describe('explorerTransactions', () => {
  it('asks for the wallet’s transactions in the range, oldest first, with the key', () => {
    const url = new URL(txListUrl(API, 56, WALLET, 100, 400));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chainid: '56',
      module: 'account',
      action: 'txlist',
      address: WALLET,
      startblock: '100',
      endblock: '400',
      page: '1',
      offset: '1000',
      sort: 'asc',
      apikey: 'public-key',
    });
  });

  it('reads the rows as chain transactions', async () => {
    answer({ status: '1', message: 'OK', result: [row()] });
    expect(await explorerTransactions(API, 56, WALLET, 100, 400)).toEqual([
      expect.objectContaining({ hash: HASH, nonce: 7, value: 5n * 10n ** 17n, blockNumber: 1200 }),
    ]);
  });

  it('"No transactions found" is an empty list; anything odd or failing is no list at all', async () => {
    answer({ status: '0', message: 'No transactions found', result: [] });
    expect(await explorerTransactions(API, 56, WALLET, 1, 2)).toEqual([]);
    answer({ status: '0', message: 'NOTOK', result: 'Invalid API Key' });
    expect(await explorerTransactions(API, 56, WALLET, 1, 2)).toBeNull();
    answer({ status: '1', message: 'OK', result: [row({ nonce: 'seven' })] });
    expect(await explorerTransactions(API, 56, WALLET, 1, 2)).toBeNull();
    answer({ error: 'busy' }, 503);
    expect(await explorerTransactions(API, 56, WALLET, 1, 2)).toBeNull();
    expect(await explorerTransactions({ url: '', key: '' }, 56, WALLET, 1, 2)).toBeNull();
  });
});
