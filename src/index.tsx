/**
 * Start-up: validate the runtime configuration (a bad key gets a page that names it), start
 * the in-browser fixture backend in demo mode, then render the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseAppConfig } from '@/config/appConfig';
import { setConfig } from '@/config/runtimeConfig';
import { isDemoBuild } from '@/config/buildFlags';
import { App } from '@/app/App';
import { ConfigErrorPage } from '@/app/ConfigErrorPage';
import { makeStore } from '@/app/store';
import { listenForPageErrors } from '@/lib/diagnostics/errorLog';

async function start(): Promise<void> {
  // From the first moment: the support export lists the page's last errors.
  listenForPageErrors();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const root = createRoot(container);

  const parsed = parseAppConfig(window.APP_CONFIG, { demoBuild: isDemoBuild() });
  if (!parsed.ok) {
    root.render(<ConfigErrorPage problem={parsed} />);
    return;
  }
  setConfig(parsed.config);

  // Inline flag (not a helper): webpack drops this branch and its chunks from production builds.
  if (process.env.APP_DEMO === '1' && parsed.config.demo) {
    // The fixture backend (and its data) is its own chunk, fetched only in demo mode.
    const { startDemoBackend } = await import(/* webpackChunkName: "demo-backend" */ '@/testing/mocks/browser');
    await startDemoBackend(parsed.config);
    (await import(/* webpackChunkName: "demo-wallet" */ '@/testing/demoWallet')).installDemoWallet(parsed.config);
  }

  const { store, persistor } = makeStore();
  root.render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  );
}

void start();
