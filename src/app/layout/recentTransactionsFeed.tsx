// The journal's deposits handed to the wallet's recent transactions (RecentTransactionsProvider):
// a sibling of the wallet controls, so its chunk arriving never remounts them.
import { useEffect } from 'react';
import { useRecentDeposits } from '@/features/balances';
import type { RecentTransactions } from '@/features/wallet';

export default function RecentTransactionsFeed({ onChange }: { onChange: (recent: RecentTransactions) => void }) {
  const { deposits, clear } = useRecentDeposits();
  useEffect(() => onChange({ transactions: deposits, clear }), [deposits, clear, onChange]);
  return null;
}
