import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '@/app/store';
import { paths } from '@/config/paths';
import { TestProviders } from '@/testing/renderWithProviders';
import { AppLayout } from './layout/AppLayout';
import { PageBoundary } from './layout/PageBoundary';
import { AppRoutes } from './router';

function renderAt(path: string, demo = false) {
  const { store } = makeStore({ persist: false });
  render(
    <TestProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes demo={demo} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('routes', () => {
  it('serves home at /, inside the app frame', async () => {
    renderAt(paths.home);
    // The first page chunk of the file loads cold (jest transforms it on first use): give it time.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('serves the register page', async () => {
    renderAt(paths.register);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });

  it('answers any other address with the 404 page', async () => {
    renderAt('/definitely/not/here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('has no demo login page outside demo mode', async () => {
    renderAt(`${paths.demoLogin}?client_id=production&redirect_uri=http%3A%2F%2F127.0.0.1%3A3000%2Fcallback&state=s`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('has the demo login page, without the app frame, in demo mode', async () => {
    renderAt(
      `${paths.demoLogin}?client_id=production&redirect_uri=http%3A%2F%2F127.0.0.1%3A3000%2Fcallback&state=s`,
      true,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the demo' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('a page that fails', () => {
  function Broken(): never {
    throw new Error('The page broke');
  }

  function renderFramed(path: string) {
    const { store } = makeStore({ persist: false });
    render(
      <TestProviders store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route element={<PageBoundary />}>
                <Route path="/broken" element={<Broken />} />
                <Route path="/" element={<h1>Home page</h1>} />
                <Route
                  path="/fine"
                  element={
                    <>
                      <h1>Fine</h1>
                      <Link to="/broken">Break it</Link>
                    </>
                  }
                />
              </Route>
            </Route>
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
  }

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows the error fallback inside the frame', async () => {
    renderFramed('/broken');
    expect(await screen.findByRole('heading', { name: 'Oops, something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The page broke')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('clears the error when the user goes to another page', async () => {
    const user = userEvent.setup();
    renderFramed('/fine');
    await user.click(screen.getByRole('link', { name: 'Break it' }));
    expect(await screen.findByText('The page broke')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('The page broke')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
