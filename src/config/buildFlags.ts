/**
 * Build-time switches, replaced by webpack's DefinePlugin (webpack.config.ts). Read them inline
 * (`if (process.env.APP_DEMO === '1')`) where code must vanish from a production build: webpack
 * drops the dead branch with its dynamic imports, so the demo backend, the demo wallet, their
 * keys and passwords are never emitted. Jest sets APP_DEMO=1 (test/setup/jest.polyfills.ts).
 */

/** Whether this build carries demo mode (`npm start` and test builds do; `npm run build` does not). */
export function isDemoBuild(): boolean {
  return process.env.APP_DEMO === '1';
}
