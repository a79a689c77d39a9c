// The authentication adapter (adapter.ts) on our backend. The signature travels as a
// SecretHandle so it never enters the store; a refusal resolves false, any other failure rejects.
// Rules: docs/wallets.md#the-sign-in-dialog.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { parseSiweMessage } from 'viem/siwe';
import { isWorthRetrying } from '@/api/errors';
import { stakingApi } from '@/api/staking/stakingApi';
import { getConfig } from '@/config/runtimeConfig';
import type { RootState } from '@/lib/store/state';
import { dropSecret, holdSecret } from '@/api/secretHandle';
import { isStrictHex } from '@/lib/wallet/strictHex';
import { MALFORMED_SIGNATURE, type AuthenticationAdapter } from './adapter';
import { createBrowserMessageFactory, type MessageFields } from './createSiweMessage';
import { selectUser, userProfileLoaded, walletVerificationChecked } from '@/lib/session';

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export interface BackendAuthAdapterOptions {
  dispatch: Dispatch;
  getState: () => RootState;
  /** Default: createBrowserMessageFactory() (this page's host and origin, the clock, the configured chains). */
  createMessage?: (fields: MessageFields) => string;
}

export function createBackendAuthAdapter({
  dispatch,
  getState,
  createMessage = createBrowserMessageFactory({ chainIds: () => getConfig().chains }),
}: BackendAuthAdapterOptions): AuthenticationAdapter {
  async function refreshUser(): Promise<void> {
    const request = dispatch(
      stakingApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    try {
      const user = await request.unwrap();
      dispatch(userProfileLoaded({ user }));
    } catch {
      // The verification stands; the profile is refreshed on the next start-up.
    }
  }

  return {
    async getNonce() {
      const request = dispatch(stakingApi.endpoints.connectWallet.initiate());
      try {
        const { nonce } = await request.unwrap();
        return nonce;
      } finally {
        request.reset();
      }
    },

    createMessage(fields) {
      return createMessage(fields);
    },

    async verify({ message, signature }) {
      if (!isStrictHex(signature)) throw new Error(MALFORMED_SIGNATURE);
      const { address } = parseSiweMessage(message);
      if (!address) throw new Error('The signed message names no address.');
      const user = selectUser(getState());
      const endpoint = user?.wallet_address ? stakingApi.endpoints.updateWallet : stakingApi.endpoints.verifyWallet;
      const handle = holdSecret(signature);
      let verified: boolean;
      try {
        const request = dispatch(endpoint.initiate({ signature: handle, wallet_address: address, message }));
        try {
          verified = (await request.unwrap()).verified;
        } finally {
          request.reset();
        }
      } catch (error) {
        if (!isWorthRetrying(error)) return false;
        throw error;
      } finally {
        dropSecret(handle); // Already taken when sent; dropped here if the request never went.
      }
      dispatch(walletVerificationChecked({ verified }));
      if (verified) await refreshUser();
      return verified;
    },
  };
}
