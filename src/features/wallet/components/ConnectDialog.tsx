// The connect dialog (its own chunk: qrcode.react lives here): the wallet list beside the current
// step, or one step at a time on a compact layout. Rendered hidden ahead and anew after each
// closing: docs/performance.md#kept-mounted-dialogs.
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { WalletOption } from '../model/catalogue/walletGroups';
import { canGoBack, STEP_TITLE_IDS } from '../model/connect/connectFlowReducer';
import { getWalletsToGet } from '../model/connect/getWallets';
import type { ConnectFlowEvent, ConnectFlowState } from '../model/connect/types';
import { useConnectAccess } from '../model/connect/useConnectAccess';
import { useConnectFlow } from '../model/connect/useConnectFlow';
import { buildWalletOptions, toSelectable, type WalletOptions } from '../model/connect/walletOptions';
import { getRecentWalletIds } from '../model/connect/recentWallets';
import { ConnectPanel } from './connect/ConnectPanel';
import { DownloadOptionsPanel, DownloadPanel } from './connect/DownloadPanels';
import { GetWalletPanel } from './connect/GetWalletPanel';
import { InstructionsPanel } from './connect/InstructionsPanel';
import { IntroPanel } from './connect/IntroPanel';
import { WalletList } from './connect/WalletList';
import { WalletDialog, WalletDialogFrame } from './WalletDialog';
import { WALLET_DIALOGS } from '../model/walletDialogs';

export interface ConnectDialogProps {
  onExited?: () => void;
  compact: boolean;
  /** Opens a wallet app's own link (Ledger Live); default: the browser follows it. */
  openLink?: (url: string) => void;
}

function followLink(url: string): void {
  window.location.assign(url);
}

function injectedProvider(): unknown {
  return typeof window === 'undefined' ? undefined : (window as Window & { ethereum?: unknown }).ethereum;
}

interface StepViewProps {
  state: ConnectFlowState;
  send: (event: ConnectFlowEvent) => void;
  walletOptions: WalletOptions;
  selected: WalletOption | undefined;
  compact: boolean;
}

/** The step's content (everything but the wallet list). */
function StepView({ state, send, walletOptions, selected, compact }: StepViewProps) {
  const { options, walletConnectReady } = walletOptions;
  switch (state.step) {
    case 'NONE':
    case 'LEARN_COMPACT':
      return <IntroPanel onGetWallet={() => send({ type: 'GET_WALLET' })} showHeading={state.step === 'NONE'} />;
    case 'GET':
      return (
        <GetWalletPanel
          wallets={getWalletsToGet(options)}
          compact={compact}
          onGet={(walletId) => send({ type: 'CHOOSE_DOWNLOAD', walletId })}
        />
      );
    case 'CONNECT':
      if (!selected || !state.method) return null;
      return (
        <ConnectPanel
          option={selected}
          method={state.method}
          connection={state.connection}
          onRetry={() => send({ type: 'RETRY' })}
          onGetWallet={() => send({ type: 'CHOOSE_DOWNLOAD' })}
        />
      );
    case 'DOWNLOAD_OPTIONS':
      if (!selected) return null;
      return (
        <DownloadOptionsPanel
          option={selected}
          onShowInstructions={(variant) => send({ type: 'SHOW_INSTRUCTIONS', variant })}
          onDownloadMobile={() => send({ type: 'DOWNLOAD_MOBILE' })}
        />
      );
    case 'DOWNLOAD':
      if (!selected) return null;
      return (
        <DownloadPanel
          option={selected}
          onContinue={
            selected.instructions.qrCode ? () => send({ type: 'SHOW_INSTRUCTIONS', variant: 'mobile' }) : undefined
          }
        />
      );
    case 'INSTRUCTIONS_MOBILE':
    case 'INSTRUCTIONS_EXTENSION':
    case 'INSTRUCTIONS_DESKTOP':
      if (!selected) return null;
      return (
        <InstructionsPanel
          option={selected}
          variant={
            state.step === 'INSTRUCTIONS_MOBILE'
              ? 'mobile'
              : state.step === 'INSTRUCTIONS_EXTENSION'
                ? 'extension'
                : 'desktop'
          }
          walletConnectReady={walletConnectReady}
          onConnect={(method) => send({ type: 'START_CONNECT', method })}
          onRefresh={() => window.location.reload()}
        />
      );
  }
}

export default function ConnectDialog({ onExited, compact, openLink }: ConnectDialogProps) {
  return (
    <WalletDialog
      name={WALLET_DIALOGS.connect}
      mountWhenIdle
      onExited={onExited}
      compact={compact}
      width={740}
      data-testid="connect-dialog"
    >
      <ConnectFlowView compact={compact} openLink={openLink} />
    </WalletDialog>
  );
}

function ConnectFlowView({ compact, openLink = followLink }: Pick<ConnectDialogProps, 'compact' | 'openLink'>) {
  const intl = useIntl();
  const { connectors, currentConnectorUid, connect } = useConnectAccess();
  const [recentIds] = useState(getRecentWalletIds);
  const browserWalletName = intl.formatMessage({ id: 'wallet.option.browserWallet' });
  const ethereum = injectedProvider();
  const walletOptions = useMemo(
    () => buildWalletOptions({ connectors, ethereum, recentIds, browserWalletName }),
    [connectors, ethereum, recentIds, browserWalletName],
  );
  const [state, send] = useConnectFlow({
    compact,
    options: walletOptions.options,
    connectors,
    currentConnectorUid,
    connect,
    openLink,
  });
  const selected = walletOptions.options.find((option) => option.id === state.selectedWalletId);
  const step = !compact && state.step === 'LEARN_COMPACT' ? 'NONE' : state.step;
  const title = intl.formatMessage({ id: STEP_TITLE_IDS[step] }, { wallet: selected?.name ?? '' });
  const { walletConnectReady } = walletOptions;
  const select = useCallback(
    (option: WalletOption) => send({ type: 'SELECT_WALLET', wallet: toSelectable(option, walletConnectReady) }),
    [send, walletConnectReady],
  );
  // Memoised, so opening the dialog (kept mounted, hidden) re-renders only its frame.
  const stepState = useMemo(() => ({ ...state, step }), [state, step]);
  const body = useMemo(() => {
    // Phones without WalletConnect: a wallet's own browser is the way in (its published link).
    const dappBrowserUrl = compact && !walletConnectReady ? window.location.href : undefined;
    const list = (
      <WalletList
        groups={walletOptions.groups}
        selectedId={state.selectedWalletId}
        onSelect={select}
        dappBrowserUrl={dappBrowserUrl}
      />
    );
    const stepView = (
      <StepView state={stepState} send={send} walletOptions={walletOptions} selected={selected} compact={compact} />
    );
    return compact ? (
      state.step === 'NONE' ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {list}
          <Divider />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, pt: 0.5 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id="wallet.connect.newToWallets" />
            </Typography>
            <Button size="small" onClick={() => send({ type: 'LEARN' })}>
              <FormattedMessage id="wallet.intro.learnMore" />
            </Button>
          </Box>
        </Box>
      ) : (
        stepView
      )
    ) : (
      <Box sx={{ display: 'flex', minHeight: 0, flexGrow: 1, gap: 2 }}>
        <Box sx={{ width: 260, flexShrink: 0, overflowY: 'auto', pr: 1, borderInlineEnd: 1, borderColor: 'divider' }}>
          {list}
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}>
          {stepView}
        </Box>
      </Box>
    );
  }, [
    compact,
    state.selectedWalletId,
    state.step,
    stepState,
    walletOptions,
    select,
    send,
    selected,
    walletConnectReady,
  ]);

  return (
    <WalletDialogFrame
      title={title}
      onBack={canGoBack(state) && (compact || step !== 'NONE') ? () => send({ type: 'BACK' }) : undefined}
    >
      {body}
    </WalletDialogFrame>
  );
}
