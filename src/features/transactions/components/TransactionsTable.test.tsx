import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import type { Transaction } from '@/api/staking/types';
import { buildTransaction } from '@/testing/mocks/builders';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { TransactionsTable } from './TransactionsTable';

const hash = (digit: string): `0x${string}` => `0x${digit.repeat(64)}`;
const tx = (digit: string): Transaction => buildTransaction({ hash: hash(digit) });

/** The table with a button that swaps in the next list, as a refresh or a page change would. */
function Lists({ lists }: { lists: Transaction[][] }) {
  const [shown, setShown] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setShown((n) => n + 1)}>
        refresh
      </button>
      <TransactionsTable label="Transactions" items={lists[shown] ?? null} />
    </>
  );
}

const detailLinks = () => screen.getAllByRole('link', { name: /details/i });
/** The detail link of the transaction whose hash is all `digit`s (its name shows the short hash, 0xbb…bbbb). */
const detailLink = (digit: string) => screen.getByRole('link', { name: new RegExp(`details.*0x${digit}{2}`, 'i') });

describe('TransactionsTable', () => {
  it('keeps the focus on the transaction the user focused when a refresh adds one above it', () => {
    const [a, b, c, added] = [tx('a'), tx('b'), tx('c'), tx('d')];
    renderWithProviders(
      <Lists
        lists={[
          [a, b, c],
          [added, a, b],
        ]}
      />,
    );
    const focused = detailLink('b');
    focused.focus();

    act(() => screen.getByRole('button', { name: 'refresh' }).click());

    expect(document.activeElement).toBe(focused);
    expect(focused.getAttribute('title')).toBe(b.hash);
    expect(detailLinks().map((link) => link.getAttribute('title'))).toEqual([added.hash, a.hash, b.hash]);
  });

  it('turns to another page in the same rows', () => {
    renderWithProviders(
      <Lists
        lists={[
          [tx('1'), tx('2')],
          [tx('3'), tx('4')],
        ]}
      />,
    );
    const rows = screen.getAllByTestId('transaction-row');
    act(() => screen.getByRole('button', { name: 'refresh' }).click());
    expect(screen.getAllByTestId('transaction-row')).toEqual(rows);
    expect(detailLinks().map((link) => link.getAttribute('title'))).toEqual([hash('3'), hash('4')]);
  });
});
