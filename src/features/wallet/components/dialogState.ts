/**
 * Which wallet dialog is open. Held by the light WalletButton (so a click can ask for the
 * connect dialog before the wallet code has loaded) and shown by WalletControls. `session`
 * grows with every opening: each opening mounts its dialog anew, with a fresh flow; `shown`
 * stays set while the closing animation runs.
 */
export type WalletDialogName = 'connect' | 'account' | 'network' | 'signIn';

export interface WalletDialogState {
  open: WalletDialogName | null;
  shown: WalletDialogName | null;
  session: number;
}

export const initialDialogState: WalletDialogState = { open: null, shown: null, session: 0 };

export type WalletDialogAction = { type: 'open'; dialog: WalletDialogName } | { type: 'close' } | { type: 'exited' };

export function dialogStateReducer(state: WalletDialogState, action: WalletDialogAction): WalletDialogState {
  switch (action.type) {
    case 'open':
      if (state.open === action.dialog) return state;
      return { open: action.dialog, shown: action.dialog, session: state.session + 1 };
    case 'close':
      return state.open === null ? state : { ...state, open: null };
    case 'exited':
      return state.open === null && state.shown !== null ? { ...state, shown: null } : state;
  }
}
