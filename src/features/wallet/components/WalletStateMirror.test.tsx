import { act, waitFor } from '@testing-library/react';
import { connect, disconnect, switchChain } from 'wagmi/actions';
import { renderWithProviders, TEST_WALLET_ADDRESS } from '@/testing/renderWithProviders';
import { WalletStateMirror } from './WalletStateMirror';
import { DEEP_LINK_CHOICE_KEY } from '../model/connect/deepLinkChoice';

describe('WalletStateMirror', () => {
  it('forgets the deep link chosen on a phone when the wallet disconnects, not before', async () => {
    localStorage.setItem(DEEP_LINK_CHOICE_KEY, 'metaMask');
    const { walletRuntime } = renderWithProviders(<WalletStateMirror />);
    const config = walletRuntime.wagmiConfig;
    await act(async () => {
      await connect(config, { connector: config.connectors[0]! });
    });
    expect(localStorage.getItem(DEEP_LINK_CHOICE_KEY)).toBe('metaMask');
    await act(async () => {
      await disconnect(config);
    });
    await waitFor(() => expect(localStorage.getItem(DEEP_LINK_CHOICE_KEY)).toBeNull());
  });

  it('mirrors status, address, chain id and connector id into the wallet slice, and nothing else', async () => {
    const { walletRuntime, store } = renderWithProviders(<WalletStateMirror />);
    const config = walletRuntime.wagmiConfig;
    await waitFor(() =>
      expect(store.getState().wallet).toMatchObject({
        status: 'disconnected',
        address: null,
        chainId: null,
        connectorId: null,
      }),
    );
    await act(async () => {
      await connect(config, { connector: config.connectors[0]! });
    });
    await waitFor(() =>
      expect(store.getState().wallet).toMatchObject({
        status: 'connected',
        address: TEST_WALLET_ADDRESS,
        chainId: 97,
        connectorId: 'mock',
      }),
    );
    await act(async () => {
      await switchChain(config, { chainId: 56 });
    });
    await waitFor(() => expect(store.getState().wallet.chainId).toBe(56));
    await act(async () => {
      await disconnect(config);
    });
    await waitFor(() =>
      expect(store.getState().wallet).toMatchObject({
        status: 'disconnected',
        address: null,
        chainId: null,
        connectorId: null,
      }),
    );
    expect(Object.keys(store.getState().wallet).sort()).toEqual([
      'address',
      'chainId',
      'connectorId',
      'runtime',
      'status',
      'verificationPrompted',
    ]);
  });
});
