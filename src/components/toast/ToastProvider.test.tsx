import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { markFirstPageShown } from '@/lib/lazy';
import { ToastHost } from './ToastHost';
import { ToastProvider, type ToastHostComponent } from './ToastProvider';
import { useToast, type Toast } from './useToast';

let toast: Toast;
function Capture({ onMount }: { onMount?: (toast: Toast) => void }) {
  const current = useToast();
  useEffect(() => {
    toast = current;
    onMount?.(current);
  }, [current, onMount]);
  return null;
}

function deferredHost() {
  let resolve: (host: ToastHostComponent) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<ToastHostComponent>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ToastProvider (notistack loaded lazily)', () => {
  it('shows toasts raised before the view has loaded, in order, once it arrives', async () => {
    const view = deferredHost();
    const loadHost = jest.fn(() => view.promise);
    render(
      <ToastProvider loadHost={loadHost}>
        <Capture
          onMount={(early) => {
            early.error('Raised on the first render');
            early.loading('Sending…', { id: 'send' });
            early.success('Sent', { id: 'send' });
          }}
        />
      </ToastProvider>,
    );
    // A toast is waiting: the view is fetched at once, not after the paint.
    expect(loadHost).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Raised on the first render')).not.toBeInTheDocument();

    await act(async () => view.resolve(ToastHost));
    expect(screen.getByText('Raised on the first render')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
  });

  it('fetches the view when the browser is idle after the first page, without waiting for a toast', async () => {
    const loadHost = jest.fn(() => Promise.resolve<ToastHostComponent>(ToastHost));
    render(
      <ToastProvider loadHost={loadHost}>
        <p>page</p>
        <Capture />
      </ToastProvider>,
    );
    // Idle moments before the first page is on screen do not count (MUI must not compete with it).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(loadHost).not.toHaveBeenCalled();

    act(() => markFirstPageShown());
    expect(loadHost).not.toHaveBeenCalled();
    await waitFor(() => expect(loadHost).toHaveBeenCalledTimes(1));
    await act(async () => {});
    // The view is there: a toast shows in the same update it is raised in.
    act(() => {
      toast.info('Right away');
    });
    expect(screen.getByText('Right away')).toBeInTheDocument();
  });

  it('keeps toasts waiting when the view fails to load, and tries again with the next toast', async () => {
    const first = deferredHost();
    const loadHost = jest
      .fn<Promise<ToastHostComponent>, []>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce(ToastHost);
    render(
      <ToastProvider loadHost={loadHost}>
        <Capture onMount={(early) => early.warning('Offline for a moment')} />
      </ToastProvider>,
    );
    await act(async () => first.reject(new Error('chunk failed')));
    expect(screen.queryByText('Offline for a moment')).not.toBeInTheDocument();

    await act(async () => {
      toast.info('Back again');
    });
    expect(loadHost).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Offline for a moment')).toBeInTheDocument();
    expect(screen.getByText('Back again')).toBeInTheDocument();
  });
});
