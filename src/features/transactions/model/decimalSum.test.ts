import { sumDecimals } from './decimalSum';

describe('sumDecimals', () => {
  it.each<[string[], string]>([
    [[], '0'],
    [['0.1', '0.2'], '0.3'],
    [['1.75', '12', '5'], '18.75'],
    [['0.000000000000000001', '0.999999999999999999'], '1'],
    [['0.05'], '0.05'],
    [['99999999999999999999.5', '0.5'], '100000000000000000000'],
  ])('%j → %s, exactly', (values, total) => {
    expect(sumDecimals(values)).toBe(total);
  });

  it('refuses what is not a plain decimal', () => {
    expect(sumDecimals(['1', '1e3'])).toBeNull();
    expect(sumDecimals(['-1'])).toBeNull();
  });
});
