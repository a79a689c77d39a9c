/** Message ids of the transaction types and statuses (SPEC.md section 3). */
import { TransactionStatus, TransactionType } from '@/api/staking/types';

const TYPE_NAMES: Record<number, string> = {
  [TransactionType.DEPOSIT]: 'deposit',
  [TransactionType.WITHDRAW]: 'withdraw',
  [TransactionType.REWARD]: 'reward',
  [TransactionType.VOTING]: 'voting',
  [TransactionType.SWAP]: 'swap',
};

const STATUS_NAMES: Record<number, string> = {
  [TransactionStatus.NONE]: 'none',
  [TransactionStatus.PROCESSING]: 'processing',
  [TransactionStatus.SUCCESSFUL]: 'successful',
  [TransactionStatus.FAILED]: 'failed',
};

/** 'money.type.deposit' ... ; a type the app does not know reads 'Other'. */
export function typeMessageId(type: number): string {
  return `money.type.${TYPE_NAMES[type] ?? 'other'}`;
}

/** 'money.status.processing' ... ; NONE and anything unknown read 'Unknown'. */
export function statusMessageId(status: number): string {
  return `money.status.${STATUS_NAMES[status] ?? 'none'}`;
}

export type StatusTone = 'default' | 'info' | 'success' | 'error';

export function statusTone(status: number): StatusTone {
  switch (status) {
    case TransactionStatus.PROCESSING:
      return 'info';
    case TransactionStatus.SUCCESSFUL:
      return 'success';
    case TransactionStatus.FAILED:
      return 'error';
    default:
      return 'default';
  }
}
