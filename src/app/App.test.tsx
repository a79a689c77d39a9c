import { render, screen } from '@testing-library/react';
import { App } from './App';
import { makeStore } from './store';

describe('App', () => {
  it("shows 'Loading...' until the start-up sign-in has finished, then the page", async () => {
    const { store } = makeStore({ persist: false });
    render(<App store={store} persistor={null} />);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
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
    const { store, persistor } = makeStore();
    render(<App store={store} persistor={persistor} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' }),
    ).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ user: null, walletVerified: false });
    expect(screen.getAllByRole('button', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  it('storage that throws on every write: the app runs and says it cannot remember the sign-in', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      const { store, persistor } = makeStore();
      render(<App store={store} persistor={persistor} />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' }),
      ).toBeInTheDocument();
      expect(await screen.findByText(/does not let the app store anything/)).toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });
});
