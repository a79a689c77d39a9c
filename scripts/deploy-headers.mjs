#!/usr/bin/env node
/**
 * `npm run deploy:headers -- path/to/config.js [--index dist/index.html] [--out FILE] [--no-hsts] [--allow-safe] [--allow-connect ORIGIN]...`
 *
 * Writes the nginx snippet of security headers (deploy/nginx-app.conf includes it as
 * snippets/staking-headers.conf) from the deployment's config.js and the built index.html, so
 * the Content-Security-Policy and the configuration never disagree:
 *   - connect-src: the app's origin, the staking, vote and name-lookup services, the RPC node of
 *     every offered chain and, with a WalletConnect project id, the configured relay
 *     (walletConnectRelayUrl) and WalletConnect's relay and RPC;
 *   - script-src: the app's origin and the sha256 of each inline script of index.html (the
 *     callback cleaner), nothing else: no eval, no other inline script, no other host;
 *   - img-src: the app's origin, data: and blob: (wallet icons) and config.js's `imageOrigins`
 *     (where the content's images are);
 *   - --allow-connect ORIGIN (repeatable): one more connect-src origin, for users' own RPC nodes
 *     (display settings; docs/rpc.md), which the policy blocks otherwise;
 *   - frame-ancestors 'none' and X-Frame-Options DENY; with --allow-safe, the Safe{Wallet} web app
 *     may frame the app (its Safe connector only works inside that iframe) and X-Frame-Options,
 *     which cannot name an origin, is left out;
 *   - style-src 'unsafe-inline': MUI's styling engine (emotion) inserts <style> elements and
 *     style attributes at run time; a nonce would need a server that rewrites every response.
 *     Styles cannot run code, and scripts stay strict.
 * It refuses a config.js whose mixed-case contract address does not match its EIP-55 checksum,
 * whose imageOrigins are not bare http(s) origins (https only with env 'prod'), or whose `chains`
 * and `rpcUrls` the app would refuse: those are checked by the app's own code
 * (parseRpcConfig in src/config/appConfig.ts, loaded through tsx), naming the same key.
 * Run it again after editing config.js or rebuilding, then `nginx -t && systemctl reload nginx`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { checksumAddress } from 'viem';

/** WalletConnect's relay and services (@walletconnect/ethereum-provider), when a project id is configured. */
export const WALLETCONNECT_CONNECT = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://api.web3modal.org',
];
/** WalletConnect's verify API runs in an iframe from these hosts. */
export const WALLETCONNECT_FRAMES = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'];

/** The Safe{Wallet} web app, which opens Safe apps in an iframe (--allow-safe). */
export const SAFE_ORIGINS = ['https://app.safe.global'];

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/** window.APP_CONFIG as config.js sets it (run in a sandbox; `origin` stands in for window.location.origin). */
export function readConfigJs(source, origin = 'https://app.invalid') {
  const sandbox = { window: { location: { origin, href: `${origin}/` } } };
  vm.runInNewContext(source, sandbox, { timeout: 1000 });
  const config = sandbox.window.APP_CONFIG;
  if (typeof config !== 'object' || config === null) throw new Error('config.js does not set window.APP_CONFIG');
  return config;
}

function originOf(key, value) {
  let url;
  try {
    url = new URL(String(value));
  } catch {
    throw new Error(`${key} is not an absolute URL: ${JSON.stringify(value)}`);
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) throw new Error(`${key} is not an http(s) URL`);
  return url.origin;
}

/**
 * `--allow-connect` origins: hosts the deployment lets users pick as their own RPC node (display
 * settings); bare https origins (http only for localhost).
 */
export function extraConnectOrigins(values) {
  return values.map((value) => {
    const origin = originOf('--allow-connect', value);
    const local = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
    if (value.replace(/\/$/, '') !== origin || !(origin.startsWith('https:') || local))
      throw new Error(`--allow-connect takes a bare https origin (no path): ${JSON.stringify(value)}`);
    return origin;
  });
}

/** The origins the app may fetch from, in a stable order, without duplicates. */
export function connectSources(config, allowConnect = []) {
  const sources = ["'self'"];
  const add = (key, value) => {
    if (value === undefined || value === null || value === '') return;
    const origin = originOf(key, value);
    if (!sources.includes(origin)) sources.push(origin);
  };
  add('stakingApiUrl', config.stakingApiUrl);
  add('voteApiUrl', config.voteApiUrl);
  add('nameLookupUrl', config.nameLookupUrl);
  add('explorerApiUrl', config.explorerApiUrl);
  const chains = Array.isArray(config.chains) ? config.chains : [];
  for (const chainId of chains) {
    // Every URL of the chain: one string, or a list (the app tries them in turn).
    const urls = [config.rpcUrls?.[chainId]].flat();
    urls.forEach((url, index) => add(`rpcUrls.${chainId}[${index}]`, url));
  }
  if (typeof config.walletConnectProjectId === 'string' && config.walletConnectProjectId.trim() !== '') {
    // The relay the app is configured with (walletConnectRelayUrl), WalletConnect's by default.
    add('walletConnectRelayUrl', config.walletConnectRelayUrl || 'wss://relay.walletconnect.org');
    for (const host of WALLETCONNECT_CONNECT) if (!sources.includes(host)) sources.push(host);
  }
  for (const origin of extraConnectOrigins(allowConnect)) if (!sources.includes(origin)) sources.push(origin);
  return sources;
}

/** The app's own check of `chains` and `rpcUrls` (src/config/appConfig.ts), run by Node through tsx. */
export async function loadRpcConfigParser() {
  const module = await tsImport('../src/config/appConfig.ts', import.meta.url);
  return module.parseRpcConfig;
}

/**
 * config.js's `chains` and `rpcUrls` as the app reads them (a lone URL becomes a list of one), or
 * an error naming the key the app would name. `demoBuild`: the build carries demo mode.
 */
export function checkedRpcConfig(config, parseRpcConfig, { demoBuild = false } = {}) {
  const result = parseRpcConfig(config, { demoBuild });
  if (!result.ok) throw new Error(`${result.key} is ${result.problem}: expected ${result.expected}`);
  return { ...config, chains: result.chains, rpcUrls: result.rpcUrls };
}

/** config.js's imageOrigins, checked as the app checks them at start-up: bare origins, https with env 'prod'. */
export function imageSources(config) {
  const value = config.imageOrigins ?? [];
  if (!Array.isArray(value)) throw new Error('imageOrigins is not a list of origins');
  const production = String(config.env ?? '')
    .trim()
    .toLowerCase();
  return value.map((entry, index) => {
    const key = `imageOrigins.${index}`;
    const origin = originOf(key, entry);
    if (String(entry).replace(/\/$/, '') !== origin || !/^https?:/.test(origin))
      throw new Error(`${key} is not a bare http(s) origin (no path): ${JSON.stringify(entry)}`);
    if (production === 'prod' && !origin.startsWith('https:')) throw new Error(`${key} is not https: ${origin}`);
    return origin;
  });
}

/**
 * Refuses a mixed-case contract address whose EIP-55 checksum does not match (a typo: money sent
 * there is lost); all-lowercase and all-uppercase hex carry no checksum. The app refuses it too.
 */
export function checkContractChecksums(config) {
  const contracts = config.contracts ?? {};
  const perChain = Object.keys(contracts).some((key) => /^\d+$/.test(key));
  const groups = perChain
    ? Object.entries(contracts).map(([chainId, addresses]) => [`contracts.${chainId}`, addresses])
    : [['contracts', contracts]];
  for (const [prefix, addresses] of groups) {
    for (const [name, address] of Object.entries(addresses ?? {})) {
      if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) continue; // start-up names it
      const hex = address.slice(2);
      if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) continue;
      if (checksumAddress(`0x${hex.toLowerCase()}`) !== address)
        throw new Error(`${prefix}.${name} does not match its EIP-55 checksum: ${address} (a typo?)`);
    }
  }
}

/** 'sha256-…' of every inline <script> of index.html, exactly as the browser hashes it. */
export function inlineScriptHashes(indexHtml) {
  const hashes = [];
  for (const match of indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    const digest = crypto.createHash('sha256').update(match[2], 'utf8').digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(config, indexHtml, { allowSafe = false, allowConnect = [] } = {}) {
  const walletConnect =
    typeof config.walletConnectProjectId === 'string' && config.walletConnectProjectId.trim() !== '';
  const directives = [
    ['default-src', "'self'"],
    ['script-src', ["'self'", ...inlineScriptHashes(indexHtml)].join(' ')],
    ['style-src', "'self' 'unsafe-inline'"],
    // data: for wallet icons (EIP-6963 announces them as data URIs); blob: for generated images;
    // the content's images from the origins config.js lists.
    ['img-src', ["'self'", 'data:', 'blob:', ...imageSources(config)].join(' ')],
    ['font-src', "'self' data:"],
    ['connect-src', connectSources(config, allowConnect).join(' ')],
    ['frame-src', walletConnect ? WALLETCONNECT_FRAMES.join(' ') : "'none'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', allowSafe ? SAFE_ORIGINS.join(' ') : "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The headers every response carries, as [name, value] pairs. */
export function securityHeaders(config, indexHtml, { hsts = true, allowSafe = false, allowConnect = [] } = {}) {
  checkContractChecksums(config);
  const headers = [
    ['Content-Security-Policy', contentSecurityPolicy(config, indexHtml, { allowSafe, allowConnect })],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    // X-Frame-Options cannot name an origin: with --allow-safe, frame-ancestors alone decides.
    ...(allowSafe ? [] : [['X-Frame-Options', 'DENY']]),
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // Popups keep their opener: the Coinbase wallet's sign-in window answers through it.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ];
  // Two years, subdomains too; browsers ignore it over plain http. Leave it out (--no-hsts)
  // until every subdomain serves https: browsers remember it for max-age.
  if (hsts) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return headers;
}

export function nginxSnippet(headers, { configPath = 'config.js', indexPath = 'index.html' } = {}) {
  const lines = [
    `# Security headers for the staking front end. Generated by \`npm run deploy:headers\` from`,
    `# ${configPath} and ${indexPath}: do not edit; run it again after changing either.`,
    ...headers.map(([name, value]) => {
      if (/["\\\n]/.test(value)) throw new Error(`${name} has a character nginx cannot quote: ${value}`);
      return `add_header ${name} "${value}" always;`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

function parseArgs(argv) {
  const options = { config: null, index: null, out: null, hsts: true, allowSafe: false, allowConnect: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      if (argv[i + 1] === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return argv[i];
    };
    if (arg === '--index') options.index = value();
    else if (arg === '--out') options.out = value();
    else if (arg === '--no-hsts') options.hsts = false;
    else if (arg === '--allow-safe') options.allowSafe = true;
    else if (arg === '--allow-connect') options.allowConnect.push(value());
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (!arg.startsWith('--') && options.config === null) options.config = arg;
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/** A demo build (APP_DEMO=1) carries the MSW worker beside index.html; a production build never does. */
function isDemoBuild(indexPath) {
  return fs.existsSync(path.join(path.dirname(indexPath), 'mockServiceWorker.js'));
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const options = parseArgs(process.argv.slice(2));
  if (options.help || !options.config) {
    console.error(
      'usage: npm run deploy:headers -- path/to/config.js [--index dist/index.html] [--out FILE] [--no-hsts] [--allow-safe] [--allow-connect ORIGIN]...',
    );
    process.exit(options.help ? 0 : 2);
  }
  const indexPath = path.resolve(options.index ?? path.join(root, 'dist', 'index.html'));
  if (!fs.existsSync(indexPath))
    throw new Error(`${indexPath} is missing: run \`npm run build\` first (its inline script hashes go in the CSP)`);
  const raw = readConfigJs(fs.readFileSync(options.config, 'utf8'));
  const config = checkedRpcConfig(raw, await loadRpcConfigParser(), { demoBuild: isDemoBuild(indexPath) });
  const headers = securityHeaders(config, fs.readFileSync(indexPath, 'utf8'), {
    hsts: options.hsts,
    allowSafe: options.allowSafe,
    allowConnect: options.allowConnect,
  });
  const snippet = nginxSnippet(headers, {
    configPath: options.config,
    indexPath: path.relative(process.cwd(), indexPath) || indexPath,
  });
  if (options.out) {
    fs.writeFileSync(options.out, snippet);
    console.error(`deploy:headers: wrote ${options.out}`);
  } else process.stdout.write(snippet);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`deploy:headers: ${error.message}`);
    process.exit(1);
  });
}
