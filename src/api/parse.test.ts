import { asCount, asPositiveInteger, cutList, cutPage, listOf, pageOf, type Parser } from './parse';

const evenOnly: Parser<number> = (value) => (typeof value === 'number' && value % 2 === 0 ? value : undefined);

describe('numbers that cannot be negative', () => {
  it('asCount takes 0 and up, asPositiveInteger 1 and up; fractions, strings and NaN never', () => {
    expect([0, 7, -1, 1.5, '3', Number.NaN].map(asCount)).toEqual([0, 7, undefined, undefined, undefined, undefined]);
    expect([1, 20, 0, -20].map(asPositiveInteger)).toEqual([1, 20, undefined, undefined]);
  });
});

describe('listOf and pageOf', () => {
  it('skip and count the rows that do not parse instead of failing the list', () => {
    expect(listOf(evenOnly)([2, 3, 4, 'x'])).toEqual({ items: [2, 4], skipped: 2 });
    expect(listOf(evenOnly)('nope')).toBeUndefined();
    expect(pageOf(evenOnly)({ items: [1, 2], page: 2, size: 2, total: 9 })).toEqual({
      items: [2],
      skipped: 1,
      page: 2,
      size: 2,
      total: 9,
    });
  });

  it('fall back when counts are left out, and refuse a page below 1, a size below 1 or a negative total', () => {
    expect(pageOf(evenOnly)({ items: [2, 4, 5] })).toEqual({ items: [2, 4], skipped: 1, page: 1, size: 3, total: 3 });
    for (const counts of [{ page: 0 }, { page: -2 }, { size: 0 }, { size: -5 }, { total: -1 }, { total: 1.5 }])
      expect(pageOf(evenOnly)({ items: [2], ...counts })).toBeUndefined();
  });

  it('cut a page to the size asked for and a list to its limit', () => {
    const page = { items: [2, 4, 6, 8], skipped: 1, page: 1, size: 100, total: 40 };
    expect(cutPage(page, 2)).toEqual({ items: [2, 4], skipped: 1, page: 1, size: 2, total: 40 });
    expect(cutList({ items: [2, 4, 6], skipped: 0 }, 2)).toEqual({ items: [2, 4], skipped: 0 });
  });
});
