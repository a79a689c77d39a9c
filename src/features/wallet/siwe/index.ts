export { NO_AUTHENTICATION_ADAPTER, requireAdapter, type AuthenticationAdapter } from './adapter';
export {
  createBrowserMessageFactory,
  createSiweMessage,
  SIWE_STATEMENT,
  SIWE_VALIDITY_MS,
  UnsupportedSignInChainError,
  type BrowserMessageOptions,
  type CreateSiweMessageArgs,
  type MessageFields,
} from './createSiweMessage';
export {
  initialSignInState,
  isSignInDisabled,
  SIGN_IN_ERROR_MESSAGE_IDS,
  signInReducer,
  type NonceState,
  type SignInErrorKind,
  type SignInEvent,
  type SignInState,
  type SignInStatus,
} from './signInReducer';
export { loadNonce, runSignIn, type RunSignInArgs, type SignInDispatch, type SignInOutcome } from './runSignIn';
