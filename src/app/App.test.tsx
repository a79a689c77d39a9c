import { act, render, screen } from '@testing-library/react';
import type { User } from '@/api/staking/types';
import { beginStartupSignIn } from '@/lib/session';
import { App } from './App';
import { prepareStore } from './startApp';
import { makeStore } from './store';

/** The app as renderApp starts it, with the real start-up sign-in against the fixture backend. */
async function startApp() {
  const { store, persistor } = await prepareStore(beginStartupSignIn(), window.location.pathname);
  render(<App store={store} persistor={persistor} />);
  return store;
}

describe('App', () => {
  it("shows 'Loading...' until the start-up sign-in has answered, then the page", async () => {
    let answer!: (user: User | null) => void;
    const signIn = {
      answer: new Promise<User | null>((resolve) => (answer = resolve)),
      lateSession: new Promise<User>(() => undefined),
    };
    const { store, persistor } = await prepareStore(signIn, '/');
    render(<App store={store} persistor={persistor} />);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    await act(async () => answer(null));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it.each([
    ['/callback', 'forged', false],
    ['/callback/', 'forged', false],
    ['/callback/', 's1', true],
  ])(
    "%s with an error and state %s: the login service's reason only for our own sign-in",
    async (path, state, shown) => {
      window.sessionStorage.setItem('signin.state', 's1');
      window.history.replaceState(
        null,
        '',
        `${path}?error=access_denied&error_description=Call+0800+now&state=${state}`,
      );
      try {
        const { store } = makeStore({ persist: false });
        render(<App store={store} persistor={null} />);
        const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
        expect(alert).toHaveTextContent(shown ? /Call 0800 now/ : 'The login service did not sign you in.');
        if (!shown) expect(alert).not.toHaveTextContent(/0800/);
        expect(window.location.pathname + window.location.search).toBe('/callback');
      } finally {
        window.history.replaceState(null, '', '/');
      }
    },
  );

  it.each([
    ['auth "null" at the current version', '{"auth":"null","_persist":"{\\"version\\":1,\\"rehydrated\\":true}"}'],
    [
      'a user without an id',
      '{"auth":"{\\"user\\":{\\"name\\":\\"x\\"},\\"walletVerified\\":true}","_persist":"{\\"version\\":1}"}',
    ],
    ['not JSON', '{nope'],
  ])('persisted state that is not ours (%s): starts signed out, never stuck on Loading', async (_name, stored) => {
    window.localStorage.setItem('persist:staking.app', stored);
    const store = await startApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' }),
    ).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ user: null, walletVerified: false, status: 'signedOut' });
    expect(screen.getAllByRole('button', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  it('storage that throws on every write: the app runs and says it cannot remember the sign-in', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await startApp();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' }),
      ).toBeInTheDocument();
      expect(await screen.findByText(/does not let the app store anything/, {}, { timeout: 5000 })).toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });
});
