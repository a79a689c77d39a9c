import { act, screen, waitFor, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { getDialog, openDialog } from '@/components/dialog/dialogStore';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DIALOG_MAX_HEIGHT, WalletDialog } from './WalletDialog';

const NAME = 'wallet.test';

function Harness({ compact = false, onBack }: { compact?: boolean; onBack?: () => void }) {
  return (
    <>
      <Button onClick={() => openDialog(NAME)}>Open</Button>
      <WalletDialog name={NAME} title="Shell title" compact={compact} onBack={onBack} data-testid="shell">
        <Button>First inside</Button>
        <Button>Last inside</Button>
      </WalletDialog>
    </>
  );
}

describe('WalletDialog', () => {
  beforeEach(() => openDialog(NAME));

  it('is a dialog named by its title, with a close button', async () => {
    const { user } = renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Shell title' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Shell title' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the keyboard focus inside', async () => {
    const { user } = renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('shows a back button only when there is somewhere to go back to', async () => {
    const onBack = jest.fn();
    const { user, unmount } = renderWithProviders(<Harness onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('is at most 504 px tall in the wide layout and a 468 px full-width bottom sheet in the compact one', () => {
    const { unmount } = renderWithProviders(<Harness />);
    expect(screen.getByTestId('shell')).toHaveStyle({ maxHeight: `${DIALOG_MAX_HEIGHT.wide}px` });
    unmount();
    renderWithProviders(<Harness compact />);
    expect(screen.getByTestId('shell')).toHaveStyle({
      maxHeight: `${DIALOG_MAX_HEIGHT.compact}px`,
      width: '100%',
      bottom: '0px',
      position: 'fixed',
    });
    expect(DIALOG_MAX_HEIGHT).toEqual({ compact: 468, wide: 504 });
  });

  it('closes on a click on the backdrop, not on one inside', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'First inside' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByTestId('shell').previousElementSibling as HTMLElement;
    await user.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens by name within the click, its content rendered hidden ahead, and closes by name', async () => {
    // The app's root, which goes inert behind an open dialog.
    const appRoot = document.body.appendChild(document.createElement('div'));
    appRoot.id = 'root';
    const { user } = renderWithProviders(
      <>
        <Button onClick={() => openDialog('wallet.waiting')}>Open it</Button>
        <WalletDialog name="wallet.waiting" mountWhenIdle title="Waiting" compact={false}>
          <p>Ready content</p>
        </WalletDialog>
      </>,
    );
    // Rendered ahead once idle: laid out but hidden from everyone.
    expect(await screen.findByText('Ready content')).not.toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog', { name: 'Waiting' });
    expect(dialog).toHaveFocus();
    expect(screen.getByText('Ready content')).toBeVisible();
    // The page behind goes inert once the dialog has been painted.
    await waitFor(() => expect(appRoot.inert).toBe(true));

    await user.keyboard('{Escape}');
    expect(getDialog('wallet.waiting').open).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(appRoot.inert).toBe(false);
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
    act(() => appRoot.remove());
  });
});
