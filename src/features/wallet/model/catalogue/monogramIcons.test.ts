import { initialsOf, luminance, monogramColour, monogramIcon } from './monogramIcons';

const svgOf = (uri: string) => decodeURIComponent(uri.slice(uri.indexOf(',') + 1));

describe('monogram icons', () => {
  it('is a rounded square with the letters, as an SVG data URI', () => {
    const svg = svgOf(monogramIcon('MM', '#F6851B'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<rect width="96" height="96" rx="22" fill="#F6851B"/>');
    expect(svg).toContain('>MM</text>');
  });

  it('keeps at most two letters and escapes markup', () => {
    expect(svgOf(monogramIcon('ABC', '#000000'))).toContain('>AB</text>');
    const svg = svgOf(monogramIcon('<&', '#000000'));
    expect(svg).toContain('>&lt;&amp;</text>');
    expect(svg).not.toContain('<&');
  });

  it('writes light letters on dark colours and dark letters on light ones', () => {
    expect(monogramColour('#000000')).toBe('#FFFFFF');
    expect(monogramColour('#0052FF')).toBe('#FFFFFF');
    expect(monogramColour('#FFFFFF')).toBe('#1A1B1F');
    expect(monogramColour('#12FF80')).toBe('#1A1B1F');
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('not a colour')).toBe(0);
  });

  it('takes initials from a wallet name', () => {
    expect(initialsOf('Coin98 Wallet')).toBe('CW');
    expect(initialsOf('phantom')).toBe('PH');
    expect(initialsOf('  ')).toBe('?');
  });
});
