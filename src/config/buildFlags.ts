// Build-time switches (DefinePlugin). Read them inline where code must vanish from a production
// build: webpack then drops the dead branch, so demo backends, wallets and their keys are never
// emitted.

/** Whether this build carries demo mode (`npm start` and test builds do; `npm run build` does not). */
export function isDemoBuild(): boolean {
  return process.env.APP_DEMO === '1';
}
