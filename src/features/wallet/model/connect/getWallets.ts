/** The GET step's short list (SPEC.md section 2: up to 5 wallets). */
import type { WalletOption } from '../catalogue/walletGroups';

export const GET_WALLETS_LIMIT = 5;

/**
 * Wallets worth getting, in display order: not installed, supported, with somewhere to get them
 * from; the generic WalletConnect entry and Safe have no app of their own to recommend.
 */
export function getWalletsToGet(options: readonly WalletOption[], limit: number = GET_WALLETS_LIMIT): WalletOption[] {
  return options
    .filter(
      (option) =>
        !option.installed &&
        !option.unsupported &&
        option.id !== 'walletConnect' &&
        option.connectorKind !== 'safe' &&
        Object.values(option.downloadUrls).some(Boolean),
    )
    .slice(0, Math.max(0, limit));
}
