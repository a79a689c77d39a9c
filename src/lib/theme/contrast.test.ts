import { parseHex, toHex } from './contrast';

describe('parseHex and toHex', () => {
  it('read #RRGGBB in either case as its channels', () => {
    expect(parseHex('#1976d2')).toEqual([25, 118, 210]);
    expect(parseHex('#1976D2')).toEqual([25, 118, 210]);
    expect(parseHex('#000000')).toEqual([0, 0, 0]);
    expect(parseHex('#FFFFFF')).toEqual([255, 255, 255]);
  });

  it('refuse anything but #RRGGBB, rather than read it as some other colour', () => {
    for (const bad of ['1976d2', '#fff', '#1976d2ff', '#19 6d2', 'rgb(0, 0, 0)', ''])
      expect(() => parseHex(bad)).toThrow(`Not a #RRGGBB colour: ${bad}`);
  });

  it('write upper-case #RRGGBB, each channel rounded to the nearest integer and padded', () => {
    expect(toHex([25, 118, 210])).toBe('#1976D2');
    expect(toHex([0, 5, 15])).toBe('#00050F');
    expect(toHex([31.49, 31.5, 254.6])).toBe('#1F20FF');
  });

  it('give back the colour read', () => {
    for (const hex of ['#000000', '#0A1B2C', '#7F8081', '#FFFFFF']) expect(toHex(parseHex(hex))).toBe(hex);
  });
});
