import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page does not exist and leads home', async () => {
    const { user, router } = renderWithProviders(<NotFoundPage />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Staking');
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.location.pathname).toBe('/');
  });
});
