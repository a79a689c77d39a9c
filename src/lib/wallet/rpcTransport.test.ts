import { delay, http as mswHttp, HttpResponse } from 'msw';
import { createPublicClient, type Transport } from 'viem';
import { server } from '@/testing/mocks/server';
import { chainTransport, RANK_INTERVAL_MS } from './rpcTransport';

const A = 'https://a.rpc.test/';
const B = 'https://b.rpc.test/';
const USER = 'https://mine.rpc.test/v1/secret-key';

interface RpcBody {
  id: number;
  method: string;
}
type Answer = (method: string) => { result?: unknown; error?: { code: number; message: string }; status?: number };

/** A fake node at `url`: records the methods asked, answers after `latency` ms as `answer` says. */
function node(url: string, answer: Answer, latency = 0): string[] {
  const asked: string[] = [];
  server.use(
    mswHttp.post(url, async ({ request }) => {
      const body = (await request.json()) as RpcBody;
      asked.push(body.method);
      await delay(latency);
      const { status = 200, ...rest } = answer(body.method);
      if (status !== 200) return new HttpResponse('Too Many Requests', { status });
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, ...rest });
    }),
  );
  return asked;
}

const healthy =
  (block: number): Answer =>
  (method) =>
    method === 'eth_blockNumber' ? { result: `0x${block.toString(16)}` } : { result: '0x01' };

function client(transport: Transport) {
  return createPublicClient({ transport, cacheTime: 0 });
}

/** Lets the ranking's first round (started with the transport) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('chainTransport', () => {
  it('with one URL reads it alone, as before: no ranking, no extra request', async () => {
    const asked = node(A, healthy(10));
    const rpc = client(chainTransport([A], () => null));
    await settle();
    expect(asked).toEqual([]);
    await expect(rpc.request({ method: 'eth_call', params: [{ to: '0x01' }, 'latest'] } as never)).resolves.toBe(
      '0x01',
    );
    await settle();
    expect(asked).toEqual(['eth_call']);
  });

  it('moves on to the next URL when the first answers 429', async () => {
    const askedA = node(A, (method) => (method === 'eth_call' ? { status: 429 } : healthy(10)(method)));
    const askedB = node(B, healthy(10), 80); // Slower: ranked second.
    const rpc = client(chainTransport([A, B], () => null));
    await settle();
    expect(askedA).toEqual(['eth_blockNumber']); // The ranking's first ping, one per URL.
    await expect(rpc.request({ method: 'eth_call', params: [{ to: '0x01' }, 'latest'] } as never)).resolves.toBe(
      '0x01',
    );
    expect(askedA.filter((method) => method === 'eth_call')).toHaveLength(1);
    expect(askedB.filter((method) => method === 'eth_call')).toHaveLength(1);
  });

  it('gives a revert to the app as a revert, without asking the next URL', async () => {
    const revert = { error: { code: 3, message: 'execution reverted: Paused' } };
    node(A, (method) => (method === 'eth_call' ? revert : healthy(10)(method)));
    const askedB = node(B, healthy(10), 80);
    const rpc = client(chainTransport([A, B], () => null));
    await settle();
    await expect(rpc.request({ method: 'eth_call', params: [{ to: '0x01' }, 'latest'] } as never)).rejects.toThrow(
      /execution reverted: Paused/,
    );
    expect(askedB).toEqual(['eth_blockNumber']);
  });

  it('moves on when a node answers a head behind one already seen, and never goes back itself', async () => {
    let headA = 100;
    node(A, (method) => (method === 'eth_blockNumber' ? { result: `0x${headA.toString(16)}` } : { result: '0x' }));
    let headB = 101;
    const askedB = node(
      B,
      (method) => (method === 'eth_blockNumber' ? { result: `0x${headB.toString(16)}` } : { result: '0x' }),
      80,
    );
    const rpc = client(chainTransport([A, B], () => null));
    await settle(); // Ranking pings: A says 100, then B 101.
    headA = 95; // A's node fell behind.
    await expect(rpc.request({ method: 'eth_blockNumber' })).resolves.toBe('0x65'); // 101, from B
    expect(askedB.filter((method) => method === 'eth_blockNumber')).toHaveLength(2);
    headB = 99; // Both behind: the highest seen, not an older block.
    await expect(rpc.request({ method: 'eth_blockNumber' })).resolves.toBe('0x65');
  });

  it("asks the user's own URL first, and the configured ones when it fails", async () => {
    let userUrl: string | null = USER;
    const askedUser = node(USER, (method) => (method === 'eth_call' ? { status: 503 } : { result: '0x61' }));
    const askedA = node(A, healthy(10));
    const rpc = client(chainTransport([A], () => userUrl));
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('0x61');
    expect(askedA).toEqual([]);
    await expect(rpc.request({ method: 'eth_call', params: [{ to: '0x01' }, 'latest'] } as never)).resolves.toBe(
      '0x01',
    );
    expect(askedUser).toEqual(['eth_chainId', 'eth_call']);
    userUrl = null; // Removed: applies at the next request.
    await rpc.request({ method: 'eth_chainId' });
    expect(askedUser).toHaveLength(2);
  });
});

describe('ranking', () => {
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it(`pings each URL once per ${RANK_INTERVAL_MS / 1000} s, and not at all while the tab is hidden`, async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const askedA = node(A, healthy(10));
    const askedB = node(B, healthy(10));
    client(chainTransport([A, B], () => null));
    await jest.advanceTimersByTimeAsync(100);
    expect([askedA.length, askedB.length]).toEqual([1, 1]);
    await jest.advanceTimersByTimeAsync(RANK_INTERVAL_MS);
    expect([askedA.length, askedB.length]).toEqual([2, 2]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    await jest.advanceTimersByTimeAsync(RANK_INTERVAL_MS * 10);
    expect([askedA.length, askedB.length]).toEqual([2, 2]);
  });
});
