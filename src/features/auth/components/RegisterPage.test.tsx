import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { server } from '@/testing/mocks/server';
import { LocationDisplay, renderWithProviders } from '@/testing/renderWithProviders';
import { testConfig } from '@/testing/testConfig';
import RegisterPage from './RegisterPage';

const REGISTER_URL = `${testConfig.stakingApiUrl}/api/user/register`;

const valid = { email: 'ann@example.org', username: 'ann.lee', password: 'correct horse 9', name: 'Ann Lee' };

function renderPage() {
  return renderWithProviders(<RegisterPage />, {
    route: paths.register,
    path: paths.register,
    routes: [{ path: paths.home, element: <LocationDisplay /> }],
  });
}

function field(label: 'Email' | 'Username' | 'Password' | 'Name') {
  // Labels end in MUI's required asterisk; anchored so 'Name' never matches 'Username'.
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

async function fillIn(user: ReturnType<typeof renderPage>['user'], values: Partial<typeof valid> = valid) {
  const labels = { email: 'Email', username: 'Username', password: 'Password', name: 'Name' } as const;
  for (const [key, value] of Object.entries(values) as [keyof typeof valid, string][]) {
    await user.clear(field(labels[key]));
    if (value) await user.type(field(labels[key]), value);
  }
}

describe('RegisterPage', () => {
  it('has a labelled, required field for each detail and a submit button', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Username')).toHaveAttribute('autocomplete', 'username');
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    for (const label of ['Email', 'Username', 'Password', 'Name'] as const) expect(field(label)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(document.title).toBe('Register · Staking');
  });

  describe('validation', () => {
    it('names every missing field on submit and focuses the first', async () => {
      const requests = jest.fn();
      server.events.on('request:start', requests);
      const { user } = renderPage();
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(field('Email')).toHaveAccessibleDescription('Enter your email address');
      expect(field('Username')).toHaveAccessibleDescription('Choose a username');
      expect(field('Password')).toHaveAccessibleDescription('Choose a password');
      expect(field('Name')).toHaveAccessibleDescription('Enter your name');
      expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(field('Email')).toHaveFocus();
      expect(requests).not.toHaveBeenCalled();
      server.events.removeAllListeners();
    });

    it('shows hints until a field is left, then what is wrong', async () => {
      const { user } = renderPage();
      expect(field('Username')).toHaveAccessibleDescription('3 to 32 characters: letters, digits and _ . -');
      await user.type(field('Username'), 'ab');
      expect(field('Username')).toHaveAccessibleDescription('3 to 32 characters: letters, digits and _ . -');
      await user.tab();
      expect(field('Username')).toHaveAccessibleDescription('Use 3 to 32 characters');
      expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    });

    it.each([
      ['Email', 'ann@', 'Enter an email address like name@example.com'],
      ['Email', 'ann example.org', 'Enter an email address like name@example.com'],
      ['Username', 'ann lee', 'Use only letters, digits and _ . -'],
      ['Username', 'ann!', 'Use only letters, digits and _ . -'],
      ['Username', 'a'.repeat(33), 'Use 3 to 32 characters'],
      ['Password', 'abc1', 'Use at least 8 characters'],
      ['Password', 'abcdefgh', 'Include at least one letter and one digit'],
      ['Password', '12345678', 'Include at least one letter and one digit'],
      ['Name', '   ', 'Enter your name'],
      ['Name', 'x'.repeat(101), 'Use at most 100 characters'],
    ] as const)('%s %p: %s', async (label, value, message) => {
      const { user } = renderPage();
      await user.type(field(label), value);
      await user.tab();
      expect(field(label)).toHaveAccessibleDescription(message);
    });

    it.each([
      ['Username', 'a_b.c-9'],
      ['Username', 'a'.repeat(32)],
      ['Password', 'mật khẩu 2026'],
      ['Name', 'x'.repeat(100)],
    ] as const)('accepts %s %p', async (label, value) => {
      const { user } = renderPage();
      await user.type(field(label), value);
      await user.tab();
      expect(field(label)).not.toHaveAttribute('aria-invalid', 'true');
    });

    it('clears a message as soon as the field is right', async () => {
      const { user } = renderPage();
      await user.type(field('Email'), 'ann@');
      await user.tab();
      expect(field('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com');
      await user.type(field('Email'), 'example.org');
      expect(field('Email')).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  it('registers, says so, and sends the user home to sign in; the password never enters the store', async () => {
    let body: unknown;
    let clientId: string | null = null;
    server.use(
      http.post(REGISTER_URL, async ({ request }) => {
        body = await request.json();
        clientId = new URL(request.url).searchParams.get('client_id');
        return HttpResponse.json(
          { id: 'u9', email: 'ann@example.org', username: 'ann.lee', name: 'Ann Lee', wallet_address: null },
          { status: 201 },
        );
      }),
    );
    const { user, store } = renderPage();
    await fillIn(user, { ...valid, email: '  ann@example.org ', name: ' Ann Lee ' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Your account has been created. Sign in to continue.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(body).toEqual({
      email: 'ann@example.org',
      username: 'ann.lee',
      name: 'Ann Lee',
      password: 'correct horse 9',
    });
    expect(clientId).toBe('production');
    expect(JSON.stringify(store.getState())).not.toContain('correct horse 9');
  });

  it("shows the server's message and keeps every field as typed", async () => {
    server.use(http.post(REGISTER_URL, () => HttpResponse.json({ error: 'Username already taken' }, { status: 409 })));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Username already taken')).toBeInTheDocument();
    expect(field('Email')).toHaveValue(valid.email);
    expect(field('Username')).toHaveValue(valid.username);
    expect(field('Password')).toHaveValue(valid.password);
    expect(field('Name')).toHaveValue(valid.name);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows server text as text, never as markup', async () => {
    server.use(
      http.post(REGISTER_URL, () => HttpResponse.json({ error: '<img src=x onerror=alert(1)>' }, { status: 400 })),
    );
    const { user } = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it.each([
    ['no answer at all', () => HttpResponse.error()],
    ['an unreadable answer', () => new HttpResponse('<html>oops</html>', { status: 200 })],
  ])("says 'Failed to register' when the server gives no message (%s)", async (_case, resolver) => {
    server.use(http.post(REGISTER_URL, resolver));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Failed to register')).toBeInTheDocument();
    expect(field('Password')).toHaveValue(valid.password);
  });

  it('says it in Vietnamese too', async () => {
    server.use(http.post(REGISTER_URL, () => HttpResponse.error()));
    const { user } = renderWithProviders(<RegisterPage />, {
      route: paths.register,
      path: paths.register,
      locale: 'vi-VN',
    });
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), valid.email);
    await user.type(screen.getByLabelText(/^Tên người dùng/, { selector: 'input' }), valid.username);
    await user.type(screen.getByLabelText(/^Mật khẩu/, { selector: 'input' }), valid.password);
    await user.type(screen.getByLabelText(/^Họ tên/, { selector: 'input' }), valid.name);
    await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByText('Đăng ký không thành công')).toBeInTheDocument();
  });

  it('sends one request however often the button is pressed', async () => {
    let calls = 0;
    server.use(
      http.post(REGISTER_URL, async () => {
        calls += 1;
        await delay(100);
        return HttpResponse.json({ error: 'Email already registered' }, { status: 409 });
      }),
    );
    const { user } = renderPage();
    await fillIn(user);
    const button = screen.getByRole('button', { name: 'Create account' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Creating account…' })).toBeDisabled();
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('sends a signed-in user home', async () => {
    renderWithProviders(<RegisterPage />, {
      route: paths.register,
      path: paths.register,
      routes: [{ path: paths.home, element: <LocationDisplay /> }],
      preloadedState: {
        auth: {
          user: { id: 'u1', email: 'a@b.co', username: 'ann', name: 'Ann', wallet_address: null },
          walletVerified: false,
        },
      },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
