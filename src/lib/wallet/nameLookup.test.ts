import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/mocks/server';
import { installTestConfig } from '@/testing/testConfig';
import {
  createNameLookup,
  lookupName,
  NAME_CACHE_MS,
  NAME_FAILURE_RETRY_MS,
  nameLookup,
  useNameLookup,
  type NameLookupSettings,
} from './nameLookup';

const ADDRESS = '0xa0cf798816d4b9b9866b5330eea46a18382f251e';
const CHECKSUMMED = '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e';
const URL_PATTERN = 'http://names.test/v1/resolve-ens';
const settings: () => NameLookupSettings = () => ({ url: 'http://names.test', apiKey: 'test-name-key' });

/** Answers with `respond` and records each request. */
function serveNames(
  respond: (address: string | null) => Response | Promise<Response> = () => HttpResponse.json({ data: 'alice.bnb' }),
) {
  const requests: Request[] = [];
  server.use(
    http.get(URL_PATTERN, ({ request }) => {
      requests.push(request);
      return respond(new URL(request.url).searchParams.get('address'));
    }),
  );
  return requests;
}

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

afterEach(() => nameLookup.clear());

describe('lookupName', () => {
  it('asks the name service with the API key and returns the name', async () => {
    const requests = serveNames();
    await expect(lookupName(ADDRESS)).resolves.toBe('alice.bnb');
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get('address')).toBe(CHECKSUMMED);
    expect(requests[0]!.headers.get('x-api-key')).toBe('test-name-key');
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('sends no cookies and carries a timeout signal', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
      HttpResponse.json({ data: null }),
    );
    await createNameLookup({ settings, fetchImpl }).lookup(ADDRESS);
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit', headers: { 'x-api-key': 'test-name-key' } });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('caches a name for 180 minutes per address', async () => {
    const requests = serveNames();
    const time = clock();
    const lookup = createNameLookup({ settings, now: time.now });
    await lookup.lookup(ADDRESS);
    await lookup.lookup(CHECKSUMMED); // same address, other case
    time.advance(NAME_CACHE_MS - 1);
    await expect(lookup.lookup(ADDRESS)).resolves.toBe('alice.bnb');
    expect(requests).toHaveLength(1);
    time.advance(1);
    expect(lookup.peek(ADDRESS)).toBeUndefined();
    await lookup.lookup(ADDRESS);
    expect(requests).toHaveLength(2);
    expect(NAME_CACHE_MS).toBe(180 * 60 * 1000);
  });

  it('caches "no name" too', async () => {
    const requests = serveNames(() => HttpResponse.json({ data: null }));
    const lookup = createNameLookup({ settings, now: clock().now });
    await expect(lookup.lookup(ADDRESS)).resolves.toBeNull();
    await expect(lookup.lookup(ADDRESS)).resolves.toBeNull();
    expect(lookup.peek(ADDRESS)).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('shares one request between concurrent lookups of an address', async () => {
    const requests = serveNames();
    const lookup = createNameLookup({ settings });
    const answers = await Promise.all([lookup.lookup(ADDRESS), lookup.lookup(CHECKSUMMED), lookup.lookup(ADDRESS)]);
    expect(answers).toEqual(['alice.bnb', 'alice.bnb', 'alice.bnb']);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['no API key', { nameLookupApiKey: '' }],
    ['no URL', { nameLookupUrl: '' }],
  ])('makes no request with %s', async (_, overrides) => {
    const requests = serveNames();
    installTestConfig(overrides);
    await expect(lookupName(ADDRESS)).resolves.toBeNull();
    expect(requests).toHaveLength(0);
    expect(nameLookup.isEnabled()).toBe(false);
  });

  it('makes no request for something that is not an address', async () => {
    const requests = serveNames();
    await expect(lookupName('0x123')).resolves.toBeNull();
    await expect(lookupName(undefined as unknown as string)).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'down' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a body that is not JSON', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })],
    ['an unexpected shape', () => HttpResponse.json({ name: 'alice.bnb' })],
    ['a non-string name', () => HttpResponse.json({ data: 42 })],
  ])('resolves null on %s, and asks again after a minute', async (_, respond) => {
    const requests = serveNames(respond);
    const time = clock();
    const lookup = createNameLookup({ settings, now: time.now });
    await expect(lookup.lookup(ADDRESS)).resolves.toBeNull();
    await lookup.lookup(ADDRESS);
    expect(requests).toHaveLength(1);
    time.advance(NAME_FAILURE_RETRY_MS);
    await lookup.lookup(ADDRESS);
    expect(requests).toHaveLength(2);
  });

  it('gives up after its timeout', async () => {
    const fetchImpl = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    await expect(createNameLookup({ settings, fetchImpl, timeoutMs: 10 }).lookup(ADDRESS)).resolves.toBeNull();
  });

  it('treats an empty name as none and trims names', async () => {
    serveNames((address) => HttpResponse.json({ data: address === CHECKSUMMED ? '  bob.bnb ' : '' }));
    const lookup = createNameLookup({ settings });
    await expect(lookup.lookup(ADDRESS)).resolves.toBe('bob.bnb');
    await expect(lookup.lookup('0x00000000000000000000000000000000000000b2')).resolves.toBeNull();
  });
});

describe('useNameLookup', () => {
  it('is loading, then shows the name', async () => {
    serveNames();
    const { result } = renderHook(() => useNameLookup(ADDRESS));
    expect(result.current).toEqual({ name: null, loading: true, label: '0xa0…251e' });
    await waitFor(() => expect(result.current).toEqual({ name: 'alice.bnb', loading: false, label: 'alice.bnb' }));
  });

  it('answers from the cache at once', async () => {
    serveNames();
    await lookupName(ADDRESS);
    const { result } = renderHook(() => useNameLookup(ADDRESS));
    expect(result.current).toEqual({ name: 'alice.bnb', loading: false, label: 'alice.bnb' });
  });

  it('truncates a long name for display and keeps it whole in `name`', async () => {
    const long = 'a-really-long-name-for-a-wallet.bnb';
    serveNames(() => HttpResponse.json({ data: long }));
    const { result } = renderHook(() => useNameLookup(ADDRESS));
    await waitFor(() => expect(result.current.name).toBe(long));
    expect(result.current.label).toBe('a-really-long-name-for-a…');
  });

  it('follows the address it is given', async () => {
    serveNames((address) => HttpResponse.json({ data: address === CHECKSUMMED ? 'alice.bnb' : null }));
    const { result, rerender } = renderHook(({ address }) => useNameLookup(address), {
      initialProps: { address: ADDRESS },
    });
    await waitFor(() => expect(result.current.name).toBe('alice.bnb'));
    rerender({ address: '0x00000000000000000000000000000000000000b2' });
    await waitFor(() => expect(result.current).toEqual({ name: null, loading: false, label: '0x00…00b2' }));
  });

  it('is idle without an address, with an invalid one or without a key', () => {
    const requests = serveNames();
    expect(renderHook(() => useNameLookup(undefined)).result.current).toEqual({
      name: null,
      loading: false,
      label: null,
    });
    expect(renderHook(() => useNameLookup('nope')).result.current).toEqual({
      name: null,
      loading: false,
      label: 'nope',
    });
    installTestConfig({ nameLookupApiKey: '' });
    expect(renderHook(() => useNameLookup(ADDRESS)).result.current).toEqual({
      name: null,
      loading: false,
      label: '0xa0…251e',
    });
    expect(requests).toHaveLength(0);
  });

  it('stops loading when the service fails', async () => {
    serveNames(() => HttpResponse.error());
    const lookup = createNameLookup({ settings });
    const { result } = renderHook(() => useNameLookup(ADDRESS, lookup));
    await waitFor(() => expect(result.current).toMatchObject({ name: null, loading: false }));
    await act(async () => {});
  });
});
