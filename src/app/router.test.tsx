import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from '@/app/store';
import { paths } from '@/config/paths';
import { TestProviders } from '@/testing/renderWithProviders';
import { appRoutes } from './router';

function renderAt(path: string, demo = false) {
  const { store } = makeStore({ persist: false });
  const router = createMemoryRouter(appRoutes({ demo }), { initialEntries: [path] });
  render(
    <TestProviders store={store}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('routes', () => {
  it('serves home at /, inside the app frame', async () => {
    renderAt(paths.home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' })).toBeInTheDocument();
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
    renderAt(`${paths.demoLogin}?client_id=production&redirect_uri=http%3A%2F%2F127.0.0.1%3A3000%2Fcallback&state=s`, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the demo' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the error fallback inside the frame when a page fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const routes = appRoutes({ demo: false });
    const { store } = makeStore({ persist: false });
    // A page that crashes while rendering, mounted where the framed pages live.
    const framed = routes[0]?.children?.[0]?.children?.[0]?.children;
    framed?.unshift({
      path: '/broken',
      Component: () => {
        throw new Error('The page broke');
      },
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/broken'] });
    render(
      <TestProviders store={store}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops, something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The page broke')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
