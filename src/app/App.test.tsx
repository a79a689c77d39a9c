import { render, screen } from '@testing-library/react';
import { App } from './App';
import { makeStore } from './store';

describe('App', () => {
  it("shows 'Loading...' until the start-up sign-in has finished, then the page", async () => {
    const { store } = makeStore({ persist: false });
    render(<App store={store} persistor={null} />);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
  });
});
