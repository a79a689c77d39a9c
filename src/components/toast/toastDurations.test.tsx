import { renderHook } from '@testing-library/react';
import { useToast } from './useToast';

const mockEnqueueSnackbar = jest.fn((..._args: unknown[]) => 'key');
const mockCloseSnackbar = jest.fn();

jest.mock('notistack', () => ({
  ...jest.requireActual('notistack'),
  useSnackbar: () => ({ enqueueSnackbar: mockEnqueueSnackbar, closeSnackbar: mockCloseSnackbar }),
}));

function optionsOf(call: number) {
  return mockEnqueueSnackbar.mock.calls[call]?.[1] as { variant: string; autoHideDuration: number | null; persist: boolean };
}

describe('toast durations (SPEC.md section 9)', () => {
  it.each([
    ['show', 'default', 4000],
    ['error', 'error', 4000],
    ['success', 'success', 2000],
    ['info', 'info', 4000],
    ['warning', 'warning', 4000],
  ] as const)('%s: %s variant, %i ms', (kind, variant, duration) => {
    const { result } = renderHook(() => useToast());
    result.current[kind]('Note');
    expect(optionsOf(0)).toMatchObject({ variant, autoHideDuration: duration, persist: false });
  });

  it('keeps loading until dismissed or replaced', () => {
    const { result } = renderHook(() => useToast());
    result.current.loading('Note');
    expect(optionsOf(0)).toMatchObject({ autoHideDuration: null, persist: true });
  });
});
