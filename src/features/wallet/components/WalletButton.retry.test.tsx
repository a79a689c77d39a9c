import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { WalletButton } from './WalletButton';

// The wallet controls' chunk cannot be fetched while this is true (offline, a new deployment):
// requiring the module throws, as webpack's import() of a missing chunk rejects.
let mockControlsOffline = false;
jest.mock('./WalletControls', () => {
  if (mockControlsOffline) throw new Error('ChunkLoadError: wallet-controls');
  return jest.requireActual<object>('./WalletControls');
});

jest.setTimeout(20_000);

beforeAll(async () => {
  await import('./ConnectDialog');
}, 30_000);

describe("WalletButton when the wallet controls' code cannot be fetched", () => {
  it("keeps the 'Connect Wallet' button, and a click fetches the controls again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockControlsOffline = true;
    // The runtime is ready from the start (renderWithProviders): the controls are asked for at once.
    const { user } = renderWithProviders(<WalletButton />);
    const light = screen.getByRole('button', { name: 'Connect Wallet' });
    // Give the failed fetch time to settle: the button stays, no controls.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('wallet-controls')).not.toBeInTheDocument();
    expect(light).toBeInTheDocument();

    mockControlsOffline = false;
    await user.click(light);
    await screen.findByTestId('wallet-controls', {}, { timeout: 5000 });
    expect(screen.getAllByRole('button', { name: 'Connect Wallet' })).toEqual([light]);
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
