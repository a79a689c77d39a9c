import { buildLoginUrl, safeReturnPath, startSignIn, takeSavedSignIn } from './signInRedirect';

describe('safeReturnPath', () => {
  it.each([
    ['/wallet?tab=usdt#top', '/wallet?tab=usdt#top'],
    ['/', '/'],
    ['https://evil.example/steal', null],
    ['//evil.example/steal', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/callback?access_token=x', null],
    ['/callback/?access_token=x', null],
    ['', null],
    [null, null],
  ])('%p -> %p', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });
});

describe('startSignIn', () => {
  it('saves a random state and the return path, then redirects to the login service', () => {
    const assign = jest.fn();
    startSignIn('/somewhere?x=1', assign);
    const target = new URL(assign.mock.calls[0][0] as string);
    expect(target.origin + target.pathname).toBe('http://login.test/auth/login');
    expect(target.searchParams.get('client_id')).toBe('production');
    expect(target.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3000/callback');
    const state = target.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(takeSavedSignIn()).toEqual({ state, returnTo: '/somewhere?x=1' });
    // Read once: a replayed callback finds nothing.
    expect(takeSavedSignIn()).toEqual({ state: null, returnTo: '/' });
  });

  it('builds the documented login URL', () => {
    expect(buildLoginUrl('abc')).toBe(
      'http://login.test/auth/login?client_id=production&redirect_uri=http%3A%2F%2F127.0.0.1%3A3000%2Fcallback&state=abc',
    );
  });
});
