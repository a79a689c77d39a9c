// Runtime configuration of the production build. A deployment edits this one file (served as
// /config.js next to index.html, never cached); nothing is rebuilt. Every key is checked at
// start-up: a missing or malformed key, a zero address, a value left as in this template
// (REPLACE_ME, example.org), demo mode in production or plain http services outside localhost
// stop the app with a page that names the key. A mixed-case contract address must match its
// EIP-55 checksum (the wallet refuses it otherwise, and so does deploy:headers). After editing, regenerate the nginx headers so the
// Content-Security-Policy allows exactly these services:
//   npm run deploy:headers -- /path/to/config.js > /etc/nginx/snippets/staking-headers.conf
window.APP_CONFIG = {
  // Environment name: 'prod' also refuses demo mode and plain-http images. (A production build
  // refuses plain-http services outside localhost whatever the name.)
  env: 'prod',
  // Absolute https base URLs of the staking backend, the vote backend and the login service.
  stakingApiUrl: 'https://staking-api.example.org',
  voteApiUrl: 'https://vote-api.example.org',
  loginUrl: 'https://login.example.org',
  // Login-service client. The secret is sent only to check-session (SPEC.md section 4), which
  // runs at every start-up without a stored token, so it cannot be empty.
  clientId: 'production',
  clientSecret: 'REPLACE_ME',
  // WalletConnect Cloud project id; leave empty to hide phone wallets behind a clear notice.
  walletConnectProjectId: '',
  // WalletConnect relay (wss:); leave empty for WalletConnect's own, wss://relay.walletconnect.org.
  walletConnectRelayUrl: '',
  // Name lookup (GET {nameLookupUrl}/v1/resolve-ens?address=); empty key = no lookups.
  nameLookupUrl: '',
  nameLookupApiKey: '',
  // An explorer's account API (Etherscan-style txlist, e.g. 'https://api.etherscan.io/v2/api'),
  // used only to find a deposit older than a pruned node's state; empty = none. Public, like the rest.
  explorerApiUrl: '',
  explorerApiKey: '',
  // Chain ids offered; the first is the default. BSC mainnet only.
  // To offer BSC testnet as well: add 97 here, an rpcUrls entry for 97, and give `contracts`
  // per chain ({ 56: { ...mainnet addresses }, 97: { ...testnet addresses } }): the mainnet USDT
  // address means nothing on testnet. Never with demo: true on a deployment that offers 56.
  chains: [56],
  // JSON-RPC endpoint per chain id: one URL, or a list tried in turn (ranked by latency and
  // stability; a 429, 5xx, timeout or lagging node moves on to the next), e.g.
  //   56: ['https://bsc-dataseed.bnbchain.org', 'https://bsc-dataseed1.bnbchain.org'],
  // https only (http for localhost). deploy:headers puts every URL's origin into connect-src.
  rpcUrls: {
    56: 'https://bsc-dataseed.bnbchain.org',
  },
  // Contract addresses on the chains above: staking, deposit (receives deposits), vote,
  // stablecoin (USDT, BEP-20). One object for every chain, or one per chain id as shown above.
  // A zero address is refused: deposits sent there would be lost.
  contracts: {
    staking: '0x0000000000000000000000000000000000000000',
    deposit: '0x0000000000000000000000000000000000000000',
    vote: '0x0000000000000000000000000000000000000000',
    stablecoin: '0x55d398326f99059fF775485246999027B3197955',
  },
  // Origins the content images (image_url) come from, e.g. ['https://images.your-cdn.net']: each
  // an https origin without a path; deploy:headers puts them in the CSP's img-src. Images from
  // anywhere else are blocked by the browser and the cards show their gradient instead.
  imageOrigins: [],
  // true serves fixture backends in the browser and offers a demo wallet. Production builds
  // do not contain demo mode at all, so true is refused here.
  demo: false,
};
