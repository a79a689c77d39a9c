import {
  TransactionStatus,
  TransactionType,
  type CreateTransactionRequest,
  type Transaction,
} from '@/api/staking/types';
import { CLOCK_SKEW_MS, findCreated } from './findTransaction';

const WALLET = '0x00000000000000000000000000000000000000aa' as const;
const request: CreateTransactionRequest = {
  type: TransactionType.WITHDRAW,
  currency_symbol: 'BNB',
  amount: '1.5',
  wallet_address: WALLET,
  chain_id: 97,
};
const SENT_AT = Date.parse('2026-11-23T10:00:00Z');

function tx(id: string, change: Partial<Transaction> = {}): Transaction {
  return {
    id,
    hash: null,
    type: TransactionType.WITHDRAW,
    status: TransactionStatus.PROCESSING,
    currency_symbol: 'BNB',
    amount: '1.50',
    wallet_address: '0x00000000000000000000000000000000000000AA',
    chain_id: 97,
    created_at: '2026-11-23T10:00:01Z',
    ...change,
  };
}

describe('findCreated', () => {
  it('finds the new record of the same kind, currency, amount and wallet', () => {
    expect(findCreated([tx('old'), tx('new')], request, new Set(['old']), SENT_AT)?.id).toBe('new');
  });

  it('ignores a record that was there before, or that differs', () => {
    expect(findCreated([tx('old')], request, new Set(['old']), SENT_AT)).toBeNull();
    expect(
      findCreated(
        [tx('a', { amount: '2' }), tx('b', { currency_symbol: 'USDT' }), tx('c', { type: TransactionType.SWAP })],
        request,
        new Set(),
        SENT_AT,
      ),
    ).toBeNull();
  });

  it('without the list from before, takes only a record made since it was sent (clock skew allowed)', () => {
    expect(
      findCreated(
        [tx('x', { created_at: new Date(SENT_AT - CLOCK_SKEW_MS - 1000).toISOString() })],
        request,
        undefined,
        SENT_AT,
      ),
    ).toBeNull();
    expect(
      findCreated([tx('y', { created_at: new Date(SENT_AT - 5000).toISOString() })], request, undefined, SENT_AT)?.id,
    ).toBe('y');
  });
});
