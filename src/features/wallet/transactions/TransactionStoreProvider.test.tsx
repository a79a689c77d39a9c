import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTransactionStore, type ReceiptLike, type TransactionStore } from './transactionStore';
import {
  TransactionStoreProvider,
  useAddRecentTransaction,
  useClearRecentTransactions,
  useRecentTransactions,
} from './TransactionStoreProvider';

const ADDRESS = '0x00000000000000000000000000000000000000A1';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

let store: TransactionStore;
let settle: (receipt: ReceiptLike) => void;
beforeEach(() => {
  store = createTransactionStore({
    waitForReceipt: () =>
      new Promise<ReceiptLike>((resolve) => {
        settle = resolve;
      }),
  });
});
afterEach(() => store.destroy());

function wrapper(address: string | undefined, chainId: number | undefined) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TransactionStoreProvider store={store} address={address} chainId={chainId}>
        {children}
      </TransactionStoreProvider>
    );
  };
}

describe('transaction hooks', () => {
  it.each([
    ['useRecentTransactions', useRecentTransactions],
    ['useAddRecentTransaction', useAddRecentTransaction],
    ['useClearRecentTransactions', useClearRecentTransactions],
  ])('%s throws outside TransactionStoreProvider, naming it', (_, hook) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => hook())).toThrow('Transaction hooks must be used within TransactionStoreProvider');
  });

  it('adds, shows and clears the current account’s transactions, re-rendering on changes', async () => {
    const { result } = renderHook(
      () => ({ list: useRecentTransactions(), add: useAddRecentTransaction(), clear: useClearRecentTransactions() }),
      { wrapper: wrapper(ADDRESS, 97) },
    );
    expect(result.current.list).toEqual([]);
    act(() => result.current.add({ hash: hash(1), description: 'Deposit' }));
    expect(result.current.list).toEqual([expect.objectContaining({ hash: hash(1), status: 'pending' })]);
    await act(async () => {
      settle({ status: 'success' });
    });
    expect(result.current.list[0]?.status).toBe('confirmed');
    act(() => result.current.clear());
    expect(result.current.list).toEqual([]);
  });

  it('passes validation errors to the caller', () => {
    const { result } = renderHook(() => useAddRecentTransaction(), { wrapper: wrapper(ADDRESS, 97) });
    expect(() => result.current({ hash: 'nope', description: 'x' })).toThrow('Invalid transaction hash');
  });

  it('shows nothing and refuses to add while disconnected', () => {
    const { result } = renderHook(
      () => ({ list: useRecentTransactions(), add: useAddRecentTransaction(), clear: useClearRecentTransactions() }),
      {
        wrapper: wrapper(undefined, undefined),
      },
    );
    expect(result.current.list).toEqual([]);
    expect(() => result.current.add({ hash: hash(1), description: 'x' })).toThrow('No address or chain ID found');
    expect(() => result.current.clear()).not.toThrow();
  });

  it('resumes waiting for the account’s pending transactions when mounted', async () => {
    const seed = createTransactionStore({ waitForReceipt: () => new Promise(() => {}) });
    seed.addTransaction(ADDRESS, 97, { hash: hash(7), description: 'from before the reload' });
    seed.destroy();
    const spy = jest.spyOn(store, 'waitForPendingTransactions');

    function List() {
      const list = useRecentTransactions();
      return <p>{list.map((t) => `${t.description}: ${t.status}`).join(', ')}</p>;
    }
    render(<List />, { wrapper: wrapper(ADDRESS, 97) });
    expect(spy).toHaveBeenCalledWith(ADDRESS, 97);
    expect(screen.getByText('from before the reload: pending')).toBeInTheDocument();
    await act(async () => {
      settle({ status: 'reverted' });
    });
    expect(screen.getByText('from before the reload: failed')).toBeInTheDocument();
  });
});
