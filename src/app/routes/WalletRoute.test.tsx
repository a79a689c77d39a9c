import { screen } from '@testing-library/react';
import { ContractAddressError } from '@/lib/wallet/addressChecksum';
import { WalletRuntimeProvider } from '@/lib/wallet/WalletRuntimeProvider';
import { renderWithProviders } from '@/testing/renderWithProviders';
import WalletRoute from './WalletRoute';

describe('WalletRoute', () => {
  it('names the configuration key when the wallet runtime refuses a contract address, instead of loading for ever', async () => {
    renderWithProviders(
      <WalletRuntimeProvider
        loadRuntime={() => Promise.reject(new ContractAddressError('contracts.56.deposit'))}
        preload="on-demand"
      >
        <WalletRoute />
      </WalletRuntimeProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'the contract address in contracts.56.deposit does not match its checksum',
    );
  });
});
