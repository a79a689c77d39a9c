import { IntlMessageFormat } from 'intl-messageformat';
import messages from '@/locales/en-US/wallet.json';
import { STEP_TITLE_IDS } from './steps';
import { defaultWalletList } from './walletGroups';
import { WALLET_IDS, WALLETS, findWalletByRdns, getWallet, isWalletId } from './wallets';
import type { CatalogueWallet, InstructionVariant } from './types';

const catalogue: CatalogueWallet[] = WALLET_IDS.map((id) => WALLETS[id]);
const texts = messages as Record<string, string>;

describe('wallet catalogue', () => {
  it('holds at least 26 wallets, with the ones BNB Smart Chain users ask for', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(26);
    const names = catalogue.map((w) => w.name);
    for (const name of [
      'MetaMask',
      'Trust Wallet',
      'Binance Wallet',
      'OKX Wallet',
      'Bitget Wallet',
      'SafePal',
      'TokenPocket',
      'Coinbase Wallet',
      'Rainbow',
      'Rabby Wallet',
      'Phantom',
      'Zerion',
      'Ledger',
      'Safe',
      'Brave Wallet',
      'imToken',
      'Uniswap Wallet',
      '1inch Wallet',
      'Gate Wallet',
      'Coin98 Wallet',
      'MathWallet',
      'WalletConnect',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('has unique ids, names and rdns values, keyed by their own id', () => {
    expect(new Set(WALLET_IDS).size).toBe(WALLET_IDS.length);
    expect(new Set(catalogue.map((w) => w.name)).size).toBe(catalogue.length);
    const rdns = catalogue.flatMap((w) => (w.rdns ? [w.rdns] : []));
    expect(new Set(rdns).size).toBe(rdns.length);
    for (const id of WALLET_IDS) expect(WALLETS[id].id).toBe(id);
  });

  it('announces the EIP-6963 rdns values the wallets use', () => {
    expect(findWalletByRdns('io.metamask')?.id).toBe('metaMask');
    expect(findWalletByRdns('com.trustwallet.app')?.id).toBe('trust');
    expect(findWalletByRdns('com.okex.wallet')?.id).toBe('okx');
    expect(findWalletByRdns('com.bitget.web3')?.id).toBe('bitget');
    expect(findWalletByRdns('com.coinbase.wallet')?.id).toBe('coinbase');
    expect(findWalletByRdns('io.rabby')?.id).toBe('rabby');
    expect(findWalletByRdns('app.phantom')?.id).toBe('phantom');
    expect(findWalletByRdns('io.zerion.wallet')?.id).toBe('zerion');
    expect(findWalletByRdns('com.brave.wallet')?.id).toBe('brave');
    expect(findWalletByRdns('org.example.unknown')).toBeUndefined();
  });

  it('draws every icon locally: an SVG data URI with the brand colour and a short monogram', () => {
    for (const wallet of catalogue) {
      expect(wallet.iconUrl).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
      const svg = decodeURIComponent(wallet.iconUrl.slice(wallet.iconUrl.indexOf(',') + 1));
      expect(svg).toContain(`fill="${wallet.iconBackground}"`);
      expect(svg).toMatch(/<rect [^>]*rx="\d+"/);
      const monogram = /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1] ?? '';
      expect(Array.from(monogram).length).toBeGreaterThanOrEqual(1);
      expect(Array.from(monogram).length).toBeLessThanOrEqual(2);
      // No remote reference of any kind inside the icon.
      expect(svg).not.toMatch(/href|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(wallet.iconBackground).toMatch(/^#[0-9A-Fa-f]{6}$/);
    }
  });

  it('links only to https pages', () => {
    for (const wallet of catalogue) {
      for (const url of Object.values(wallet.downloadUrls)) expect(url).toMatch(/^https:\/\/[^\s]+$/);
    }
  });

  it('gives each supported variant exactly three steps, with texts in the message catalogue', () => {
    const allowedTitles = new Set(Object.values(STEP_TITLE_IDS));
    for (const wallet of catalogue) {
      const variants = Object.entries(wallet.instructions) as [
        InstructionVariant,
        CatalogueWallet['instructions']['qrCode'],
      ][];
      // Safe only works inside the Safe web app: nothing to set up from here.
      if (wallet.id !== 'safe') expect(variants.length).toBeGreaterThan(0);
      for (const [, steps] of variants) {
        expect(steps).toHaveLength(3);
        for (const step of steps ?? []) {
          expect(allowedTitles.has(step.titleId as never)).toBe(true);
          expect(texts[step.titleId]).toEqual(expect.any(String));
          expect(texts[step.descriptionId]).toEqual(expect.any(String));
        }
      }
    }
  });

  it('uses the step titles SPEC.md lists', () => {
    const titles = Object.values(STEP_TITLE_IDS).map((id) => texts[id]);
    for (const title of [
      'Install the extension',
      'Create or Import a Wallet',
      'Refresh your browser',
      'Open the app',
      'Tap the QR icon and scan',
      'Tap the scan button',
      'Tap WalletConnect in Settings',
      'Set up your Ledger',
      'Scan the code',
      'Connect',
    ]) {
      expect(titles).toContain(title);
    }
  });

  it('orders extension steps install, create, refresh and mobile steps install, create, scan', () => {
    expect(getWallet('metaMask').instructions.extension?.map((s) => s.step)).toEqual(['install', 'create', 'refresh']);
    expect(getWallet('metaMask').instructions.qrCode?.map((s) => s.step)).toEqual(['install', 'create', 'scan']);
    expect(getWallet('trust').instructions.qrCode?.[2]?.titleId).toBe(STEP_TITLE_IDS.walletConnectSettings);
  });

  it('gives Ledger a desktop variant besides the QR one', () => {
    const ledger = getWallet('ledger');
    expect(ledger.connectorKind).toBe('ledger');
    expect(ledger.instructions.desktop?.map((s) => s.step)).toEqual(['install', 'create', 'connect']);
    expect(ledger.instructions.desktop?.[1]?.titleId).toBe(STEP_TITLE_IDS.setUpLedger);
    expect(ledger.instructions.qrCode?.[2]?.titleId).toBe(STEP_TITLE_IDS.scanCode);
    expect(ledger.downloadUrls.desktop).toBeDefined();
    expect(ledger.desktopDeepLink?.('wc:abc@2')).toBe('ledgerlive://wc?uri=wc%3Aabc%402');
  });

  it('encodes the WalletConnect URI into mobile deep links', () => {
    const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=abc';
    expect(getWallet('metaMask').mobileDeepLink?.(uri)).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`);
    expect(getWallet('trust').mobileDeepLink?.(uri)).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`);
    for (const wallet of catalogue) {
      const link = wallet.mobileDeepLink?.(uri);
      if (link) expect(link).toContain(encodeURIComponent(uri));
    }
  });

  it('covers the phone wallets issue 20 names with a deep link, each as its own documentation gives it', () => {
    const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=abc';
    const encoded = encodeURIComponent(uri);
    expect(
      Object.fromEntries(
        (['metaMask', 'trust', 'binance', 'okx', 'bitget', 'safePal', 'tokenPocket', 'rainbow'] as const).map((id) => [
          id,
          getWallet(id).mobileDeepLink?.(uri),
        ]),
      ),
    ).toEqual({
      metaMask: `metamask://wc?uri=${encoded}`,
      trust: `trust://wc?uri=${encoded}`,
      binance: `bnc://app.binance.com/cedefi/wc?uri=${encoded}`,
      okx: `okex://main/wc?uri=${encoded}`,
      bitget: `bitkeep://wc?uri=${encoded}`,
      safePal: `safepalwallet://wc?uri=${encoded}`,
      tokenPocket: `tpoutside://wc?uri=${encoded}`,
      rainbow: `rainbow://wc?uri=${encoded}`,
    });
  });

  it("opens this site in a wallet's own browser by the link the wallet publishes", () => {
    const site = 'https://staking.test/wallet?x=1';
    expect(getWallet('metaMask').dappBrowserLink?.(site)).toBe('https://link.metamask.io/dapp/staking.test/wallet?x=1');
    expect(getWallet('trust').dappBrowserLink?.(site)).toBe(
      `https://link.trustwallet.com/open_url?coin_id=20000714&url=${encodeURIComponent(site)}`,
    );
    expect(getWallet('okx').dappBrowserLink?.(site)).toBe(
      `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encodeURIComponent(site)}`)}`,
    );
    expect(getWallet('bitget').dappBrowserLink?.(site)).toBe(
      `https://bkcode.vip?action=dapp&url=${encodeURIComponent(site)}`,
    );
    for (const wallet of catalogue) {
      const link = wallet.dappBrowserLink?.(site);
      if (link) expect(link.startsWith('https://')).toBe(true);
    }
  });

  it('gives every WalletConnect-only wallet a QR setup and somewhere to get it', () => {
    for (const wallet of catalogue.filter((w) => w.connectorKind === 'walletConnect')) {
      expect(wallet.instructions.qrCode).toBeDefined();
      expect(wallet.downloadUrls.qrCode).toBeDefined();
    }
  });

  it('puts every catalogue wallet in the default list exactly once', () => {
    const listed = defaultWalletList.flatMap((g) => g.wallets);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...WALLET_IDS].sort());
  });

  it('tells catalogue ids from other strings', () => {
    expect(isWalletId('metaMask')).toBe(true);
    expect(isWalletId('toString')).toBe(false);
    expect(isWalletId(42)).toBe(false);
  });
});

describe('wallet messages', () => {
  it('are all valid ICU messages whose only placeholders are known values', () => {
    // Setup steps name only the wallet; the dialogs' own texts a few more values.
    const allowed = new Set([
      'wallet',
      'reason',
      'account',
      'balance',
      'symbol',
      'chain',
      'address',
      'description',
      'store',
      'explorer',
      'fee',
      'key',
      // The user's own RPC URL: its host, and the chain it answered against the one expected.
      'host',
      'answered',
      'expected',
    ]);
    const values = {
      wallet: 'MetaMask',
      reason: 'x',
      account: 'a.bnb',
      balance: '1.5',
      symbol: 'BNB',
      chain: 'BSC',
      address: '0x1',
      description: 'd',
      store: 's',
      explorer: 'e',
      fee: '0.0001 BNB',
      key: 'contracts.deposit',
      host: 'rpc.example',
      answered: '1',
      expected: '56',
    };
    for (const [id, text] of Object.entries(texts)) {
      expect(id).toMatch(/^wallet\./);
      const format = new IntlMessageFormat(text, 'en-US');
      const placeholders = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const name of placeholders) expect(allowed.has(name ?? '')).toBe(true);
      expect(() => format.format(values)).not.toThrow();
    }
  });

  it('setup steps use no placeholder but {wallet}', () => {
    for (const [id, text] of Object.entries(texts).filter(([id]) =>
      /^wallet\.(step|[a-zA-Z]+\.(extension|qrCode|desktop))\./.test(id),
    )) {
      expect({
        id,
        placeholders: [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((name) => name !== 'wallet'),
      }).toEqual({ id, placeholders: [] });
    }
  });

  it('names the wallet in generic descriptions', () => {
    const text = new IntlMessageFormat(texts['wallet.step.extension.install.description'] ?? '', 'en-US').format({
      wallet: 'Rabby Wallet',
    });
    expect(text).toContain('Rabby Wallet');
  });
});
