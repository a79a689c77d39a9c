import { makeStore } from '@/app/store';
import {
  initialWalletState,
  selectVerificationPrompted,
  selectWalletAddress,
  selectWalletStatus,
  walletConnectionObserved,
  walletRuntimeObserved,
  walletSlice,
  walletVerificationPrompted,
  wasVerificationPrompted,
} from './walletSlice';

describe('walletSlice', () => {
  it('is in the app store, starting disconnected with the runtime not loaded', () => {
    const { store } = makeStore({ persist: false });
    expect(store.getState().wallet).toEqual(initialWalletState);
    expect(initialWalletState).toMatchObject({
      runtime: 'idle',
      status: 'disconnected',
      address: null,
      chainId: null,
      connectorId: null,
    });
  });

  it('mirrors what wagmi reports', () => {
    const { store } = makeStore({ persist: false });
    store.dispatch(walletRuntimeObserved('ready'));
    store.dispatch(
      walletConnectionObserved({
        status: 'connected',
        address: '0xAbC0000000000000000000000000000000000001',
        chainId: 97,
        connectorId: 'io.metamask',
      }),
    );
    expect(store.getState().wallet).toMatchObject({
      runtime: 'ready',
      status: 'connected',
      address: '0xAbC0000000000000000000000000000000000001',
      chainId: 97,
      connectorId: 'io.metamask',
    });
    expect(selectWalletStatus(store.getState())).toBe('connected');
    expect(selectWalletAddress(store.getState())).toBe('0xAbC0000000000000000000000000000000000001');
  });

  it('remembers each account asked to verify once, case-insensitively', () => {
    let state = walletSlice.reducer(
      undefined,
      walletVerificationPrompted({ address: '0xAbC0000000000000000000000000000000000001' }),
    );
    state = walletSlice.reducer(
      state,
      walletVerificationPrompted({ address: '0xabc0000000000000000000000000000000000001' }),
    );
    expect(state.verificationPrompted).toEqual(['0xabc0000000000000000000000000000000000001']);
    expect(
      wasVerificationPrompted(
        selectVerificationPrompted({ wallet: state }),
        '0xABC0000000000000000000000000000000000001',
      ),
    ).toBe(true);
  });
});
