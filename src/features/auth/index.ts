// What src/app imports from auth statically; its pages (register, callback) and the connection
// notice load lazily by their own modules.
export { SessionExpiryWatcher } from './components/SessionExpiryWatcher';
export { SessionGate } from './components/SessionGate';
export { startSignIn } from './model/signInRedirect';
export { useSignOut } from './model/useSignOut';
