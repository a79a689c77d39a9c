/** For tests: a tracked money transaction (the pending-money journal's entry), a deposit sent on chain by default. */
import type { TrackedTransaction } from '../model/tracking/pendingEntry';

export const TRACKED_HASH = `0x${'ab'.repeat(32)}` as const;
const TRACKED_WALLET = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9' as const;

export const trackedTransaction = (change: Partial<TrackedTransaction> = {}): TrackedTransaction => ({
  key: TRACKED_HASH,
  kind: 'deposit',
  stage: 'recording',
  hash: TRACKED_HASH,
  txId: null,
  wallet: TRACKED_WALLET,
  chainId: 97,
  currency: 'BNB',
  toCurrency: null,
  amount: '0.5',
  createdAt: 1_000,
  attempts: 0,
  lastError: null,
  nonce: null,
  fromBlock: null,
  ...change,
});
