import { act, screen } from '@testing-library/react';
import { useConnection } from 'wagmi';
import { connect } from 'wagmi/actions';
import { useWalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import { LocationDisplay, renderWithProviders, TEST_WALLET_ADDRESS } from './renderWithProviders';

function Wallet() {
  const { status } = useWalletRuntime();
  const { address } = useConnection();
  return <p>{`runtime ${status}, account ${address ?? 'none'}`}</p>;
}

describe('renderWithProviders', () => {
  it('starts where asked, tells where the app is and goes elsewhere', () => {
    const { router } = renderWithProviders(<LocationDisplay />, { route: '/register?from=home' });
    expect(screen.getByTestId('location')).toHaveTextContent('/register?from=home');
    expect(router.location.pathname).toBe('/register');
    router.navigate('/somewhere');
    expect(router.location.pathname).toBe('/somewhere');
    expect(screen.getByTestId('location')).toHaveTextContent('/somewhere');
  });

  it('gives a ready wallet runtime with the mock connector from the first render', async () => {
    const { walletRuntime } = renderWithProviders(<Wallet />);
    expect(screen.getByText('runtime ready, account none')).toBeInTheDocument();
    const connector = walletRuntime.wagmiConfig.connectors[0];
    if (!connector) throw new Error('no mock connector');
    await act(async () => {
      await connect(walletRuntime.wagmiConfig, { connector });
    });
    expect(screen.getByText(`runtime ready, account ${TEST_WALLET_ADDRESS}`)).toBeInTheDocument();
  });
});
