/**
 * The README's example of a test written with the fixtures, kept here so it keeps passing.
 */
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import RegisterPage from '@/features/auth/components/RegisterPage';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/renderWithProviders';

it('shows the server message when registration fails, and keeps what was typed', async () => {
  // The shared fixture backend answers every request; this test overrides one of them.
  server.use(
    http.post('http://staking.test/api/user/register', () =>
      HttpResponse.json({ error: 'Username already taken' }, { status: 409 }),
    ),
  );
  const { user } = renderWithProviders(<RegisterPage />, { route: '/register' });

  await user.type(screen.getByRole('textbox', { name: /email/i }), 'ann@example.org');
  await user.type(screen.getByRole('textbox', { name: /username/i }), 'ann');
  await user.type(screen.getByLabelText(/^password/i), 'Correct-Horse-42');
  await user.type(screen.getByRole('textbox', { name: /^name/i }), 'Ann');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(await screen.findByText('Username already taken')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /username/i })).toHaveValue('ann');
});
