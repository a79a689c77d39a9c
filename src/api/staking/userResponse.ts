// The signed-in user's parser, apart from ./responses.ts because the start-up sign-in and the
// persisted state's check run it on the first page, before the API's code loads.
import { asAddress, asId, asString, isRecord, orNull, type Parser } from '../parse';
import type { User } from './types';

export const parseUser: Parser<User> = (value) => {
  if (!isRecord(value)) return undefined;
  const id = asId(value.id);
  const email = asString(value.email);
  const username = asString(value.username);
  const name = asString(value.name);
  if (id === undefined || email === undefined || username === undefined || name === undefined) return undefined;
  const user: User = { id, email, username, name, wallet_address: orNull(asAddress(value.wallet_address)) };
  const createdAt = asString(value.created_at);
  if (createdAt !== undefined) user.created_at = createdAt;
  return user;
};
