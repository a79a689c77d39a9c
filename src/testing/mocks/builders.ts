/**
 * Typed row builders: every field has a sensible default, tests override only what matters.
 * Default ids come from a module counter (unique, not meant to be asserted on); the seed
 * passes its own ids and times so it stays deterministic.
 */
import { TransactionStatus, TransactionType } from '@/api/staking/types';
import { DEMO_WALLET_ADDRESS, SEED_NOW } from './constants';
import type { BalanceRow, ContentRow, TransactionRow, TransferRow, UserRow, VoteRow } from './model';

let counter = 0;
function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}_b${counter}`;
}

export function buildUser(overrides: Partial<UserRow> = {}): UserRow {
  const id = overrides.id ?? nextId('usr');
  return {
    id,
    email: `${id}@example.org`,
    username: id,
    name: `User ${id}`,
    password: 'password123',
    wallet_address: null,
    created_at: SEED_NOW,
    ...overrides,
  };
}

export function buildBalance(overrides: Partial<BalanceRow> = {}): BalanceRow {
  return {
    wallet_address: DEMO_WALLET_ADDRESS,
    currency_symbol: 'BNB',
    amount: '0',
    updated_at: SEED_NOW,
    ...overrides,
  };
}

export function buildTransaction(overrides: Partial<TransactionRow> = {}): TransactionRow {
  const createdAt = overrides.created_at ?? SEED_NOW;
  return {
    id: nextId('tx'),
    hash: null,
    type: TransactionType.DEPOSIT,
    status: TransactionStatus.SUCCESSFUL,
    currency_symbol: 'BNB',
    to_currency_symbol: null,
    amount: '1',
    wallet_address: DEMO_WALLET_ADDRESS,
    chain_id: 97,
    created_at: createdAt,
    updated_at: createdAt,
    user_id: null,
    settle_at: null,
    receive_amount: null,
    ...overrides,
  };
}

export function buildTransfer(overrides: Partial<TransferRow> = {}): TransferRow {
  return {
    id: nextId('trf'),
    from_wallet_address: DEMO_WALLET_ADDRESS,
    to_wallet_address: '0x00000000000000000000000000000000000000a1',
    amount: 1,
    created_at: SEED_NOW,
    ...overrides,
  };
}

export function buildContent(overrides: Partial<ContentRow> = {}): ContentRow {
  const id = overrides.content_id ?? nextId('cnt');
  return {
    content_id: id,
    kind: 'content',
    title: `Content ${id}`,
    description: null,
    image_url: null,
    author: null,
    created_at: SEED_NOW,
    ...overrides,
  };
}

export function buildVote(overrides: Partial<VoteRow> = {}): VoteRow {
  return {
    id: nextId('vote'),
    contentId: 'cnt_001',
    emotion: 'like',
    amount: 1,
    walletAddress: DEMO_WALLET_ADDRESS,
    user_id: null,
    created_at: SEED_NOW,
    ...overrides,
  };
}
