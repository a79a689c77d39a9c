import { http, HttpResponse } from 'msw';
import { server } from '@/testing/mocks/server';
import {
  checkUserRpcUrl,
  isAcceptableRpcUrl,
  readUserRpcUrl,
  removeUserRpcUrl,
  storeUserRpcUrl,
  userRpcUrlValues,
  USER_RPC_STORAGE_KEY,
} from './userRpcUrls';

const URL_56 = 'https://node.rpc.test/key';

describe('the user RPC URLs', () => {
  it('are kept per chain in localStorage, and removed one by one', () => {
    storeUserRpcUrl(56, URL_56);
    storeUserRpcUrl(97, 'http://127.0.0.1:8545');
    expect(readUserRpcUrl(56)).toBe(URL_56);
    expect(userRpcUrlValues()).toEqual([URL_56, 'http://127.0.0.1:8545']);
    removeUserRpcUrl(56);
    expect(readUserRpcUrl(56)).toBeNull();
    removeUserRpcUrl(97);
    expect(window.localStorage.getItem(USER_RPC_STORAGE_KEY)).toBeNull();
  });

  it('read a malformed stored value as none', () => {
    window.localStorage.setItem(USER_RPC_STORAGE_KEY, '["https://x.test"]');
    expect(readUserRpcUrl(0)).toBeNull();
    window.localStorage.setItem(USER_RPC_STORAGE_KEY, '{"56": 42}');
    expect(readUserRpcUrl(56)).toBeNull();
  });

  it.each([
    ['https://node.rpc.test/v1/key', true],
    ['http://localhost:8545', true],
    ['http://node.rpc.test', false],
    ['https://user:pass@node.rpc.test', false],
    ['wss://node.rpc.test', false],
    ['node.rpc.test', false],
  ])('accepts %s: %s', (url, accepted) => {
    expect(isAcceptableRpcUrl(url)).toBe(accepted);
  });
});

describe('checkUserRpcUrl', () => {
  const answer = (response: () => Response) => server.use(http.post(URL_56, response));

  it('accepts a node that answers the chain id', async () => {
    answer(() => HttpResponse.json({ jsonrpc: '2.0', id: 1, result: '0x38' }));
    await expect(checkUserRpcUrl(URL_56, 56)).resolves.toEqual({ ok: true });
    await expect(checkUserRpcUrl(URL_56, 97)).resolves.toEqual({
      ok: false,
      reason: 'wrongChain',
      answeredChainId: 56,
    });
  });

  it.each([
    ['an HTTP error', () => new HttpResponse('busy', { status: 503 }), 'unreachable'],
    ['a network error', () => HttpResponse.error(), 'unreachable'],
    ['a page, not JSON-RPC', () => new HttpResponse('<html></html>', { status: 200 }), 'notRpc'],
    ['a JSON-RPC error', () => HttpResponse.json({ jsonrpc: '2.0', id: 1, error: { code: -32601 } }), 'notRpc'],
  ] as const)('refuses %s', async (_name, response, reason) => {
    answer(response);
    await expect(checkUserRpcUrl(URL_56, 56)).resolves.toEqual({ ok: false, reason });
  });
});
