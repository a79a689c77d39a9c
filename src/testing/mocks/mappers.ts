/** Rows -> the contracts' response shapes (internal fields such as passwords never leave). */
import type { Balance, Transaction, TransferRecord, User } from '@/api/staking/types';
import type { Content, Emotion, Vote } from '@/api/vote/types';
import { toEmotionCounts, type FixtureDb } from './db';
import type { BalanceRow, ContentRow, TransactionRow, TransferRow, UserRow, VoteRow } from './model';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    wallet_address: row.wallet_address,
    created_at: row.created_at,
  };
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    hash: row.hash,
    type: row.type,
    status: row.status,
    currency_symbol: row.currency_symbol,
    to_currency_symbol: row.to_currency_symbol,
    amount: row.amount,
    wallet_address: row.wallet_address,
    chain_id: row.chain_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toBalance(row: BalanceRow): Balance {
  return {
    wallet_address: row.wallet_address,
    currency_symbol: row.currency_symbol,
    amount: row.amount,
    updated_at: row.updated_at,
  };
}

/** `type` is relative to the wallet asked about. */
export function toTransfer(row: TransferRow, wallet: string): TransferRecord {
  return {
    id: row.id,
    from_wallet_address: row.from_wallet_address,
    to_wallet_address: row.to_wallet_address,
    amount: row.amount,
    type: row.to_wallet_address.toLowerCase() === wallet.toLowerCase() ? 'in' : 'out',
    created_at: row.created_at,
  };
}

/** `myEmotion` undefined leaves the field out (anonymous request). */
export function toContent(db: FixtureDb, row: ContentRow, myEmotion?: Emotion | null): Content {
  const tally = db.contentTally(row.content_id);
  const content: Content = {
    content_id: row.content_id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    image_url: row.image_url,
    author: row.author,
    created_at: row.created_at,
    total_votes: tally.total,
    emotions: toEmotionCounts(tally),
  };
  if (myEmotion !== undefined) content.my_emotion = myEmotion;
  return content;
}

export function toVote(row: VoteRow): Vote {
  return {
    id: row.id,
    contentId: row.contentId,
    emotion: row.emotion,
    amount: row.amount,
    walletAddress: row.walletAddress,
    created_at: row.created_at,
  };
}
