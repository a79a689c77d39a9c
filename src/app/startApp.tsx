// The app's half of start-up, its own chunk, preloaded by index.html so it arrives while the
// small entry (src/index.tsx) sends the start-up sign-in's request.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Persistor } from 'redux-persist';
import type { User } from '@/api/staking/types';
import type { ConfigParseResult } from '@/config/appConfig';
import { followOtherTabs, sessionRestored, signedIn, type StartupSignIn } from '@/lib/session';
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

/** Resolves once the persisted state is restored, so it cannot overwrite the sign-in's answer. */
function restored(persistor: Persistor | null): Promise<void> {
  if (!persistor || persistor.getState().bootstrapped) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });
}

/**
 * The store, restored, with the start-up sign-in's answer when it has come, so the first render
 * shows the page, not a spinner. `signIn` null: /callback, which signs in itself.
 */
export async function prepareStore(signIn: StartupSignIn | null, path: string) {
  const { store, persistor } = makeStore();
  // For the page's life, and from now: news from another tab during the first render is not lost.
  followOtherTabs(store);
  let answered: { user: User | null } | undefined;
  void signIn?.answer.then((user) => {
    answered = { user };
  });
  await Promise.all([preloadRoute(path), restored(persistor)]);
  if (signIn) {
    const restore = (user: User | null) => store.dispatch(sessionRestored({ user }));
    if (answered) restore(answered.user);
    else void signIn.answer.then(restore);
    void signIn.lateSession.then((user) => store.dispatch(signedIn({ user })));
  }
  return { store, persistor };
}

/**
 * Renders the app once the current page's chunk is here, so it renders with the app bar instead of
 * suspending (docs/performance.md#suspense-throttle). The sign-in is already under way.
 */
export async function renderApp(signIn: StartupSignIn | null): Promise<void> {
  const { store, persistor } = await prepareStore(signIn, window.location.pathname);
  createRoot(rootContainer()).render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  );
}
