// What src/app takes from the wallet feature: the app bar's button, the connectors the lazy wallet
// runtime builds wagmi with, and the context through which the app feeds recent transactions.
export { WalletButton } from './components/WalletButton';
export { createWalletConnectors } from './model/connectors/createWalletConnectors';
export {
  NO_RECENT_TRANSACTIONS,
  RecentTransactionsContext,
  type RecentTransactions,
} from './model/account/recentTransactions';
