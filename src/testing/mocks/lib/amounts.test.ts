import { addAmounts, compareAmounts, formatAmount, isWholeAmount, parseAmount, subtractAmounts } from './amounts';

describe('amounts', () => {
  it('round-trips decimal strings through scaled BigInt', () => {
    for (const value of ['0', '1', '12.5', '0.000000000000000001', '1250.75', '123456789012345678901234.5']) {
      expect(formatAmount(parseAmount(value))).toBe(value);
    }
    expect(formatAmount(parseAmount('007.500'))).toBe('7.5');
  });

  it('adds and subtracts exactly where floats would not', () => {
    expect(addAmounts('0.1', '0.2')).toBe('0.3');
    expect(subtractAmounts('1250.75', '0.000000000000000001')).toBe('1250.749999999999999999');
    expect(subtractAmounts('1', '2.5')).toBe('-1.5');
  });

  it('compares and recognises whole amounts', () => {
    expect(compareAmounts('10', '9.999')).toBe(1);
    expect(compareAmounts('2.50', '2.5')).toBe(0);
    expect(compareAmounts('0.1', '1')).toBe(-1);
    expect(isWholeAmount('12')).toBe(true);
    expect(isWholeAmount('12.000')).toBe(true);
    expect(isWholeAmount('12.01')).toBe(false);
  });

  it('rejects what the contract does not allow', () => {
    expect(() => parseAmount('1e3')).toThrow();
    expect(() => parseAmount('-1')).toThrow();
    expect(() => parseAmount('1.')).toThrow();
    expect(() => parseAmount('0.1234567890123456789')).toThrow(/decimal places/);
  });
});
