// The store's state as code sees it: the reducers that are not APIs' and the API caches that join
// when their module loads (docs/performance.md#lazy-apis). src/app/store.ts builds the store
// from it; everything else names these types, never the app layer (docs/structure.md).
import {
  combineSlices,
  type addListener,
  type Dispatch,
  type EnhancedStore,
  type ThunkDispatch,
  type UnknownAction,
  type UnsubscribeListener,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { stakingApi } from '@/api/staking/stakingApi';
import type { voteApi } from '@/api/vote/voteApi';
// Not the session's index, which imports the store's hooks (and so this file).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { authSlice } from '@/lib/session/authSlice';
import { walletSlice } from '@/lib/wallet/walletSlice';

type ApiState = WithSlice<typeof stakingApi> & WithSlice<typeof voteApi>;

export const rootReducer = combineSlices(authSlice, walletSlice).withLazyLoadedSlices<ApiState>();

/**
 * An API's cache is there from the moment its module has loaded (makeStore initialises it
 * then), and only code that imported the module can name it.
 */
export type RootState = ReturnType<typeof rootReducer> & ApiState;

/** With the listener middleware's overload first: dispatch(addListener(...)) returns its removal. */
export type AppDispatch = ((action: ReturnType<typeof addListener>) => UnsubscribeListener) &
  ThunkDispatch<RootState, unknown, UnknownAction> &
  Dispatch<UnknownAction>;

export type AppStore = Omit<EnhancedStore<RootState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch };
