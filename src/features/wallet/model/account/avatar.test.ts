import { AVATAR_GRID, avatarFor } from './avatar';

describe('avatarFor', () => {
  const a = '0xd2135CfB216b74109775236E36d4b433F1DF507B';
  it('is the same for the same address, whatever its case', () => {
    expect(avatarFor(a)).toEqual(avatarFor(a.toLowerCase()));
  });
  it('differs between addresses', () => {
    expect(avatarFor(a)).not.toEqual(avatarFor('0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9'));
  });
  it('is a mirrored 5×5 pattern', () => {
    const { cells } = avatarFor(a);
    expect(cells).toHaveLength(AVATAR_GRID * AVATAR_GRID);
    for (let row = 0; row < AVATAR_GRID; row += 1) {
      const line = cells.slice(row * AVATAR_GRID, (row + 1) * AVATAR_GRID);
      expect(line).toEqual([...line].reverse());
    }
  });
});
