// The wallet as support staff see it in Redux DevTools, mirrored from wagmi (the source of truth),
// and the accounts already asked to verify, so the sign-in dialog never loops. Never persisted,
// never a secret (no signature, nonce or message).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** wagmi's connection statuses. */
export type WalletConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';
/** The lazily loaded wallet runtime (wagmi, connectors): not loaded until the user asks. */
export type WalletRuntimeStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface WalletState {
  runtime: WalletRuntimeStatus;
  status: WalletConnectionStatus;
  /** Checksummed, as wagmi reports it; null while disconnected. */
  address: string | null;
  chainId: number | null;
  /** wagmi connector id: 'injected', an EIP-6963 rdns, 'walletConnect', 'coinbaseWalletSDK', 'safe'. */
  connectorId: string | null;
  /** Lower-cased accounts the sign-in dialog was opened for by itself this session. */
  verificationPrompted: string[];
}

export const initialWalletState: WalletState = {
  runtime: 'idle',
  status: 'disconnected',
  address: null,
  chainId: null,
  connectorId: null,
  verificationPrompted: [],
};

export interface WalletConnectionSnapshot {
  status: WalletConnectionStatus;
  address: string | null;
  chainId: number | null;
  connectorId: string | null;
}

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    /** The wallet runtime's loading state changed. */
    walletRuntimeObserved(state, action: PayloadAction<WalletRuntimeStatus>) {
      state.runtime = action.payload;
    },
    /** wagmi reported a connection change (status, account, chain or connector). */
    walletConnectionObserved(state, action: PayloadAction<WalletConnectionSnapshot>) {
      const { status, address, chainId, connectorId } = action.payload;
      state.status = status;
      state.address = address;
      state.chainId = chainId;
      state.connectorId = connectorId;
    },
    /** The sign-in dialog opened by itself for this account (it will not do so again this session). */
    walletVerificationPrompted(state, action: PayloadAction<{ address: string }>) {
      const address = action.payload.address.toLowerCase();
      if (!state.verificationPrompted.includes(address)) state.verificationPrompted.push(address);
    },
  },
  selectors: {
    selectWalletRuntime: (state) => state.runtime,
    selectWalletStatus: (state) => state.status,
    selectWalletAddress: (state) => state.address,
    selectWalletChainId: (state) => state.chainId,
    selectWalletConnectorId: (state) => state.connectorId,
    selectVerificationPrompted: (state) => state.verificationPrompted,
  },
});

export const { walletRuntimeObserved, walletConnectionObserved, walletVerificationPrompted } = walletSlice.actions;
export const {
  selectWalletRuntime,
  selectWalletStatus,
  selectWalletAddress,
  selectWalletChainId,
  selectWalletConnectorId,
  selectVerificationPrompted,
} = walletSlice.selectors;

/** Whether the sign-in dialog already opened by itself for `address` this session. */
export function wasVerificationPrompted(prompted: readonly string[], address: string): boolean {
  return prompted.includes(address.toLowerCase());
}
