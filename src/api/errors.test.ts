import { didServerAct, isUnanswered, isWorthRetrying, toApiError } from './errors';
import { GENERIC_REQUEST_ERROR, type ApiError } from './http';

const http = (status: number, message = 'x'): ApiError => ({ kind: 'http', status, message });
const timeout: ApiError = { kind: 'timeout', status: 0, message: GENERIC_REQUEST_ERROR };
const dropped: ApiError = { kind: 'network', status: 0, message: GENERIC_REQUEST_ERROR };
const malformed: ApiError = { kind: 'malformed', status: 200, message: GENERIC_REQUEST_ERROR };
/** What RTK Query's `unwrap()` rejects with when the endpoint's own code threw. */
const serialized = { name: 'Error', message: 'boom', stack: 'at …' };

describe('the failure rules', () => {
  it.each<[string, unknown, 'no' | 'unknown', boolean, boolean]>([
    // name, error, did the server act?, worth retrying?, no answer?
    ['a 400', http(400), 'no', false, false],
    ['a 401', http(401), 'no', false, false],
    ['a 404', http(404), 'no', false, false],
    ['a 409', http(409), 'no', false, false],
    ['a 422', http(422), 'no', false, false],
    ['the app refusing to send (status 0)', http(0, 'Authentication token not found'), 'no', false, false],
    ['a 408', http(408), 'no', true, false],
    ['a 429', http(429), 'no', true, false],
    ['a 500', http(500), 'unknown', true, false],
    ['a 502', http(502), 'unknown', true, false],
    ['a 503', http(503), 'unknown', true, false],
    ['a timeout', timeout, 'unknown', true, true],
    ['a dropped connection', dropped, 'unknown', true, true],
    ['an unreadable success body', malformed, 'unknown', true, false],
    ["fetch's TypeError", new TypeError('Failed to fetch'), 'unknown', true, true],
    ['an AbortError', new DOMException('The operation was aborted.', 'AbortError'), 'unknown', true, true],
    ['a TimeoutError', new DOMException('The operation timed out.', 'TimeoutError'), 'unknown', true, true],
    ['a JSON parse error', new SyntaxError('Unexpected token < in JSON'), 'unknown', true, false],
    ["RTK Query's serialized error of code that threw", serialized, 'unknown', true, true],
    ['a thrown string', 'boom', 'unknown', true, true],
    ['nothing', undefined, 'unknown', true, true],
  ])('%s', (_name, error, acted, worthRetrying, unanswered) => {
    expect(didServerAct(error)).toBe(acted);
    expect(isWorthRetrying(error)).toBe(worthRetrying);
    expect(isUnanswered(error)).toBe(unanswered);
  });
});

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error: ApiError = { kind: 'http', status: 409, message: 'Not enough votes', fromServer: true };
    expect(toApiError(error)).toBe(error);
  });

  it("never passes on fetch's own words, which can hold the URL", () => {
    expect(toApiError(new TypeError('Failed to fetch https://api.example/x?token=1'))).toEqual(dropped);
    expect(toApiError({ name: 'TimeoutError', message: 'signal timed out' })).toEqual(timeout);
    expect(toApiError(new SyntaxError('Unexpected end of JSON input'))).toEqual({
      kind: 'malformed',
      status: 0,
      message: GENERIC_REQUEST_ERROR,
    });
  });

  it("keeps the message of the code's own error", () => {
    expect(toApiError(serialized)).toEqual({ kind: 'network', status: 0, message: 'boom' });
    expect(toApiError(null)).toEqual(dropped);
  });
});
