/**
 * Ids of the toasts that name the user, so a later one replaces an earlier one. Their own module:
 * the session watcher (app chunk) needs the id without pulling in the callback page's code.
 */
export const SIGNED_IN_TOAST_ID = 'signed-in';
