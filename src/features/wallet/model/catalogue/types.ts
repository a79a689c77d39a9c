/** The wallet catalogue's shapes: every wallet is data, connected by the connector its kind names. */

export type WalletId =
  | 'metaMask'
  | 'trust'
  | 'binance'
  | 'okx'
  | 'bitget'
  | 'safePal'
  | 'tokenPocket'
  | 'coinbase'
  | 'rainbow'
  | 'rabby'
  | 'phantom'
  | 'zerion'
  | 'ledger'
  | 'safe'
  | 'brave'
  | 'imToken'
  | 'uniswap'
  | 'oneInch'
  | 'gate'
  | 'coin98'
  | 'mathWallet'
  | 'walletConnect'
  | 'bybit'
  | 'oneKey'
  | 'exodus'
  | 'frontier'
  | 'krystal';

/** Which connector connects the wallet (SPEC.md section 3 plus Ledger Live's WalletConnect link). */
export type ConnectorKind = 'injected' | 'walletConnect' | 'coinbaseWallet' | 'safe' | 'ledger';

/** Store and product pages; plain data, opened only when the user clicks. */
export interface DownloadUrls {
  chrome?: string;
  firefox?: string;
  edge?: string;
  safari?: string;
  /** The wallet's own extension page, when no browser-specific store link fits. */
  browserExtension?: string;
  ios?: string;
  android?: string;
  /** A page that sends phones to the right store. */
  mobile?: string;
  desktop?: string;
  /** The page the "download on your phone" QR code points at. */
  qrCode?: string;
}

export type StepKind = 'install' | 'create' | 'refresh' | 'scan' | 'connect';

/**
 * One setup step. Both ids are react-intl message ids (texts in src/locales/{locale}/wallet.json); the
 * UI formats them with `{ wallet: meta.name }`, the only placeholder they use.
 */
export interface Step {
  step: StepKind;
  titleId: string;
  descriptionId: string;
}

export type InstructionSteps = readonly [Step, Step, Step];

/** The variants SPEC.md section 2 names: browser extension, mobile app via QR, Ledger's desktop app. */
export type InstructionVariant = 'extension' | 'qrCode' | 'desktop';

export type Instructions = Partial<Record<InstructionVariant, InstructionSteps>>;

export interface WalletMeta {
  id: string;
  name: string;
  shortName: string;
  /** A data: URI, never a remote URL (no request to a third party just to draw the list). */
  iconUrl: string;
  iconBackground: string;
  downloadUrls: DownloadUrls;
  /** EIP-6963 reverse-DNS id the wallet announces itself with. */
  rdns?: string;
  /** A legacy `window.ethereum` flag (isMetaMask, isTrust...) for wallets that do not announce. */
  injectedFlag?: string;
  connectorKind: ConnectorKind;
  /**
   * The wallet's own link for a WalletConnect pairing URI, so a phone opens the app instead of
   * showing a QR code to itself. Absent: the UI offers the plain `wc:` URI.
   */
  mobileDeepLink?: (uri: string) => string;
  /**
   * The wallet's published link that opens a page in its own dapp browser, where it injects its
   * provider: phones use it when WalletConnect is not configured.
   */
  dappBrowserLink?: (url: string) => string;
  /** The same for a desktop app (Ledger Live). */
  desktopDeepLink?: (uri: string) => string;
  instructions: Instructions;
}

/** A catalogue wallet: its id is one of ours. */
export interface CatalogueWallet extends WalletMeta {
  id: WalletId;
}
