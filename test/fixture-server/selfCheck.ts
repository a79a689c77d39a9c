/**
 * A quick end-to-end check of the fixture server over real HTTP:
 *   npx tsx test/fixture-server/selfCheck.ts
 */
import assert from 'node:assert/strict';
import { parseEther, parseGwei } from 'viem';
import { DEMO_USER, DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '@/testing/mocks/constants';
import {
  TEST_CONTRACTS,
  chainClient,
  depositTotal,
  mine,
  receipt,
  sendRaw,
  setDepositsPaused,
  startMining,
  stopMining,
} from '../e2e/support/chain';
import { startFixtureServer } from './fixtureServer';

const APP = 'http://127.0.0.1:3999';

/** A wallet's speed-up while no block is mined (the replacement is mined, not the first), and a pause. */
async function checkChainHelpers(url: string): Promise<void> {
  const nonce = await chainClient(url).getTransactionCount({ address: DEMO_WALLET_ADDRESS });
  const send = (maxFee: string, tip: string) =>
    sendRaw(url, {
      privateKey: DEMO_WALLET_PRIVATE_KEY,
      to: TEST_CONTRACTS.deposit,
      value: parseEther('0.01'),
      nonce,
      gas: 100_000n,
      maxFeePerGas: parseGwei(maxFee),
      maxPriorityFeePerGas: parseGwei(tip),
    });
  await stopMining(url);
  const first = await send('10', '1');
  await assert.rejects(send('10', '2'), /replacement transaction underpriced/, 'a speed-up raises both fees');
  const faster = await send('20', '2');
  assert.equal(await receipt(url, first), null, 'nothing is mined while mining is stopped');
  assert.equal((await chainClient(url).getTransaction({ hash: faster })).blockNumber, null, 'pending');
  await mine(url, 1);
  assert.equal((await receipt(url, faster))?.status, 'success', 'the speed-up is mined');
  assert.equal(await receipt(url, first), null, 'the replaced transaction never is');
  assert.equal(await depositTotal(url), parseEther('0.01'));
  await startMining(url);

  await setDepositsPaused(url, true);
  await assert.rejects(
    chainClient(url).estimateGas({ account: DEMO_WALLET_ADDRESS, to: TEST_CONTRACTS.deposit, value: 1n }),
    /Deposits are paused/,
  );
  await setDepositsPaused(url, false);
}

async function main(): Promise<void> {
  const server = await startFixtureServer({ appOrigin: APP, settleDelayMs: 0 });
  const { url } = server;
  try {
    // Public read with CORS headers.
    const list = await fetch(`${url}/api/vote?size=5`, { headers: { Origin: APP } });
    assert.equal(list.status, 200);
    assert.equal(list.headers.get('access-control-allow-origin'), '*');
    assert.equal(((await list.json()) as { items: unknown[] }).items.length, 5);

    // Preflight.
    const preflight = await fetch(`${url}/api/auth/userinfo`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/);

    // Login form, bad then good credentials.
    const loginQuery = new URLSearchParams({ client_id: 'production', redirect_uri: `${APP}/callback`, state: 'xyz' });
    const form = await fetch(`${url}/auth/login?${loginQuery}`);
    const html = await form.text();
    assert.equal(form.status, 200);
    assert.match(html, /<label for="username">Username<\/label>/);
    assert.match(html, /Sign in<\/button>/);
    assert.match(html, /error=access_denied/);
    const evil = await fetch(
      `${url}/auth/login?client_id=production&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    );
    assert.equal(evil.status, 400);

    const post = (username: string, password: string): Promise<Response> =>
      fetch(`${url}/auth/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username,
          password,
          client_id: 'production',
          redirect_uri: `${APP}/callback`,
          state: 'xyz',
        }),
      });
    const bad = await post(DEMO_USER.username, 'wrong');
    assert.equal(bad.status, 200);
    assert.match(await bad.text(), /Invalid username or password/);
    const good = await post(DEMO_USER.username, DEMO_USER.password);
    assert.equal(good.status, 302);
    const location = new URL(good.headers.get('location') ?? '');
    assert.equal(location.origin + location.pathname, `${APP}/callback`);
    assert.equal(location.searchParams.get('state'), 'xyz');
    let token = location.searchParams.get('access_token') ?? '';

    // Authenticated call with the issued token; JSON body through the middleware.
    const me = await fetch(`${url}/api/auth/userinfo`, { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(((await me.json()) as { username: string }).username, 'demo');
    const nonce = await fetch(`${url}/api/auth/connect-wallet`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.match(((await nonce.json()) as { nonce: string }).nonce, /^[A-Za-z0-9]{16,}$/);
    const refresh = await fetch(`${url}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_id: location.searchParams.get('session_id') }),
    });
    assert.equal(refresh.status, 200);
    // The refresh rotated the session: only its new token works from now on.
    token = ((await refresh.json()) as { access_token: string }).access_token;

    // Scenarios through the control endpoint.
    const control = (name: string | null): Promise<Response> =>
      fetch(`${url}/__control/scenario`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    assert.equal((await control('server-error')).status, 204);
    assert.equal((await fetch(`${url}/api/vote`)).status, 500);
    assert.equal(
      (await fetch(`${url}/api/auth/userinfo`, { headers: { Authorization: `Bearer ${token}` } })).status,
      200,
    );
    assert.equal((await control(null)).status, 204);
    assert.equal((await fetch(`${url}/api/vote`)).status, 200);
    assert.equal((await control('nope')).status, 400);
    assert.equal((await control('token-expired')).status, 204);
    assert.equal(
      (await fetch(`${url}/api/auth/userinfo`, { headers: { Authorization: `Bearer ${token}` } })).status,
      401,
    );

    // The chain stand-in, spared by scenarios.
    const rpc = await fetch(`${url}/rpc/56`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
      ]),
    });
    const [chainId] = (await rpc.json()) as Array<{ result: string }>;
    assert.equal(chainId?.result, '0x38');
    assert.equal(rpc.headers.get('access-control-allow-origin'), '*');

    // The node's controls: down for the app (no answer at all), the tests' own path still answers.
    const chainControl = (body: object): Promise<Response> =>
      fetch(`${url}/__control/chain`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const blockNumber = (path: string): Promise<Response> =>
      fetch(`${url}${path}`, {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }),
      });
    assert.equal((await chainControl({ down: true })).status, 204);
    await assert.rejects(blockNumber('/rpc/97'), 'a node that is down does not answer');
    assert.equal((await blockNumber('/__chain/97')).status, 200);
    const mined = ((await (await blockNumber('/__chain/97')).json()) as { result: string }).result;
    assert.equal((await chainControl({ mine: 3 })).status, 204);
    const after = ((await (await blockNumber('/__chain/97')).json()) as { result: string }).result;
    assert.equal(Number(after) - Number(mined), 3, 'mine: 3 mines three blocks');
    assert.equal((await chainControl({ mining: 'sometimes' })).status, 400);
    await checkChainHelpers(url);

    // slow: delayed, then answered.
    await fetch(`${url}/__control/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'slow', slowDelayMs: 300 }),
    });
    const started = Date.now();
    assert.equal((await fetch(`${url}/api/vote?size=1`)).status, 200);
    assert.ok(Date.now() - started >= 290, 'slow delays the response');

    // Reset brings a fresh db.
    assert.equal((await fetch(`${url}/__control/reset`, { method: 'POST' })).status, 204);
    assert.equal(
      (await fetch(`${url}/api/auth/userinfo`, { headers: { Authorization: `Bearer ${token}` } })).status,
      401,
    );
    assert.equal((await fetch(`${url}/nothing-here`)).status, 404);
    assert.equal((await blockNumber('/rpc/97')).status, 200, 'reset brings the node back up');
    const reverted = ((await (await blockNumber('/rpc/97')).json()) as { result: string }).result;
    assert.equal(reverted, mined, 'reset reverts the node to its snapshot');

    console.log(`fixture server self-check passed (${url})`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
