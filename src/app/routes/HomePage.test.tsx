import { screen, within } from '@testing-library/react';
import type { User } from '@/api/staking/types';
import { startSignIn } from '@/features/auth';
import { renderWithProviders } from '@/testing/renderWithProviders';
import HomePage from './HomePage';

jest.mock('@/features/auth', () => ({
  ...jest.requireActual('@/features/auth'),
  startSignIn: jest.fn(),
}));

const ann: User = {
  id: 'u1',
  email: 'ann@example.org',
  username: 'ann',
  name: 'Ann Lee',
  wallet_address: '0xd2135CfB216b74109775236E36d4b433F1DF507B',
};

describe('HomePage', () => {
  describe('anonymous visitor', () => {
    it('says what the product does', () => {
      renderWithProviders(<HomePage />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Stake, swap and vote on BNB Smart Chain' }),
      ).toBeInTheDocument();
      const features = within(screen.getByRole('region', { name: 'What you can do' }));
      for (const name of ['Stake', 'Swap', 'Vote with emotions', 'Transfer votes', 'Trending and analytics']) {
        expect(features.getByRole('heading', { level: 3, name })).toBeInTheDocument();
      }
      expect(document.title).toBe('Home · Staking');
    });

    it('offers sign in and register', async () => {
      const { user } = renderWithProviders(<HomePage />);
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(startSignIn).toHaveBeenCalledWith('/');
    });

    it('says the account is ready after registering', () => {
      renderWithProviders(<HomePage />, { routeState: { registered: true } });
      expect(screen.getByText('Your account is ready. Sign in to get started.')).toBeInTheDocument();
    });

    it('does not say so otherwise', () => {
      renderWithProviders(<HomePage />);
      expect(screen.queryByText('Your account is ready. Sign in to get started.')).not.toBeInTheDocument();
    });
  });

  describe('signed-in user', () => {
    it('greets them and shows a verified wallet', () => {
      renderWithProviders(<HomePage />, { preloadedState: { auth: { user: ann, walletVerified: true } } });
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ann Lee' })).toBeInTheDocument();
      const wallet = within(screen.getByRole('region', { name: 'Your wallet' }));
      expect(wallet.getByText('Wallet verified')).toBeInTheDocument();
      expect(wallet.getByText('Address: 0xd2…507B')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Verify your wallet' })).not.toBeInTheDocument();
    });

    it('asks them to verify a wallet when none is verified', () => {
      renderWithProviders(<HomePage />, {
        preloadedState: { auth: { user: { ...ann, wallet_address: null }, walletVerified: false } },
      });
      const wallet = within(screen.getByRole('region', { name: 'Your wallet' }));
      expect(wallet.getByText('No verified wallet yet — connect your wallet to verify it')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Verify your wallet' })).toBeInTheDocument();
    });

    it('links what comes next to the page that does it', () => {
      renderWithProviders(<HomePage />, { preloadedState: { auth: { user: ann, walletVerified: true } } });
      const next = within(screen.getByRole('region', { name: "What's next" }));
      expect(next.getByRole('heading', { name: 'Transfer votes' })).toBeInTheDocument();
      expect(next.getByRole('link', { name: 'Open Transfer votes' })).toHaveAttribute('href', '/transfers');
      expect(next.getByRole('link', { name: 'Open Vote with emotions' })).toHaveAttribute('href', '/vote');
      expect(next.getAllByRole('link')).toHaveLength(5);
    });

    it('shows the name as text', () => {
      renderWithProviders(<HomePage />, {
        preloadedState: { auth: { user: { ...ann, name: '<script>alert(1)</script>' }, walletVerified: false } },
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome, <script>alert(1)</script>' })).toBeInTheDocument();
    });

    it('speaks Vietnamese', () => {
      renderWithProviders(<HomePage />, {
        locale: 'vi-VN',
        preloadedState: { auth: { user: ann, walletVerified: true } },
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Chào mừng, Ann Lee' })).toBeInTheDocument();
      expect(screen.getByText('Ví đã được xác minh')).toBeInTheDocument();
    });
  });
});
