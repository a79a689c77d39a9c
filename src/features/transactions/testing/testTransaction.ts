// For tests: a transaction row as the API sends it, a settled VOTE reward unless `change` says otherwise.
import { TransactionStatus, TransactionType, type Transaction } from '@/api/staking/types';

export const TEST_HASH = `0x${'1f'.repeat(32)}` as const;

export const testTransaction = (change: Partial<Transaction> = {}): Transaction => ({
  id: 'tx_1',
  hash: null,
  type: TransactionType.REWARD,
  status: TransactionStatus.SUCCESSFUL,
  currency_symbol: 'VOTE',
  amount: '5',
  wallet_address: '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9',
  chain_id: 97,
  created_at: '2026-11-21T10:00:00Z',
  ...change,
});
