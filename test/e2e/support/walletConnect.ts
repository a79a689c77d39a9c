/**
 * WalletConnect in the browser tests: the local relay (test/walletconnect/relay.ts), an app
 * server whose /config.js has a project id and that relay, its own fixture server (sign-in
 * redirects only to the app's origin), and a reader of the QR code the app draws.
 */
import { after, before } from 'node:test';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { startRelay, type Relay } from '../../walletconnect/relay';
import { startTestWallet, type TestWallet } from '../../walletconnect/wallet';
import { startVerifyStandIn, VERIFY_ORIGIN, type VerifyStandIn } from '../../walletconnect/verifyHost';
import type { OpenedPage } from './browser';
import type { E2EContext } from './e2e';
import { startAppServer } from './appServer';
import { makeAppConfig, toConfigJs, type E2EAppConfig } from './appConfig';
import { loadStartFixtureServer, resetFixtures } from './fixture';
import { distDir } from './paths';
import { getFreePort } from './servers';
import { visible } from './wait';

export const E2E_WALLETCONNECT_PROJECT_ID = 'e2e-walletconnect-project';

export interface WalletConnectServers {
  relay: Relay;
  appUrl: string;
  fixtureUrl: string;
  config: E2EAppConfig;
  /** Every origin these servers answer on, for the harness's allowOrigin. */
  origins: string[];
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startWalletConnectServers(
  change: (config: E2EAppConfig) => E2EAppConfig = (config) => config,
): Promise<WalletConnectServers> {
  const relay = await startRelay();
  const { start } = await loadStartFixtureServer();
  let config: E2EAppConfig | null = null;
  const app = await startAppServer({
    root: distDir,
    configJs: () => (config ? toConfigJs(config) : 'throw new Error("config.js is not ready");'),
  });
  const fixture = await start({ port: await getFreePort(), appOrigin: app.origin });
  const fixtureUrl = fixture.url.replace(/\/+$/, '');
  config = change({
    ...makeAppConfig(fixtureUrl),
    walletConnectProjectId: E2E_WALLETCONNECT_PROJECT_ID,
    walletConnectRelayUrl: relay.url,
  });
  return {
    relay,
    appUrl: app.url,
    fixtureUrl,
    config,
    origins: [app.origin, fixtureUrl, relay.origin],
    reset: () => resetFixtures(fixtureUrl),
    async close() {
      await Promise.allSettled([app.close(), Promise.resolve(fixture.close()), relay.close()]);
    },
  };
}

export interface WalletConnectHarness {
  /** Started before the suite's first test. */
  readonly servers: WalletConnectServers;
  /** A wallet of the SDK on the local relay, closed after the suite; it trusts the verify stand-in's key. */
  newWallet(privateKey: `0x${string}`): Promise<TestWallet>;
  /** The stand-in for WalletConnect's verify host (test/walletconnect/verifyHost.ts). */
  readonly verify: VerifyStandIn;
  /**
   * The verify host the page's SDK asks with every proposal and request, allowed by name: by
   * default unreachable (as every outside host here), or answered by the stand-in.
   */
  routeVerify(context: E2EContext, opened: OpenedPage, mode?: 'answering' | 'unreachable'): Promise<void>;
}

/** The servers for one suite, and its wallets: started before it, all closed after it. */
export function walletConnectHarness(): WalletConnectHarness {
  let servers: WalletConnectServers | null = null;
  let verify: VerifyStandIn | null = null;
  const wallets: TestWallet[] = [];
  before(async () => {
    servers = await startWalletConnectServers();
    verify = await startVerifyStandIn();
  });
  after(async () => {
    for (const wallet of wallets) await wallet.close();
    await servers?.close();
  });
  const started = () => {
    if (!servers) throw new Error('The WalletConnect servers have not started.');
    return servers;
  };
  const standIn = () => {
    if (!verify) throw new Error('The verify stand-in has not started.');
    return verify;
  };
  return {
    get servers() {
      return started();
    },
    get verify() {
      return standIn();
    },
    async routeVerify(context, opened, mode = 'unreachable') {
      context.allowOrigin(VERIFY_ORIGIN);
      await standIn().route(opened.context, mode);
    },
    async newWallet(privateKey) {
      const { relay, config } = started();
      const wallet = await startTestWallet({
        relayUrl: relay.url,
        privateKey,
        rpcUrls: config.rpcUrls as Record<number, string>,
        verifyKey: standIn().publicKey,
      });
      wallets.push(wallet);
      return wallet;
    },
  };
}

/**
 * The text of the QR code the connect dialog shows, decoded from its pixels: the element's
 * screenshot is drawn on a canvas in the page (a data: image, no request) and jsQR reads it here.
 */
export async function readQrCode(page: Page): Promise<string> {
  const qr = await visible(page.getByTestId('wallet-qr-code'), 'the WalletConnect QR code');
  const png = await qr.screenshot({ animations: 'disabled' });
  const { width, height, data } = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
  }, png.toString('base64'));
  const decoded = jsQR(Uint8ClampedArray.from(data), width, height);
  if (!decoded) throw new Error('The QR code could not be read');
  return decoded.data;
}

/**
 * Every navigation the page asks for from now on, custom schemes included (`metamask://…`):
 * Chromium opens none of those here and fires no frame navigation, but DevTools reports the
 * request.
 */
export async function requestedNavigations(page: Page): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Page.enable');
  const urls: string[] = [];
  devtools.on('Page.frameRequestedNavigation', (event) => urls.push(event.url));
  return urls;
}
