import { boundVerify, VERIFY_WAIT_MS } from './boundedVerify';

const ATTESTATION = 'eyJhbGciOiJFUzI1NiJ9.eyJpZCI6ImFiYyJ9.c2ln';
const PARAMS = { id: 'abc', decryptedId: 'def' } as never;

/** An answer of the verify host after `ms` (the SDK's register resolves with it). */
const after = (ms: number, value: unknown = ATTESTATION) =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));
const never = () => new Promise(() => undefined);

/** The WalletConnect provider's part that matters here: its core's Verify, answering as told. */
function bounded(answers: Array<() => Promise<unknown>>, reached: boolean[] = [true]) {
  const register = jest.fn(() => (answers.shift() as () => Promise<unknown>)());
  const verify = { register };
  const provider = { signer: { client: { core: { verify } } } };
  const probe = jest.fn(async () => reached.shift() ?? true);
  expect(boundVerify(provider, { probe })).toBe(true);
  return { verify, register, provider, probe };
}

/** One register call's outcome and how long it took, on jest's fake clock. */
async function registerTimed(verify: { register: (params: never) => Promise<unknown> }) {
  let settledAt: number | null = null;
  const started = Date.now();
  const result = verify.register(PARAMS).then((value) => {
    settledAt = Date.now() - started;
    return value;
  });
  await jest.advanceTimersByTimeAsync(VERIFY_WAIT_MS * 2);
  return { value: await result, settledAt };
}

describe('boundVerify', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("passes on the verify host's attestation when it answers within the wait", async () => {
    const { verify, register } = bounded([() => after(VERIFY_WAIT_MS - 100)]);
    expect(await registerTimed(verify)).toEqual({ value: ATTESTATION, settledAt: VERIFY_WAIT_MS - 100 });
    expect(register).toHaveBeenCalledWith(PARAMS);
  });

  it('goes on unverified after the wait when the verify host does not answer (the SDK waits 5 s)', async () => {
    const { verify } = bounded([() => after(5_000)]);
    expect(await registerTimed(verify)).toEqual({ value: '', settledAt: VERIFY_WAIT_MS });
  });

  it('goes on unverified at once when the registration fails', async () => {
    const { verify } = bounded([() => Promise.reject(new Error('attestation aborted'))]);
    expect(await registerTimed(verify)).toEqual({ value: '', settledAt: 0 });
  });

  it('after a miss, asks and waits no more until a probe reaches the verify host again', async () => {
    const { verify, register, probe } = bounded([never, () => after(100)], [true, false, true]);
    expect(await registerTimed(verify)).toEqual({ value: '', settledAt: VERIFY_WAIT_MS });
    // Unreachable: out at once, the SDK not asked, the host probed again each time.
    expect(await registerTimed(verify)).toEqual({ value: '', settledAt: 0 });
    expect(await registerTimed(verify)).toEqual({ value: '', settledAt: 0 });
    expect(register).toHaveBeenCalledTimes(1);
    expect(probe).toHaveBeenCalledTimes(3);
    // The last probe reached it: the next request waits for its attestation again.
    expect(await registerTimed(verify)).toEqual({ value: ATTESTATION, settledAt: 100 });
  });

  it('neither asks nor waits when the verify host could not be reached at all', async () => {
    const { verify, register } = bounded([() => after(100)], [false]);
    await jest.advanceTimersByTimeAsync(0);
    expect(await registerTimed(verify)).toEqual({ value: '', settledAt: 0 });
    expect(register).not.toHaveBeenCalled();
  });

  it('wraps a Verify once, however often the provider is asked for', () => {
    const { verify, provider } = bounded([]);
    const wrapped = verify.register;
    expect(boundVerify(provider)).toBe(true);
    expect(verify.register).toBe(wrapped);
  });

  it('says so when the provider has no Verify to bound', () => {
    expect(boundVerify(undefined)).toBe(false);
    expect(boundVerify({ signer: {} })).toBe(false);
  });
});
