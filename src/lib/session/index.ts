/**
 * The session: who is signed in (the auth slice and its hooks), the token storage, refresh and
 * check-session, the start-up sign-in (SPEC.md section 4), the cross-tab channel and lock, and
 * what a change of session does (lifecycle.ts). Code outside this folder imports it from here.
 */
export {
  authSlice,
  initialAuthState,
  selectIsSignedIn,
  selectSessionStatus,
  selectUser,
  selectUserId,
  selectUserWallet,
  selectVerifiedAddress,
  selectWalletVerified,
  userProfileLoaded,
  walletVerificationChecked,
  walletVerificationLost,
  type AuthState,
  type SessionStatus,
} from './authSlice';
export {
  connectionRetryRequested,
  sessionExpired,
  sessionRestored,
  signedIn,
  signedOut,
  type SessionEventOrigin,
} from './sessionEvents';
export {
  useAccountKey,
  useConnectionStatus,
  useCurrentUser,
  useSessionStatus,
  useSignedIn,
  useStorageWritable,
  useUserWallet,
  useVerifiedAddress,
  useWalletVerified,
} from './hooks';
export {
  ACCESS_TOKEN_KEY,
  KEPT_STORAGE_KEYS,
  PENDING_MONEY_STORAGE_KEY,
  SESSION_ID_KEY,
  clearTokens,
  getAccessToken,
  getSessionId,
  getSessionOwner,
  setSessionOwner,
  setTabUser,
  storeTokens,
} from './sessionStorage';
export { getConnectionStatus, retryConnection, setConnectionStatus, type ConnectionStatus } from './connectionStatus';
export { reportStorageUnwritable, resetStorageHealthForTests } from './storageHealth';
export { broadcastSessionChange, onSessionChange, resetCrossTabForTests, type CrossTabMessage } from './crossTab';
export {
  REFRESH_RETRY_DELAYS_MS,
  SESSION_ID_NOT_FOUND,
  claimRefusal,
  loadUserWithoutRefresh,
  refreshSession,
  setRefreshRetryDelaysForTests,
  waitForRefresh,
  type RefreshOutcome,
} from './refresh';
export { beginStartupSignIn, checkSessionStep, runStartupSignIn, type StartupSignIn } from './startup';
export { registerSessionLifecycle } from './lifecycle';
export { SessionSync, TOKEN_REMOVED_GRACE_MS } from './SessionSync';
