import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { ToastHost } from './ToastHost';
import { ToastProvider } from './ToastProvider';
import { useToast, type Toast } from './useToast';

const mockEnqueueSnackbar = jest.fn((..._args: unknown[]) => 'key');
const mockCloseSnackbar = jest.fn();

jest.mock('notistack', () => ({
  ...jest.requireActual('notistack'),
  useSnackbar: () => ({ enqueueSnackbar: mockEnqueueSnackbar, closeSnackbar: mockCloseSnackbar }),
}));

function optionsOf(call: number) {
  return mockEnqueueSnackbar.mock.calls[call]?.[1] as {
    variant: string;
    autoHideDuration: number | null;
    persist: boolean;
  };
}

let toast: Toast;
function Capture() {
  const current = useToast();
  useEffect(() => {
    toast = current;
  }, [current]);
  return null;
}

function renderToasts() {
  render(
    <ToastProvider host={ToastHost}>
      <Capture />
    </ToastProvider>,
  );
}

describe('toast durations (SPEC.md section 9)', () => {
  it.each([
    ['show', 'default', 4000],
    ['error', 'error', 4000],
    ['success', 'success', 2000],
    ['info', 'info', 4000],
    ['warning', 'warning', 4000],
  ] as const)('%s: %s variant, %i ms', (kind, variant, duration) => {
    renderToasts();
    act(() => {
      toast[kind]('Note');
    });
    expect(optionsOf(0)).toMatchObject({ variant, autoHideDuration: duration, persist: false });
  });

  it('keeps loading until dismissed or replaced', () => {
    renderToasts();
    act(() => {
      toast.loading('Note');
    });
    expect(optionsOf(0)).toMatchObject({ autoHideDuration: null, persist: true });
  });
});
