// Demo configuration used by `npm start`: the app serves itself its fixture backends in the
// browser (demo: true), so it runs with no services at all. Base URLs point at this origin;
// the fixture backend answers them. See deploy/config.js for the production template.
// Testnet only: start-up refuses demo mode with chain 56 (demo wallets never meet real money).
window.APP_CONFIG = {
  env: 'demo',
  stakingApiUrl: window.location.origin + '/demo-api/staking',
  voteApiUrl: window.location.origin + '/demo-api/vote',
  loginUrl: window.location.origin + '/demo',
  clientId: 'production',
  clientSecret: 'demo-client-secret',
  walletConnectProjectId: '',
  nameLookupUrl: window.location.origin + '/demo-api/names',
  nameLookupApiKey: 'demo-name-key',
  chains: [97],
  rpcUrls: {
    97: window.location.origin + '/demo-api/rpc/97',
  },
  contracts: {
    staking: '0x5a1E5a1e5A1e5a1E5A1e5A1E5a1E5A1e5A1E5A1e',
    deposit: '0xdE9051700000000000000000000000000000De90',
    vote: '0xB07eb07eb07Eb07EB07eb07eB07eB07eb07Eb07e',
    stablecoin: '0x337610d27c682E347C9cD60BD4b3b107C9d34dDd',
  },
  demo: true,
};
