import { act, renderHook, waitFor } from '@testing-library/react';
import type { Connector } from 'wagmi';
import { useSessionPeer } from './useSessionPeer';

function walletConnectConnector(name: string) {
  const listeners = new Map<string, () => void>();
  const provider = {
    session: { peer: { metadata: { name, icons: ['data:image/png;base64,AAAA'] } } } as unknown,
    on: (event: string, listener: () => void) => listeners.set(event, listener),
    removeListener: (event: string) => listeners.delete(event),
  };
  const connector = { id: 'walletConnect', uid: 'wc-1', getProvider: async () => provider } as unknown as Connector;
  return { connector, provider, update: () => listeners.get('session_update')?.() };
}

describe('useSessionPeer', () => {
  it("reads the session's wallet and follows a session update", async () => {
    const { connector, provider, update } = walletConnectConnector('Trust Wallet');
    const { result } = renderHook(() => useSessionPeer(connector));
    await waitFor(() => expect(result.current).toEqual({ name: 'Trust Wallet', icon: 'data:image/png;base64,AAAA' }));
    provider.session = { peer: { metadata: { name: 'Rainbow', icons: [] } } };
    act(() => update());
    expect(result.current).toEqual({ name: 'Rainbow' });
  });

  it('is null for any other connector, and without one', () => {
    const injected = { id: 'injected', uid: 'i-1', getProvider: jest.fn() } as unknown as Connector;
    expect(renderHook(() => useSessionPeer(injected)).result.current).toBeNull();
    expect(renderHook(() => useSessionPeer(undefined)).result.current).toBeNull();
    expect(injected.getProvider).not.toHaveBeenCalled();
  });
});
