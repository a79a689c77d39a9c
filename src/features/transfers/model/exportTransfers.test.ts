import type { TransferPage, TransferRecord } from '@/api/staking/types';
import { csvCell, toCsv } from '@/lib/csv/csv';
import {
  EXPORT_PAGE_SIZE,
  MAX_EXPORT_PAGES,
  exportFileName,
  fetchAllTransfers,
  transfersToCsv,
} from './exportTransfers';

const ALICE = '0x84f21aC2bBc2D0BE8dB69CaD6BaAB5eD688AD759';
const OWN = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9';

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
