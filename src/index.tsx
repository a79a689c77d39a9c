// Start-up, ordered so nothing waits on what it does not need: the sign-in's request is sent
// while the preloaded app chunk is still arriving (docs/architecture.md, "Architecture").
import { parseAppConfig } from '@/config/appConfig';
import { isCallbackPath } from '@/config/paths';
import { setConfig } from '@/config/runtimeConfig';
import { isDemoBuild } from '@/config/buildFlags';
import { listenForPageErrors } from '@/lib/diagnostics/errorLog';
// Not the session's index: the entry carries only the start-up sign-in. See docs/performance.md#first-page-budget.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { connectSessionToApi } from '@/lib/session/connectToApi';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { beginStartupSignIn } from '@/lib/session/startup';
import { collectInjectedWallets } from '@/lib/wallet/injectedWallets';

async function start(): Promise<void> {
  // From the first moment: the support export lists the page's last errors.
  listenForPageErrors();
  collectInjectedWallets();
  const app = import(/* webpackChunkName: "app" */ '@/app/startApp');

  const parsed = parseAppConfig(window.APP_CONFIG, { demoBuild: isDemoBuild() });
  if (!parsed.ok) {
    await (await app).renderConfigError(parsed);
    return;
  }
  setConfig(parsed.config);
  connectSessionToApi();

  // Inline flag (not a helper): webpack drops this branch and its chunks from production builds.
  if (process.env.APP_DEMO === '1' && parsed.config.demo) {
    // The fixture backend (and its data) is its own chunk, fetched only in demo mode.
    const { startDemoBackend } = await import(/* webpackChunkName: "demo-backend" */ '@/testing/mocks/browser');
    await startDemoBackend(parsed.config);
    (await import(/* webpackChunkName: "demo-wallet" */ '@/testing/demoWallet')).installDemoWallet(parsed.config);
  }

  // /callback finishes its own sign-in (completeSignIn); a start-up one beside it could store
  // or clear tokens under it.
  const signIn = isCallbackPath(window.location.pathname) ? null : beginStartupSignIn();
  await (await app).renderApp(signIn);
}

void start();
