import { isStrictHex } from './strictHex';

describe('isStrictHex (SPEC.md section 5)', () => {
  it.each(['0x00', '0xAbCd', `0x${'1b'.repeat(65)}`])('accepts %s', (value) => {
    expect(isStrictHex(value)).toBe(true);
  });

  it.each([
    ['no digits', '0x'],
    ['an odd length', '0xabc'],
    ['no prefix', 'abcd'],
    ['an upper-case prefix', '0XABCD'],
    ['a non-hex digit', '0xabcg'],
    ['spaces', ' 0xabcd'],
    ['a line break', '0xabcd\n'],
    ['not a string', 0xabcd],
  ])('refuses %s', (_name, value) => {
    expect(isStrictHex(value)).toBe(false);
  });
});
