// The wallets offered on BNB Smart Chain, as data. An injected wallet that is not installed but
// has QR instructions is reached through WalletConnect instead.
import { monogramIcon } from './monogramIcons';
import { extensionSteps, ledgerDesktopSteps, ledgerQrCodeSteps, qrCodeSteps } from './steps';
import type { CatalogueWallet, WalletId } from './types';

/** A deep link carrying a WalletConnect URI as the `uri` query parameter. */
const wcLink = (prefix: string) => (uri: string) => `${prefix}${encodeURIComponent(uri)}`;

function wallet(meta: Omit<CatalogueWallet, 'iconUrl'> & { monogram: string }): CatalogueWallet {
  const { monogram, ...rest } = meta;
  return { ...rest, iconUrl: monogramIcon(monogram, meta.iconBackground) };
}

const wallets: CatalogueWallet[] = [
  wallet({
    id: 'metaMask',
    name: 'MetaMask',
    shortName: 'MetaMask',
    monogram: 'M',
    iconBackground: '#F6851B',
    rdns: 'io.metamask',
    injectedFlag: 'isMetaMask',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask/',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/metamask/ejbalbakoplchlghecdalmeeeajnimhm',
      browserExtension: 'https://metamask.io/download/',
      ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
      mobile: 'https://metamask.io/download/',
      qrCode: 'https://metamask.io/download/',
    },
    // WalletConnect pairing: metamask://wc?uri= (MetaMask Mobile's wc route,
    // https://github.com/MetaMask/metamask-mobile/issues/6457); the in-app browser:
    // https://docs.metamask.io/sdk/guides/use-deeplinks (link.metamask.io/dapp/{dappUrl}).
    mobileDeepLink: wcLink('metamask://wc?uri='),
    dappBrowserLink: (url) => `https://link.metamask.io/dapp/${url.replace(/^https?:\/\//, '')}`,
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanButton') },
  }),
  wallet({
    id: 'trust',
    name: 'Trust Wallet',
    shortName: 'Trust',
    monogram: 'T',
    iconBackground: '#0500FF',
    rdns: 'com.trustwallet.app',
    injectedFlag: 'isTrust',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
      browserExtension: 'https://trustwallet.com/browser-extension',
      ios: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
      android: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
      mobile: 'https://trustwallet.com/download',
      qrCode: 'https://trustwallet.com/download',
    },
    // Every route works as trust:// or https://link.trustwallet.com, wc?uri= for pairing and
    // open_url (coin_id: SLIP-44, 20000714 = BNB Smart Chain) for the dapp browser:
    // https://developer.trustwallet.com/developer/develop-for-trust/deeplinking
    mobileDeepLink: wcLink('trust://wc?uri='),
    dappBrowserLink: (url) => `https://link.trustwallet.com/open_url?coin_id=20000714&url=${encodeURIComponent(url)}`,
    instructions: {
      extension: extensionSteps(),
      qrCode: qrCodeSteps('walletConnectSettings', { last: 'wallet.trust.qrCode.scan.description' }),
    },
  }),
  wallet({
    id: 'binance',
    name: 'Binance Wallet',
    shortName: 'Binance',
    monogram: 'B',
    iconBackground: '#F0B90B',
    rdns: 'com.binance.wallet',
    injectedFlag: 'isBinance',
    connectorKind: 'injected',
    downloadUrls: {
      browserExtension: 'https://www.binance.com/en/web3wallet',
      ios: 'https://apps.apple.com/us/app/id1436799971',
      android: 'https://play.google.com/store/apps/details?id=com.binance.dev',
      mobile: 'https://www.binance.com/en/download',
      qrCode: 'https://www.binance.com/en/web3wallet',
    },
    // Binance Web3 Wallet speaks WalletConnect v2 (https://developers.binance.com/legacy-docs/binance-w3w/introduction);
    // its dapp-browser deep link was withdrawn in 2026 (getDeeplink removed:
    // https://developers.binance.com/en/docs/products/web3-connect/change-log), so none here.
    mobileDeepLink: wcLink('bnc://app.binance.com/cedefi/wc?uri='),
    instructions: {
      extension: extensionSteps(),
      qrCode: qrCodeSteps('scanQrIcon', {
        install: 'wallet.binance.qrCode.install.description',
        create: 'wallet.binance.qrCode.create.description',
      }),
    },
  }),
  wallet({
    id: 'okx',
    name: 'OKX Wallet',
    shortName: 'OKX',
    monogram: 'OK',
    iconBackground: '#000000',
    rdns: 'com.okex.wallet',
    injectedFlag: 'isOkxWallet',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/okx-wallet/mcohilncbfahbmgdjkbpemcciiolgcge',
      browserExtension: 'https://www.okx.com/web3',
      ios: 'https://apps.apple.com/app/id1327268470',
      android: 'https://play.google.com/store/apps/details?id=com.okinc.okex.gp',
      mobile: 'https://www.okx.com/download',
      qrCode: 'https://www.okx.com/web3',
    },
    // okex://main/wc?uri= for pairing (OKX documents no pairing link; RainbowKit's okxWallet uses
    // it); the dapp browser by OKX's documented universal link
    // (okx://wallet/dapp/url inside web3.okx.com/download?deeplink=):
    // https://web3.okx.com/build/docs/waas/app-universal-link
    mobileDeepLink: wcLink('okex://main/wc?uri='),
    dappBrowserLink: (url) =>
      `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encodeURIComponent(url)}`)}`,
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanButton') },
  }),
  wallet({
    id: 'bitget',
    name: 'Bitget Wallet',
    shortName: 'Bitget',
    monogram: 'BG',
    iconBackground: '#00F0FF',
    rdns: 'com.bitget.web3',
    injectedFlag: 'isBitKeep',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/bitget-wallet-formerly-bi/jiidiaalihmmhddjgbnbgdfflelocpak',
      browserExtension: 'https://web3.bitget.com/en/wallet-download',
      ios: 'https://web3.bitget.com/en/wallet-download?type=1',
      android: 'https://web3.bitget.com/en/wallet-download?type=0',
      mobile: 'https://web3.bitget.com/en/wallet-download?type=2',
      qrCode: 'https://web3.bitget.com/en/wallet-download',
    },
    // bitkeep://wc?uri= for pairing (Bitget's app scheme, bitkeep://); the dapp browser by BKConnect's https://bkcode.vip?action=dapp
    // (the only form Android accepts): https://docs.bitkeep.com/en/docs/guide/mobile/Deeplink.html
    mobileDeepLink: wcLink('bitkeep://wc?uri='),
    dappBrowserLink: (url) => `https://bkcode.vip?action=dapp&url=${encodeURIComponent(url)}`,
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanButton') },
  }),
  wallet({
    id: 'safePal',
    name: 'SafePal',
    shortName: 'SafePal',
    monogram: 'SP',
    iconBackground: '#4A21EF',
    rdns: 'app.safepal',
    injectedFlag: 'isSafePal',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/safepal-extension-wallet/lgmpcpglpngdoalbgeoldeajfclnhafa',
      browserExtension: 'https://www.safepal.com/download',
      ios: 'https://apps.apple.com/app/safepal-wallet/id1548297139',
      android: 'https://play.google.com/store/apps/details?id=io.safepal.wallet',
      mobile: 'https://www.safepal.com/download',
      qrCode: 'https://www.safepal.com/download',
    },
    // safepalwallet://wc?uri=: SafePal documents no pairing link; this is its app's scheme as
    // RainbowKit uses it (github.com/rainbow-me/rainbowkit, wallets/walletConnectors/safepalWallet).
    mobileDeepLink: wcLink('safepalwallet://wc?uri='),
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanQrIcon') },
  }),
  wallet({
    id: 'tokenPocket',
    name: 'TokenPocket',
    shortName: 'TokenPocket',
    monogram: 'TP',
    iconBackground: '#2980FE',
    rdns: 'pro.tokenpocket',
    injectedFlag: 'isTokenPocket',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/tokenpocket/mfgccjchihfkkindfppnaooecgfneiii',
      browserExtension: 'https://extension.tokenpocket.pro/',
      ios: 'https://apps.apple.com/us/app/tp-global-wallet/id6444625622',
      android: 'https://play.google.com/store/apps/details?id=vip.mytokenpocket',
      mobile: 'https://www.tokenpocket.pro/en/download/app',
      qrCode: 'https://www.tokenpocket.pro/en/download/app',
    },
    // tpoutside://wc?uri=: TokenPocket's outside-app scheme (its Mobile-SDK,
    // https://github.com/TP-Lab/Mobile-SDK); the wc route as RainbowKit's tokenPocketWallet uses it.
    mobileDeepLink: wcLink('tpoutside://wc?uri='),
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanQrIcon') },
  }),
  wallet({
    id: 'coinbase',
    name: 'Coinbase Wallet',
    shortName: 'Coinbase',
    monogram: 'C',
    iconBackground: '#0052FF',
    rdns: 'com.coinbase.wallet',
    injectedFlag: 'isCoinbaseWallet',
    // Its own SDK shows the QR code and opens the app, so no WalletConnect deep link here.
    connectorKind: 'coinbaseWallet',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
      browserExtension: 'https://www.coinbase.com/wallet/downloads',
      ios: 'https://apps.apple.com/app/coinbase-wallet/id1278383455',
      android: 'https://play.google.com/store/apps/details?id=org.toshi',
      mobile: 'https://www.coinbase.com/wallet/downloads',
      qrCode: 'https://www.coinbase.com/wallet/downloads',
    },
    instructions: {
      extension: extensionSteps(),
      qrCode: qrCodeSteps('scanButton', { last: 'wallet.coinbase.qrCode.scan.description' }),
    },
  }),
  wallet({
    id: 'rainbow',
    name: 'Rainbow',
    shortName: 'Rainbow',
    monogram: 'R',
    iconBackground: '#174299',
    rdns: 'me.rainbow',
    injectedFlag: 'isRainbow',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
      browserExtension: 'https://rainbow.me/extension',
      ios: 'https://apps.apple.com/app/apple-store/id1457119021',
      android: 'https://play.google.com/store/apps/details?id=me.rainbow',
      mobile: 'https://rainbow.download',
      qrCode: 'https://rainbow.download',
    },
    // rainbow://wc?uri= (or https://rnbwapp.com/wc?uri=):
    // https://www.mintlify.com/rainbow-me/rainbow/features/walletconnect/dapp-connections
    mobileDeepLink: wcLink('rainbow://wc?uri='),
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanButton') },
  }),
  wallet({
    id: 'rabby',
    name: 'Rabby Wallet',
    shortName: 'Rabby',
    monogram: 'Ra',
    iconBackground: '#8697FF',
    rdns: 'io.rabby',
    injectedFlag: 'isRabby',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch',
      browserExtension: 'https://rabby.io',
      ios: 'https://apps.apple.com/us/app/rabby-wallet-crypto-evm/id6474381673',
      android: 'https://play.google.com/store/apps/details?id=com.debank.rabbymobile',
      mobile: 'https://rabby.io',
    },
    instructions: { extension: extensionSteps() },
  }),
  wallet({
    id: 'phantom',
    name: 'Phantom',
    shortName: 'Phantom',
    monogram: 'P',
    iconBackground: '#AB9FF2',
    rdns: 'app.phantom',
    injectedFlag: 'isPhantom',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa',
      firefox: 'https://addons.mozilla.org/firefox/addon/phantom-app/',
      browserExtension: 'https://phantom.com/download',
      ios: 'https://apps.apple.com/app/phantom-solana-wallet/1598432977',
      android: 'https://play.google.com/store/apps/details?id=app.phantom',
      mobile: 'https://phantom.com/download',
      qrCode: 'https://phantom.com/download',
    },
    instructions: { extension: extensionSteps({ create: 'wallet.phantom.extension.create.description' }) },
  }),
  wallet({
    id: 'zerion',
    name: 'Zerion',
    shortName: 'Zerion',
    monogram: 'Z',
    iconBackground: '#2962EF',
    rdns: 'io.zerion.wallet',
    injectedFlag: 'isZerion',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/zerion-wallet-for-web3-nf/klghhnkeealcohjjanjjdaeeggmfmlpl',
      browserExtension: 'https://zerion.io/extension',
      ios: 'https://apps.apple.com/app/apple-store/id1456732565',
      android: 'https://play.google.com/store/apps/details?id=io.zerion.android',
      mobile: 'https://zerion.io/download',
      qrCode: 'https://zerion.io/download',
    },
    mobileDeepLink: wcLink('zerion://wc?uri='),
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanButton') },
  }),
  wallet({
    id: 'ledger',
    name: 'Ledger',
    shortName: 'Ledger',
    monogram: 'L',
    iconBackground: '#000000',
    // Ledger Live pairs over WalletConnect, on a computer (desktop link) or a phone (QR).
    connectorKind: 'ledger',
    downloadUrls: {
      desktop: 'https://www.ledger.com/ledger-live/download',
      ios: 'https://apps.apple.com/us/app/ledger-live-web3-wallet/id1361671700',
      android: 'https://play.google.com/store/apps/details?id=com.ledger.live',
      mobile: 'https://www.ledger.com/ledger-live/download',
      qrCode: 'https://www.ledger.com/ledger-live/download',
    },
    mobileDeepLink: wcLink('ledgerlive://wc?uri='),
    desktopDeepLink: wcLink('ledgerlive://wc?uri='),
    instructions: { desktop: ledgerDesktopSteps(), qrCode: ledgerQrCodeSteps() },
  }),
  wallet({
    id: 'safe',
    name: 'Safe',
    shortName: 'Safe',
    monogram: 'S',
    iconBackground: '#12FF80',
    // Works only when this app is opened inside the Safe{Wallet} web app: nothing to install here.
    connectorKind: 'safe',
    downloadUrls: {
      desktop: 'https://app.safe.global',
      ios: 'https://apps.apple.com/app/safe-wallet/id1515759131',
      android: 'https://play.google.com/store/apps/details?id=io.gnosis.safe',
    },
    instructions: {},
  }),
  wallet({
    id: 'brave',
    name: 'Brave Wallet',
    shortName: 'Brave',
    monogram: 'Br',
    iconBackground: '#FB542B',
    rdns: 'com.brave.wallet',
    injectedFlag: 'isBraveWallet',
    connectorKind: 'injected',
    downloadUrls: {
      browserExtension: 'https://brave.com/wallet/',
      desktop: 'https://brave.com/download/',
      ios: 'https://apps.apple.com/app/brave-private-web-browser/id1052879175',
      android: 'https://play.google.com/store/apps/details?id=com.brave.browser',
      mobile: 'https://brave.com/download/',
    },
    instructions: {
      extension: extensionSteps({
        installTitle: 'installBrowser',
        install: 'wallet.brave.extension.install.description',
        create: 'wallet.brave.extension.create.description',
      }),
    },
  }),
  wallet({
    id: 'imToken',
    name: 'imToken',
    shortName: 'imToken',
    monogram: 'iT',
    iconBackground: '#098DE6',
    connectorKind: 'walletConnect',
    downloadUrls: {
      ios: 'https://apps.apple.com/app/imtoken2/id1384798940',
      android: 'https://play.google.com/store/apps/details?id=im.token.app',
      mobile: 'https://token.im/download',
      qrCode: 'https://token.im/download',
    },
    mobileDeepLink: wcLink('imtokenv2://wc?uri='),
    instructions: { qrCode: qrCodeSteps('scanQrIcon') },
  }),
  wallet({
    id: 'uniswap',
    name: 'Uniswap Wallet',
    shortName: 'Uniswap',
    monogram: 'U',
    iconBackground: '#FF37C7',
    rdns: 'org.uniswap.app',
    injectedFlag: 'isUniswapWallet',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/uniswap-extension/nnpmfplkfogfpmcngplhnbdnnilmcdcg',
      browserExtension: 'https://wallet.uniswap.org',
      ios: 'https://apps.apple.com/app/apple-store/id6443944476',
      android: 'https://play.google.com/store/apps/details?id=com.uniswap.mobile',
      mobile: 'https://wallet.uniswap.org',
      qrCode: 'https://wallet.uniswap.org',
    },
    mobileDeepLink: wcLink('uniswap://wc?uri='),
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanQrIcon') },
  }),
  wallet({
    id: 'oneInch',
    name: '1inch Wallet',
    shortName: '1inch',
    monogram: '1i',
    iconBackground: '#0D111C',
    connectorKind: 'walletConnect',
    downloadUrls: {
      ios: 'https://apps.apple.com/us/app/1inch-crypto-defi-wallet/id1546049391',
      android: 'https://play.google.com/store/apps/details?id=io.oneinch.android',
      mobile: 'https://1inch.io/wallet',
      qrCode: 'https://1inch.io/wallet',
    },
    mobileDeepLink: wcLink('oneinch://wc?uri='),
    instructions: { qrCode: qrCodeSteps('scanQrIcon') },
  }),
  wallet({
    id: 'gate',
    name: 'Gate Wallet',
    shortName: 'Gate',
    monogram: 'G',
    iconBackground: '#2354E6',
    rdns: 'io.gate.wallet',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/gate-wallet/cpmkedoipcpimgecpmgpldfpohjplkpp',
      browserExtension: 'https://www.gate.io/web3',
      ios: 'https://apps.apple.com/us/app/gate-io-buy-bitcoin-crypto/id1294998195',
      android: 'https://play.google.com/store/apps/details?id=com.gateio.gateio',
      mobile: 'https://www.gate.io/mobileapp',
      qrCode: 'https://www.gate.io/web3',
    },
    mobileDeepLink: wcLink('gtweb3wallet://wc?uri='),
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanButton') },
  }),
  wallet({
    id: 'coin98',
    name: 'Coin98 Wallet',
    shortName: 'Coin98',
    monogram: 'C9',
    iconBackground: '#D9B432',
    rdns: 'coin98.com',
    injectedFlag: 'isCoin98',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/coin98-wallet/aeachknmefphepccionboohckonoeemg',
      browserExtension: 'https://coin98.com/wallet',
      ios: 'https://apps.apple.com/app/coin98-super-app/id1561969966',
      android: 'https://play.google.com/store/apps/details?id=coin98.crypto.finance.media',
      mobile: 'https://coin98.com/wallet',
      qrCode: 'https://coin98.com/wallet',
    },
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanQrIcon') },
  }),
  wallet({
    id: 'mathWallet',
    name: 'MathWallet',
    shortName: 'Math',
    monogram: 'MW',
    iconBackground: '#1A1A1A',
    injectedFlag: 'isMathWallet',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/math-wallet/afbcbjpbpfadlkmhmclhkeeodmamcflc',
      browserExtension: 'https://mathwallet.org',
      mobile: 'https://mathwallet.org',
      qrCode: 'https://mathwallet.org',
    },
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanQrIcon') },
  }),
  wallet({
    id: 'walletConnect',
    name: 'WalletConnect',
    shortName: 'WalletConnect',
    monogram: 'WC',
    iconBackground: '#3B99FC',
    // Any app that speaks WalletConnect: the pairing code is the whole setup.
    connectorKind: 'walletConnect',
    downloadUrls: { qrCode: 'https://walletconnect.network' },
    instructions: {
      qrCode: qrCodeSteps('scanCode', {
        install: 'wallet.walletConnect.qrCode.install.description',
        last: 'wallet.walletConnect.qrCode.scan.description',
      }),
    },
  }),
  wallet({
    id: 'bybit',
    name: 'Bybit Wallet',
    shortName: 'Bybit',
    monogram: 'By',
    iconBackground: '#17181E',
    rdns: 'com.bybit',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/bybit-wallet/pdliaogehgdbhbnmkklieghmmjkpigpa',
      browserExtension: 'https://www.bybit.com/en/web3',
      ios: 'https://apps.apple.com/us/app/bybit-buy-trade-crypto/id1488296980',
      android: 'https://play.google.com/store/apps/details?id=com.bybit.app',
      mobile: 'https://www.bybit.com/en/web3',
      qrCode: 'https://www.bybit.com/en/web3',
    },
    mobileDeepLink: (uri) =>
      `bybitapp://open/route?targetUrl=by://web3/walletconnect/wc?uri=${encodeURIComponent(uri)}`,
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanButton') },
  }),
  wallet({
    id: 'oneKey',
    name: 'OneKey',
    shortName: 'OneKey',
    monogram: 'O',
    iconBackground: '#44D62C',
    rdns: 'so.onekey.app.wallet',
    injectedFlag: 'isOneKey',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/onekey/jnmbobjmhlngoefaiojfljckilhhlhcj',
      browserExtension: 'https://onekey.so/download',
      ios: 'https://apps.apple.com/us/app/onekey-open-source-wallet/id1609559473',
      android: 'https://play.google.com/store/apps/details?id=so.onekey.app.wallet',
      mobile: 'https://onekey.so/download',
      qrCode: 'https://onekey.so/download',
    },
    mobileDeepLink: wcLink('onekey-wallet://wc?uri='),
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanButton') },
  }),
  wallet({
    id: 'exodus',
    name: 'Exodus',
    shortName: 'Exodus',
    monogram: 'E',
    iconBackground: '#1F2033',
    rdns: 'com.exodus.web3-wallet',
    injectedFlag: 'isExodus',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/exodus-web3-wallet/aholpfdialjgjfhomihkjbmgjidlcdno',
      browserExtension: 'https://www.exodus.com/web3-wallet',
      ios: 'https://apps.apple.com/app/exodus-crypto-bitcoin-wallet/id1414384820',
      android: 'https://play.google.com/store/apps/details?id=exodusmovement.exodus',
      mobile: 'https://www.exodus.com/download/',
      desktop: 'https://www.exodus.com/download/',
    },
    instructions: { extension: extensionSteps() },
  }),
  wallet({
    id: 'frontier',
    name: 'Frontier',
    shortName: 'Frontier',
    monogram: 'F',
    iconBackground: '#CC703C',
    rdns: 'xyz.frontier.wallet',
    injectedFlag: 'isFrontier',
    connectorKind: 'injected',
    downloadUrls: {
      chrome: 'https://chromewebstore.google.com/detail/frontier-wallet/kppfdiipphfccemcignhifpjkapfbihd',
      browserExtension: 'https://www.frontier.xyz/download',
      ios: 'https://apps.apple.com/us/app/frontier-crypto-defi-wallet/id1482380988',
      android: 'https://play.google.com/store/apps/details?id=com.frontierwallet',
      mobile: 'https://www.frontier.xyz/download',
      qrCode: 'https://www.frontier.xyz/download',
    },
    mobileDeepLink: wcLink('frontier://wc?uri='),
    instructions: { extension: extensionSteps(), qrCode: qrCodeSteps('scanButton') },
  }),
  wallet({
    id: 'krystal',
    name: 'Krystal',
    shortName: 'Krystal',
    monogram: 'K',
    iconBackground: '#1DE9B6',
    connectorKind: 'walletConnect',
    downloadUrls: { mobile: 'https://krystal.app', qrCode: 'https://krystal.app' },
    instructions: { qrCode: qrCodeSteps('scanQrIcon') },
  }),
];

/** Every catalogue wallet by id. */
export const WALLETS: Readonly<Record<WalletId, CatalogueWallet>> = Object.freeze(
  Object.fromEntries(wallets.map((w) => [w.id, Object.freeze(w)])) as Record<WalletId, CatalogueWallet>,
);

/** Catalogue order (the order wallets are declared in above). */
export const WALLET_IDS: readonly WalletId[] = wallets.map((w) => w.id);

export function isWalletId(value: unknown): value is WalletId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(WALLETS, value);
}

export function getWallet(id: WalletId): CatalogueWallet {
  return WALLETS[id];
}

const byRdns = new Map(wallets.filter((w) => w.rdns).map((w) => [w.rdns as string, w]));

export function findWalletByRdns(rdns: string): CatalogueWallet | undefined {
  return byRdns.get(rdns);
}
