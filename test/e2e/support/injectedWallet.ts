/**
 * An independent EIP-6963 wallet for the browser tests against the production build (demo off):
 * not the app's code and not bundled from src/. A small plain-JS EIP-1193 provider is injected
 * with page.addInitScript before any page script runs; it keeps the wallet state (connection,
 * account, chain) in sessionStorage, forwards chain reads to the configured RPC URL of the
 * current chain (the fixture server), and never talks to any other host. Private keys stay in
 * Node: signing (personal_sign, eth_signTypedData_v4, and the signature of eth_sendTransaction,
 * whose nonce, gas and fees the page fills from the RPC) goes through page.exposeBinding to
 * viem's privateKeyToAccount.
 *
 *   const wallet = await installInjectedWallet(page, { privateKey, chainId: 97, rpcUrls });
 *   await page.goto(appUrl);                      // 'Test Wallet' is announced (EIP-6963)
 *   await rejectNext(page, 'personal_sign');      // the next personal_sign fails with 4001
 *   await switchWalletChain(page, 1);             // as if the user switched in the wallet
 *   await setWalletAccount(page, 1);              // the next of `otherPrivateKeys`
 *   await walletRequest(page, 'eth_chainId');     // a request straight to the provider
 *   await watchedAssets(page);                    // the wallet_watchAsset requests it accepted
 *   await setWatchAssetSupport(page, false);      // wallet_watchAsset then fails with -32601
 *
 * In the page, `window.testWallet` has the same control surface as the Demo Wallet's
 * `window.demoWallet`: provider, info, rejectNext, switchChain, setAccount, disconnect,
 * dropConnection, forgetChain, state; and watched, setWatchAsset (EIP-747 wallet_watchAsset).
 */
import type { Page } from 'playwright-core';
import { getAddress, isHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

export const TEST_WALLET_NAME = 'Test Wallet';
export const TEST_WALLET_RDNS = 'org.example.e2e.test-wallet';
const BINDING = '__testWalletSign';

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#0b7285"/>' +
  '<rect x="18" y="30" width="60" height="42" rx="8" fill="#fff"/>' +
  '<path d="M32 42h32M48 42v20" stroke="#0b7285" stroke-width="7" stroke-linecap="round"/>' +
  '</svg>';
export const TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`;

export interface InjectedWalletOptions {
  /** The first account's key (index 0). */
  privateKey: Hex;
  /** The chain the wallet starts on: one of rpcUrls, or 1 (known to the wallet, never read). */
  chainId: number;
  /** RPC URL per chain id (the app's config.rpcUrls): the only URLs the wallet sends requests to. */
  rpcUrls: Readonly<Record<string | number, string>>;
  /** More accounts for setWalletAccount(page, index >= 1). */
  otherPrivateKeys?: readonly Hex[];
  /** Default 'Test Wallet'. */
  name?: string;
  /** Default org.example.e2e.test-wallet. */
  rdns?: string;
  /** Announce (EIP-6963) only this long after each page load, like a slow extension (default 0). */
  announceAfterMs?: number;
  /**
   * Also `window.ethereum`, carrying this legacy flag (isMetaMask, isTrust...), as a wallet's
   * in-app browser injects it.
   */
  injectedFlag?: string;
  /** Announce through EIP-6963 (default true); false: only `window.ethereum`, as older wallets. */
  announce?: boolean;
  /** Whether wallet_watchAsset exists (default true: it checks, records and accepts); false: -32601. */
  watchAsset?: boolean;
}

/** An accepted EIP-747 request, as the wallet received it. */
export interface WatchAssetRecord {
  type: string;
  options: { address: string; symbol: string; decimals: number; image?: string };
}

export interface SignRecord {
  kind: SignPayload['kind'];
  address: Address;
}

export interface InjectedWallet {
  name: string;
  rdns: string;
  /** The account at index 0. */
  address: Address;
  addresses: Address[];
  /** What Node signed for the page, in order. */
  signed: SignRecord[];
}

export interface TestWalletState {
  connected: boolean;
  address: Address;
  addresses: Address[];
  accountIndex: number;
  chainId: number;
  chains: Array<{ id: number; name: string }>;
}

/** What `window.testWallet` offers in the page. */
export interface TestWalletControl {
  provider: { request(args: { method: string; params?: unknown }): Promise<unknown> };
  info: { uuid: string; name: string; icon: string; rdns: string };
  rejectNext(method: string): void;
  switchChain(chainId: number): void;
  setAccount(index: number): void;
  disconnect(): void;
  dropConnection(): void;
  forgetChain(chainId: number): void;
  state(): TestWalletState;
  watched(): WatchAssetRecord[];
  setWatchAsset(supported: boolean): void;
}

/** A provider error seen from Node, with its EIP-1193 code. */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'WalletRequestError';
  }
}

type SignPayload =
  | { kind: 'personal_sign'; address: string; data: string }
  | { kind: 'eth_signTypedData_v4'; address: string; typedData: unknown }
  | { kind: 'transaction'; address: string; tx: Record<string, unknown> };

type SignAnswer = { result: string } | { error: { code: number; message: string } };

const big = (value: unknown): bigint | undefined =>
  value === undefined || value === null ? undefined : BigInt(value as string);

async function signInNode(accounts: readonly PrivateKeyAccount[], payload: SignPayload): Promise<string> {
  const account = accounts.find(
    (candidate) => candidate.address.toLowerCase() === String(payload.address).toLowerCase(),
  );
  if (!account) throw new WalletRequestError(4100, `The test wallet holds no key for ${payload.address}.`);
  switch (payload.kind) {
    case 'personal_sign':
      return account.signMessage({ message: isHex(payload.data) ? { raw: payload.data } : payload.data });
    case 'eth_signTypedData_v4': {
      const typed = (
        typeof payload.typedData === 'string' ? JSON.parse(payload.typedData) : payload.typedData
      ) as Record<string, unknown>;
      return account.signTypedData({
        domain: typed.domain ?? {},
        types: typed.types,
        primaryType: typed.primaryType,
        message: typed.message,
      } as Parameters<PrivateKeyAccount['signTypedData']>[0]);
    }
    case 'transaction': {
      const { tx } = payload;
      const common = {
        chainId: Number(tx.chainId),
        to: typeof tx.to === 'string' ? getAddress(tx.to) : undefined,
        value: big(tx.value) ?? 0n,
        data: typeof tx.data === 'string' ? (tx.data as Hex) : undefined,
        gas: big(tx.gas),
        nonce: Number(big(tx.nonce) ?? 0n),
      };
      if (tx.type === 'eip1559') {
        return account.signTransaction({
          ...common,
          type: 'eip1559',
          maxFeePerGas: big(tx.maxFeePerGas),
          maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
        });
      }
      return account.signTransaction({ ...common, type: 'legacy', gasPrice: big(tx.gasPrice) });
    }
    default:
      throw new WalletRequestError(4200, `Unknown signing request ${(payload as { kind: string }).kind}.`);
  }
}

/**
 * The provider, as plain browser JavaScript (a string, so nothing of the app or of a bundler is
 * in it). It is called with the options object and runs before any page script.
 */
const PAGE_SCRIPT = String.raw`(function (options) {
  'use strict';
  if (window.top !== window || window.testWallet) return;

  var STORAGE_KEY = 'testWallet.v1';
  var NAMES = { 1: 'Ethereum Mainnet', 56: 'BNB Smart Chain', 97: 'BNB Smart Chain Testnet' };
  var nativeFetch = window.fetch.bind(window);
  var configured = Object.keys(options.rpcUrls).map(Number);

  class ProviderRpcError extends Error {
    constructor(code, message, data) {
      super(message);
      this.name = 'ProviderRpcError';
      this.code = code;
      if (data !== undefined) this.data = data;
    }
  }
  var invalid = function (message) { return new ProviderRpcError(-32602, 'Invalid params: ' + message); };
  var hexId = function (id) { return '0x' + id.toString(16); };
  var isAddress = function (v) { return typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v); };
  var isHex = function (v) { return typeof v === 'string' && /^0x[0-9a-fA-F]*$/.test(v); };
  var isUrl = function (v) { try { var u = new URL(v); return u.protocol === 'http:' || u.protocol === 'https:'; } catch (e) { return false; } };
  var quantity = function (v) { return v === undefined || v === null ? undefined : '0x' + BigInt(v).toString(16); };
  var nameOf = function (id) { return state.chains[id] || NAMES[id] || 'Chain ' + id; };

  function initialState() {
    var chains = {};
    configured.forEach(function (id) { chains[id] = NAMES[id] || 'Chain ' + id; });
    chains[1] = NAMES[1];
    return { v: 1, connected: false, connectedAt: 0, accountIndex: 0, chainId: options.chainId, chains: chains };
  }
  function load() {
    try {
      var saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) || 'null');
      if (saved && saved.v === 1 && saved.chains && saved.chains[saved.chainId]) return saved;
    } catch (e) { /* no storage (opaque origin) or unreadable */ }
    return null;
  }
  var state = load() || initialState();
  function save() {
    try { window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state)); } catch (e) { /* forget on reload */ }
  }

  var listeners = {};
  function emit(event, payload) {
    (listeners[event] || []).slice().forEach(function (listener) {
      try { listener(payload); } catch (error) { setTimeout(function () { throw error; }); }
    });
  }

  var rejections = {};
  var promptKey = function (method) { return method === 'wallet_requestPermissions' ? 'eth_requestAccounts' : method; };
  function consumeRejection(method) {
    var key = promptKey(method);
    if (!rejections[key]) return;
    rejections[key] -= 1;
    throw new ProviderRpcError(4001, 'User rejected the request.');
  }

  var address = function () { return options.addresses[state.accountIndex] || options.addresses[0]; };
  function connect() {
    if (state.connected) return;
    state.connected = true;
    state.connectedAt = Date.now();
    save();
    emit('accountsChanged', [address()]);
  }
  function disconnectSite() {
    if (!state.connected) return;
    state.connected = false;
    save();
    emit('accountsChanged', []);
  }
  function setChain(id) {
    if (id === state.chainId) return;
    state.chainId = id;
    save();
    emit('chainChanged', hexId(id));
  }
  function parseChainId(value) {
    if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
      throw invalid('chainId must be a 0x-prefixed hex string without leading zeros, got ' + JSON.stringify(value) + '.');
    }
    return parseInt(value, 16);
  }
  function permissions() {
    if (!state.connected) return [];
    return [{ id: 'test-wallet-' + state.connectedAt, parentCapability: 'eth_accounts', invoker: window.location.origin,
      date: state.connectedAt, caveats: [{ type: 'restrictReturnedAccounts', value: [address()] }] }];
  }
  function authorized(addr, method) {
    if (!state.connected) throw new ProviderRpcError(4100, method + ': connect the ' + options.name + ' first (eth_requestAccounts).');
    if (addr !== undefined && addr !== null && String(addr).toLowerCase() !== address().toLowerCase()) {
      throw new ProviderRpcError(4100, method + ': ' + addr + ' is not the connected account.');
    }
    return address();
  }
  function rpcUrl(chainId) {
    var url = options.rpcUrls[chainId];
    if (url) return url;
    throw new ProviderRpcError(4901, options.name + ' cannot read chain ' + chainId + ' (' + nameOf(chainId) + '): no RPC URL is configured for it ' +
      '(configured chains: ' + configured.join(', ') + '), and the test wallet sends requests nowhere else. Switch back to a configured chain.');
  }

  var rpcId = 0;
  async function rpc(method, params, chainId) {
    var url = rpcUrl(chainId === undefined ? state.chainId : chainId);
    var response;
    try {
      rpcId += 1;
      response = await nativeFetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: rpcId, method: method, params: params === undefined ? [] : params }) });
    } catch (error) {
      throw new ProviderRpcError(-32603, method + ': the RPC at ' + url + ' could not be reached (' + (error && error.message) + ').');
    }
    if (!response.ok) throw new ProviderRpcError(-32603, method + ': the RPC at ' + url + ' answered HTTP ' + response.status + '.');
    var body;
    try { body = await response.json(); } catch (e) { throw new ProviderRpcError(-32603, method + ': the RPC at ' + url + ' did not answer JSON.'); }
    if (body && body.error) {
      throw new ProviderRpcError(typeof body.error.code === 'number' ? body.error.code : -32603, body.error.message || method + ' failed.', body.error.data);
    }
    return body && body.result !== undefined ? body.result : null;
  }

  async function nodeSign(payload) {
    var answer = await window[options.binding](payload);
    if (answer && answer.error) throw new ProviderRpcError(answer.error.code, answer.error.message);
    return answer.result;
  }

  async function sendTransaction(params) {
    var tx = params[0];
    if (!tx || typeof tx !== 'object') throw invalid('eth_sendTransaction expects [transaction].');
    var from = authorized(tx.from, 'eth_sendTransaction');
    var chainId = state.chainId;
    rpcUrl(chainId);
    if (tx.chainId !== undefined && tx.chainId !== null && Number(BigInt(tx.chainId)) !== chainId) {
      throw invalid('eth_sendTransaction: chainId ' + tx.chainId + ' is not the active chain ' + hexId(chainId) + '.');
    }
    if (tx.to !== undefined && tx.to !== null && !isAddress(tx.to)) throw invalid('eth_sendTransaction: to is not an address.');
    var data = tx.data || tx.input;
    if (data !== undefined && data !== null && !isHex(data)) throw invalid('eth_sendTransaction: data must be hex.');
    var value = quantity(tx.value) || '0x0';
    var fill = { chainId: chainId, to: tx.to || undefined, value: value, data: data && data !== '0x' ? data : undefined };
    fill.nonce = quantity(tx.nonce) || await rpc('eth_getTransactionCount', [from, 'pending'], chainId);
    fill.gas = quantity(tx.gas) || await rpc('eth_estimateGas', [{ from: from, to: fill.to, value: value, data: fill.data }], chainId);
    if (tx.type === '0x2' || tx.maxFeePerGas != null || tx.maxPriorityFeePerGas != null) {
      fill.type = 'eip1559';
      fill.maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas) || await rpc('eth_maxPriorityFeePerGas', [], chainId);
      fill.maxFeePerGas = quantity(tx.maxFeePerGas);
      if (!fill.maxFeePerGas) {
        var block = await rpc('eth_getBlockByNumber', ['latest', false], chainId);
        var baseFee = block && block.baseFeePerGas ? BigInt(block.baseFeePerGas) : 0n;
        fill.maxFeePerGas = '0x' + (baseFee * 2n + BigInt(fill.maxPriorityFeePerGas)).toString(16);
      }
    } else {
      fill.type = 'legacy';
      fill.gasPrice = quantity(tx.gasPrice) || await rpc('eth_gasPrice', [], chainId);
    }
    var raw = await nodeSign({ kind: 'transaction', address: from, tx: fill });
    return rpc('eth_sendRawTransaction', [raw], chainId);
  }

  function addChain(params) {
    var p = params[0];
    if (!p || typeof p !== 'object') throw invalid('wallet_addEthereumChain expects [AddEthereumChainParameter].');
    var allowed = ['chainId', 'chainName', 'nativeCurrency', 'rpcUrls', 'blockExplorerUrls', 'iconUrls'];
    var extra = Object.keys(p).filter(function (k) { return allowed.indexOf(k) < 0 && p[k] !== undefined; });
    if (extra.length) throw invalid('unexpected keys ' + extra.join(', ') + '.');
    var id = parseChainId(p.chainId);
    if (typeof p.chainName !== 'string' || !p.chainName.trim()) throw invalid('chainName must be a non-empty string.');
    var c = p.nativeCurrency;
    if (!c || typeof c.name !== 'string' || !c.name || typeof c.symbol !== 'string' || c.symbol.length < 2 || c.symbol.length > 6 || c.decimals !== 18) {
      throw invalid('nativeCurrency must be { name, symbol (2-6 characters), decimals: 18 }.');
    }
    if (!Array.isArray(p.rpcUrls) || !p.rpcUrls.length || !p.rpcUrls.every(isUrl)) throw invalid('rpcUrls must be a non-empty array of http(s) URLs.');
    if (p.blockExplorerUrls != null && (!Array.isArray(p.blockExplorerUrls) || !p.blockExplorerUrls.every(isUrl))) {
      throw invalid('blockExplorerUrls must be null or an array of http(s) URLs.');
    }
    if (!state.chains[id]) { state.chains[id] = p.chainName; save(); }
    setChain(id);
    return null;
  }

  // EIP-747, checked as MetaMask does (ERC20, an address, symbol of 1-11 characters, decimals 0-36).
  var watched = [];
  var watchAssetSupported = options.watchAsset;
  function watchAsset(params) {
    if (!watchAssetSupported) throw new ProviderRpcError(-32601, 'The method "wallet_watchAsset" does not exist / is not available.');
    var p = Array.isArray(params) ? params[0] : params;
    var o = p && p.options;
    if (!p || p.type !== 'ERC20' || !o) throw invalid('wallet_watchAsset expects { type: "ERC20", options }.');
    if (!isAddress(o.address)) throw invalid('wallet_watchAsset: options.address is not an address.');
    if (typeof o.symbol !== 'string' || o.symbol.length < 1 || o.symbol.length > 11) throw invalid('wallet_watchAsset: options.symbol must be 1-11 characters.');
    if (!Number.isInteger(o.decimals) || o.decimals < 0 || o.decimals > 36) throw invalid('wallet_watchAsset: options.decimals must be an integer 0-36.');
    if (o.image !== undefined && !isUrl(o.image)) throw invalid('wallet_watchAsset: options.image must be an http(s) URL.');
    watched.push({ type: p.type, options: { address: o.address, symbol: o.symbol, decimals: o.decimals, image: o.image } });
    return true;
  }

  var UNSUPPORTED = ['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3',
    'eth_decrypt', 'eth_getEncryptionPublicKey', 'eth_subscribe', 'eth_unsubscribe'];

  async function request(args) {
    if (!args || typeof args !== 'object' || typeof args.method !== 'string' || !args.method) {
      throw new ProviderRpcError(-32600, 'Invalid request: expected { method: string, params?: array }.');
    }
    var method = args.method;
    var params = args.params === undefined ? [] : args.params;
    if (!online) { online = true; emit('connect', { chainId: hexId(state.chainId) }); }
    consumeRejection(method);
    var list = Array.isArray(params) ? params : null;
    var needList = function () { if (!list) throw invalid('params must be an array.'); return list; };
    switch (method) {
      case 'eth_accounts': return state.connected ? [address()] : [];
      case 'eth_requestAccounts': connect(); return [address()];
      case 'eth_chainId': return hexId(state.chainId);
      case 'net_version': return String(state.chainId);
      case 'wallet_switchEthereumChain': {
        var target = needList()[0];
        var id = parseChainId(target && target.chainId);
        if (!state.chains[id]) throw new ProviderRpcError(4902, 'Unrecognized chain ID ' + hexId(id) + '. Try adding the chain using wallet_addEthereumChain first.');
        setChain(id);
        return null;
      }
      case 'wallet_addEthereumChain': return addChain(needList());
      case 'wallet_requestPermissions':
      case 'wallet_revokePermissions': {
        var wanted = needList()[0];
        if (!wanted || typeof wanted !== 'object' || !('eth_accounts' in wanted)) throw invalid(method + ' expects [{ eth_accounts: {} }].');
        if (method === 'wallet_revokePermissions') { disconnectSite(); return null; }
        connect();
        return permissions();
      }
      case 'wallet_getPermissions': return permissions();
      case 'personal_sign': {
        var data = needList()[0];
        var who = list[1];
        if (isAddress(data) && !isAddress(who)) { var swap = data; data = who; who = swap; }
        if (typeof data !== 'string') throw invalid('personal_sign expects [message, address].');
        var signer = authorized(who, 'personal_sign');
        return nodeSign({ kind: 'personal_sign', address: signer, data: data });
      }
      case 'eth_signTypedData_v4': {
        var typedSigner = authorized(needList()[0], 'eth_signTypedData_v4');
        var typed = list[1];
        try { typed = typeof typed === 'string' ? JSON.parse(typed) : typed; } catch (e) { throw invalid('eth_signTypedData_v4: the typed data is not valid JSON.'); }
        if (!typed || typeof typed !== 'object' || !typed.types || typeof typed.primaryType !== 'string' || !typed.message) {
          throw invalid('eth_signTypedData_v4 expects [address, { types, primaryType, domain, message }].');
        }
        if (typed.domain && typed.domain.chainId !== undefined && Number(typed.domain.chainId) !== state.chainId) {
          throw invalid('eth_signTypedData_v4: domain.chainId ' + typed.domain.chainId + ' is not the active chain ' + state.chainId + '.');
        }
        return nodeSign({ kind: 'eth_signTypedData_v4', address: typedSigner, typedData: typed });
      }
      case 'eth_sendTransaction': return sendTransaction(needList());
      case 'wallet_watchAsset': return watchAsset(params);
      default:
        if (UNSUPPORTED.indexOf(method) >= 0 || method.indexOf('wallet_') === 0) {
          throw new ProviderRpcError(4200, options.name + ' does not support ' + method + '.');
        }
        return rpc(method, params);
    }
  }

  var online = true;
  var provider = {
    isTestWallet: true,
    request: request,
    on: function (event, listener) { (listeners[event] = listeners[event] || []).push(listener); return provider; },
    removeListener: function (event, listener) {
      listeners[event] = (listeners[event] || []).filter(function (l) { return l !== listener; });
      return provider;
    },
  };
  provider.addListener = provider.on;
  provider.off = provider.removeListener;
  provider.once = function (event, listener) {
    var wrapped = function (payload) { provider.removeListener(event, wrapped); listener(payload); };
    return provider.on(event, wrapped);
  };
  provider.listenerCount = function (event) { return (listeners[event] || []).length; };

  function uuid() {
    if (window.crypto && typeof window.crypto.randomUUID === 'function') return window.crypto.randomUUID();
    var b = new Uint8Array(16);
    window.crypto.getRandomValues(b);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    var h = Array.prototype.map.call(b, function (x) { return (x + 0x100).toString(16).slice(1); }).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }
  var info = Object.freeze({ uuid: uuid(), name: options.name, icon: options.icon, rdns: options.rdns });
  var detail = Object.freeze({ info: info, provider: provider });
  function announce() { window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail })); }

  window.testWallet = Object.freeze({
    provider: provider,
    info: info,
    rejectNext: function (method) {
      if (typeof method !== 'string' || !method) throw new TypeError('rejectNext(method): method must be a JSON-RPC method name.');
      var key = promptKey(method);
      rejections[key] = (rejections[key] || 0) + 1;
    },
    switchChain: function (id) {
      if (!Number.isSafeInteger(id) || id <= 0) throw new TypeError('switchChain(chainId): ' + id + ' is not a chain id.');
      if (!state.chains[id]) state.chains[id] = NAMES[id] || 'Chain ' + id;
      setChain(id);
    },
    setAccount: function (index) {
      if (!Number.isInteger(index) || index < 0 || index >= options.addresses.length) {
        throw new RangeError('setAccount(index): index must be 0 to ' + (options.addresses.length - 1) + '.');
      }
      if (index === state.accountIndex) return;
      state.accountIndex = index;
      save();
      if (state.connected) emit('accountsChanged', [address()]);
    },
    disconnect: disconnectSite,
    dropConnection: function () {
      online = false;
      state.connected = false;
      save();
      emit('disconnect', new ProviderRpcError(4900, options.name + ' is disconnected from all chains.'));
    },
    forgetChain: function (id) {
      if (id === state.chainId) throw new Error('forgetChain(' + id + '): the wallet is on that chain; switch away first.');
      delete state.chains[id];
      save();
    },
    watched: function () { return JSON.parse(JSON.stringify(watched)); },
    setWatchAsset: function (supported) { watchAssetSupported = Boolean(supported); },
    state: function () {
      return {
        connected: state.connected,
        address: address(),
        addresses: options.addresses.slice(),
        accountIndex: state.accountIndex,
        chainId: state.chainId,
        chains: Object.keys(state.chains).map(function (id) { return { id: Number(id), name: state.chains[id] }; }),
      };
    },
  });

  if (options.injectedFlag) {
    provider[options.injectedFlag] = true;
    window.ethereum = provider;
  }
  function startAnnouncing() {
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }
  // An extension that injects late: silent (no announcement, no answer to requests) until then.
  if (options.announce && options.announceAfterMs > 0) setTimeout(startAnnouncing, options.announceAfterMs);
  else if (options.announce) startAnnouncing();
  queueMicrotask(function () { emit('connect', { chainId: hexId(state.chainId) }); });
})`;

/**
 * Injects the Test Wallet into `page` (before its next navigation; it stays across navigations
 * and reloads). Once per page.
 */
export async function installInjectedWallet(page: Page, options: InjectedWalletOptions): Promise<InjectedWallet> {
  const accounts = [options.privateKey, ...(options.otherPrivateKeys ?? [])].map((key) => privateKeyToAccount(key));
  const rpcUrls = Object.fromEntries(Object.entries(options.rpcUrls).map(([id, url]) => [String(Number(id)), url]));
  if (!rpcUrls[String(options.chainId)] && options.chainId !== 1) {
    throw new Error(
      `installInjectedWallet: chainId ${options.chainId} has no RPC URL (rpcUrls has ${Object.keys(rpcUrls).join(', ')}) and is not 1.`,
    );
  }
  const wallet: InjectedWallet = {
    name: options.name ?? TEST_WALLET_NAME,
    rdns: options.rdns ?? TEST_WALLET_RDNS,
    address: accounts[0]?.address as Address,
    addresses: accounts.map((account) => account.address),
    signed: [],
  };
  await page.exposeBinding(BINDING, async (_source, payload: SignPayload): Promise<SignAnswer> => {
    try {
      const result = await signInNode(accounts, payload);
      wallet.signed.push({ kind: payload.kind, address: getAddress(payload.address) });
      return { result };
    } catch (error) {
      const code = error instanceof WalletRequestError ? error.code : -32603;
      return { error: { code, message: error instanceof Error ? error.message : String(error) } };
    }
  });
  const pageOptions = {
    name: wallet.name,
    rdns: wallet.rdns,
    icon: TEST_WALLET_ICON,
    addresses: wallet.addresses,
    chainId: options.chainId,
    rpcUrls,
    binding: BINDING,
    announceAfterMs: options.announceAfterMs ?? 0,
    injectedFlag: options.injectedFlag ?? null,
    announce: options.announce ?? true,
    watchAsset: options.watchAsset ?? true,
  };
  await page.addInitScript({ content: `${PAGE_SCRIPT}(${JSON.stringify(pageOptions)});` });
  return wallet;
}

type Outcome = { ok: true; value: unknown } | { ok: false; code: number; message: string };

async function inWallet(page: Page, action: string, args: unknown[]): Promise<unknown> {
  const outcome = await page.evaluate(
    async ({ action: name, args: list }): Promise<Outcome> => {
      const wallet = (
        window as unknown as { testWallet?: Record<string, unknown> & { provider: TestWalletControl['provider'] } }
      ).testWallet;
      if (!wallet)
        return {
          ok: false,
          code: -1,
          message: 'window.testWallet is missing: was installInjectedWallet called before page.goto?',
        };
      try {
        const value =
          name === 'request'
            ? await wallet.provider.request(list[0] as { method: string; params?: unknown })
            : await (wallet[name] as (...a: unknown[]) => unknown)(...list);
        return { ok: true, value };
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown };
        return { ok: false, code: typeof code === 'number' ? code : -1, message: String(message ?? error) };
      }
    },
    { action, args },
  );
  if (!outcome.ok) throw new WalletRequestError(outcome.code, outcome.message);
  return outcome.value;
}

/** A request straight to the page's Test Wallet provider; a provider error throws WalletRequestError with its code. */
export async function walletRequest<T = unknown>(page: Page, method: string, params?: unknown): Promise<T> {
  return (await inWallet(page, 'request', [params === undefined ? { method } : { method, params }])) as T;
}

/** As if the user switched chains in the wallet (any id; 1 is known but never read). */
export async function switchWalletChain(page: Page, chainId: number): Promise<void> {
  await inWallet(page, 'switchChain', [chainId]);
}

/** The next request of `method` fails with 4001 (eth_requestAccounts and wallet_requestPermissions are one prompt). */
export async function rejectNext(page: Page, method: string): Promise<void> {
  await inWallet(page, 'rejectNext', [method]);
}

/** Selects account `index` (0: privateKey, then otherPrivateKeys); a connected site gets accountsChanged. */
export async function setWalletAccount(page: Page, index: number): Promise<void> {
  await inWallet(page, 'setAccount', [index]);
}

/** The user disconnects the site in the wallet (accountsChanged []). */
export async function disconnectInWallet(page: Page): Promise<void> {
  await inWallet(page, 'disconnect', []);
}

/** Removes a chain from the wallet, so the app's switch gets 4902 and must add it. */
export async function forgetWalletChain(page: Page, chainId: number): Promise<void> {
  await inWallet(page, 'forgetChain', [chainId]);
}

/** The wallet_watchAsset requests the wallet accepted in this page, in order. */
export async function watchedAssets(page: Page): Promise<WatchAssetRecord[]> {
  return (await inWallet(page, 'watched', [])) as WatchAssetRecord[];
}

/** false: the next wallet_watchAsset requests fail with -32601, as a wallet without the method. */
export async function setWatchAssetSupport(page: Page, supported: boolean): Promise<void> {
  await inWallet(page, 'setWatchAsset', [supported]);
}

export async function walletState(page: Page): Promise<TestWalletState> {
  return (await inWallet(page, 'state', [])) as TestWalletState;
}
