export * from './types';
export {
  acceptsEvent,
  canGoBack,
  connectFlowReducer,
  initialConnectFlowState,
  STEP_TITLE_IDS as CONNECT_STEP_TITLE_IDS,
  TRANSITIONS,
} from './connectFlowReducer';
export { classifyConnectError, isSameConnector, type ClassifiedConnectError, type ConnectErrorKind } from './errors';
export { getWalletsToGet, GET_WALLETS_LIMIT } from './getWallets';
export {
  CONNECTION_REQUEST_RESET,
  isConnectionRequestReset,
  isUserRejection,
  readableErrorMessage,
} from '@/lib/wallet/walletErrors';
