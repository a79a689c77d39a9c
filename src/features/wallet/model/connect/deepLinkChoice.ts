// The wallet app a phone was sent to by deep link, so each request can send the user back there
// (model/connectors/returnToWallet.ts). Forgotten when the wallet disconnects, connects another way, or
// the session ends.
export const DEEP_LINK_CHOICE_KEY = 'wallet.deepLink';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage blocked: nothing is remembered.
  }
}

export function rememberDeepLinkChoice(walletId: string, storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.setItem(DEEP_LINK_CHOICE_KEY, walletId);
  } catch {
    // Quota or blocked storage: the choice is only for convenience.
  }
}

export function getDeepLinkChoice(storage: StorageLike | null = defaultStorage()): string | null {
  try {
    return storage?.getItem(DEEP_LINK_CHOICE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function forgetDeepLinkChoice(storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.removeItem(DEEP_LINK_CHOICE_KEY);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
