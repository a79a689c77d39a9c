/** Rewards (type REWARD) and what they add up to, per currency. */
import { TransactionStatus, TransactionType, type Transaction } from '@/api/staking/types';
import { sumDecimals } from './decimalSum';

export function isReward(tx: Transaction): boolean {
  return tx.type === TransactionType.REWARD;
}

export interface RewardTotal {
  currency: string;
  /** Exact decimal string. */
  amount: string;
  count: number;
}

/** Totals of the rewards received (successful ones), per currency, in order of first appearance. */
export function rewardTotals(transactions: readonly Transaction[]): RewardTotal[] {
  const byCurrency = new Map<string, string[]>();
  for (const tx of transactions) {
    if (!isReward(tx) || tx.status !== TransactionStatus.SUCCESSFUL) continue;
    const list = byCurrency.get(tx.currency_symbol) ?? [];
    list.push(tx.amount);
    byCurrency.set(tx.currency_symbol, list);
  }
  return [...byCurrency].map(([currency, amounts]) => ({
    currency,
    amount: sumDecimals(amounts) ?? '0',
    count: amounts.length,
  }));
}
