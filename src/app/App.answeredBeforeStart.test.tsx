/**
 * The usual start: the start-up sign-in's request went out with config.js and its answer is in
 * before React renders. The first render then shows the page at once; the spinner index.html
 * painted is replaced by the page, not by React's own spinner first.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { User } from '@/api/staking/types';
import { storeTokens } from '@/lib/session';
import { DEMO_USER } from '@/testing/mocks/constants';
import { signInAs } from '@/testing/mocks/testHelpers';
import { App } from './App';
import { prepareStore } from './startApp';

const neverLate = () => new Promise<User>(() => undefined);

it('renders the page in its first render when the start-up sign-in has already answered', async () => {
  const { store, persistor } = await prepareStore({ answer: Promise.resolve(null), lateSession: neverLate() }, '/');
  render(<App store={store} persistor={persistor} />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
  expect(store.getState().auth).toEqual({ user: null, walletVerified: false, status: 'signedOut' });
});

it('signs in a session the login service reported only after the app had started signed out', async () => {
  const { id, email, username, name } = DEMO_USER;
  const user: User = { id, email, username, name, wallet_address: null };
  let late!: (user: User) => void;
  const lateSession = new Promise<User>((resolve) => (late = resolve));
  const { store } = await prepareStore({ answer: Promise.resolve(null), lateSession }, '/');
  expect(store.getState().auth.status).toBe('signedOut');
  await act(async () => late(user));
  expect(store.getState().auth).toMatchObject({ user, status: 'signedIn' });
});

it('follows a sign-out in another tab that comes after the start-up answer but before the first render', async () => {
  const { id, email, username, name } = DEMO_USER;
  storeTokens(signInAs());
  const { store } = await prepareStore(
    { answer: Promise.resolve({ id, email, username, name, wallet_address: null }), lateSession: neverLate() },
    '/',
  );
  expect(store.getState().auth.status).toBe('signedIn');

  const otherTab = new BroadcastChannel('staking.session');
  otherTab.postMessage({ sender: 'another-tab', at: Date.now(), message: { type: 'signedOut' } });
  otherTab.close();
  await waitFor(() => expect(store.getState().auth).toMatchObject({ user: null, status: 'signedOut' }));
});
