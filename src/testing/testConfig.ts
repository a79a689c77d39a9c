import type { AppConfig, ContractAddresses } from '@/config/appConfig';
import { setConfig } from '@/config/runtimeConfig';

/** The contract addresses of the test configuration, the same on both chains. */
export const testContracts: ContractAddresses = {
  staking: '0x1000000000000000000000000000000000000001',
  deposit: '0x2000000000000000000000000000000000000002',
  vote: '0x3000000000000000000000000000000000000003',
  stablecoin: '0x4000000000000000000000000000000000000004',
};

/** The configuration every test starts with; the fixture backend answers at these URLs. */
export const testConfig: AppConfig = {
  env: 'test',
  stakingApiUrl: 'http://staking.test',
  voteApiUrl: 'http://vote.test',
  loginUrl: 'http://login.test',
  clientId: 'production',
  clientSecret: 'test-client-secret',
  walletConnectProjectId: '',
  walletConnectRelayUrl: 'wss://relay.walletconnect.org',
  nameLookupUrl: 'http://names.test',
  nameLookupApiKey: 'test-name-key',
  explorerApiUrl: '',
  explorerApiKey: '',
  chains: [97, 56],
  rpcUrls: { 97: ['http://rpc97.test'], 56: ['http://rpc56.test'] },
  contracts: { 97: testContracts, 56: testContracts },
  imageOrigins: [],
  demo: false,
};

export function installTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const config = { ...testConfig, ...overrides };
  setConfig(config);
  return config;
}
