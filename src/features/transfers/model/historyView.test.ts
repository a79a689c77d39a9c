import { toTransferHistoryParams } from '@/api/staking/transferHistoryParams';
import {
  endOfSaigonDay,
  hasFilters,
  hasRangeError,
  isDay,
  isPlausibleDay,
  NO_FILTERS,
  readHistoryView,
  saigonDayOf,
  startOfSaigonDay,
  toHistoryFilters,
  writeHistoryView,
} from './historyView';

describe('history view in the address', () => {
  it('reads set filters and drops unreadable ones', () => {
    expect(readHistoryView(new URLSearchParams('type=out&from=2026-11-01&to=2026-11-30&page=2&size=50'))).toEqual({
      type: 'out',
      wallet: null,
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      size: 50,
    });
    expect(readHistoryView(new URLSearchParams('type=sideways&from=2026-02-30&to=tomorrow&page=0&size=7'))).toEqual({
      type: 'all',
      wallet: null,
      from: null,
      to: null,
      page: null,
      size: null,
    });
  });

  it('filters by a wallet address only when it is one (the API’s walletAddress)', () => {
    const wallet = '0xd2135CfB216b74109775236E36d4b433F1DF507B';
    const view = readHistoryView(new URLSearchParams({ wallet }));
    expect(view.wallet).toBe(wallet);
    expect(toHistoryFilters(view)).toEqual({ walletAddress: wallet });
    expect(writeHistoryView(view).toString()).toBe(`wallet=${wallet}`);
    expect(hasFilters(view)).toBe(true);
    // Not an address, or a mixed-case one whose checksum fails: unset.
    expect(readHistoryView(new URLSearchParams({ wallet: '0x123' })).wallet).toBeNull();
    expect(
      readHistoryView(new URLSearchParams({ wallet: '0xD2135CfB216b74109775236E36d4b433F1DF507B' })).wallet,
    ).toBeNull();
  });

  it('clears every filter with NO_FILTERS, the wallet too, and keeps the page size', () => {
    const view = readHistoryView(
      new URLSearchParams(
        'type=in&wallet=0xd2135CfB216b74109775236E36d4b433F1DF507B&from=2026-11-01&to=2026-11-30&size=50',
      ),
    );
    const cleared = { ...view, ...NO_FILTERS };
    expect(hasFilters(cleared)).toBe(false);
    expect(writeHistoryView(cleared).toString()).toBe('size=50');
  });

  it('writes only what is set, in one order', () => {
    expect(
      writeHistoryView({ type: 'all', wallet: null, from: null, to: null, page: null, size: null }).toString(),
    ).toBe('');
    expect(
      writeHistoryView({ type: 'in', wallet: null, from: '2026-11-01', to: null, page: 3, size: 10 }).toString(),
    ).toBe('type=in&from=2026-11-01&page=3&size=10');
    expect(writeHistoryView({ type: 'all', wallet: null, from: null, to: null, page: 1, size: null }).toString()).toBe(
      '',
    );
  });

  it('sends a Saigon day as its first and last instants with the +07:00 offset', () => {
    expect(startOfSaigonDay('2026-11-01')).toBe('2026-11-01T00:00:00+07:00');
    expect(endOfSaigonDay('2026-11-30')).toBe('2026-11-30T23:59:59.999+07:00');
    expect(Date.parse(startOfSaigonDay('2026-11-01'))).toBe(Date.parse('2026-10-31T17:00:00Z'));
    expect(Date.parse(endOfSaigonDay('2026-11-30'))).toBe(Date.parse('2026-11-30T16:59:59.999Z'));
  });

  it('sends only the filters that are set, never type all', () => {
    const none = toHistoryFilters(readHistoryView(new URLSearchParams('')));
    expect(toTransferHistoryParams(none)).toEqual({});
    const some = toHistoryFilters(readHistoryView(new URLSearchParams('type=all&to=2026-11-21')));
    expect(toTransferHistoryParams(some)).toEqual({ toDate: '2026-11-21T23:59:59.999+07:00' });
    const all = toHistoryFilters(
      readHistoryView(new URLSearchParams('type=in&from=2026-11-01&to=2026-11-21&page=2&size=10')),
    );
    expect(toTransferHistoryParams(all)).toEqual({
      page: 2,
      size: 10,
      type: 'in',
      fromDate: '2026-11-01T00:00:00+07:00',
      toDate: '2026-11-21T23:59:59.999+07:00',
    });
  });

  it('knows real days, Saigon days of instants and inverted ranges', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    // Years 0-99 are years 0-99, not 1900-1999 (a date field reports them while the year is typed).
    expect(isDay('0002-11-01')).toBe(true);
    expect(isDay('0004-02-29')).toBe(true);
    expect(isDay('0002-02-29')).toBe(false);
    expect(isPlausibleDay('0202-11-01')).toBe(false);
    expect(isPlausibleDay('1000-01-01')).toBe(true);
    expect(isPlausibleDay('2026-11-01')).toBe(true);
    expect(isPlausibleDay('2026-11-31')).toBe(false);
    expect(saigonDayOf('2026-11-21T16:59:59Z')).toBe('2026-11-21');
    expect(saigonDayOf('2026-11-21T17:00:00Z')).toBe('2026-11-22');
    expect(
      hasRangeError({ type: 'all', wallet: null, from: '2026-11-02', to: '2026-11-01', page: null, size: null }),
    ).toBe(true);
    expect(
      hasRangeError({ type: 'all', wallet: null, from: '2026-11-01', to: '2026-11-01', page: null, size: null }),
    ).toBe(false);
  });
});
