import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useTheme } from '@mui/material/styles';
import { THEME_STORAGE_KEY } from '@/lib/theme/themeSettings';
import { USER_RPC_STORAGE_KEY } from '@/lib/wallet/userRpcUrls';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { createAppTheme } from '@/lib/theme/muiTheme';
import { DisplaySettingsButton } from './DisplaySettingsButton';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <p data-testid="theme">{`${theme.palette.mode} ${theme.palette.primary.main} ${String(theme.shape.borderRadius)}`}</p>
  );
}

describe('display settings', () => {
  afterEach(() => window.localStorage.clear());

  it('changes mode, accent and corners, remembers them, and gives focus back to the button', async () => {
    const { user } = renderWithProviders(
      <>
        <DisplaySettingsButton />
        <ThemeProbe />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Display settings' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Display' });
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Pink' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Square' }));
    expect(screen.getByTestId('theme')).toHaveTextContent(
      `dark ${createAppTheme({ mode: 'dark', accent: 'pink' }).palette.primary.main} 0`,
    );
    expect(JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toEqual({
      mode: 'dark',
      accent: 'pink',
      radius: 'none',
    });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  }, 20_000);

  it('starts as the system says', async () => {
    const { user } = renderWithProviders(<DisplaySettingsButton />);
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    expect(await screen.findByRole('radio', { name: 'As the system' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
  });
});

describe('your own RPC node, in the display settings', () => {
  const OWN = 'https://bsc.provider.test/v1/my-key';

  /** A node at OWN answering eth_chainId with `chainId`; returns the methods it was asked. */
  function ownNode(chainId: string): string[] {
    const asked: string[] = [];
    server.use(
      http.post(OWN, async ({ request }) => {
        const body = (await request.json()) as { id: number; method: string };
        asked.push(body.method);
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: chainId });
      }),
    );
    return asked;
  }

  async function openSettings() {
    const rendered = renderWithProviders(<DisplaySettingsButton />);
    await rendered.user.click(screen.getByRole('button', { name: 'Display settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Display' });
    return { ...rendered, dialog };
  }

  it('checks the URL with eth_chainId, keeps it for that chain, shows the host only, and removes it', async () => {
    const asked = ownNode('0x38');
    const { user, dialog } = await openSettings();
    await user.type(within(dialog).getByRole('textbox', { name: 'RPC URL for BNB Smart Chain' }), OWN);
    const [, mainnetCheck] = within(dialog).getAllByRole('button', { name: 'Check and use' });
    await user.click(mainnetCheck!);
    expect(await within(dialog).findByText('BNB Smart Chain: your node at bsc.provider.test is in use.')).toBeVisible();
    expect(asked).toEqual(['eth_chainId']);
    expect(dialog).not.toHaveTextContent('my-key');
    expect(JSON.parse(window.localStorage.getItem(USER_RPC_STORAGE_KEY) ?? '{}')).toEqual({ 56: OWN });
    // The testnet field is untouched.
    expect(within(dialog).getByRole('textbox', { name: 'RPC URL for BNB Smart Chain Testnet' })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Remove your RPC URL for BNB Smart Chain' }));
    expect(within(dialog).getByRole('textbox', { name: 'RPC URL for BNB Smart Chain' })).toHaveValue('');
    expect(window.localStorage.getItem(USER_RPC_STORAGE_KEY)).toBeNull();
  }, 20_000);

  it('refuses a node of another chain, saying which, and keeps nothing', async () => {
    ownNode('0x61');
    const { user, dialog } = await openSettings();
    await user.type(within(dialog).getByRole('textbox', { name: 'RPC URL for BNB Smart Chain' }), OWN);
    await user.click(within(dialog).getAllByRole('button', { name: 'Check and use' })[1]!);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'bsc.provider.test serves chain 97, not BNB Smart Chain (chain 56).',
    );
    expect(window.localStorage.getItem(USER_RPC_STORAGE_KEY)).toBeNull();
  }, 20_000);

  it('refuses plain http to another machine without asking it', async () => {
    const { user, dialog } = await openSettings();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'RPC URL for BNB Smart Chain Testnet' }),
      'http://node.test',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Check and use' })[0]!);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a full https:// address');
  }, 20_000);

  it("says so when the site's security policy blocks the host", async () => {
    server.use(
      http.post(OWN, () => {
        // What the browser does when connect-src leaves the host out: a violation, then a failed fetch.
        document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { blockedURI: OWN }));
        return HttpResponse.error();
      }),
    );
    const { user, dialog } = await openSettings();
    await user.type(within(dialog).getByRole('textbox', { name: 'RPC URL for BNB Smart Chain' }), OWN);
    await user.click(within(dialog).getAllByRole('button', { name: 'Check and use' })[1]!);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "This site's security policy does not allow bsc.provider.test.",
    );
  }, 20_000);
});
