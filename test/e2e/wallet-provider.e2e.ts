/**
 * The wallets the browser tests use, checked on their own (the wallet dialogs have tests of their
 * own): the injected Test Wallet on the production build (announced through EIP-6963, chain id,
 * reads from the fixture server's JSON-RPC, signatures made in Node that verify). The Demo Wallet
 * exists only in demo builds (`npm start`): its unit tests are in src/testing/demoWallet, and
 * pages.e2e.ts checks that the production build has none.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { parseEther, toHex, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { browserSuite } from './support/e2e';
import {
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  WalletRequestError,
  disconnectInWallet,
  forgetWalletChain,
  installInjectedWallet,
  rejectNext,
  setWalletAccount,
  switchWalletChain,
  walletRequest,
  walletState,
} from './support/injectedWallet';
import { waitUntil } from './support/wait';

const e2e = browserSuite('wallet-provider');

interface Announced {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
  hasRequest: boolean;
}

/** Records every EIP-6963 announcement the page hears, from before any page script runs. */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript({
    content: `window.__announced = [];
      window.addEventListener('eip6963:announceProvider', function (event) {
        var d = event.detail;
        window.__announced.push({ uuid: d.info.uuid, name: d.info.name, icon: d.info.icon, rdns: d.info.rdns,
          hasRequest: typeof (d.provider && d.provider.request) === 'function' });
      });`,
  });
}

async function announcements(page: Page): Promise<Announced[]> {
  return page.evaluate(() => (window as unknown as { __announced: Announced[] }).__announced);
}

async function expectWalletError(
  promise: Promise<unknown>,
  code: number,
  message?: RegExp,
): Promise<WalletRequestError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof WalletRequestError, `a provider error, got ${String(error)}`);
    assert.equal(error.code, code, `error code (${error.message})`);
    if (message) assert.match(error.message, message);
    return error;
  }
  assert.fail(`expected the wallet request to fail with ${code}`);
}

e2e.test(
  'the injected Test Wallet is announced, reads the fixture chain and signs in Node',
  async ({ appUrl, config, newPage }) => {
    const { page, log } = await newPage();
    await recordAnnouncements(page);
    const rpcUrls = config.rpcUrls as Record<string, string>;
    const wallet = await installInjectedWallet(page, { privateKey: generatePrivateKey(), chainId: 97, rpcUrls });
    await page.goto(`${appUrl}/`);

    // EIP-6963: announced at start-up and again on request, with the same uuid.
    const first = await announcements(page);
    const ours = first.filter((entry) => entry.rdns === TEST_WALLET_RDNS);
    assert.equal(ours.length >= 1, true, `the Test Wallet was announced: ${JSON.stringify(first)}`);
    assert.equal(ours[0]?.name, TEST_WALLET_NAME);
    assert.match(ours[0]?.icon ?? '', /^data:image\/svg\+xml,/);
    assert.match(ours[0]?.uuid ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(ours[0]?.hasRequest, true);
    await page.evaluate(() => window.dispatchEvent(new Event('eip6963:requestProvider')));
    const again = (await announcements(page)).filter((entry) => entry.rdns === TEST_WALLET_RDNS);
    assert.equal(again.length, ours.length + 1, 'announced again on eip6963:requestProvider');
    assert.equal(again.at(-1)?.uuid, ours[0]?.uuid, 'same uuid for the page session');

    // Chain id from the wallet, reads from the fixture server's JSON-RPC.
    assert.equal(await walletRequest(page, 'eth_chainId'), '0x61');
    const before = log.mark();
    assert.equal(await walletRequest(page, 'eth_getBalance', [wallet.address, 'latest']), toHex(parseEther('1')));
    assert.ok(
      log.count({ method: 'POST', path: '/rpc/97', since: before }) >= 1,
      'the read went to the configured RPC URL',
    );

    // Connect, then personal_sign: the signature verifies in Node.
    assert.deepEqual(await walletRequest(page, 'eth_accounts'), []);
    assert.deepEqual(await walletRequest(page, 'eth_requestAccounts'), [wallet.address]);
    const message = `Test Wallet smoke test\nOrigin: ${appUrl}`;
    const signature = await walletRequest<Hex>(page, 'personal_sign', [toHex(message), wallet.address]);
    assert.equal(await verifyMessage({ address: wallet.address, message, signature }), true, 'the signature verifies');
    assert.deepEqual(wallet.signed, [{ kind: 'personal_sign', address: wallet.address }]);

    // The user rejects the next signature.
    await rejectNext(page, 'personal_sign');
    await expectWalletError(walletRequest(page, 'personal_sign', [toHex(message), wallet.address]), 4001);

    // A transaction: filled from the RPC in the page, signed in Node, mined by the fixture chain.
    const hash = await walletRequest<Hex>(page, 'eth_sendTransaction', [
      { from: wallet.address, to: '0xdE9051700000000000000000000000000000De90', value: toHex(parseEther('0.01')) },
    ]);
    const receipt = await walletRequest<{ status: string; from: string }>(page, 'eth_getTransactionReceipt', [hash]);
    assert.equal(receipt.status, '0x1');
    assert.equal(receipt.from.toLowerCase(), wallet.address.toLowerCase());

    // The user switches to chain 1, which nothing configures: reads fail clearly and go nowhere.
    await switchWalletChain(page, 1);
    assert.equal(await walletRequest(page, 'eth_chainId'), '0x1');
    // (The suite checks after every test that no request left the app and fixture origins.)
    await expectWalletError(walletRequest(page, 'eth_blockNumber'), 4901, /chain 1 \(Ethereum Mainnet\)/);
    await expectWalletError(walletRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x539' }]), 4902);
    await walletRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x61' }]);

    // A reload keeps the connection, like a real wallet.
    await page.reload();
    await waitUntil(async () => (await announcements(page)).some((entry) => entry.rdns === TEST_WALLET_RDNS), {
      message: 'the announcement after reload',
    });
    assert.deepEqual(await walletRequest(page, 'eth_accounts'), [wallet.address]);
    assert.equal((await walletState(page)).chainId, 97);
  },
);

e2e.test(
  'the Test Wallet answers what wagmi asks: permissions, typed data, accounts, add-and-switch, revoke',
  async ({ appUrl, config, newPage }) => {
    const { page } = await newPage();
    const wallet = await installInjectedWallet(page, {
      privateKey: generatePrivateKey(),
      otherPrivateKeys: [generatePrivateKey()],
      chainId: 97,
      rpcUrls: config.rpcUrls as Record<string, string>,
    });
    await page.goto(`${appUrl}/`);
    await page.evaluate(() => {
      const events: Array<[string, unknown]> = [];
      (window as unknown as { __walletEvents: typeof events }).__walletEvents = events;
      const { provider } = (
        window as unknown as {
          testWallet: { provider: { on(name: string, listener: (payload: unknown) => void): void } };
        }
      ).testWallet;
      for (const name of ['accountsChanged', 'chainChanged', 'disconnect'])
        provider.on(name, (payload) => events.push([name, payload]));
    });
    const events = () =>
      page.evaluate(() => (window as unknown as { __walletEvents: Array<[string, unknown]> }).__walletEvents);

    // wagmi's injected connector asks for permissions first and reads the accounts from the caveat.
    await rejectNext(page, 'eth_requestAccounts');
    await expectWalletError(walletRequest(page, 'wallet_requestPermissions', [{ eth_accounts: {} }]), 4001);
    const permissions = await walletRequest<Array<{ parentCapability: string; caveats: Array<{ value: string[] }> }>>(
      page,
      'wallet_requestPermissions',
      [{ eth_accounts: {} }],
    );
    assert.equal(permissions[0]?.parentCapability, 'eth_accounts');
    assert.deepEqual(permissions[0]?.caveats[0]?.value, [wallet.address]);

    // EIP-712, signed in Node, verified by viem.
    const typed = {
      types: {
        Hello: [
          { name: 'who', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Hello',
      domain: { name: 'Staking', version: '1', chainId: 97 },
      message: { who: wallet.address, amount: '7' },
    } as const;
    const typedSignature = await walletRequest<Hex>(page, 'eth_signTypedData_v4', [
      wallet.address,
      JSON.stringify(typed),
    ]);
    assert.equal(
      await verifyTypedData({
        address: wallet.address,
        domain: typed.domain,
        types: typed.types,
        primaryType: 'Hello',
        message: { who: wallet.address, amount: 7n },
        signature: typedSignature,
      }),
      true,
    );

    // Another account, as the user would pick it in the wallet.
    await setWalletAccount(page, 1);
    assert.deepEqual(await walletRequest(page, 'eth_accounts'), [wallet.addresses[1]]);
    const second = await walletRequest<Hex>(page, 'personal_sign', [toHex('second'), wallet.addresses[1]]);
    assert.equal(
      await verifyMessage({ address: wallet.addresses[1] as Hex, message: 'second', signature: second }),
      true,
    );

    // A chain the wallet does not know: 4902, then wallet_addEthereumChain (validated) adds and switches.
    await forgetWalletChain(page, 56);
    await expectWalletError(walletRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x38' }]), 4902);
    const add = {
      chainId: '0x38',
      chainName: 'BNB Smart Chain',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: ['https://bsc.example'],
    };
    await expectWalletError(
      walletRequest(page, 'wallet_addEthereumChain', [
        { ...add, nativeCurrency: { ...add.nativeCurrency, decimals: 8 } },
      ]),
      -32602,
    );
    assert.equal(await walletRequest(page, 'wallet_addEthereumChain', [add]), null);
    assert.equal(await walletRequest(page, 'eth_chainId'), '0x38');

    // The site's permission revoked (wagmi's disconnect), then the user disconnecting in the wallet.
    await walletRequest(page, 'wallet_revokePermissions', [{ eth_accounts: {} }]);
    assert.deepEqual(await walletRequest(page, 'eth_accounts'), []);
    await walletRequest(page, 'eth_requestAccounts');
    await disconnectInWallet(page);
    assert.equal((await walletState(page)).connected, false);
    assert.deepEqual(await events(), [
      ['accountsChanged', [wallet.address]],
      ['accountsChanged', [wallet.addresses[1]]],
      ['chainChanged', '0x38'],
      ['accountsChanged', []],
      ['accountsChanged', [wallet.addresses[1]]],
      ['accountsChanged', []],
    ]);
    await expectWalletError(walletRequest(page, 'eth_sign', [wallet.address, '0x00']), 4200);
  },
);
