import {
  checkAmount,
  fromUnits,
  maxAmount,
  parseAmountInput,
  toUnits,
  type AmountErrorCode,
  type AmountLimit,
} from './amount';

const E18 = 10n ** 18n;
const bnb = (text: string) => toUnits(text, 18) as bigint;

describe('parseAmountInput: every bad amount has its own code', () => {
  it.each<[string, string, number, AmountErrorCode]>([
    ['empty', '', 18, 'empty'],
    ['only spaces', '   ', 18, 'empty'],
    ['letters', 'abc', 18, 'notNumber'],
    ['letters after digits', '12abc', 18, 'notNumber'],
    ['a letter inside', '1o0', 18, 'notNumber'],
    ['an exponent', '1e5', 18, 'notNumber'],
    ['a plus sign', '+5', 18, 'notNumber'],
    ['two dots', '1.2.3', 18, 'grouping'],
    ['a lone dot', '.', 18, 'notNumber'],
    ['a space that is not grouping', '1 00', 18, 'grouping'],
    ['Infinity', 'Infinity', 18, 'notNumber'],
    ['NaN', 'NaN', 18, 'notNumber'],
    ['hex', '0x10', 18, 'notNumber'],
    ['a minus alone', '-', 18, 'notNumber'],
    ['negative', '-1', 18, 'negative'],
    ['negative fraction', '-0.5', 18, 'negative'],
    ['negative with space', '- 2', 18, 'negative'],
    ['a comma that could be grouping', '1,000', 18, 'ambiguous'],
    ['misplaced grouping', '1,00.5', 18, 'grouping'],
    ['zero', '0', 18, 'zero'],
    ['zero with decimals', '0.000', 18, 'zero'],
    ['19 decimals for BNB', '0.0000000000000000001', 18, 'tooManyDecimals'],
    ['7 decimals where 6 are allowed', '1.0000001', 6, 'tooManyDecimals'],
    ['a fraction of VOTE', '1.5', 0, 'wholeOnly'],
  ])('%s (%j) → %s', (_name, input, decimals, code) => {
    expect(parseAmountInput(input, decimals)).toEqual({ ok: false, code });
  });

  it.each<[string, number, bigint, string]>([
    ['1', 18, E18, '1'],
    ['0.5', 18, E18 / 2n, '0.5'],
    ['.5', 18, E18 / 2n, '0.5'],
    ['5.', 18, 5n * E18, '5'],
    [' 2.25 ', 18, (9n * E18) / 4n, '2.25'],
    ['007.10', 18, 71n * 10n ** 17n, '7.1'],
    ['0.000000000000000001', 18, 1n, '0.000000000000000001'],
    ['1.50000000000000000000', 18, (3n * E18) / 2n, '1.5'],
    ['500', 0, 500n, '500'],
    ['5.0', 0, 5n, '5'],
    ['123456789012345678901234567890', 18, 123456789012345678901234567890n * E18, '123456789012345678901234567890'],
  ])('%j with %i decimals reads exactly', (input, decimals, units, amount) => {
    expect(parseAmountInput(input, decimals)).toEqual({ ok: true, units, amount });
  });

  it('never produces a float artefact: 0.1 + 0.2 stays exact', () => {
    const a = parseAmountInput('0.1', 18);
    const b = parseAmountInput('0.2', 18);
    if (!a.ok || !b.ok) throw new Error('expected valid amounts');
    expect(fromUnits(a.units + b.units, 18)).toBe('0.3');
  });
});

describe('checkAmount: limits', () => {
  const balance = (amount: string): AmountLimit => ({ kind: 'balance', balance: bnb(amount) });
  const lessFee = (amount: string, fee: string): AmountLimit => ({
    kind: 'balanceLessFee',
    balance: bnb(amount),
    fee: bnb(fee),
  });
  const andFee = (amount: string, fee: string, native: string): AmountLimit => ({
    kind: 'balanceAndFee',
    balance: bnb(amount),
    fee: bnb(fee),
    nativeBalance: bnb(native),
  });

  it.each<[string, string, AmountLimit, AmountErrorCode | 'ok']>([
    ['unknown balance', '1', { kind: 'unknown' }, 'balanceUnknown'],
    ['format errors come first', 'abc', { kind: 'unknown' }, 'notNumber'],
    ['exactly the balance', '2.5', balance('2.5'), 'ok'],
    ['one unit over the balance', '2.500000000000000001', balance('2.5'), 'exceedsBalance'],
    ['over the balance', '3', balance('2.5'), 'exceedsBalance'],
    ['balance less fee, within', '4.99', lessFee('5', '0.0000252'), 'ok'],
    ['balance less fee, exactly', '4.9999748', lessFee('5', '0.0000252'), 'ok'],
    ['the whole balance, fee not left', '5', lessFee('5', '0.0000252'), 'exceedsBalanceLessFee'],
    ['fee larger than the balance', '0.0000001', lessFee('0.00001', '0.0000252'), 'feeExceedsBalance'],
    ['token within, fee covered', '2500', andFee('2500', '0.00024', '5'), 'ok'],
    ['token over', '2500.1', andFee('2500', '0.00024', '5'), 'exceedsBalance'],
    ['token fine but no BNB for the fee', '1', andFee('2500', '0.00024', '0.0001'), 'feeExceedsBalance'],
  ])('%s', (_name, input, limit, expected) => {
    const result = checkAmount(input, 18, limit);
    expect(result.ok ? 'ok' : result.code).toBe(expected);
  });

  it('maxAmount accounts for the fee and never goes below zero', () => {
    expect(maxAmount({ kind: 'unknown' })).toBeNull();
    expect(maxAmount(balance('2.5'))).toBe(bnb('2.5'));
    expect(fromUnits(maxAmount(lessFee('5', '0.0000252')) as bigint, 18)).toBe('4.9999748');
    expect(maxAmount(lessFee('0.00001', '0.0000252'))).toBe(0n);
    expect(maxAmount(andFee('10', '1', '0.5'))).toBe(0n);
    expect(maxAmount(andFee('10', '1', '1'))).toBe(bnb('10'));
  });

  it('Max fills in an amount that passes the check', () => {
    const limit = lessFee('5', '0.0000252');
    const max = fromUnits(maxAmount(limit) as bigint, 18);
    expect(checkAmount(max, 18, limit)).toMatchObject({ ok: true, amount: '4.9999748' });
  });
});

describe('toUnits', () => {
  it('truncates backend balances with more digits than the currency has, never rounding up', () => {
    expect(toUnits('1.99', 0, 'truncate')).toBe(1n);
    expect(toUnits('1.99', 0, 'strict')).toBeNull();
    expect(toUnits('1.00', 0, 'strict')).toBe(1n);
  });

  it('refuses anything but digits and one dot', () => {
    expect(toUnits('1e3', 18)).toBeNull();
    expect(toUnits('-1', 18)).toBeNull();
    expect(toUnits('', 18)).toBeNull();
  });
});
