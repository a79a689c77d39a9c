import { TransactionStatus, TransactionType } from '@/api/staking/types';
import { testTransaction as tx } from '../testing/testTransaction';
import { rewardTotals } from './rewards';

describe('rewardTotals', () => {
  it('adds successful rewards per currency, leaving out other types and unsuccessful rewards', () => {
    expect(
      rewardTotals([
        tx({ amount: '5' }),
        tx({ amount: '1.75' }),
        tx({ currency_symbol: 'USDT', amount: '12' }),
        tx({ amount: '30', status: TransactionStatus.FAILED }),
        tx({ amount: '100', status: TransactionStatus.PROCESSING }),
        tx({ type: TransactionType.DEPOSIT, amount: '1000' }),
      ]),
    ).toEqual([
      { currency: 'VOTE', amount: '6.75', count: 2 },
      { currency: 'USDT', amount: '12', count: 1 },
    ]);
  });
});
