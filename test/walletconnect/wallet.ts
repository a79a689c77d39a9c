/**
 * A real WalletConnect wallet for the browser tests: @walletconnect/sign-client (the version the
 * app's ethereum-provider pins) running in the test process, on the local relay (relay.ts). It
 * pairs with the URI the app shows, approves (or rejects) the proposal for eip155:97 and 56, and
 * answers requests with a test key: personal_sign, eth_signTypedData_v4, eth_sendTransaction
 * (signed here, sent to the chain's configured RPC URL), wallet_switchEthereumChain. From its
 * side a test can switch chain, change account and disconnect.
 */
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes, SignClientTypes, Verify } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import { createWalletClient, http, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { bsc, bscTestnet } from 'viem/chains';
import { waitForRecord } from './waitFor';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

export interface WalletRequestRecord {
  at: number;
  method: string;
  params: unknown;
  chainId: string;
  /** What the SDK made of the request's Verify attestation: VALID, INVALID or UNKNOWN. */
  validation: string;
}

export interface TestWalletOptions {
  relayUrl: string;
  privateKey: Hex;
  /** JSON-RPC URL per chain id, for eth_sendTransaction. */
  rpcUrls?: Record<number, string>;
  /** Chains approved, the first one active. */
  chains?: number[];
  name?: string;
  /** The icon the session announces (data: or https:). */
  icon?: string;
  /**
   * The verify service's public key (test/walletconnect/verifyHost.ts): the SDK then checks each
   * attestation itself, as a wallet does. Without it, or without an attestation, nothing is asked.
   */
  verifyKey?: JsonWebKey;
}

export interface TestWallet {
  readonly client: Client;
  readonly requests: WalletRequestRecord[];
  readonly account: PrivateKeyAccount;
  /** Pairs with `uri` and approves the proposal that arrives (or rejects it with `reject`). */
  pair(uri: string, options?: { reject?: boolean }): Promise<SessionTypes.Struct | null>;
  /** The proposal's arrival time after pair() (for timing). */
  readonly proposalAt: number | null;
  /** The last proposal's Verify context, as the SDK gave it to the wallet. */
  readonly proposalVerify: Verify.Context | null;
  /** Rejects the next request (e.g. a signature) instead of answering it. */
  rejectNextRequest(): void;
  waitForRequest(method: string, options?: { since?: number; timeoutMs?: number }): Promise<WalletRequestRecord>;
  /** Switches chain from the wallet's side: session_event chainChanged. */
  switchChain(chainId: number): Promise<void>;
  /** Changes account from the wallet's side: session update, then session_event accountsChanged. */
  changeAccount(privateKey: Hex): Promise<void>;
  disconnect(): Promise<void>;
  session(): SessionTypes.Struct | undefined;
  close(): Promise<void>;
}

/** IKeyValueStorage in memory: each test wallet starts empty and leaves no file behind. */
function memoryStorage() {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T = unknown>() => [...items.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => items.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      items.set(key, value);
    },
    removeItem: async (key: string) => {
      items.delete(key);
    },
  };
}

let instances = 0;

/** How long one step through the relay may take before the test fails (generous: CI runs under load). */
const ROUND_TRIP_MS = 30_000;

/** A step of the wallet that must not hang a test: it fails with what was awaited. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The test wallet waited ${ms} ms for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
const METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
];
const EVENTS = ['chainChanged', 'accountsChanged'];
const DEFAULT_ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b99fc"/><path d="M9 13c4-4 10-4 14 0" stroke="#fff" stroke-width="3" fill="none"/></svg>',
  ).toString('base64');

/**
 * Verify is WalletConnect's hosted service, never asked from this process: the SDK checks an
 * attestation against `key` (stored where it keeps the fetched key) and skips the rest.
 */
async function trustVerifyKey(client: Client, key: JsonWebKey | undefined): Promise<void> {
  // storeKey and init are public on @walletconnect/core's Verify, though not on its IVerify type.
  const verify = client.core.verify as Client['core']['verify'] & { storeKey: string; init(): Promise<void> };
  const resolve = verify.resolve.bind(verify);
  verify.resolve = async (params) => (key && params.attestationId ? resolve(params) : (undefined as never));
  if (!key) return;
  const oneHour = Math.floor(Date.now() / 1000) + 3600;
  await verify.store.setItem(verify.storeKey, { publicKey: key, expiresAt: oneHour });
  await verify.init();
}

export async function startTestWallet(options: TestWalletOptions): Promise<TestWallet> {
  const chains = options.chains ?? [97, 56];
  let account = privateKeyToAccount(options.privateKey);
  let activeChain = chains[0] as number;
  const requests: WalletRequestRecord[] = [];
  const waiters = new Set<() => void>();
  let rejectNext = false;
  let proposalAt: number | null = null;
  let proposalVerify: Verify.Context | null = null;
  instances += 1;

  const client = await SignClient.init({
    projectId: 'e2e-test-wallet',
    relayUrl: options.relayUrl,
    // One core per wallet: the SDK shares a core between clients with the same prefix.
    customStoragePrefix: `e2e-wallet-${process.pid}-${instances}`,
    storage: memoryStorage() as never,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: options.name ?? 'E2E Test Wallet',
      description: 'The browser tests’ WalletConnect wallet',
      url: 'https://wallet.invalid',
      icons: [options.icon ?? DEFAULT_ICON],
    },
  });
  await trustVerifyKey(client, options.verifyKey);

  const accounts = () => chains.map((id) => `eip155:${id}:${account.address}`);
  const current = () => client.session.getAll().at(-1);

  async function answer(event: SignClientTypes.EventArguments['session_request']): Promise<void> {
    const { topic, id, params } = event;
    const { request, chainId } = params;
    const validation = event.verifyContext.verified.validation;
    requests.push({ at: Date.now(), method: request.method, params: request.params, chainId, validation });
    for (const wake of waiters) wake();
    const respond = (result: unknown) => client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
    const fail = (code: number, message: string) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } });
    if (rejectNext && !['eth_chainId', 'eth_accounts'].includes(request.method)) {
      rejectNext = false;
      await fail(4001, 'User rejected the request.');
      return;
    }
    const args = (request.params ?? []) as unknown[];
    try {
      switch (request.method) {
        case 'personal_sign': {
          const message = args[0] as Hex;
          await respond(await account.signMessage({ message: { raw: message } }));
          return;
        }
        case 'eth_signTypedData_v4': {
          const data = typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1];
          await respond(await account.signTypedData(data as never));
          return;
        }
        case 'eth_sendTransaction': {
          const numeric = Number(chainId.split(':')[1]);
          const rpcUrl = options.rpcUrls?.[numeric];
          if (!rpcUrl) throw new Error(`No RPC URL for ${chainId}`);
          const tx = args[0] as { to: Hex; data?: Hex; value?: Hex; gas?: Hex };
          const wallet = createWalletClient({
            account,
            chain: numeric === 56 ? bsc : bscTestnet,
            transport: http(rpcUrl),
          });
          const hash = await wallet.sendTransaction({
            to: tx.to,
            data: tx.data,
            value: tx.value ? BigInt(tx.value) : undefined,
            gas: tx.gas ? BigInt(tx.gas) : undefined,
          } as never);
          await respond(hash);
          return;
        }
        case 'wallet_switchEthereumChain': {
          const wanted = Number.parseInt(String((args[0] as { chainId: string }).chainId), 16);
          if (!chains.includes(wanted)) {
            await fail(4902, 'Unrecognized chain ID.');
            return;
          }
          activeChain = wanted;
          await respond(null);
          await emitChainChanged();
          return;
        }
        case 'eth_chainId':
          await respond(`0x${activeChain.toString(16)}`);
          return;
        case 'eth_accounts':
        case 'eth_requestAccounts':
          await respond([account.address]);
          return;
        default:
          await fail(4200, `Unsupported method ${request.method}`);
      }
    } catch (error) {
      await fail(-32000, (error as Error).message);
    }
  }

  async function emitChainChanged(): Promise<void> {
    const session = current();
    if (!session) throw new Error('No session');
    await within(
      client.emit({
        topic: session.topic,
        chainId: `eip155:${activeChain}`,
        event: { name: 'chainChanged', data: activeChain },
      }),
      ROUND_TRIP_MS,
      'chainChanged to be published',
    );
  }

  client.on('session_request', (event) => void answer(event));

  return {
    client,
    requests,
    get account() {
      return account;
    },
    get proposalAt() {
      return proposalAt;
    },
    get proposalVerify() {
      return proposalVerify;
    },
    async pair(uri, { reject = false } = {}) {
      const proposal = new Promise<SignClientTypes.EventArguments['session_proposal']>((resolve) =>
        client.once('session_proposal', resolve),
      );
      await within(client.pair({ uri }), ROUND_TRIP_MS, 'the pairing');
      const { id, params, verifyContext } = await within(proposal, ROUND_TRIP_MS, 'the session proposal');
      proposalAt = Date.now();
      proposalVerify = verifyContext;
      if (reject) {
        await client.reject({ id, reason: getSdkError('USER_REJECTED') });
        return null;
      }
      const requested = [
        ...Object.values(params.requiredNamespaces ?? {}),
        ...Object.values(params.optionalNamespaces ?? {}),
      ];
      const methods = [...new Set([...METHODS, ...requested.flatMap((ns) => ns.methods ?? [])])];
      const { acknowledged } = await client.approve({
        id,
        namespaces: {
          eip155: {
            chains: chains.map((chain) => `eip155:${chain}`),
            accounts: accounts(),
            methods,
            events: EVENTS,
          },
        },
      });
      return within(acknowledged(), ROUND_TRIP_MS, "the app's acknowledgement of the session");
    },
    rejectNextRequest() {
      rejectNext = true;
    },
    waitForRequest(method, { since = 0, timeoutMs = ROUND_TRIP_MS } = {}) {
      return waitForRecord(
        requests,
        waiters,
        (request) => request.at >= since && request.method === method,
        timeoutMs,
        `The wallet received no ${method}`,
      );
    },
    async switchChain(chainId) {
      activeChain = chainId;
      await emitChainChanged();
    },
    async changeAccount(privateKey) {
      account = privateKeyToAccount(privateKey);
      const session = current();
      if (!session) throw new Error('No session');
      const namespaces = {
        eip155: { ...(session.namespaces.eip155 as SessionTypes.Namespace), accounts: accounts() },
      };
      const { acknowledged } = await within(
        client.update({ topic: session.topic, namespaces }),
        ROUND_TRIP_MS,
        'the update',
      );
      // The test judges the app by what it shows; an acknowledgement that is late is only logged.
      await within(acknowledged(), 5_000, "the app's acknowledgement of the session update").catch((error: Error) =>
        console.warn(`[test wallet] ${error.message}`),
      );
      await client.emit({
        topic: session.topic,
        chainId: `eip155:${activeChain}`,
        event: { name: 'accountsChanged', data: [account.address] },
      });
    },
    async disconnect() {
      const session = current();
      if (!session) return;
      await client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
    },
    session: current,
    async close() {
      // The socket and the heartbeat's interval would keep the test process alive.
      await client.core.relayer.transportClose().catch(() => undefined);
      client.core.heartbeat.stop();
    },
  };
}
