import { cancelledAnswer, readDemoLoginRequest, signedInAnswer } from './demoLoginRequest';

const ORIGIN = 'http://127.0.0.1:3000';

describe('readDemoLoginRequest', () => {
  it('reads a request that returns to this origin', () => {
    const request = readDemoLoginRequest(
      `?client_id=production&redirect_uri=${encodeURIComponent(`${ORIGIN}/callback`)}&state=s`,
      ORIGIN,
    );
    expect(request).toMatchObject({ clientId: 'production', state: 's' });
    expect(request?.redirectUri.href).toBe(`${ORIGIN}/callback`);
  });

  it.each([
    ['another origin', `?client_id=c&redirect_uri=${encodeURIComponent('https://evil.example/callback')}&state=s`],
    ['another port', `?client_id=c&redirect_uri=${encodeURIComponent('http://127.0.0.1:4000/callback')}&state=s`],
    ['a relative address', '?client_id=c&redirect_uri=%2Fcallback&state=s'],
    ['a javascript: address', `?client_id=c&redirect_uri=${encodeURIComponent('javascript:alert(1)')}&state=s`],
    ['no redirect_uri', '?client_id=c&state=s'],
    ['no client_id', `?redirect_uri=${encodeURIComponent(`${ORIGIN}/callback`)}&state=s`],
    ['no state', `?client_id=c&redirect_uri=${encodeURIComponent(`${ORIGIN}/callback`)}`],
  ])('refuses %s', (_case, search) => {
    expect(readDemoLoginRequest(search, ORIGIN)).toBeNull();
  });
});

describe('answers', () => {
  const request = { clientId: 'c', redirectUri: new URL(`${ORIGIN}/callback?keep=1`), state: 'a&b' };

  it('carries the tokens and the state, encoded', () => {
    expect(signedInAnswer(request, { access_token: 't', session_id: 's' })).toBe(
      `${ORIGIN}/callback?keep=1&access_token=t&session_id=s&state=a%26b`,
    );
  });

  it('carries access_denied and the state', () => {
    expect(cancelledAnswer(request)).toBe(`${ORIGIN}/callback?keep=1&error=access_denied&state=a%26b`);
  });
});
