/** The wallet dialogs' names in the dialog store (src/components/dialog/dialogStore.ts). */
export const WALLET_DIALOGS = {
  connect: 'wallet.connect',
  account: 'wallet.account',
  network: 'wallet.network',
  signIn: 'wallet.signIn',
} as const;

export const WALLET_DIALOG_NAMES = Object.values(WALLET_DIALOGS);
