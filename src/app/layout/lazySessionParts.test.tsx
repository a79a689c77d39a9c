import { act, screen } from '@testing-library/react';
import { markFirstPageShown } from '@/lib/lazy';
import { PENDING_MONEY_STORAGE_KEY } from '@/lib/session';
import { trackedTransaction } from '@/features/balances/testing/trackedTransaction';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PendingMoneyIndicator } from './lazySessionParts';

// Counts the fetches of the chip's chunk, which comes with the MUI scope (lazyPart's mui option).
let mockChipFetches = 0;
jest.mock('@/features/balances/components/PendingIndicator', () => {
  mockChipFetches += 1;
  return jest.requireActual<object>('@/features/balances/components/PendingIndicator');
});

/** A deposit sent on chain whose backend record is still to be made (what a reload finds). */
function rememberPendingDeposit(): void {
  const entry = trackedTransaction();
  window.localStorage.setItem(PENDING_MONEY_STORAGE_KEY, JSON.stringify({ v: 1, entries: [entry] }));
}

const pause = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

describe('PendingMoneyIndicator', () => {
  // First in this file: the chip's module, once fetched, stays for the file's other tests.
  it('fetches neither the chip nor MUI for a visitor with nothing in flight', async () => {
    renderWithProviders(<PendingMoneyIndicator />);
    act(() => markFirstPageShown());
    await pause(400);
    expect(screen.queryByTestId('pending-indicator')).not.toBeInTheDocument();
    expect(mockChipFetches).toBe(0);
  });

  it('shows money in flight, fetching the chip only when idle after the first page', async () => {
    rememberPendingDeposit();
    renderWithProviders(<PendingMoneyIndicator />);
    // Idle moments before the first page is on screen do not count.
    await pause(400);
    expect(screen.queryByTestId('pending-indicator')).not.toBeInTheDocument();
    expect(mockChipFetches).toBe(0);

    act(() => markFirstPageShown());
    const chip = await screen.findByRole('link', { name: '1 deposit waits for you to sign in' });
    expect(chip).toHaveAttribute('href', '/wallet');
    expect(mockChipFetches).toBe(1);
  });
});
