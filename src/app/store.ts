/**
 * The one Redux store: the persisted auth slice plus the two RTK Query caches (never
 * persisted). `makeStore` builds a fresh store, so every test gets its own.
 */
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { stakingApi } from '@/api/staking/stakingApi';
import { voteApi } from '@/api/vote/voteApi';
import { authSlice } from '@/lib/session/authSlice';
import { reportStorageUnwritable } from '@/lib/session/storageHealth';
import { walletSlice } from '@/features/wallet/walletSlice';
import { createActionRecorder } from '@/lib/diagnostics/recorder';
import { redactSecrets } from '@/lib/store/redactSecrets';
import { provideDiagnostics } from './diagnostics';
import { migratePersistedState, PERSIST_VERSION } from './persistMigrations';
import { registerSessionLifecycle } from './session/sessionLifecycle';

export const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [walletSlice.reducerPath]: walletSlice.reducer,
  [stakingApi.reducerPath]: stakingApi.reducer,
  [voteApi.reducerPath]: voteApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export const PERSIST_KEY = 'staking.app';

const persistedReducer = persistReducer(
  {
    key: PERSIST_KEY,
    storage,
    version: PERSIST_VERSION,
    whitelist: [authSlice.reducerPath],
    migrate: migratePersistedState,
    // Storage that refuses (quota, blocked): the app runs on and says it cannot remember.
    writeFailHandler: () => reportStorageUnwritable(),
  },
  rootReducer,
);

export interface MakeStoreOptions {
  /** Tests start from a known state and skip localStorage persistence. */
  preloadedState?: Partial<RootState>;
  persist?: boolean;
}

export function makeStore({ preloadedState, persist = true }: MakeStoreOptions = {}) {
  // Components subscribe to events (session/expired, ...) with dispatch(addListener(...)).
  const listeners = createListenerMiddleware();
  registerSessionLifecycle(listeners);
  // Last in the chain: the last 50 actions and their states for the support export.
  const recorder = createActionRecorder();
  const store = configureStore({
    reducer: persist ? (persistedReducer as unknown as typeof rootReducer) : rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(stakingApi.middleware, voteApi.middleware, recorder.middleware),
    // On in production too: support staff replay a user's state. Secrets never enter the
    // store; the sanitizers are a second line of defence.
    devTools: {
      name: 'Staking app',
      actionSanitizer: (action) => redactSecrets(action),
      stateSanitizer: (state) => redactSecrets(state),
    },
  });
  setupListeners(store.dispatch);
  provideDiagnostics(store);
  const persistor: Persistor | null = persist ? persistStore(store) : null;
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
