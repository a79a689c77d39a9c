import { useEffect } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { useToast } from '@/components/toast/useToast';
import type { User } from '@/api/staking/types';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { startSignIn } from '@/features/auth';
import { AppLayout } from './AppLayout';

jest.mock('@/features/auth', () => ({
  ...jest.requireActual('@/features/auth'),
  startSignIn: jest.fn(),
}));

/** A browser window this wide (the layout reads window.innerWidth). */
function setViewportWidth(width: number) {
  const original = Object.getOwnPropertyDescriptor(window, 'innerWidth');
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  return () => {
    if (original) Object.defineProperty(window, 'innerWidth', original);
  };
}

const ann: User = { id: 'u1', email: 'ann@example.org', username: 'ann', name: 'Ann Lee', wallet_address: null };

describe('AppLayout', () => {
  describe('wide (768 px and more)', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = setViewportWidth(768);
    });
    afterEach(() => restore());

    it('shows the product name, navigation, language, wallet slot and the way in', async () => {
      const { user } = renderWithProviders(<AppLayout />);
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('link', { name: 'Staking' })).toHaveAttribute('href', '/');
      const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
      expect(within(banner).getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
      expect(within(banner).getByTestId('wallet-slot')).toBeInTheDocument();
      // The wide bar's menu holds what has no room on narrower windows; shell.css shows it only there.
      expect(within(banner).getByRole('button', { name: 'Open menu' })).toHaveClass('app-menu-button--wide');

      await user.click(within(banner).getByRole('button', { name: 'Sign in' }));
      expect(startSignIn).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('main')).toBeInTheDocument();
    });

    it("shows a signed-in user's name and sign out, and signs out", async () => {
      const { user, store } = renderWithProviders(<AppLayout />, {
        preloadedState: { auth: { user: ann, walletVerified: false } },
      });
      const banner = screen.getByRole('banner');
      expect(within(banner).getByText('Signed in as Ann Lee')).toBeInTheDocument();
      expect(within(banner).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();

      await user.click(within(banner).getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(store.getState().auth.user).toBeNull());
      expect(await within(banner).findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    });

    it('sign-out leaves nothing of the user on screen: the toast naming them is dismissed', async () => {
      function SignedInToast() {
        const toast = useToast();
        useEffect(() => {
          toast.success('Signed in as Ann Lee.', { id: 'signed-in' });
          toast.info('Deposit of 0.5 BNB is being recorded…');
        }, [toast]);
        return null;
      }
      const { user } = renderWithProviders(
        <>
          <SignedInToast />
          <AppLayout />
        </>,
        { preloadedState: { auth: { user: ann, walletVerified: false } } },
      );
      expect(await screen.findByText('Signed in as Ann Lee.')).toBeInTheDocument();
      await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
      expect(await screen.findByText(/signed out/)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Signed in as Ann Lee.')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.queryByText(/being recorded/)).not.toBeInTheDocument());
    }, 20_000);

    it('truncates a long name and keeps the whole one for assistive technology', () => {
      const name = 'Bartholomew Alexander Montgomery-Smythe';
      renderWithProviders(<AppLayout />, {
        preloadedState: { auth: { user: { ...ann, name }, walletVerified: false } },
      });
      expect(screen.getByText('Bartholomew Alexander Mo…')).toBeInTheDocument();
      expect(screen.getByText(`Signed in as ${name}`)).toBeInTheDocument();
    });

    it('switches the language', async () => {
      const { user } = renderWithProviders(<AppLayout />);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'vi-VN');
      expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('vi-VN');
    });
  });

  describe('compact (under 768 px)', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = setViewportWidth(767);
    });
    afterEach(() => restore());

    it('keeps the name and the wallet slot in the bar and the rest in a menu', async () => {
      const { user } = renderWithProviders(<AppLayout />);
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('link', { name: 'Staking' })).toBeInTheDocument();
      expect(within(banner).getByTestId('wallet-slot')).toBeInTheDocument();
      expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
      expect(within(banner).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();

      const menuButton = within(banner).getByRole('button', { name: 'Open menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await user.click(menuButton);

      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument();
      expect(within(menu).getByRole('link', { name: 'Register' })).toBeInTheDocument();
      expect(within(menu).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(within(menu).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
      // The phone's bar keeps its room for the account: the display settings are in the menu.
      expect(within(banner).queryByRole('button', { name: 'Display settings' })).not.toBeInTheDocument();
      expect(within(menu).getByRole('button', { name: 'Display settings' })).toBeInTheDocument();

      await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    });

    it('closes the menu when a page is chosen', async () => {
      const { user, router } = renderWithProviders(<AppLayout />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      await user.click(within(menu).getByRole('link', { name: 'Register' }));
      expect(router.location.pathname).toBe('/register');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    });

    it('closes on Escape', async () => {
      const { user } = renderWithProviders(<AppLayout />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await screen.findByRole('dialog', { name: 'Menu' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    });
  });
});
