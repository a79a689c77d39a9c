/** Every page route of the app, in one place, so links and the router agree. */
export const paths = {
  home: '/',
  callback: '/callback',
  register: '/register',
  vote: '/vote',
  transfers: '/transfers',
  analytics: '/analytics',
  wallet: '/wallet',
  transactions: '/transactions',
  /** One transaction by its on-chain hash: generatePath(paths.transactionDetail, { hash }). */
  transactionDetail: '/transactions/:hash',
  /** Demo mode only: a stand-in for the login service's sign-in page. */
  demoLogin: '/demo/auth/login',
} as const;

/**
 * /callback, with or without a trailing slash (the router matches both, and so does the login
 * service's redirect if registered either way): the page that finishes its own sign-in.
 */
export function isCallbackPath(pathname: string): boolean {
  return pathname === paths.callback || pathname === `${paths.callback}/`;
}
