export * from './types';
export { monogramIcon, initialsOf } from './icons';
export { STEP_TITLE_IDS, type ScanStyle } from './steps';
export { WALLETS, WALLET_IDS, getWallet, isWalletId, findWalletByRdns } from './wallets';
export {
  detectInjectedWalletIds,
  getWalletForEip6963Provider,
  walletIdsForRdns,
  type Eip6963ProviderInfo,
} from './detect';
export * from './walletList';
