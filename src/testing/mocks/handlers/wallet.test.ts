import type { WalletVerification } from '@/api/staking/types';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { ALICE_WALLET_ADDRESS, DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '../constants';
import { getFixtureDb } from '../fixtures';
import { STAKING, call, signInAs } from '../testHelpers';

const demoWallet = privateKeyToAccount(DEMO_WALLET_PRIVATE_KEY);
const otherWallet = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

async function getNonce(token: string): Promise<string> {
  const res = await call<{ nonce: string }>(`${STAKING}/api/auth/connect-wallet`, { method: 'POST', token });
  expect(res.status).toBe(200);
  return res.body.nonce;
}

function siwe(address: `0x${string}`, nonce: string, extra: { expirationTime?: Date } = {}): string {
  return createSiweMessage({
    domain: '127.0.0.1:3000',
    address,
    statement: 'Sign in to verify your wallet.',
    uri: 'http://127.0.0.1:3000',
    version: '1',
    chainId: 97,
    nonce,
    issuedAt: new Date(),
    ...extra,
  });
}

async function signedBody(account = demoWallet, nonce: string, message = siwe(account.address, nonce)) {
  return { signature: await account.signMessage({ message }), wallet_address: account.address, message };
}

describe('wallet verification', () => {
  it('verifies a real signature of an EIP-4361 message with the issued nonce', async () => {
    const { access_token } = signInAs('demo');
    const nonce = await getNonce(access_token);
    expect(nonce).toMatch(/^[A-Za-z0-9]{16,}$/);

    expect(
      await call(`${STAKING}/api/auth/check-wallet-verified`, { method: 'POST', token: access_token }),
    ).toMatchObject({
      status: 200,
      body: { verified: false, wallet_address: null },
    });
    const res = await call<WalletVerification>(`${STAKING}/api/auth/verify-wallet`, {
      token: access_token,
      body: await signedBody(demoWallet, nonce),
    });
    expect(res).toMatchObject({ status: 200, body: { verified: true, wallet_address: DEMO_WALLET_ADDRESS } });
    expect(getFixtureDb().findUserById('usr_demo')?.wallet_address).toBe(DEMO_WALLET_ADDRESS);
    expect(
      await call(`${STAKING}/api/auth/check-wallet-verified`, { method: 'POST', token: access_token }),
    ).toMatchObject({
      body: { verified: true, wallet_address: DEMO_WALLET_ADDRESS },
    });

    // The nonce is single-use, and a second verify must go through update-wallet.
    const again = await call(`${STAKING}/api/auth/verify-wallet`, {
      token: access_token,
      body: await signedBody(demoWallet, nonce),
    });
    expect(again.status).toBe(409);
  });

  it('update-wallet replaces a verified wallet and needs one first', async () => {
    const { access_token } = signInAs('demo');
    const early = await call(`${STAKING}/api/auth/update-wallet`, {
      token: access_token,
      body: await signedBody(demoWallet, await getNonce(access_token)),
    });
    expect(early).toMatchObject({ status: 400, body: { error: 'No verified wallet yet; use verify-wallet' } });

    await call(`${STAKING}/api/auth/verify-wallet`, {
      token: access_token,
      body: await signedBody(demoWallet, await getNonce(access_token)),
    });
    const res = await call(`${STAKING}/api/auth/update-wallet`, {
      token: access_token,
      body: await signedBody(otherWallet, await getNonce(access_token)),
    });
    expect(res).toMatchObject({ status: 200, body: { verified: true, wallet_address: otherWallet.address } });
  });

  it('rejects wrong signatures, foreign or used nonces and non-SIWE messages', async () => {
    const { access_token } = signInAs('demo');
    const verify = (body: unknown) => call(`${STAKING}/api/auth/verify-wallet`, { token: access_token, body });
    const nonce = await getNonce(access_token);

    // Signed by another key than wallet_address.
    const message = siwe(demoWallet.address, nonce);
    const forged = {
      signature: await otherWallet.signMessage({ message }),
      wallet_address: demoWallet.address,
      message,
    };
    expect(await verify(forged)).toMatchObject({
      status: 400,
      body: { error: 'signature does not match wallet_address' },
    });
    // A nonce this db never issued.
    expect(await verify(await signedBody(demoWallet, 'NotIssuedByTheDb123'))).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/nonce/) },
    });
    // Another user's nonce.
    const aliceNonce = await getNonce(signInAs('alice').access_token);
    expect((await verify(await signedBody(demoWallet, aliceNonce))).status).toBe(400);
    // Not an EIP-4361 message.
    const plain = 'please let me in';
    expect(
      await verify({
        signature: await demoWallet.signMessage({ message: plain }),
        wallet_address: demoWallet.address,
        message: plain,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'message must be an EIP-4361 (Sign-In with Ethereum) message' },
    });
    // Expired message.
    const expired = siwe(demoWallet.address, nonce, { expirationTime: new Date(Date.now() - 1000) });
    expect(await verify(await signedBody(demoWallet, nonce, expired))).toMatchObject({
      status: 400,
      body: { error: 'message has expired' },
    });
    // Malformed fields.
    expect(await verify({ signature: 'xyz', wallet_address: demoWallet.address, message })).toMatchObject({
      status: 400,
      body: { error: 'signature must be a 0x hex string' },
    });
    expect(await verify({ signature: '0x00', wallet_address: '0x123', message })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^wallet_address/) },
    });
    // The good nonce was not burnt by the failures.
    expect((await verify(await signedBody(demoWallet, nonce))).status).toBe(200);
  });

  it('refuses a wallet another account has verified', async () => {
    const { access_token } = signInAs('demo');
    getFixtureDb().setUserWallet('usr_alice', demoWallet.address);
    const res = await call(`${STAKING}/api/auth/verify-wallet`, {
      token: access_token,
      body: await signedBody(demoWallet, await getNonce(access_token)),
    });
    expect(res).toMatchObject({ status: 409, body: { error: 'This wallet is verified by another account' } });
    expect(ALICE_WALLET_ADDRESS).not.toBe(demoWallet.address);
  });

  it('needs a token for every wallet operation', async () => {
    for (const path of ['connect-wallet', 'check-wallet-verified', 'verify-wallet', 'update-wallet']) {
      expect((await call(`${STAKING}/api/auth/${path}`, { method: 'POST' })).status).toBe(401);
    }
  });
});
