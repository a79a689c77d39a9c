import {
  createWalletClient,
  custom,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
  type Hex,
} from 'viem';
import {
  ALICE_WALLET_ADDRESS,
  ALICE_WALLET_PRIVATE_KEY,
  DEMO_WALLET_ADDRESS,
  DEMO_WALLET_PRIVATE_KEY,
} from '@/testing/mocks/constants';
import { getFixtureDb } from '@/testing/mocks/fixtures';
import { testConfig, testContracts } from '@/testing/testConfig';
import { ProviderRpcError } from './errors';
import { createDemoWallet, DEFAULT_STORAGE_KEY, type DemoWalletOptions } from './provider';

const RPC97 = testConfig.rpcUrls[97]?.[0] ?? '';
const RPC56 = testConfig.rpcUrls[56]?.[0] ?? '';

/** A wallet over the jest fixture RPC (msw), with every fetch it makes recorded. */
function setup(overrides: Partial<DemoWalletOptions> = {}) {
  const urls: string[] = [];
  const { provider, control } = createDemoWallet({
    chains: testConfig.chains,
    rpcUrls: { 97: RPC97, 56: RPC56 },
    privateKeys: [DEMO_WALLET_PRIVATE_KEY, ALICE_WALLET_PRIVATE_KEY],
    storage: window.sessionStorage,
    origin: 'http://127.0.0.1:3000',
    fetch: (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    },
    ...overrides,
  });
  const events: Array<[string, unknown]> = [];
  for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged']) {
    provider.on(name, (payload: unknown) => events.push([name, payload]));
  }
  const request = (method: string, params?: unknown[] | object) =>
    provider.request(params === undefined ? { method } : { method, params });
  return { provider, control, events, urls, request };
}

async function rpcError(promise: Promise<unknown>): Promise<ProviderRpcError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderRpcError);
    return error as ProviderRpcError;
  }
  throw new Error('Expected the request to fail.');
}

const bsc56Params = {
  chainId: '0x38',
  chainName: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: [RPC56],
  blockExplorerUrls: ['https://bscscan.com'],
};

describe('Demo Wallet provider: accounts and connection', () => {
  it('has no accounts until connected, then the demo account; the connection survives a reload', async () => {
    const { request, events } = setup();
    await Promise.resolve();
    expect(events).toEqual([['connect', { chainId: '0x61' }]]);
    expect(await request('eth_accounts')).toEqual([]);
    expect(await request('eth_requestAccounts')).toEqual([DEMO_WALLET_ADDRESS]);
    expect(await request('eth_accounts')).toEqual([DEMO_WALLET_ADDRESS]);
    expect(events).toContainEqual(['accountsChanged', [DEMO_WALLET_ADDRESS]]);
    expect(JSON.parse(window.sessionStorage.getItem(DEFAULT_STORAGE_KEY) ?? '{}')).toMatchObject({
      connected: true,
      chainId: 97,
    });

    // A reload: a new provider over the same sessionStorage.
    const reloaded = setup();
    expect(await reloaded.request('eth_accounts')).toEqual([DEMO_WALLET_ADDRESS]);
    expect(reloaded.control.state()).toMatchObject({ connected: true, address: DEMO_WALLET_ADDRESS, chainId: 97 });
  });

  it('grants, reports and revokes eth_accounts permissions; revoking emits accountsChanged []', async () => {
    const { request, events } = setup();
    expect(await request('wallet_getPermissions')).toEqual([]);
    const granted = (await request('wallet_requestPermissions', [{ eth_accounts: {} }])) as Array<{
      parentCapability: string;
      invoker: string;
      caveats: Array<{ type: string; value: string[] }>;
    }>;
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({
      parentCapability: 'eth_accounts',
      invoker: 'http://127.0.0.1:3000',
      caveats: [{ type: 'restrictReturnedAccounts', value: [DEMO_WALLET_ADDRESS] }],
    });
    expect(await request('wallet_getPermissions')).toEqual(granted);

    expect(await request('wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull();
    expect(events.at(-1)).toEqual(['accountsChanged', []]);
    expect(await request('eth_accounts')).toEqual([]);
    expect(await request('wallet_getPermissions')).toEqual([]);
    expect(setup().control.state().connected).toBe(false);

    expect((await rpcError(request('wallet_requestPermissions', [{}]))).code).toBe(-32602);
  });

  it('rejectNext makes the next call of a method fail with 4001, once; both connection prompts count', async () => {
    const { request, control } = setup();
    control.rejectNext('eth_requestAccounts');
    const rejected = await rpcError(request('wallet_requestPermissions', [{ eth_accounts: {} }]));
    expect(rejected.code).toBe(4001);
    expect(await request('eth_accounts')).toEqual([]);
    expect(await request('eth_requestAccounts')).toEqual([DEMO_WALLET_ADDRESS]);

    control.rejectNext('personal_sign');
    expect((await rpcError(request('personal_sign', ['0x68656c6c6f', DEMO_WALLET_ADDRESS]))).code).toBe(4001);
    await expect(request('personal_sign', ['0x68656c6c6f', DEMO_WALLET_ADDRESS])).resolves.toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('setAccount switches to the second throw-away account and tells a connected site', async () => {
    const { request, control, events } = setup();
    await request('eth_requestAccounts');
    control.setAccount(1);
    expect(events.at(-1)).toEqual(['accountsChanged', [ALICE_WALLET_ADDRESS]]);
    expect(await request('eth_accounts')).toEqual([ALICE_WALLET_ADDRESS]);
    const signature = (await request('personal_sign', [toHex('from alice'), ALICE_WALLET_ADDRESS])) as Hex;
    expect(await verifyMessage({ address: ALICE_WALLET_ADDRESS, message: 'from alice', signature })).toBe(true);
    expect(() => control.setAccount(2)).toThrow(RangeError);
  });

  it('the user disconnecting in the wallet empties the accounts; a dropped connection emits disconnect, then connect again', async () => {
    const { request, control, events } = setup();
    await request('eth_requestAccounts');
    control.disconnect();
    expect(events.at(-1)).toEqual(['accountsChanged', []]);

    await request('eth_requestAccounts');
    control.dropConnection();
    const [name, error] = events.at(-1) ?? [];
    expect(name).toBe('disconnect');
    expect(error).toMatchObject({ code: 4900 });
    expect(await request('eth_chainId')).toBe('0x61');
    expect(events.at(-1)).toEqual(['connect', { chainId: '0x61' }]);
    expect(await request('eth_accounts')).toEqual([]);
  });
});

describe('Demo Wallet provider: signing', () => {
  it('personal_sign gives a signature viem verifies (hex and plain-text messages); not before connecting', async () => {
    const { request } = setup();
    const message = 'Sign in to the staking app\nNonce: abc123';
    expect((await rpcError(request('personal_sign', [toHex(message), DEMO_WALLET_ADDRESS]))).code).toBe(4100);

    await request('eth_requestAccounts');
    const signature = (await request('personal_sign', [toHex(message), DEMO_WALLET_ADDRESS])) as Hex;
    expect(await verifyMessage({ address: DEMO_WALLET_ADDRESS, message, signature })).toBe(true);
    const plain = (await request('personal_sign', ['plain text', DEMO_WALLET_ADDRESS])) as Hex;
    expect(await verifyMessage({ address: DEMO_WALLET_ADDRESS, message: 'plain text', signature: plain })).toBe(true);

    expect((await rpcError(request('personal_sign', [toHex(message), ALICE_WALLET_ADDRESS]))).code).toBe(4100);
  });

  it('eth_signTypedData_v4 signs EIP-712 data (JSON string) that viem verifies, on the active chain only', async () => {
    const { request } = setup();
    await request('eth_requestAccounts');
    const typed = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Vote: [
          { name: 'voter', type: 'address' },
          { name: 'content', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Vote',
      domain: { name: 'Staking', version: '1', chainId: 97 },
      message: { voter: DEMO_WALLET_ADDRESS, content: 'c-1', amount: '25' },
    } as const;
    const signature = (await request('eth_signTypedData_v4', [DEMO_WALLET_ADDRESS, JSON.stringify(typed)])) as Hex;
    const valid = await verifyTypedData({
      address: DEMO_WALLET_ADDRESS,
      domain: typed.domain,
      types: { Vote: typed.types.Vote },
      primaryType: 'Vote',
      message: { ...typed.message, amount: 25n },
      signature,
    });
    expect(valid).toBe(true);

    const otherChain = { ...typed, domain: { ...typed.domain, chainId: 56 } };
    expect(
      (await rpcError(request('eth_signTypedData_v4', [DEMO_WALLET_ADDRESS, JSON.stringify(otherChain)]))).code,
    ).toBe(-32602);
  });

  it('eth_sendTransaction fills nonce, gas and fees from the RPC, signs locally and sends the raw transaction', async () => {
    const { request, urls } = setup();
    await request('eth_requestAccounts');
    const to = testContracts.deposit;
    const hash = (await request('eth_sendTransaction', [
      { from: DEMO_WALLET_ADDRESS, to, value: toHex(parseEther('0.5')) },
    ])) as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = (await request('eth_getTransactionReceipt', [hash])) as { status: string; from: string };
    expect(receipt.status).toBe('0x1');
    expect(receipt.from.toLowerCase()).toBe(DEMO_WALLET_ADDRESS.toLowerCase());
    expect(getFixtureDb().findChainTx(hash)).toMatchObject({
      chain_id: 97,
      value: parseEther('0.5').toString(),
      nonce: 0,
    });
    expect(new Set(urls)).toEqual(new Set([RPC97]));

    // EIP-1559 fields given: a type-2 transaction, the next nonce.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseEther('1')] });
    const second = (await request('eth_sendTransaction', [
      { from: DEMO_WALLET_ADDRESS, to: testContracts.stablecoin, data, maxPriorityFeePerGas: '0x3b9aca00' },
    ])) as Hex;
    const tx = (await request('eth_getTransactionByHash', [second])) as { nonce: string; input: string };
    expect(tx).toMatchObject({ nonce: '0x1', input: data });
  });

  it('works as the transport of a viem wallet client (the way wagmi uses it)', async () => {
    const { provider, request } = setup();
    await request('eth_requestAccounts');
    const chain = defineChain({
      id: 97,
      name: 'BNB Smart Chain Testnet',
      nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
      rpcUrls: { default: { http: [RPC97] } },
    });
    const client = createWalletClient({ account: DEMO_WALLET_ADDRESS, chain, transport: custom(provider) });
    expect(await client.getAddresses()).toEqual([DEMO_WALLET_ADDRESS]);
    const signature = await client.signMessage({ message: 'via viem' });
    expect(await verifyMessage({ address: DEMO_WALLET_ADDRESS, message: 'via viem', signature })).toBe(true);
    const hash = await client.sendTransaction({ to: testContracts.deposit, value: parseEther('0.1') });
    const row = getFixtureDb().findChainTx(hash);
    expect(row?.from.toLowerCase()).toBe(DEMO_WALLET_ADDRESS.toLowerCase());
  });

  it('refuses a transaction from another account or for another chain', async () => {
    const { request } = setup();
    await request('eth_requestAccounts');
    expect(
      (await rpcError(request('eth_sendTransaction', [{ from: ALICE_WALLET_ADDRESS, to: DEMO_WALLET_ADDRESS }]))).code,
    ).toBe(4100);
    expect(
      (
        await rpcError(
          request('eth_sendTransaction', [{ from: DEMO_WALLET_ADDRESS, to: ALICE_WALLET_ADDRESS, chainId: '0x38' }]),
        )
      ).code,
    ).toBe(-32602);
  });

  it('keeps the gas and gas price it is given', async () => {
    const { request } = setup();
    await request('eth_requestAccounts');
    const hash = (await request('eth_sendTransaction', [
      { from: DEMO_WALLET_ADDRESS, to: ALICE_WALLET_ADDRESS, value: '0x1', gas: '0x5208', gasPrice: '0x1' },
    ])) as Hex;
    expect(getFixtureDb().findChainTx(hash)).toMatchObject({ gas: '21000', value: '1' });
  });
});

describe('Demo Wallet provider: chains', () => {
  it('answers chain id and net_version itself and forwards reads to the current chain’s RPC URL', async () => {
    const { request, urls } = setup();
    expect(await request('eth_chainId')).toBe('0x61');
    expect(await request('net_version')).toBe('97');
    expect(urls).toEqual([]);
    expect(await request('eth_getBalance', [DEMO_WALLET_ADDRESS, 'latest'])).toBe(toHex(parseEther('5')));
    expect(BigInt((await request('eth_blockNumber')) as string)).toBeGreaterThanOrEqual(40_000_000n);
    expect(urls).toEqual([RPC97, RPC97]);

    await request('wallet_switchEthereumChain', [{ chainId: '0x38' }]);
    await request('eth_blockNumber');
    expect(urls.at(-1)).toBe(RPC56);
  });

  it('switches among known chains with chainChanged; an unknown chain answers 4902 until added', async () => {
    const { request, events } = setup();
    await Promise.resolve(); // the initial 'connect'
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x38' }])).toBeNull();
    expect(events.at(-1)).toEqual(['chainChanged', '0x38']);
    expect(await request('eth_chainId')).toBe('0x38');

    const unknown = await rpcError(request('wallet_switchEthereumChain', [{ chainId: '0x539' }]));
    expect(unknown.code).toBe(4902);
    expect(await request('eth_chainId')).toBe('0x38');
    expect((await rpcError(request('wallet_switchEthereumChain', [{ chainId: '1337' }]))).code).toBe(-32602);
  });

  it('validates wallet_addEthereumChain, then adds the chain and switches to it; switching back and forth works', async () => {
    const { request, events, urls } = setup();
    const local = {
      chainId: '0x539',
      chainName: 'Local test chain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://rpc.invalid'],
    };
    for (const bad of [
      { ...local, chainId: '0x0539' },
      { ...local, chainName: '' },
      { ...local, nativeCurrency: { name: 'Ether', symbol: 'E', decimals: 18 } },
      { ...local, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 9 } },
      { ...local, rpcUrls: [] },
      { ...local, rpcUrls: ['ftp://rpc.invalid'] },
      { ...local, blockExplorerUrls: ['not a url'] },
      { ...local, extra: true },
    ]) {
      expect((await rpcError(request('wallet_addEthereumChain', [bad]))).code).toBe(-32602);
    }
    expect(await request('eth_chainId')).toBe('0x61');

    expect(await request('wallet_addEthereumChain', [local])).toBeNull();
    expect(events.at(-1)).toEqual(['chainChanged', '0x539']);
    expect(await request('eth_chainId')).toBe('0x539');
    await request('wallet_switchEthereumChain', [{ chainId: '0x61' }]);
    await request('wallet_switchEthereumChain', [{ chainId: '0x539' }]);
    expect(await request('eth_chainId')).toBe('0x539');

    // The added chain's RPC URL came from a dapp: the wallet never calls it.
    const read = await rpcError(request('eth_blockNumber'));
    expect(read.code).toBe(4901);
    expect(urls).toEqual([]);
    // Remembered across a reload.
    expect(setup().control.state()).toMatchObject({ chainId: 1337 });
  });

  it('forgetChain makes a configured chain answer 4902 until the app adds it (the wagmi add-and-retry path)', async () => {
    const { request, control } = setup();
    control.forgetChain(56);
    expect((await rpcError(request('wallet_switchEthereumChain', [{ chainId: '0x38' }]))).code).toBe(4902);
    await request('wallet_addEthereumChain', [bsc56Params]);
    expect(await request('eth_chainId')).toBe('0x38');
    expect(() => control.forgetChain(56)).toThrow(/switch away/);
  });

  it('switchChain(1) moves to a chain the app does not configure: reads fail clearly, with no request anywhere', async () => {
    const { request, control, events, urls } = setup();
    await request('eth_requestAccounts');
    control.switchChain(1);
    expect(events.at(-1)).toEqual(['chainChanged', '0x1']);
    expect(await request('eth_chainId')).toBe('0x1');
    const read = await rpcError(request('eth_getBalance', [DEMO_WALLET_ADDRESS, 'latest']));
    expect(read.code).toBe(4901);
    expect(read.message).toMatch(/chain 1 \(Ethereum Mainnet\).*no RPC URL.*97, 56/);
    expect(
      (await rpcError(request('eth_sendTransaction', [{ from: DEMO_WALLET_ADDRESS, to: ALICE_WALLET_ADDRESS }]))).code,
    ).toBe(4901);
    expect(urls).toEqual([]);
    // Signing needs no node.
    await expect(request('personal_sign', [toHex('still signs'), DEMO_WALLET_ADDRESS])).resolves.toMatch(/^0x/);

    // Back through the app's switch request.
    await request('wallet_switchEthereumChain', [{ chainId: '0x61' }]);
    expect(events.at(-1)).toEqual(['chainChanged', '0x61']);
    // Any other id the user picks is added with a placeholder name.
    control.switchChain(31337);
    expect(control.state().chains.find((chain) => chain.id === 31337)?.name).toBe('Chain 31337');
  });
});

describe('Demo Wallet provider: errors', () => {
  it('answers 4200 for methods a wallet does not offer and -32600 for a malformed request', async () => {
    const { request, provider, urls } = setup();
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_watchAsset', 'eth_subscribe']) {
      expect((await rpcError(request(method, []))).code).toBe(4200);
    }
    expect((await rpcError(provider.request({} as never))).code).toBe(-32600);
    expect(urls).toEqual([]);
  });

  it('passes a node error through with its code', async () => {
    const { request } = setup();
    const error = await rpcError(request('eth_notAMethod', []));
    expect(error.code).toBe(-32601);
    expect(error.message).toMatch(/eth_notAMethod/);
  });
});
