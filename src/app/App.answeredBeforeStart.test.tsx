/**
 * The usual start: the start-up sign-in's request went out with config.js and its answer is in
 * before React renders. The first render then shows the page at once; the spinner index.html
 * painted is replaced by the page, not by React's own spinner first.
 */
import { act, render, screen } from '@testing-library/react';
import type { User } from '@/api/staking/types';
import { DEMO_USER } from '@/testing/mocks/constants';
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
