import { shortenAddress, truncateName } from './text';

describe('shortenAddress (SPEC.md section 9)', () => {
  it.each([
    ['', ''],
    ['0x1234', '0x1234'],
    ['0x12345', '0x12345'],
    ['0x123456', '0x12…3456'],
    ['0xd2135CfB216b74109775236E36d4b433F1DF507B', '0xd2…507B'],
  ])('%p → %p', (input, expected) => {
    expect(shortenAddress(input)).toBe(expected);
  });
});

describe('truncateName (SPEC.md section 9)', () => {
  it.each([
    ['Ann', 'Ann'],
    ['a'.repeat(24), 'a'.repeat(24)],
    ['a'.repeat(25), `${'a'.repeat(24)}…`],
    ['Nguyễn Thị Minh Khai Phường', 'Nguyễn Thị Minh Khai Phư…'],
    // cut at a space: no space before the ellipsis
    ['abcdefghijklmnopqrstuvw xyz', 'abcdefghijklmnopqrstuvw…'],
    // emoji count as one character and are never split
    ['😀'.repeat(30), `${'😀'.repeat(24)}…`],
  ])('%p → %p', (input, expected) => {
    expect(truncateName(input)).toBe(expected);
  });

  it('takes another limit', () => {
    expect(truncateName('abcdef', 3)).toBe('abc…');
  });
});
