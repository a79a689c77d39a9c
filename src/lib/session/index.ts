// The session (docs/session.md, "The session"). Code outside this folder imports it from here.
export {
  authSlice,
  selectIsSignedIn,
  selectUser,
  selectUserId,
  selectVerifiedAddress,
  selectWalletVerified,
  userProfileLoaded,
  walletVerificationChecked,
  walletVerificationLost,
  type AuthState,
} from './authSlice';
export { connectionRetryRequested, sessionExpired, sessionRestored, signedIn, signedOut } from './sessionEvents';
export {
  useConnectionStatus,
  useCurrentUser,
  useOnAccountChange,
  useSessionStatus,
  useSignedIn,
  useStorageWritable,
  useUserWallet,
  useVerifiedAddress,
  useWalletVerified,
} from './hooks';
export {
  KEPT_STORAGE_KEYS,
  PENDING_MONEY_STORAGE_KEY,
  clearTokens,
  getAccessToken,
  getSessionId,
  setTabUser,
  storeTokens,
} from './sessionStorage';
export { getConnectionStatus, retryConnection, setConnectionStatus } from './connectionStatus';
export { reportStorageUnwritable, resetStorageHealthForTests } from './storageHealth';
export {
  REFRESH_RETRY_DELAYS_MS,
  SESSION_ID_NOT_FOUND,
  claimRefusal,
  loadUserWithoutRefresh,
  refreshSession,
  setRefreshRetryDelaysForTests,
  waitForRefresh,
} from './refresh';
export { beginStartupSignIn, checkSessionStep, runStartupSignIn, type StartupSignIn } from './startup';
export { registerSessionLifecycle } from './lifecycle';
export { connectSessionToApi } from './connectToApi';
export { followOtherTabs } from './otherTab';
