import { buildUrl } from '../http';
import { toTransferHistoryParams } from './transferHistoryParams';

const WALLET = '0x1111111111111111111111111111111111111111';

describe('toTransferHistoryParams', () => {
  it('sends nothing when nothing is set', () => {
    expect(toTransferHistoryParams()).toEqual({});
    expect(toTransferHistoryParams({})).toEqual({});
    expect(toTransferHistoryParams(null)).toEqual({});
  });

  it("omits type 'all'", () => {
    expect(toTransferHistoryParams({ type: 'all' })).toEqual({});
    expect(toTransferHistoryParams({ type: 'in' })).toEqual({ type: 'in' });
    expect(toTransferHistoryParams({ type: 'out' })).toEqual({ type: 'out' });
  });

  it('omits unset values: undefined, empty or blank strings, numbers that are not finite', () => {
    expect(
      toTransferHistoryParams({
        page: undefined,
        size: Number.NaN,
        walletAddress: '' as `0x${string}`,
        fromDate: '   ',
        toDate: undefined,
      }),
    ).toEqual({});
  });

  it('keeps every set filter, in one fixed order', () => {
    const params = toTransferHistoryParams({
      toDate: '2026-11-30T23:59:59.999+07:00',
      fromDate: '2026-11-01T00:00:00+07:00',
      walletAddress: WALLET,
      type: 'out',
      size: 10,
      page: 2,
    });
    expect(params).toEqual({
      page: 2,
      size: 10,
      type: 'out',
      walletAddress: WALLET,
      fromDate: '2026-11-01T00:00:00+07:00',
      toDate: '2026-11-30T23:59:59.999+07:00',
    });
    expect(Object.keys(params)).toEqual(['page', 'size', 'type', 'walletAddress', 'fromDate', 'toDate']);
  });

  it('gives a query string with the + of an offset encoded', () => {
    const url = buildUrl(
      'http://staking.test',
      '/api/user-balance/transfer-history',
      toTransferHistoryParams({ page: 1, fromDate: '2026-11-01T00:00:00+07:00', type: 'all' }),
    );
    expect(url).toBe(
      'http://staking.test/api/user-balance/transfer-history?page=1&fromDate=2026-11-01T00%3A00%3A00%2B07%3A00',
    );
  });

  it('does not change its input', () => {
    const filters = Object.freeze({ page: 1, type: 'all' as const });
    expect(toTransferHistoryParams(filters)).toEqual({ page: 1 });
    expect(filters).toEqual({ page: 1, type: 'all' });
  });
});
