import { getAddress } from 'viem';
import { toTransferHistoryParams } from '@/api/staking/transferHistoryParams';
import type { TransferPage, TransferRecord } from '@/api/staking/types';
import { csvCell, toCsv } from '@/lib/csv/csv';
import {
  EXPORT_PAGE_SIZE,
  MAX_EXPORT_PAGES,
  exportFileName,
  fetchAllTransfers,
  transfersToCsv,
} from './exportTransfers';
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
import { checkVoteAmount as checkAmount, wholeVotes } from '@/lib/votes/wholeVotes';
import { testContracts } from '@/testing/testConfig';
import { checkRecipient, contractAddressesOf } from './transferValidation';

const ALICE = '0x84f21aC2bBc2D0BE8dB69CaD6BaAB5eD688AD759';
const OWN = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9';

describe('checkRecipient', () => {
  it('accepts a checksummed address and returns it checksummed', () => {
    expect(checkRecipient(ALICE, OWN)).toEqual({ ok: true, address: ALICE });
    expect(checkRecipient(`  ${ALICE}  `, OWN)).toEqual({ ok: true, address: ALICE });
  });

  it('accepts an all-lowercase address (it carries no checksum) and checksums it', () => {
    expect(checkRecipient(ALICE.toLowerCase(), OWN)).toEqual({ ok: true, address: getAddress(ALICE) });
  });

  it('refuses a mixed-case address whose checksum does not hold', () => {
    const typo = ALICE.replace('aC2', 'Ac2');
    expect(checkRecipient(typo, OWN)).toEqual({ ok: false, error: 'checksum' });
  });

  it('refuses what is not an address, and one’s own wallet in any case', () => {
    expect(checkRecipient('', OWN)).toEqual({ ok: false, error: 'required' });
    for (const bad of [
      '0x123',
      'alice.bnb',
      `${ALICE}00`,
      ALICE.slice(2),
      '0xZZ4f21aC2bBc2D0BE8dB69CaD6BaAB5eD688AD75',
    ]) {
      expect(checkRecipient(bad, OWN)).toEqual({ ok: false, error: 'invalid' });
    }
    expect(checkRecipient(OWN.toLowerCase(), OWN)).toEqual({ ok: false, error: 'self' });
  });

  it('refuses the zero address and any configured contract, on every offered chain', () => {
    const contracts = contractAddressesOf({
      chains: [97, 56],
      contracts: {
        97: testContracts,
        56: { ...testContracts, stablecoin: '0x55d398326f99059fF775485246999027B3197955' },
      },
    });
    expect(contracts.size).toBe(5);
    expect(checkRecipient('0x0000000000000000000000000000000000000000', OWN, contracts)).toEqual({
      ok: false,
      error: 'zero',
    });
    for (const address of [testContracts.deposit, testContracts.staking, '0x55d398326f99059ff775485246999027b3197955'])
      expect(checkRecipient(address, OWN, contracts)).toEqual({ ok: false, error: 'contract' });
    // A chain that is not offered does not count.
    expect(contractAddressesOf({ chains: [97], contracts: { 97: testContracts, 56: testContracts } }).size).toBe(4);
  });
});

describe('checkAmount', () => {
  it('takes whole votes from 1 to the balance', () => {
    expect(wholeVotes('500.75')).toBe(500n);
    expect(checkAmount('500', 500n)).toEqual({ ok: true, amount: 500 });
    expect(checkAmount('501', 500n)).toEqual({ ok: false, error: 'overBalance' });
    expect(checkAmount('0', 500n)).toEqual({ ok: false, error: 'tooSmall' });
    expect(checkAmount('1.0', 500n)).toEqual({ ok: false, error: 'notWhole' });
    expect(checkAmount(' ', 500n)).toEqual({ ok: false, error: 'required' });
  });
});

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

describe('CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
  });

  const record = (id: number): TransferRecord => ({
    id: `trf_${id}`,
    from_wallet_address: OWN,
    to_wallet_address: ALICE,
    amount: id,
    type: 'out',
    created_at: '2026-11-21T10:00:00.000Z',
  });

  it('fetches every page of the filtered view', async () => {
    const all = Array.from({ length: 230 }, (_, index) => record(index + 1));
    const fetchPage = jest.fn(async (page: number, size: number): Promise<TransferPage> => ({
      items: all.slice((page - 1) * size, page * size),
      page,
      size,
      total: all.length,
      skipped: 0,
    }));
    const { records, truncated } = await fetchAllTransfers(fetchPage);
    expect(records).toHaveLength(230);
    expect(truncated).toBe(false);
    expect(fetchPage.mock.calls).toEqual([
      [1, EXPORT_PAGE_SIZE],
      [2, EXPORT_PAGE_SIZE],
      [3, EXPORT_PAGE_SIZE],
    ]);
  });

  it('stops at the page cap when the server claims a huge total and sends only unreadable rows', async () => {
    const fetchPage = jest.fn(async (page: number, size: number): Promise<TransferPage> => ({
      items: [],
      page,
      size,
      total: 1_000_000_000,
      skipped: size,
    }));
    const result = await fetchAllTransfers(fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(MAX_EXPORT_PAGES);
    expect(MAX_EXPORT_PAGES).toBeLessThanOrEqual(52);
    expect(result).toEqual({ records: [], truncated: true, skipped: MAX_EXPORT_PAGES * EXPORT_PAGE_SIZE });
  });

  it('reads at most ceil(total / size) pages and a margin of two, even when the pages come short', async () => {
    let next = 0;
    const fetchPage = jest.fn(async (page: number, size: number): Promise<TransferPage> => ({
      items: [record((next += 1)), record((next += 1))],
      page,
      size,
      total: 250,
      skipped: 1,
    }));
    const result = await fetchAllTransfers(fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(Math.ceil(250 / EXPORT_PAGE_SIZE) + 2);
    expect(result.records).toHaveLength(10);
    expect(result).toMatchObject({ truncated: true, skipped: 5 });
  });

  it('counts the unreadable rows of a complete export without calling it cut short', async () => {
    const fetchPage = jest.fn(async (page: number, size: number): Promise<TransferPage> => ({
      items: page === 1 ? [record(1), record(2)] : [],
      page,
      size,
      total: 3,
      skipped: page === 1 ? 1 : 0,
    }));
    await expect(fetchAllTransfers(fetchPage)).resolves.toEqual({
      records: [record(1), record(2)],
      truncated: false,
      skipped: 1,
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('writes one row per transfer and names the file after the filters', () => {
    const csv = transfersToCsv([record(3)], {
      header: ['Date', 'Timestamp', 'Direction', 'From', 'To', 'Votes'],
      direction: () => 'Out',
      date: () => 'Nov 21, 2026, 5:00 PM',
    });
    expect(csv).toBe(
      `Date,Timestamp,Direction,From,To,Votes\r\n"Nov 21, 2026, 5:00 PM",2026-11-21T10:00:00.000Z,Out,${OWN},${ALICE},3\r\n`,
    );
    expect(exportFileName({ type: 'in', wallet: null, from: '2026-11-01', to: '2026-11-21', page: 2, size: 10 })).toBe(
      'vote-transfers-in-from-2026-11-01-to-2026-11-21.csv',
    );
    expect(exportFileName({ type: 'all', wallet: null, from: null, to: null, page: null, size: null })).toBe(
      'vote-transfers.csv',
    );
  });
});
