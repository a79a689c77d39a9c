import { act, renderHook, waitFor } from '@testing-library/react';
import { getDialog, openDialog, resetDialogsForTests } from '@/components/dialog/dialogStore';
import { WALLET_DIALOGS } from '../walletDialogs';
import { DEEP_LINK_CHOICE_KEY } from './deepLinkChoice';
import { getRecentWalletIds } from './recentWallets';
import { CONNECTOR_IDS } from '../connectors/connectorIds';
import { useConnectFlow, type FlowConnector } from './useConnectFlow';
import { buildWalletOptions, toSelectable } from './walletOptions';

type Listener = (message: { type: string; data?: unknown }) => void;

interface FakeConnector extends FlowConnector {
  connect(): void;
}

/** A wagmi connector stand-in; WalletConnect's reports a pairing URI while connecting. */
function fakeConnector(id: string, type: string): FakeConnector {
  const listeners = new Set<Listener>();
  return {
    id,
    uid: `uid-${id}`,
    name: id,
    type,
    emitter: {
      on: (_event, listener) => listeners.add(listener),
      off: (_event, listener) => listeners.delete(listener),
    },
    connect: () => {
      if (type === 'walletConnect') for (const listener of listeners) listener({ type: 'display_uri', data: 'wc:t@2' });
    },
  };
}

function renderFlow(compact: boolean, currentConnectorUid: string | null = null) {
  const connectors = [
    fakeConnector(CONNECTOR_IDS.injected, 'injected'),
    fakeConnector(CONNECTOR_IDS.walletConnect, 'walletConnect'),
  ];
  // The phone's browser has a Trust Wallet provider; MetaMask is reached by its deep link.
  const { options, walletConnectReady } = buildWalletOptions({
    connectors,
    ethereum: { isTrust: true },
    browserWalletName: 'Browser Wallet',
  });
  const openLink = jest.fn();
  openDialog(WALLET_DIALOGS.connect);
  const { result } = renderHook(() =>
    useConnectFlow({
      compact,
      options,
      connectors,
      currentConnectorUid,
      connect: async (connector) => connector.connect(),
      openLink,
    }),
  );
  const choose = (id: string) =>
    act(() => {
      const option = options.find((candidate) => candidate.id === id)!;
      result.current[1]({ type: 'SELECT_WALLET', wallet: toSelectable(option, walletConnectReady) });
    });
  return { choose, openLink };
}

const connectDialogOpen = () => getDialog(WALLET_DIALOGS.connect).open;

beforeEach(() => {
  localStorage.clear();
  resetDialogsForTests();
});

describe('useConnectFlow closing the dialog', () => {
  it('closes it when the wallet connects, remembering the wallet as recent', async () => {
    const { choose } = renderFlow(false);
    choose('trust');
    await waitFor(() => expect(connectDialogOpen()).toBe(false));
    expect(getRecentWalletIds()).toEqual(['trust']);
  });

  it('closes it at once when the wallet chosen is the one already connected', () => {
    const { choose } = renderFlow(false, `uid-${CONNECTOR_IDS.injected}`);
    choose('trust');
    expect(connectDialogOpen()).toBe(false);
    expect(getRecentWalletIds()).toEqual([]);
  });
});

describe('useConnectFlow and the deep-link choice', () => {
  it('remembers the wallet a phone was sent to by its deep link', async () => {
    const { choose, openLink } = renderFlow(true);
    choose('metaMask');
    await waitFor(() => expect(connectDialogOpen()).toBe(false));
    expect(openLink).toHaveBeenCalledWith('metamask://wc?uri=wc%3At%402');
    expect(localStorage.getItem(DEEP_LINK_CHOICE_KEY)).toBe('metaMask');
  });

  it('forgets it when a wallet connects any other way', async () => {
    localStorage.setItem(DEEP_LINK_CHOICE_KEY, 'metaMask');
    const { choose, openLink } = renderFlow(true);
    choose('trust');
    await waitFor(() => expect(connectDialogOpen()).toBe(false));
    expect(openLink).not.toHaveBeenCalled();
    expect(localStorage.getItem(DEEP_LINK_CHOICE_KEY)).toBeNull();
  });
});
