/**
 * Wallet verification: connect-wallet issues a nonce; verify-wallet / update-wallet accept an
 * EIP-4361 message carrying that nonce plus a signature that really recovers to the wallet
 * (viem's offline verifyMessage), the way a real backend would check it.
 */
import type { HttpHandler } from 'msw';
import { getAddress, verifyMessage, type Address } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { FixtureDb } from '../db';
import type { UserRow } from '../model';
import { HttpError, badRequest, json, requireUser, route, type DbSource } from './http';
import { readJsonObject, requireAddress, requireHex, requireString } from './validate';

/** Checks the proof and returns the checksummed wallet; marks the nonce used. */
async function checkWalletProof(db: FixtureDb, user: UserRow, request: Request): Promise<Address> {
  const body = await readJsonObject(request);
  const signature = requireHex(body, 'signature');
  const wallet = getAddress(requireAddress(body, 'wallet_address'));
  const message = requireString(body, 'message', { maxLength: 5_000 });

  const parsed = parseSiweMessage(message);
  if (!parsed.address || !parsed.nonce || !parsed.domain || !parsed.uri || parsed.version !== '1' || !parsed.chainId) {
    throw badRequest('message must be an EIP-4361 (Sign-In with Ethereum) message');
  }
  if (parsed.address.toLowerCase() !== wallet.toLowerCase()) {
    throw badRequest('message is signed for a different address than wallet_address');
  }
  if (!db.findUnusedNonce(user.id, parsed.nonce)) {
    throw badRequest('message nonce is unknown or already used; call connect-wallet again');
  }
  // Message times are wall-clock times of the signer, so compare with the real clock.
  if (parsed.expirationTime && parsed.expirationTime.getTime() < Date.now()) {
    throw badRequest('message has expired');
  }
  const valid = await verifyMessage({ address: wallet, message, signature }).catch(() => false);
  if (!valid) throw badRequest('signature does not match wallet_address');
  const owner = db.findUserByWallet(wallet);
  if (owner && owner.id !== user.id) throw new HttpError(409, 'This wallet is verified by another account');
  db.markNonceUsed(parsed.nonce);
  return wallet;
}

export function walletHandlers(base: string, db: DbSource): HttpHandler[] {
  return [
    route('post', `${base}/api/auth/connect-wallet`, db, (ctx) => {
      const { user } = requireUser(ctx);
      return json({ nonce: ctx.db.issueNonce(user.id) });
    }),

    route('post', `${base}/api/auth/check-wallet-verified`, db, (ctx) => {
      const { user } = requireUser(ctx);
      return json({ verified: user.wallet_address !== null, wallet_address: user.wallet_address });
    }),

    route('post', `${base}/api/auth/verify-wallet`, db, async (ctx) => {
      const { user } = requireUser(ctx);
      if (user.wallet_address)
        throw new HttpError(409, 'A wallet is already verified; use update-wallet to replace it');
      const wallet = await checkWalletProof(ctx.db, user, ctx.request);
      ctx.db.setUserWallet(user.id, wallet);
      return json({ verified: true, wallet_address: wallet });
    }),

    route('post', `${base}/api/auth/update-wallet`, db, async (ctx) => {
      const { user } = requireUser(ctx);
      if (!user.wallet_address) throw badRequest('No verified wallet yet; use verify-wallet');
      const wallet = await checkWalletProof(ctx.db, user, ctx.request);
      ctx.db.setUserWallet(user.id, wallet);
      return json({ verified: true, wallet_address: wallet });
    }),
  ];
}
