/**
 * The Demo Wallet's EIP-1193 provider: accounts are viem local accounts (real keys, so
 * signatures verify), the chain state lives here, and chain reads go to the app's configured
 * RPC URL of the current chain (in demo mode the fixture backend answers them). Nothing is sent
 * to any other host: a chain without a configured RPC URL (the pretend chain 1, or a chain a dapp
 * added) answers reads with a 4901 error that says so.
 *
 * The connection (connected or not, account, chain, chains added) is kept in sessionStorage, so
 * a reload reconnects like a real wallet would. `createDemoWallet` returns the provider and a
 * small control surface that plays the user's part in demos and tests.
 */
import { getAddress, hexToBigInt, isAddress, isHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import {
  PRETEND_CHAIN_ID,
  chainName,
  isChainId,
  parseHexChainId,
  toHexChainId,
  unrecognizedChain,
  validateAddEthereumChain,
  walletChain,
  type WalletChain,
} from './chains';
import { invalidParams, ProviderRpcError, RpcErrorCode, unauthorized, userRejected } from './errors';

export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

export type ProviderEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged' | 'message';
/** Each event carries one payload (EIP-1193); a listener reads it as what its event sends. */
export type ProviderListener = (payload: unknown) => void;

export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: ProviderListener): unknown;
  removeListener(event: string, listener: ProviderListener): unknown;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DemoWalletOptions {
  /** Chain ids the app offers; the wallet starts on the first. */
  chains: readonly number[];
  /** RPC URL per chain id: the only URLs the wallet ever sends requests to. */
  rpcUrls: Readonly<Partial<Record<number, string>>>;
  /** The accounts' private keys; the wallet starts with the first. */
  privateKeys: readonly Hex[];
  /** Where the connection is remembered (window.sessionStorage in the browser); null: nowhere. */
  storage?: StorageLike | null;
  storageKey?: string;
  /** Used in error messages. */
  name?: string;
  /** The site origin named in wallet_getPermissions. */
  origin?: string;
  /** Default: the global fetch, looked up at call time (so msw's interception applies). */
  fetch?: typeof fetch;
}

export interface DemoWalletState {
  connected: boolean;
  /** The active account (also when not connected: the one a connection would expose). */
  address: Address;
  addresses: Address[];
  accountIndex: number;
  chainId: number;
  /** The chains the wallet knows (it can switch to them without wallet_addEthereumChain). */
  chains: WalletChain[];
}

/** What the user does in the wallet's own UI, for demos and browser tests. */
export interface DemoWalletControl {
  /** The next request of `method` fails with 4001 (eth_requestAccounts and wallet_requestPermissions are one prompt). */
  rejectNext(method: string): void;
  /** Switches as the user would in the wallet, to any chain id; an unknown id is added with a placeholder name. */
  switchChain(chainId: number): void;
  /** Selects another account; a connected site gets accountsChanged. */
  setAccount(index: number): void;
  /** The user disconnects the site in the wallet: accountsChanged []. */
  disconnect(): void;
  /** The wallet loses its node: EIP-1193 'disconnect' (4900) and the site connection dropped; the next request reconnects ('connect'). */
  dropConnection(): void;
  /** Removes a chain from the wallet (not the current one), so switching to it answers 4902 until it is added. */
  forgetChain(chainId: number): void;
  state(): DemoWalletState;
}

export const DEFAULT_STORAGE_KEY = 'demoWallet.v1';

interface Snapshot {
  v: 1;
  connected: boolean;
  connectedAt: number;
  accountIndex: number;
  chainId: number;
  chains: WalletChain[];
}

/** Methods a wallet answers itself (or refuses) and never forwards to a node. */
const UNSUPPORTED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_decrypt',
  'eth_getEncryptionPublicKey',
  'eth_subscribe',
  'eth_unsubscribe',
]);

/** One prompt, two ways to ask for it: rejectNext of either rejects the next of both. */
const PROMPT_KEY: Readonly<Record<string, string>> = { wallet_requestPermissions: 'eth_requestAccounts' };
const promptKey = (method: string): string => PROMPT_KEY[method] ?? method;

function paramList(params: RequestArguments['params']): readonly unknown[] {
  if (params === undefined) return [];
  if (Array.isArray(params)) return params;
  throw invalidParams('params must be an array.');
}

function quantity(value: unknown, what: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && isHex(value) && value.length > 2) return hexToBigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  throw invalidParams(`${what} must be a hex quantity, got ${JSON.stringify(value)}.`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Emitter {
  private readonly listeners = new Map<string, Set<ProviderListener>>();

  on(event: string, listener: ProviderListener): void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
  }

  off(event: string, listener: ProviderListener): void {
    this.listeners.get(event)?.delete(listener);
  }

  count(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emit(event: ProviderEvent, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        // A failing listener must not break the wallet or the other listeners: report it as uncaught.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }
}

export class DemoWalletProvider implements Eip1193Provider {
  /** Lets a page tell this wallet apart (like isMetaMask); wagmi ignores it. */
  readonly isDemoWallet = true;

  private readonly emitter = new Emitter();
  private readonly accounts: readonly PrivateKeyAccount[];
  private readonly rpcUrls: Readonly<Partial<Record<number, string>>>;
  private readonly configuredChainIds: readonly number[];
  private readonly storage: StorageLike | null;
  private readonly storageKey: string;
  private readonly walletName: string;
  private readonly origin: string;
  private readonly fetchFn: typeof fetch;
  private readonly rejections = new Map<string, number>();
  private readonly chains = new Map<number, WalletChain>();
  private connected = false;
  private connectedAt = 0;
  private accountIndex = 0;
  private chainId: number;
  private online = true;
  private rpcId = 0;

  constructor(options: DemoWalletOptions) {
    if (options.privateKeys.length === 0) throw new Error('A demo wallet needs at least one private key.');
    const firstChain = options.chains[0];
    if (firstChain === undefined) throw new Error('A demo wallet needs at least one chain.');
    this.accounts = options.privateKeys.map((key) => privateKeyToAccount(key));
    this.rpcUrls = { ...options.rpcUrls };
    this.configuredChainIds = [...options.chains];
    this.storage = options.storage ?? null;
    this.storageKey = options.storageKey ?? DEFAULT_STORAGE_KEY;
    this.walletName = options.name ?? 'Demo Wallet';
    this.origin = options.origin ?? (typeof window !== 'undefined' ? window.location.origin : 'null');
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    for (const id of options.chains) this.chains.set(id, walletChain(id, options.rpcUrls[id]));
    if (!this.chains.has(PRETEND_CHAIN_ID)) this.chains.set(PRETEND_CHAIN_ID, walletChain(PRETEND_CHAIN_ID));
    this.chainId = firstChain;
    this.restore();
    // EIP-1193: 'connect' once the provider can serve requests (a microtask, so listeners added now hear it).
    queueMicrotask(() => this.emitter.emit('connect', { chainId: toHexChainId(this.chainId) }));
  }

  // --- EIP-1193 ---------------------------------------------------------------------------

  on(event: string, listener: ProviderListener): this {
    this.emitter.on(event, listener);
    return this;
  }

  addListener(event: string, listener: ProviderListener): this {
    return this.on(event, listener);
  }

  once(event: string, listener: ProviderListener): this {
    const wrapped: ProviderListener = (...args) => {
      this.emitter.off(event, wrapped);
      listener(...args);
    };
    return this.on(event, wrapped);
  }

  removeListener(event: string, listener: ProviderListener): this {
    this.emitter.off(event, listener);
    return this;
  }

  off(event: string, listener: ProviderListener): this {
    return this.removeListener(event, listener);
  }

  listenerCount(event: string): number {
    return this.emitter.count(event);
  }

  async request(args: RequestArguments): Promise<unknown> {
    if (!isRecord(args) || typeof args.method !== 'string' || args.method === '') {
      throw new ProviderRpcError(
        RpcErrorCode.invalidRequest,
        'Invalid request: expected { method: string, params?: array }.',
      );
    }
    const { method } = args;
    if (!this.online) {
      this.online = true;
      this.emitter.emit('connect', { chainId: toHexChainId(this.chainId) });
    }
    this.consumeRejection(method);

    switch (method) {
      case 'eth_accounts':
        return this.connected ? [this.account.address] : [];
      case 'eth_requestAccounts':
        this.connect();
        return [this.account.address];
      case 'eth_chainId':
        return toHexChainId(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'wallet_switchEthereumChain':
        return this.switchEthereumChain(paramList(args.params));
      case 'wallet_addEthereumChain':
        return this.addEthereumChain(paramList(args.params));
      case 'wallet_requestPermissions':
        this.permissionParam(paramList(args.params), method);
        this.connect();
        return this.permissions();
      case 'wallet_getPermissions':
        return this.permissions();
      case 'wallet_revokePermissions':
        this.permissionParam(paramList(args.params), method);
        this.disconnectSite();
        return null;
      case 'personal_sign':
        return this.personalSign(paramList(args.params));
      case 'eth_signTypedData_v4':
        return this.signTypedData(paramList(args.params));
      case 'eth_sendTransaction':
        return this.sendTransaction(paramList(args.params));
      default:
        if (UNSUPPORTED.has(method) || method.startsWith('wallet_')) {
          throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, `${this.walletName} does not support ${method}.`);
        }
        return this.rpc(method, args.params ?? []);
    }
  }

  // --- what the user does in the wallet ----------------------------------------------------

  readonly control: DemoWalletControl = {
    rejectNext: (method) => {
      if (typeof method !== 'string' || method === '')
        throw new TypeError('rejectNext(method): method must be a JSON-RPC method name.');
      const key = promptKey(method);
      this.rejections.set(key, (this.rejections.get(key) ?? 0) + 1);
    },
    switchChain: (chainId) => {
      if (!isChainId(chainId)) throw new TypeError(`switchChain(chainId): ${String(chainId)} is not a chain id.`);
      if (!this.chains.has(chainId)) this.chains.set(chainId, walletChain(chainId));
      this.setChain(chainId);
    },
    setAccount: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= this.accounts.length) {
        throw new RangeError(`setAccount(index): index must be 0 to ${this.accounts.length - 1}.`);
      }
      if (index === this.accountIndex) return;
      this.accountIndex = index;
      this.persist();
      if (this.connected) this.emitter.emit('accountsChanged', [this.account.address]);
    },
    disconnect: () => this.disconnectSite(),
    dropConnection: () => {
      this.online = false;
      this.connected = false;
      this.persist();
      this.emitter.emit(
        'disconnect',
        new ProviderRpcError(RpcErrorCode.disconnected, `${this.walletName} is disconnected from all chains.`),
      );
    },
    forgetChain: (chainId) => {
      if (chainId === this.chainId)
        throw new Error(`forgetChain(${chainId}): the wallet is on that chain; switch away first.`);
      this.chains.delete(chainId);
      this.persist();
    },
    state: () => ({
      connected: this.connected,
      address: this.account.address,
      addresses: this.accounts.map((account) => account.address),
      accountIndex: this.accountIndex,
      chainId: this.chainId,
      chains: [...this.chains.values()].map((chain) => structuredCloneChain(chain)),
    }),
  };

  // --- internals ---------------------------------------------------------------------------

  private get account(): PrivateKeyAccount {
    return this.accounts[this.accountIndex] ?? (this.accounts[0] as PrivateKeyAccount);
  }

  private consumeRejection(method: string): void {
    const key = promptKey(method);
    const pending = this.rejections.get(key) ?? 0;
    if (pending === 0) return;
    if (pending === 1) this.rejections.delete(key);
    else this.rejections.set(key, pending - 1);
    throw userRejected();
  }

  private connect(): void {
    if (this.connected) return;
    this.connected = true;
    this.connectedAt = Date.now();
    this.persist();
    this.emitter.emit('accountsChanged', [this.account.address]);
  }

  private disconnectSite(): void {
    if (!this.connected) return;
    this.connected = false;
    this.persist();
    this.emitter.emit('accountsChanged', []);
  }

  private setChain(chainId: number): void {
    if (chainId === this.chainId) return;
    this.chainId = chainId;
    this.persist();
    this.emitter.emit('chainChanged', toHexChainId(chainId));
  }

  private permissionParam(params: readonly unknown[], method: string): void {
    const first = params[0];
    if (!isRecord(first) || !('eth_accounts' in first))
      throw invalidParams(`${method} expects [{ eth_accounts: {} }].`);
  }

  private permissions(): object[] {
    if (!this.connected) return [];
    return [
      {
        id: `demo-wallet-eth-accounts-${this.connectedAt}`,
        parentCapability: 'eth_accounts',
        invoker: this.origin,
        date: this.connectedAt,
        caveats: [{ type: 'restrictReturnedAccounts', value: [this.account.address] }],
      },
    ];
  }

  private switchEthereumChain(params: readonly unknown[]): null {
    const first = params[0];
    if (!isRecord(first)) throw invalidParams('wallet_switchEthereumChain expects [{ chainId }].');
    const chainId = parseHexChainId(first.chainId);
    if (!this.chains.has(chainId)) throw unrecognizedChain(chainId);
    this.setChain(chainId);
    return null;
  }

  /** Adds the chain (a known one is left as it is) and switches to it, as MetaMask does after the user approves. */
  private addEthereumChain(params: readonly unknown[]): null {
    const { chain } = validateAddEthereumChain(params);
    if (!this.chains.has(chain.id)) {
      this.chains.set(chain.id, chain);
      this.persist();
    }
    this.setChain(chain.id);
    return null;
  }

  /** The active account if connected (and `address`, when given, is it); else 4100. */
  private authorizedAccount(address: unknown, method: string): PrivateKeyAccount {
    if (!this.connected) throw unauthorized(`${method}: connect the ${this.walletName} first (eth_requestAccounts).`);
    if (address !== undefined && address !== null) {
      if (typeof address !== 'string' || !isAddress(address, { strict: false }))
        throw invalidParams(`${method}: ${JSON.stringify(address)} is not an address.`);
      if (getAddress(address) !== this.account.address)
        throw unauthorized(`${method}: ${address} is not the connected account.`);
    }
    return this.account;
  }

  private async personalSign(params: readonly unknown[]): Promise<Hex> {
    let [data, address] = params;
    // Some dapps send [address, message]; wallets accept both orders.
    if (
      typeof data === 'string' &&
      isAddress(data, { strict: false }) &&
      !(typeof address === 'string' && isAddress(address, { strict: false }))
    ) {
      [data, address] = [address, data];
    }
    if (typeof data !== 'string') throw invalidParams('personal_sign expects [message, address].');
    const account = this.authorizedAccount(address ?? null, 'personal_sign');
    return account.signMessage({ message: isHex(data) ? { raw: data } : data });
  }

  private async signTypedData(params: readonly unknown[]): Promise<Hex> {
    const [address, payload] = params;
    const account = this.authorizedAccount(address ?? null, 'eth_signTypedData_v4');
    let typed: unknown = payload;
    if (typeof payload === 'string') {
      try {
        typed = JSON.parse(payload);
      } catch {
        throw invalidParams('eth_signTypedData_v4: the typed data is not valid JSON.');
      }
    }
    if (
      !isRecord(typed) ||
      !isRecord(typed.types) ||
      typeof typed.primaryType !== 'string' ||
      !isRecord(typed.message)
    ) {
      throw invalidParams('eth_signTypedData_v4 expects [address, { types, primaryType, domain, message }].');
    }
    const domain = isRecord(typed.domain) ? typed.domain : {};
    if (domain.chainId !== undefined && Number(domain.chainId) !== this.chainId) {
      throw invalidParams(
        `eth_signTypedData_v4: domain.chainId ${String(domain.chainId)} is not the active chain ${this.chainId}.`,
      );
    }
    return account.signTypedData({
      domain,
      types: typed.types,
      primaryType: typed.primaryType,
      message: typed.message,
    } as Parameters<PrivateKeyAccount['signTypedData']>[0]);
  }

  private async sendTransaction(params: readonly unknown[]): Promise<Hex> {
    const tx = params[0];
    if (!isRecord(tx)) throw invalidParams('eth_sendTransaction expects [transaction].');
    const account = this.authorizedAccount(tx.from, 'eth_sendTransaction');
    const chainId = this.chainId;
    this.rpcUrl(chainId); // no RPC for this chain: fail before anything is signed
    const txChainId = quantity(tx.chainId, 'chainId');
    if (txChainId !== undefined && txChainId !== BigInt(chainId)) {
      throw invalidParams(
        `eth_sendTransaction: chainId ${String(tx.chainId)} is not the active chain ${toHexChainId(chainId)}.`,
      );
    }
    if (tx.to !== undefined && tx.to !== null && (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))) {
      throw invalidParams(`eth_sendTransaction: to ${JSON.stringify(tx.to)} is not an address.`);
    }
    const to = typeof tx.to === 'string' ? getAddress(tx.to) : undefined;
    const dataField = tx.data ?? tx.input;
    if (dataField !== undefined && dataField !== null && (typeof dataField !== 'string' || !isHex(dataField))) {
      throw invalidParams('eth_sendTransaction: data must be hex.');
    }
    const data = typeof dataField === 'string' && dataField !== '0x' ? (dataField as Hex) : undefined;
    const value = quantity(tx.value, 'value') ?? 0n;

    const readQuantity = async (method: string, rpcParams: unknown[]): Promise<bigint> => {
      const result = await this.rpc(method, rpcParams, chainId);
      if (typeof result !== 'string' || !isHex(result))
        throw new ProviderRpcError(RpcErrorCode.internal, `${method} answered ${JSON.stringify(result)}.`);
      return hexToBigInt(result);
    };
    const nonce = Number(
      quantity(tx.nonce, 'nonce') ?? (await readQuantity('eth_getTransactionCount', [account.address, 'pending'])),
    );
    const gas =
      quantity(tx.gas, 'gas') ??
      (await readQuantity('eth_estimateGas', [
        { from: account.address, ...(to && { to }), value: `0x${value.toString(16)}`, ...(data && { data }) },
      ]));

    const eip1559 = tx.type === '0x2' || tx.maxFeePerGas != null || tx.maxPriorityFeePerGas != null;
    let serialized: Hex;
    if (eip1559) {
      const maxPriorityFeePerGas =
        quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas') ??
        (await readQuantity('eth_maxPriorityFeePerGas', []));
      let maxFeePerGas = quantity(tx.maxFeePerGas, 'maxFeePerGas');
      if (maxFeePerGas === undefined) {
        const block = await this.rpc('eth_getBlockByNumber', ['latest', false], chainId);
        const baseFee =
          isRecord(block) && typeof block.baseFeePerGas === 'string' && isHex(block.baseFeePerGas)
            ? hexToBigInt(block.baseFeePerGas)
            : 0n;
        maxFeePerGas = baseFee * 2n + maxPriorityFeePerGas;
      }
      serialized = await account.signTransaction({
        type: 'eip1559',
        chainId,
        to,
        value,
        data,
        gas,
        nonce,
        maxFeePerGas,
        maxPriorityFeePerGas,
      });
    } else {
      const gasPrice = quantity(tx.gasPrice, 'gasPrice') ?? (await readQuantity('eth_gasPrice', []));
      serialized = await account.signTransaction({ type: 'legacy', chainId, to, value, data, gas, nonce, gasPrice });
    }
    return (await this.rpc('eth_sendRawTransaction', [serialized], chainId)) as Hex;
  }

  private rpcUrl(chainId: number): string {
    const url = this.rpcUrls[chainId];
    if (url) return url;
    const configured = this.configuredChainIds.join(', ');
    throw new ProviderRpcError(
      RpcErrorCode.chainDisconnected,
      `${this.walletName} cannot read chain ${chainId} (${this.chains.get(chainId)?.name ?? chainName(chainId)}): ` +
        `this app configures no RPC URL for it (configured chains: ${configured}), and the demo wallet sends requests nowhere else. ` +
        'Switch back to a configured chain.',
    );
  }

  /** One JSON-RPC request to the configured RPC URL of `chainId` (default: the current chain). */
  private async rpc(method: string, params: RequestArguments['params'], chainId = this.chainId): Promise<unknown> {
    const url = this.rpcUrl(chainId);
    this.rpcId += 1;
    let response: Response;
    try {
      response = await this.fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: this.rpcId, method, params }),
      });
    } catch (error) {
      throw new ProviderRpcError(
        RpcErrorCode.internal,
        `${method}: the RPC at ${url} could not be reached (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    if (!response.ok)
      throw new ProviderRpcError(
        RpcErrorCode.internal,
        `${method}: the RPC at ${url} answered HTTP ${response.status}.`,
      );
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ProviderRpcError(RpcErrorCode.internal, `${method}: the RPC at ${url} did not answer JSON.`);
    }
    if (!isRecord(body))
      throw new ProviderRpcError(RpcErrorCode.internal, `${method}: the RPC at ${url} answered no JSON-RPC object.`);
    if (isRecord(body.error)) {
      const { code, message, data } = body.error;
      throw new ProviderRpcError(
        typeof code === 'number' ? code : RpcErrorCode.internal,
        typeof message === 'string' ? message : `${method} failed.`,
        data,
      );
    }
    return body.result ?? null;
  }

  private persist(): void {
    if (!this.storage) return;
    const snapshot: Snapshot = {
      v: 1,
      connected: this.connected,
      connectedAt: this.connectedAt,
      accountIndex: this.accountIndex,
      chainId: this.chainId,
      chains: [...this.chains.values()],
    };
    try {
      this.storage.setItem(this.storageKey, JSON.stringify(snapshot));
    } catch {
      // Storage full or blocked: the wallet still works, it just forgets on reload.
    }
  }

  private restore(): void {
    let snapshot: Partial<Snapshot> | null = null;
    try {
      const raw = this.storage?.getItem(this.storageKey);
      snapshot = raw ? (JSON.parse(raw) as Partial<Snapshot>) : null;
    } catch {
      snapshot = null;
    }
    if (!snapshot || snapshot.v !== 1) return;
    if (Array.isArray(snapshot.chains)) {
      const restored = snapshot.chains.filter(
        (chain): chain is WalletChain => isRecord(chain) && isChainId(chain.id) && typeof chain.name === 'string',
      );
      this.chains.clear();
      for (const chain of restored) this.chains.set(chain.id, chain);
    }
    if (typeof snapshot.accountIndex === 'number' && this.accounts[snapshot.accountIndex])
      this.accountIndex = snapshot.accountIndex;
    if (isChainId(snapshot.chainId) && this.chains.has(snapshot.chainId)) this.chainId = snapshot.chainId;
    this.connected = snapshot.connected === true;
    this.connectedAt = typeof snapshot.connectedAt === 'number' ? snapshot.connectedAt : 0;
  }
}

function structuredCloneChain(chain: WalletChain): WalletChain {
  return {
    ...chain,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [...chain.rpcUrls],
    blockExplorerUrls: [...chain.blockExplorerUrls],
  };
}

/** The provider and the user's side of the wallet. */
export function createDemoWallet(options: DemoWalletOptions): {
  provider: DemoWalletProvider;
  control: DemoWalletControl;
} {
  const provider = new DemoWalletProvider(options);
  return { provider, control: provider.control };
}
