import { http, HttpResponse } from 'msw';
import { TransactionStatus, TransactionType, type Transaction } from '@/api/staking/types';
import { makeApiStore, seedTokens, STAKING } from '@/testing/apiTestUtils';
import { server } from '@/testing/mocks/server';
import { FOLLOW_PAGE_SIZE, createTrackerApi } from './trackerApi';

const at = (minutesAgo: number) => new Date(Date.parse('2026-11-21T10:00:00Z') - minutesAgo * 60_000).toISOString();

function record(n: number, minutesAgo: number): Transaction {
  return {
    id: `tx_${n}`,
    hash: null,
    type: TransactionType.WITHDRAW,
    status: TransactionStatus.PROCESSING,
    currency_symbol: 'BNB',
    amount: '1',
    wallet_address: '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9',
    chain_id: 97,
    created_at: at(minutesAgo),
  };
}

/** A history of `count` records, newest first, one a minute; answers GET /api/transaction by page. */
function history(count: number) {
  const all = Array.from({ length: count }, (_, i) => record(i, i));
  const pages: number[] = [];
  server.use(
    http.get(`${STAKING}/api/transaction`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      pages.push(page);
      return HttpResponse.json({ items: all.slice((page - 1) * size, page * size), page, size, total: count });
    }),
  );
  return pages;
}

describe('trackerApi.getById', () => {
  beforeEach(() => seedTokens());

  it('finds a withdrawal past the newest 50 records by paging back', async () => {
    const pages = history(130);
    const api = createTrackerApi(makeApiStore().store.dispatch);
    const since = Date.parse(at(80));
    await expect(api.getById('tx_75', since)).resolves.toMatchObject({ id: 'tx_75' });
    expect(pages).toEqual([1, 2]);
    expect(FOLLOW_PAGE_SIZE).toBe(50);
  });

  it('stops once the records are older than the one followed, or at the end of the history', async () => {
    const pages = history(130);
    const api = createTrackerApi(makeApiStore().store.dispatch);
    await expect(api.getById('tx_missing', Date.parse(at(30)))).resolves.toBeNull();
    expect(pages).toEqual([1]);
    await expect(api.getById('tx_missing', Date.parse(at(500)))).resolves.toBeNull();
    expect(pages).toEqual([1, 1, 2, 3]);
  });
});
