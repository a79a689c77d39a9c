import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DIALOG_MAX_HEIGHT, WalletDialog } from './WalletDialog';

function Harness({ compact = false, onBack }: { compact?: boolean; onBack?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <WalletDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Shell title"
        compact={compact}
        onBack={onBack}
        data-testid="shell"
      >
        <Button>First inside</Button>
        <Button>Last inside</Button>
      </WalletDialog>
    </>
  );
}

describe('WalletDialog', () => {
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
});
