import { formatBalance, formatDecimal, formatInteger, parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it.each([
    ['0', { negative: false, integer: '0', fraction: '' }],
    ['007.50', { negative: false, integer: '7', fraction: '50' }],
    ['-12.345', { negative: true, integer: '12', fraction: '345' }],
    ['+3', { negative: false, integer: '3', fraction: '' }],
    ['.5', { negative: false, integer: '0', fraction: '5' }],
    ['5.', { negative: false, integer: '5', fraction: '' }],
    [' 42 ', { negative: false, integer: '42', fraction: '' }],
    [123456789012345678901234567890n, { negative: false, integer: '123456789012345678901234567890', fraction: '' }],
    [0.1, { negative: false, integer: '0', fraction: '1' }],
    [1e21, { negative: false, integer: '1000000000000000000000', fraction: '' }],
  ])('reads %p', (input, expected) => {
    expect(parseDecimal(input)).toEqual(expected);
  });

  it.each(['', '-', '.', 'abc', '1e5', '1,000', '1.2.3', '--1', '0x10'])('rejects %p', (input) => {
    expect(parseDecimal(input)).toBeNull();
  });

  it.each([NaN, Infinity, -Infinity])('rejects the number %p', (input) => {
    expect(parseDecimal(input)).toBeNull();
  });
});

describe('formatBalance (SPEC.md section 9)', () => {
  it.each([
    // under 1: three decimals, cut not rounded, trailing zeros dropped
    ['0', '0'],
    ['0.0', '0'],
    ['0.0001', '<0.001'],
    ['0.000000000000000001', '<0.001'],
    ['0.0009999', '<0.001'],
    ['0.001', '0.001'],
    ['0.000', '0'],
    ['0.1', '0.1'],
    ['0.12345', '0.123'],
    ['0.9999', '0.999'],
    ['0.100', '0.1'],
    // under 100: two decimals
    ['1', '1'],
    ['1.005', '1'],
    ['1.5', '1.5'],
    ['12.345', '12.34'],
    ['99.999', '99.99'],
    // under 10,000: one decimal with grouping
    ['100', '100'],
    ['100.99', '100.9'],
    ['1234.56', '1,234.5'],
    ['9999.99', '9,999.9'],
    // above: one decimal and a suffix, cut not rounded
    ['10000', '10k'],
    ['12345.678', '12.3k'],
    ['999999.99', '999.9k'],
    ['1000000', '1m'],
    ['1250000', '1.2m'],
    ['987654321', '987.6m'],
    ['1000000000', '1b'],
    ['4560000000', '4.5b'],
    ['1000000000000', '1t'],
    ['1234567000000000', '1,234.5t'],
    // no float artefacts with 18-decimal amounts
    ['0.300000000000000004', '0.3'],
    ['123456789.123456789123456789', '123.4m'],
    // signs
    ['-0.5', '-0.5'],
    ['-0.0001', '>-0.001'],
    ['-0.000', '0'],
    ['-12345', '-12.3k'],
  ])('%s → %s', (input, expected) => {
    expect(formatBalance(input)).toBe(expected);
  });

  it('accepts numbers and bigints', () => {
    expect(formatBalance(0.1 + 0.2)).toBe('0.3');
    expect(formatBalance(1234)).toBe('1,234');
    expect(formatBalance(25_000_000n)).toBe('25m');
  });

  it('returns unreadable input as given', () => {
    expect(formatBalance('n/a')).toBe('n/a');
  });

  it.each([
    ['0.12345', '0,123'],
    ['1234.56', '1.234,5'],
    ['12345.6', '12,3k'],
    ['-2.5', '-2,5'],
  ])('uses the locale separators: vi-VN %s → %s', (input, expected) => {
    expect(formatBalance(input, 'vi-VN')).toBe(expected);
  });

  it("uses the locale's digits", () => {
    expect(formatBalance('1234.56', 'ar-EG')).toBe('١٬٢٣٤٫٥');
    expect(formatBalance('0.00012', 'ar-EG')).toBe('<٠٫٠٠١');
  });

  it('never shows an amount that is not zero as 0', () => {
    expect(formatBalance('0.00012', 'vi-VN')).toBe('<0,001');
  });
});

describe('formatDecimal', () => {
  it.each([
    ['1234567.891234', undefined, '1,234,567.891'],
    ['1234567.891234', { maxFractionDigits: 6 }, '1,234,567.891234'],
    ['1234567.8', { maxFractionDigits: 0 }, '1,234,567'],
    ['1234567.8', { grouping: false }, '1234567.8'],
    ['0.000000000000000001', { maxFractionDigits: 18 }, '0.000000000000000001'],
    ['0.000000000000000001', undefined, '0'],
    ['10.10', undefined, '10.1'],
  ])('%s with %p → %s', (input, options, expected) => {
    expect(formatDecimal(input, 'en-US', options)).toBe(expected);
  });
});

describe('formatInteger', () => {
  it.each([
    [0, '0'],
    [12345, '12,345'],
    ['9876543210', '9,876,543,210'],
    ['12.9', '12'],
  ])('%p → %s', (input, expected) => {
    expect(formatInteger(input)).toBe(expected);
  });
});
