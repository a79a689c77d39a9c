/**
 * The usual start: the start-up sign-in's request went out with config.js and its answer is in
 * before React renders. The first render then shows the page at once; the spinner index.html
 * painted is replaced by the page, not by React's own spinner first.
 */
import { render, screen } from '@testing-library/react';
import { beginStartupSignIn } from '@/features/auth/startupSignInOnce';
import { App } from './App';
import { preloadRoute } from './router';
import { makeStore } from './store';

jest.mock('@/features/auth/runStartupSignIn', () => ({ runStartupSignIn: () => Promise.resolve(null) }));

it('renders the page in its first render when the start-up sign-in has already answered', async () => {
  beginStartupSignIn();
  await preloadRoute('/');
  const { store } = makeStore({ persist: false });
  render(<App store={store} persistor={null} />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
  expect(store.getState().auth).toEqual({ user: null, walletVerified: false });
});
