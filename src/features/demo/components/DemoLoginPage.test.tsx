import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { demoSignIn } from '@/testing/mocks/browser';
import { renderWithProviders } from '@/testing/renderWithProviders';
import DemoLoginPage from './DemoLoginPage';
import { redirectTo } from '../model/redirect';

jest.mock('@/testing/mocks/browser', () => ({ demoSignIn: jest.fn() }));
jest.mock('../model/redirect', () => ({ redirectTo: jest.fn() }));

const CALLBACK = 'http://127.0.0.1:3000/callback';

function renderPage(redirectUri = CALLBACK, state = 'st4te') {
  const query = new URLSearchParams({ client_id: 'production', redirect_uri: redirectUri, state });
  return renderWithProviders(<DemoLoginPage />, {
    route: `${paths.demoLogin}?${query.toString()}`,
    path: paths.demoLogin,
  });
}

describe('DemoLoginPage', () => {
  it('offers the demo account, filled in', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the demo' })).toBeInTheDocument();
    expect(screen.getByText('Demo account: demo / demo1234')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
  });

  it('signs in and returns to the callback with the tokens and the state', async () => {
    jest.mocked(demoSignIn).mockReturnValue({ access_token: 'tok en', session_id: 'sid' });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(demoSignIn).toHaveBeenCalledWith('demo', 'demo1234');
    expect(redirectTo).toHaveBeenCalledWith(`${CALLBACK}?access_token=tok+en&session_id=sid&state=st4te`);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it('says so when the credentials are wrong, keeping what was typed', async () => {
    jest.mocked(demoSignIn).mockReturnValue(null);
    const { user } = renderPage();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('cancels back to the callback with access_denied', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(redirectTo).toHaveBeenCalledWith(`${CALLBACK}?error=access_denied&state=st4te`);
    expect(demoSignIn).not.toHaveBeenCalled();
  });

  it('never sends tokens to another site', () => {
    renderPage('https://evil.example/callback');
    expect(screen.getByText('This sign-in request is not valid: it must return to this site.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
