import { isCallbackPath } from './paths';

describe('isCallbackPath', () => {
  it.each([
    ['/callback', true],
    ['/callback/', true],
    ['/callbacks', false],
    ['/callback/x', false],
    ['/', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isCallbackPath(pathname)).toBe(expected);
  });
});
