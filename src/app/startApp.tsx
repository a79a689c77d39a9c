/**
 * The app's half of start-up, its own chunk ('app'), which index.html preloads so it arrives
 * in the first round of requests while src/index.tsx (the small entry) reads the configuration
 * and sends the start-up sign-in's request.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ConfigParseResult } from '@/config/appConfig';
import { App } from './App';
import { preloadRoute } from './router';
import { makeStore } from './store';

function rootContainer(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  return container;
}

/** A page that names the configuration key that is missing or malformed (its own chunk: a working site never needs it). */
export async function renderConfigError(problem: Extract<ConfigParseResult, { ok: false }>): Promise<void> {
  const { ConfigErrorPage } = await import(/* webpackChunkName: "config-error" */ './ConfigErrorPage');
  createRoot(rootContainer()).render(<ConfigErrorPage problem={problem} />);
}

/**
 * Renders the app; its first render replaces index.html's static spinner. The current
 * address's page chunk (preloaded by index.html for home) is awaited first, so the page renders
 * with the app bar instead of suspending (see docs/performance.md#suspense-throttle). Meanwhile
 * the start-up sign-in is already under way.
 */
export async function renderApp(): Promise<void> {
  const { store, persistor } = makeStore();
  await preloadRoute(window.location.pathname);
  createRoot(rootContainer()).render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  );
}
