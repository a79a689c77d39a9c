import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { useToast, type Toast } from './useToast';

let toast: Toast;
function Capture() {
  const current = useToast();
  useEffect(() => {
    toast = current;
  }, [current]);
  return null;
}

describe('useToast', () => {
  it('shows messages as text', async () => {
    renderWithProviders(<Capture />);
    act(() => {
      toast.error('<b>Server</b> said no');
    });
    expect(await screen.findByText('<b>Server</b> said no')).toBeInTheDocument();
  });

  it('replaces a loading toast with the outcome that has the same id', async () => {
    renderWithProviders(<Capture />);
    act(() => {
      toast.loading('Sending…', { id: 'send' });
    });
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    act(() => {
      toast.success('Sent', { id: 'send' });
    });
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
  });

  it('lets the user dismiss a toast', async () => {
    const { user } = renderWithProviders(<Capture />);
    act(() => {
      toast.loading('Waiting for the wallet', { id: 'wallet' });
    });
    await screen.findByText('Waiting for the wallet');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Waiting for the wallet')).not.toBeInTheDocument());
  });

  it('shows at most 20 at a time, dropping the oldest', async () => {
    renderWithProviders(<Capture />);
    act(() => {
      for (let index = 1; index <= 21; index += 1) toast.show(`Notice ${index}`);
    });
    // The oldest leaves after its exit transition: under a loaded run that took over waitFor's 1 s.
    await waitFor(() => expect(screen.queryByText('Notice 1')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('Notice 21')).toBeInTheDocument();
    expect(screen.getAllByText(/^Notice \d+$/)).toHaveLength(20);
  });
});
