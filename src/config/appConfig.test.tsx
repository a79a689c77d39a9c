import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { render, screen } from '@testing-library/react';
import { ConfigErrorPage } from '@/app/ConfigErrorPage';
import { contractsOn, parseAppConfig, parseRpcConfig } from './appConfig';
import { testConfig, testContracts } from '@/testing/testConfig';

const valid = () => JSON.parse(JSON.stringify({ ...testConfig, contracts: testContracts })) as Record<string, unknown>;

/** A production configuration that passes every check. */
const production = () => ({
  ...valid(),
  env: 'prod',
  stakingApiUrl: 'https://staking.bank.test',
  voteApiUrl: 'https://vote.bank.test',
  loginUrl: 'https://login.bank.test',
  nameLookupUrl: '',
  chains: [56],
  rpcUrls: { 56: 'https://bsc-rpc.bank.test' },
});

/** window.APP_CONFIG as a config.js file sets it. */
function loadConfigJs(file: string): unknown {
  const sandbox = { window: { location: { origin: 'http://127.0.0.1:3000' } } as { APP_CONFIG?: unknown } };
  vm.runInNewContext(fs.readFileSync(path.join(__dirname, '..', '..', file), 'utf8'), sandbox);
  return sandbox.window.APP_CONFIG;
}

describe('parseAppConfig', () => {
  it('accepts a complete configuration and normalises base URLs', () => {
    const raw = { ...valid(), stakingApiUrl: 'https://api.bank.test/' };
    const result = parseAppConfig(raw);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.config.stakingApiUrl).toBe('https://api.bank.test');
  });

  it('names the page when window.APP_CONFIG is absent', () => {
    expect(parseAppConfig(undefined)).toMatchObject({ ok: false, key: 'APP_CONFIG', problem: 'missing' });
  });

  it.each([
    ['stakingApiUrl', undefined, 'missing'],
    ['stakingApiUrl', 'api.example.org', 'malformed'],
    ['voteApiUrl', 'ftp://vote.example.org', 'malformed'],
    ['loginUrl', 42, 'malformed'],
    ['clientId', '', 'malformed'],
    ['clientSecret', undefined, 'missing'],
    ['env', undefined, 'missing'],
    ['chains', [], 'malformed'],
    ['chains', [1], 'malformed'],
    ['chains', [97, 97], 'malformed'],
    ['demo', 'yes', 'malformed'],
    ['contracts', 'none', 'malformed'],
    ['rpcUrls', [], 'malformed'],
  ])('%s = %p is %s', (key, value, problem) => {
    const raw = valid();
    if (value === undefined) delete raw[key];
    else raw[key] = value;
    expect(parseAppConfig(raw)).toMatchObject({ ok: false, key, problem });
  });

  it('names the nested key: an RPC URL missing for an offered chain', () => {
    const raw = { ...valid(), rpcUrls: { 97: 'http://rpc97.test' } };
    expect(parseAppConfig(raw)).toMatchObject({ ok: false, key: 'rpcUrls.56', problem: 'missing' });
  });

  it('copies a flat contracts object to every offered chain', () => {
    const result = parseAppConfig(valid());
    if (!result.ok) throw new Error('refused');
    expect(contractsOn(result.config, 97)).toEqual(testContracts);
    expect(contractsOn(result.config, 56)).toEqual(testContracts);
    expect(() => contractsOn(result.config, 1)).toThrow(/not configured/);
  });

  it('reads contracts per chain, and needs them for every offered chain', () => {
    const testnet = { ...testContracts, stablecoin: '0x5000000000000000000000000000000000000005' };
    const result = parseAppConfig({ ...valid(), contracts: { 56: testContracts, 97: testnet } });
    if (!result.ok) throw new Error('refused');
    expect(contractsOn(result.config, 97).stablecoin).toBe(testnet.stablecoin);
    expect(contractsOn(result.config, 56).stablecoin).toBe(testContracts.stablecoin);
    expect(parseAppConfig({ ...valid(), contracts: { 56: testContracts } })).toMatchObject({
      ok: false,
      key: 'contracts.97',
      problem: 'missing',
    });
    expect(
      parseAppConfig({ ...valid(), contracts: { 56: testContracts, 97: { ...testnet, vote: '0x12' } } }),
    ).toMatchObject({
      ok: false,
      key: 'contracts.97.vote',
      problem: 'malformed',
    });
  });

  it.each([
    [
      'a zero address',
      { contracts: { ...testContracts, deposit: `0x${'0'.repeat(40)}` } },
      'contracts.deposit',
      'zeroAddress',
    ],
    [
      'a zero address on one chain',
      { contracts: { 97: testContracts, 56: { ...testContracts, staking: `0x${'0'.repeat(40)}` } } },
      'contracts.56.staking',
      'zeroAddress',
    ],
    ['REPLACE_ME', { clientSecret: 'REPLACE_ME' }, 'clientSecret', 'placeholder'],
    ['<your key>', { nameLookupApiKey: '<your key>' }, 'nameLookupApiKey', 'placeholder'],
    ['a placeholder address', { contracts: { ...testContracts, vote: 'REPLACE_ME' } }, 'contracts.vote', 'placeholder'],
    ['an example.org URL', { loginUrl: 'https://login.example.org' }, 'loginUrl', 'placeholder'],
    [
      'an example.com RPC URL',
      { rpcUrls: { 97: 'https://rpc.example.com', 56: 'http://rpc56.test' } },
      'rpcUrls.97',
      'placeholder',
    ],
    ['an empty client secret (check-session always runs)', { clientSecret: '' }, 'clientSecret', 'malformed'],
    ['demo mode with chain 56', { demo: true, chains: [97, 56] }, 'demo', 'demoOnMainnet'],
    ['demo mode in production', { demo: true, env: 'prod', chains: [97] }, 'demo', 'demoInProduction'],
  ])('refuses %s', (_name, change, key, problem) => {
    expect(parseAppConfig({ ...valid(), ...change })).toMatchObject({ ok: false, key, problem });
  });

  it('refuses demo mode in a build without it', () => {
    const demo = { ...valid(), demo: true, chains: [97] };
    expect(parseAppConfig(demo, { demoBuild: true }).ok).toBe(true);
    expect(parseAppConfig(demo, { demoBuild: false })).toMatchObject({
      ok: false,
      key: 'demo',
      problem: 'demoNotInBuild',
    });
  });

  it('accepts https services in production, and http only on localhost', () => {
    expect(parseAppConfig(production()).ok).toBe(true);
    expect(parseAppConfig({ ...production(), stakingApiUrl: 'http://127.0.0.1:8080' }).ok).toBe(true);
    expect(parseAppConfig({ ...production(), voteApiUrl: 'http://vote.bank.test' })).toMatchObject({
      ok: false,
      key: 'voteApiUrl',
      problem: 'insecureUrl',
    });
    expect(parseAppConfig({ ...production(), rpcUrls: { 56: 'http://bsc-rpc.bank.test' } })).toMatchObject({
      ok: false,
      key: 'rpcUrls.56',
      problem: 'insecureUrl',
    });
    // A demo build outside production (npm start, tests) may use plain http.
    expect(parseAppConfig({ ...valid(), env: 'staging' }).ok).toBe(true);
  });

  it.each(['production', 'staging', 'Prod ', 'e2e'])(
    "refuses plain http outside localhost in a build without demo mode, with env '%s'",
    (env) => {
      const build = { demoBuild: false };
      expect(parseAppConfig({ ...production(), env }, build).ok).toBe(true);
      expect(parseAppConfig({ ...production(), env, stakingApiUrl: 'http://staking.bank.test' }, build)).toMatchObject({
        ok: false,
        key: 'stakingApiUrl',
        problem: 'insecureUrl',
      });
      expect(
        parseAppConfig({ ...production(), env, rpcUrls: { 56: 'http://bsc-rpc.bank.test' } }, build),
      ).toMatchObject({ ok: false, key: 'rpcUrls.56', problem: 'insecureUrl' });
      // The browser tests' configuration: every service on 127.0.0.1 over http.
      const local = 'http://127.0.0.1:4010';
      const onLocalhost = { stakingApiUrl: local, voteApiUrl: local, loginUrl: local, nameLookupUrl: local };
      expect(parseAppConfig({ ...production(), env, ...onLocalhost, rpcUrls: { 56: local } }, build).ok).toBe(true);
    },
  );

  it('reads imageOrigins: bare origins, https only in production', () => {
    expect(parseAppConfig(valid())).toMatchObject({ ok: true, config: { imageOrigins: [] } });
    const cdn = { imageOrigins: ['https://cdn.bank.test', 'https://img.bank.test:8443/'] };
    expect(parseAppConfig({ ...production(), ...cdn }, { demoBuild: false })).toMatchObject({
      ok: true,
      config: { imageOrigins: ['https://cdn.bank.test', 'https://img.bank.test:8443'] },
    });
    const refused = (imageOrigins: unknown, change: object = {}, demoBuild = false) =>
      parseAppConfig({ ...production(), ...change, imageOrigins }, { demoBuild });
    expect(refused('https://cdn.bank.test')).toMatchObject({ ok: false, key: 'imageOrigins', problem: 'imageOrigin' });
    expect(refused(['https://cdn.bank.test/images'])).toMatchObject({ key: 'imageOrigins.0', problem: 'imageOrigin' });
    expect(refused(['https://cdn.bank.test', '*'])).toMatchObject({ key: 'imageOrigins.1', problem: 'imageOrigin' });
    expect(refused(['data:'])).toMatchObject({ key: 'imageOrigins.0', problem: 'imageOrigin' });
    expect(refused(['http://cdn.bank.test'])).toMatchObject({ key: 'imageOrigins.0', problem: 'imageOrigin' });
    expect(refused(['https://images.example.net'])).toMatchObject({ key: 'imageOrigins.0', problem: 'placeholder' });
    // env 'prod': https only, even on this machine; elsewhere http on localhost is fine.
    expect(refused(['http://127.0.0.1:5000'])).toMatchObject({ key: 'imageOrigins.0', problem: 'imageOrigin' });
    expect(refused(['http://127.0.0.1:5000'], { env: 'e2e' }).ok).toBe(true);
    expect(refused(['http://images.test'], { env: 'test' }, true).ok).toBe(true);
  });

  it('keeps contract addresses as written (the wallet runtime checks their checksums)', () => {
    const stablecoin = '0x55d398326f99059fF775485246999027B3197955';
    const typo = '0x55d398326f99059fF775485246999027B3197956';
    const result = parseAppConfig({ ...valid(), contracts: { ...testContracts, stablecoin, deposit: typo } });
    if (!result.ok) throw new Error('refused');
    expect(contractsOn(result.config, 97)).toMatchObject({ stablecoin, deposit: typo });
  });

  it('refuses the production template until it is filled in, and accepts the demo configuration', () => {
    expect(parseAppConfig(loadConfigJs('deploy/config.js'), { demoBuild: false })).toMatchObject({
      ok: false,
      problem: 'placeholder',
    });
    const filled = loadConfigJs('deploy/config.js') as Record<string, unknown>;
    Object.assign(filled, {
      stakingApiUrl: 'https://staking.bank.test',
      voteApiUrl: 'https://vote.bank.test',
      loginUrl: 'https://login.bank.test',
    });
    expect(parseAppConfig(filled, { demoBuild: false })).toMatchObject({
      ok: false,
      key: 'clientSecret',
      problem: 'placeholder',
    });
    filled.clientSecret = 's3cret';
    expect(parseAppConfig(filled, { demoBuild: false })).toMatchObject({
      ok: false,
      key: 'contracts.staking',
      problem: 'zeroAddress',
    });
    filled.contracts = testContracts;
    expect(parseAppConfig(filled, { demoBuild: false })).toMatchObject({ ok: true, config: { chains: [56] } });
    expect(parseAppConfig(loadConfigJs('public/config.js'), { demoBuild: true })).toMatchObject({
      ok: true,
      config: { demo: true },
    });
  });

  it('shows the refusal on the configuration page, naming the key', () => {
    const result = parseAppConfig({ ...valid(), demo: true });
    if (result.ok) throw new Error('accepted');
    render(<ConfigErrorPage problem={result} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The configuration key demo turns demo mode on while BNB Smart Chain mainnet (56) is offered.',
    );
  });

  it.each([
    ['imageOrigins.0', 'imageOrigin', 'is not a valid image origin: expected an https origin.'],
    ['stakingApiUrl', 'insecureUrl', 'uses plain http. Use an https URL'],
  ] as const)('has its own message for %s (%s)', (key, problem, text) => {
    render(<ConfigErrorPage problem={{ ok: false, key, problem, expected: 'an https origin' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`The configuration key ${key} ${text}`);
  });

  it('names the nested key: a malformed contract address', () => {
    const raw = valid();
    raw.contracts = { ...(raw.contracts as object), deposit: '0x123' };
    expect(parseAppConfig(raw)).toMatchObject({ ok: false, key: 'contracts.deposit', problem: 'malformed' });
  });

  it('treats the optional keys as optional', () => {
    const raw = valid();
    delete raw.walletConnectProjectId;
    delete raw.nameLookupUrl;
    delete raw.nameLookupApiKey;
    delete raw.demo;
    const result = parseAppConfig(raw);
    expect(result).toMatchObject({ ok: true, config: { walletConnectProjectId: '', nameLookupUrl: '', demo: false } });
  });

  it("takes WalletConnect's own relay unless walletConnectRelayUrl names another", () => {
    const raw = valid();
    delete raw.walletConnectRelayUrl;
    expect(parseAppConfig(raw)).toMatchObject({
      ok: true,
      config: { walletConnectRelayUrl: 'wss://relay.walletconnect.org' },
    });
    raw.walletConnectRelayUrl = 'wss://relay.staking.test/';
    expect(parseAppConfig(raw)).toMatchObject({
      ok: true,
      config: { walletConnectRelayUrl: 'wss://relay.staking.test' },
    });
    raw.walletConnectRelayUrl = 'ws://127.0.0.1:9000';
    expect(parseAppConfig(raw)).toMatchObject({ ok: true, config: { walletConnectRelayUrl: 'ws://127.0.0.1:9000' } });
  });

  it.each(['ws://relay.staking.test', 'https://relay.staking.test', 'relay', 42])(
    'refuses walletConnectRelayUrl %p: wss: outside localhost, in every environment',
    (value) => {
      const raw = { ...valid(), env: 'e2e', walletConnectRelayUrl: value };
      expect(parseAppConfig(raw)).toMatchObject({ ok: false, key: 'walletConnectRelayUrl', problem: 'malformed' });
    },
  );
});

describe('rpcUrls: one URL or a list per chain', () => {
  const prod = (rpcUrls: unknown) => ({ ...production(), rpcUrls });

  it('reads a lone URL as a list of one, and a list in its order', () => {
    expect(parseAppConfig(prod({ 56: 'https://a.bank.test' }))).toMatchObject({
      ok: true,
      config: { rpcUrls: { 56: ['https://a.bank.test'] } },
    });
    const list = ['https://a.bank.test', 'https://b.bank.test/v1/key'];
    expect(parseAppConfig(prod({ 56: list }))).toMatchObject({ ok: true, config: { rpcUrls: { 56: list } } });
  });

  it.each([
    [[], 'rpcUrls.56', 'malformed'],
    [['https://a.bank.test', 'rpc.bank.test'], 'rpcUrls.56[1]', 'malformed'],
    [['https://a.bank.test', 42], 'rpcUrls.56[1]', 'malformed'],
    [['https://a.bank.test', null], 'rpcUrls.56[1]', 'missing'],
    [['https://rpc.example.org'], 'rpcUrls.56[0]', 'placeholder'],
    [['REPLACE_ME'], 'rpcUrls.56[0]', 'placeholder'],
    [['https://a.bank.test', 'https://a.bank.test'], 'rpcUrls.56[1]', 'malformed'],
    [['https://a.bank.test', 'http://b.bank.test'], 'rpcUrls.56[1]', 'insecureUrl'],
    ['http://b.bank.test', 'rpcUrls.56', 'insecureUrl'],
  ])('refuses %p, naming %s', (urls, key, problem) => {
    const expected = { ok: false, key, problem };
    expect(parseAppConfig(prod({ 56: urls }))).toMatchObject(expected);
    // The same refusal from the part deploy:headers runs.
    expect(parseRpcConfig(prod({ 56: urls }), { demoBuild: false })).toMatchObject(expected);
  });

  it('lets parseRpcConfig accept what start-up accepts, placeholders elsewhere aside (the template)', () => {
    const template = { ...prod({ 56: ['https://a.bank.test', 'http://127.0.0.1:8545'] }), clientSecret: 'REPLACE_ME' };
    expect(parseRpcConfig(template, { demoBuild: false })).toEqual({
      ok: true,
      chains: [56],
      rpcUrls: { 56: ['https://a.bank.test', 'http://127.0.0.1:8545'] },
    });
    expect(parseAppConfig(template)).toMatchObject({ ok: false, key: 'clientSecret' });
    // Plain http outside localhost: only in a demo build outside production, as at start-up.
    const staging = { ...valid(), env: 'staging', rpcUrls: { 97: ['http://rpc.bank.test'], 56: 'http://x.bank.test' } };
    expect(parseRpcConfig(staging, { demoBuild: true }).ok).toBe(true);
    expect(parseAppConfig(staging, { demoBuild: true }).ok).toBe(true);
    expect(parseRpcConfig(staging, { demoBuild: false })).toMatchObject({ ok: false, key: 'rpcUrls.97[0]' });
  });
});
