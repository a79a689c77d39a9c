// The account dialog's recent transactions come from outside this feature: the app feeds them
// (from the deposit journal) through this context. Light: the app bar provides it on every page.
import { createContext, useContext, useMemo } from 'react';

/**
 * On its way: 'pending' (not mined yet), 'processing' (mined, being recorded or credited),
 * 'refused' (the server would not record it). Done: the others.
 */
export type RecentTransactionStatus =
  'pending' | 'processing' | 'refused' | 'confirmed' | 'failed' | 'cancelled' | 'replaced';

export interface RecentTransaction {
  hash: `0x${string}`;
  chainId: number;
  /** The sending address (any case). */
  account: string;
  /** One line naming it ('Deposit of 0.5 BNB'), in the user's language. */
  description: string;
  status: RecentTransactionStatus;
}

export interface RecentTransactions {
  /** Every account's, newest first. */
  transactions: readonly RecentTransaction[];
  /** Forgets the account's finished ones; those on their way stay. */
  clear: (account: string) => void;
}

export const NO_RECENT_TRANSACTIONS: RecentTransactions = Object.freeze({ transactions: [], clear: () => {} });

export const RecentTransactionsContext = createContext<RecentTransactions>(NO_RECENT_TRANSACTIONS);

const ON_THE_WAY: readonly RecentTransactionStatus[] = ['pending', 'processing', 'refused'];

export const isOnTheWay = (transaction: RecentTransaction) => ON_THE_WAY.includes(transaction.status);

/** The account's recent transactions (none without an account), newest first, and its Clear. */
export function useAccountTransactions(account: string | undefined) {
  const { transactions, clear } = useContext(RecentTransactionsContext);
  return useMemo(() => {
    const key = account?.toLowerCase();
    return {
      transactions: key ? transactions.filter((transaction) => transaction.account.toLowerCase() === key) : [],
      clear: () => {
        if (account) clear(account);
      },
    };
  }, [transactions, clear, account]);
}
