/**
 * `npm run deploy:headers` as a deployer runs it: the script on a config.js and an index.html.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAppConfig } from '../src/config/appConfig';

const SCRIPT = path.join(__dirname, 'deploy-headers.mjs');
const INDEX =
  '<!doctype html><html><head><script>var a = 1;</script><script defer src="/config.js"></script></head></html>';

const baseConfig = {
  env: 'prod',
  stakingApiUrl: 'https://staking.bank.test',
  voteApiUrl: 'https://vote.bank.test',
  loginUrl: 'https://login.bank.test',
  clientId: 'production',
  clientSecret: 's3cret',
  walletConnectProjectId: '',
  nameLookupUrl: '',
  nameLookupApiKey: '',
  chains: [56],
  rpcUrls: { 56: 'https://bsc-rpc.bank.test' },
  contracts: {
    staking: '0x1000000000000000000000000000000000000001',
    deposit: '0x5a1E5a1e5A1e5a1E5A1e5A1E5a1E5A1e5A1E5A1e',
    vote: '0xB07EB07EB07EB07EB07EB07EB07EB07EB07EB07E',
    stablecoin: '0x55d398326f99059fF775485246999027B3197955',
  },
  demo: false,
};

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-headers-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(config: object, ...args: string[]) {
  fs.writeFileSync(path.join(dir, 'config.js'), `window.APP_CONFIG = ${JSON.stringify(config)};\n`);
  const result = spawnSync(
    process.execPath,
    [SCRIPT, path.join(dir, 'config.js'), '--index', path.join(dir, 'index.html'), ...args],
    { encoding: 'utf8' },
  );
  const headers = new Map(
    [...result.stdout.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((match) => [match[1], match[2]]),
  );
  const csp = headers.get('Content-Security-Policy') ?? '';
  const directive = (name: string) =>
    csp
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);
  return { status: result.status, stderr: result.stderr, headers, directive };
}

describe('deploy:headers', () => {
  it("puts config.js's imageOrigins into img-src", () => {
    const { status, directive } = run({
      ...baseConfig,
      imageOrigins: ['https://cdn.bank.test', 'https://img.bank.test/'],
    });
    expect(status).toBe(0);
    expect(directive('img-src')).toBe("'self' data: blob: https://cdn.bank.test https://img.bank.test");
    expect(run(baseConfig).directive('img-src')).toBe("'self' data: blob:");
  });

  it.each([
    [['https://cdn.bank.test/images'], /imageOrigins\.0 is not a bare http\(s\) origin/],
    [['http://cdn.bank.test'], /imageOrigins\.0 is not https/],
    [['data:'], /imageOrigins\.0/],
    ['https://cdn.bank.test', /imageOrigins is not a list/],
  ])('refuses imageOrigins %p', (imageOrigins, message) => {
    const { status, stderr } = run({ ...baseConfig, imageOrigins });
    expect(status).toBe(1);
    expect(stderr).toMatch(message);
  });

  it('allows http image origins outside env prod (the browser tests)', () => {
    expect(run({ ...baseConfig, env: 'e2e', imageOrigins: ['http://127.0.0.1:4100'] }).directive('img-src')).toBe(
      "'self' data: blob: http://127.0.0.1:4100",
    );
  });

  it('refuses a mixed-case contract address whose EIP-55 checksum does not match, naming the key', () => {
    const typo = { ...baseConfig.contracts, deposit: '0x5a1E5a1e5A1e5a1E5A1e5A1E5a1E5A1e5A1E5A1E' };
    const flat = run({ ...baseConfig, contracts: typo });
    expect(flat.status).toBe(1);
    expect(flat.stderr).toMatch(/contracts\.deposit does not match its EIP-55 checksum/);
    const perChain = run({ ...baseConfig, contracts: { 56: typo } });
    expect(perChain.stderr).toMatch(/contracts\.56\.deposit does not match/);
    // All-lowercase and all-uppercase addresses carry no checksum: accepted as they are.
    expect(run(baseConfig).status).toBe(0);
  });

  it("lets WalletConnect's Verify frame and reach its hosts only when a project id is configured", () => {
    const verifyHosts = 'https://verify.walletconnect.org https://verify.walletconnect.com';
    const configured = run({ ...baseConfig, walletConnectProjectId: 'pid' });
    expect(configured.directive('frame-src')).toBe(verifyHosts);
    expect(configured.directive('connect-src')).toContain(verifyHosts);
    const without = run(baseConfig);
    expect(without.directive('frame-src')).toBe("'none'");
    expect(without.directive('connect-src')).not.toContain('verify.walletconnect');
  });

  it('forbids framing by default; --allow-safe lets the Safe{Wallet} web app frame it and drops X-Frame-Options', () => {
    const strict = run(baseConfig);
    expect(strict.directive('frame-ancestors')).toBe("'none'");
    expect(strict.headers.get('X-Frame-Options')).toBe('DENY');
    const safe = run(baseConfig, '--allow-safe');
    expect(safe.status).toBe(0);
    expect(safe.directive('frame-ancestors')).toBe('https://app.safe.global');
    expect(safe.headers.has('X-Frame-Options')).toBe(false);
    // Everything else stays as strict.
    expect(safe.directive('script-src')).toBe(strict.directive('script-src'));
    expect(safe.headers.get('Content-Security-Policy')?.replace(/frame-ancestors [^;]+/, '')).toBe(
      strict.headers.get('Content-Security-Policy')?.replace(/frame-ancestors [^;]+/, ''),
    );
  });

  it("puts the origin of every RPC URL of a chain's list into connect-src", () => {
    const config = {
      ...baseConfig,
      chains: [56, 97],
      rpcUrls: {
        56: ['https://rpc-one.bank.test/v1/key', 'https://rpc-two.bank.test:8443'],
        97: 'https://t.bank.test',
      },
      contracts: { 56: baseConfig.contracts, 97: baseConfig.contracts },
    };
    const { status, directive } = run(config);
    expect(status).toBe(0);
    expect(directive('connect-src')).toBe(
      "'self' https://staking.bank.test https://vote.bank.test https://rpc-one.bank.test https://rpc-two.bank.test:8443 https://t.bank.test",
    );
  });

  it.each([
    [['https://rpc-one.bank.test', 'https'], 'rpcUrls.56[1]'],
    [['https://rpc-one.bank.test', 'http://rpc-two.bank.test'], 'rpcUrls.56[1]'],
    [[], 'rpcUrls.56'],
    [['https://rpc.example.org'], 'rpcUrls.56[0]'],
  ])('refuses rpcUrls.56 = %p naming %s, as the app does at start-up', (urls, key) => {
    const config = { ...baseConfig, rpcUrls: { 56: urls } };
    const { status, stderr, headers } = run(config);
    expect(status).toBe(1);
    expect(headers.size).toBe(0);
    const app = parseAppConfig(config, { demoBuild: false });
    expect(app).toMatchObject({ ok: false, key });
    if (app.ok) return;
    expect(stderr).toBe(`deploy:headers: ${key} is ${app.problem}: expected ${app.expected}\n`);
  });

  it("adds --allow-connect origins (users' own RPC nodes) to connect-src, bare https origins only", () => {
    const allowed = run(
      baseConfig,
      '--allow-connect',
      'https://bsc.provider.test',
      '--allow-connect',
      'https://n.test/',
    );
    expect(allowed.status).toBe(0);
    expect(allowed.directive('connect-src')).toBe(
      "'self' https://staking.bank.test https://vote.bank.test https://bsc-rpc.bank.test https://bsc.provider.test https://n.test",
    );
    for (const bad of ['https://bsc.provider.test/v1/key', 'http://bsc.provider.test', '*']) {
      const refused = run(baseConfig, '--allow-connect', bad);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/--allow-connect/);
    }
  });

  it('accepts the template deploy/config.js as it stands', () => {
    const template = fs.readFileSync(path.join(__dirname, '..', 'deploy', 'config.js'), 'utf8');
    fs.writeFileSync(path.join(dir, 'template.js'), template);
    const result = spawnSync(
      process.execPath,
      [SCRIPT, path.join(dir, 'template.js'), '--index', path.join(dir, 'index.html')],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      /connect-src 'self' https:\/\/staking-api\.example\.org .*https:\/\/bsc-dataseed\.bnbchain\.org/,
    );
  });

  it('hashes the inline scripts of index.html', () => {
    expect(run(baseConfig).directive('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});
