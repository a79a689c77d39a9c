// Runtime configuration of the production build. A deployment edits this one file (served as
// /config.js next to index.html); nothing is rebuilt. Every key is checked at start-up and a
// missing or malformed one stops the app with a page that names it.
window.APP_CONFIG = {
  // Environment name, shown nowhere but useful in support reports.
  env: 'prod',
  // Absolute base URLs of the staking backend, the vote backend and the login service.
  stakingApiUrl: 'https://staking-api.example.org',
  voteApiUrl: 'https://vote-api.example.org',
  loginUrl: 'https://login.example.org',
  // Login-service client. The secret is sent only to check-session (SPEC.md section 4).
  clientId: 'production',
  clientSecret: 'REPLACE_ME',
  // WalletConnect Cloud project id; leave empty to hide phone wallets behind a clear notice.
  walletConnectProjectId: '',
  // Name lookup (GET {nameLookupUrl}/v1/resolve-ens?address=); empty key = no lookups.
  nameLookupUrl: '',
  nameLookupApiKey: '',
  // Chain ids offered (97 BSC testnet, 56 BSC mainnet); the first is the default.
  chains: [56, 97],
  // JSON-RPC endpoint per chain id.
  rpcUrls: {
    56: 'https://bsc-dataseed.bnbchain.org',
    97: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  },
  // Contract addresses: staking, deposit (receives deposits), vote, stablecoin (USDT, BEP-20).
  contracts: {
    staking: '0x0000000000000000000000000000000000000000',
    deposit: '0x0000000000000000000000000000000000000000',
    vote: '0x0000000000000000000000000000000000000000',
    stablecoin: '0x55d398326f99059fF775485246999027B3197955',
  },
  // true serves fixture backends in the browser and offers a demo wallet: never in production.
  demo: false,
};
