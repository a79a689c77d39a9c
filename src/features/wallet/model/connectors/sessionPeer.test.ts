import { readSessionPeer, safeIconUrl } from './sessionPeer';

describe('readSessionPeer', () => {
  it("reads the wallet's name and first usable icon", () => {
    const session = {
      peer: {
        metadata: { name: ' Trust Wallet ', icons: ['javascript:alert(1)', 'https://trustwallet.com/icon.png'] },
      },
    };
    expect(readSessionPeer(session)).toEqual({ name: 'Trust Wallet', icon: 'https://trustwallet.com/icon.png' });
  });

  it('keeps only data: images and https: URLs as icons', () => {
    expect(safeIconUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeIconUrl('data:image/svg+xml;base64,AAAA')).toBe('data:image/svg+xml;base64,AAAA');
    expect(safeIconUrl('data:text/html,<script>x</script>')).toBeUndefined();
    expect(safeIconUrl('http://wallet.test/icon.png')).toBeUndefined();
    expect(safeIconUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeIconUrl('/relative.png')).toBeUndefined();
    expect(safeIconUrl(42)).toBeUndefined();
  });

  it('gives nothing without a name, and bounds a long one', () => {
    expect(readSessionPeer(undefined)).toBeNull();
    expect(readSessionPeer({ peer: { metadata: { name: '', icons: [] } } })).toBeNull();
    expect(readSessionPeer({ peer: { metadata: { name: 'x'.repeat(200) } } })?.name).toHaveLength(60);
  });
});
