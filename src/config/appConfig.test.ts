import { parseAppConfig } from './appConfig';
import { testConfig } from '@/testing/testConfig';

const valid = () => JSON.parse(JSON.stringify(testConfig)) as Record<string, unknown>;

describe('parseAppConfig', () => {
  it('accepts a complete configuration and normalises base URLs', () => {
    const raw = { ...valid(), stakingApiUrl: 'https://api.example.org/' };
    const result = parseAppConfig(raw);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.config.stakingApiUrl).toBe('https://api.example.org');
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
});
