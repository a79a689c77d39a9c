// The one Redux store; the API caches join it when first loaded (docs/performance.md#lazy-apis).
// `makeStore` builds a fresh store, so every test gets its own.
import {
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Reducer,
} from '@reduxjs/toolkit';
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
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import storage from 'redux-persist/lib/storage';
import {
  authSlice,
  connectSessionToApi,
  registerSessionLifecycle,
  reportStorageUnwritable,
  type AuthState,
} from '@/lib/session';
import { createActionRecorder } from '@/lib/diagnostics/recorder';
import { onApiLoaded } from '@/api/lazyApis';
import { rootReducer, type AppStore, type RootState } from '@/lib/store/state';
import { redactSecrets } from '@/lib/store/redactSecrets';
import { personalValuesOf, provideDiagnostics } from './storeDiagnostics';
import { migratePersistedState, PERSIST_VERSION, persistedAuthOnly } from './persistMigrations';

/** Dispatched to each store when an API joins it: its cache starts at once, not at the next action. */
const apiLoaded = createAction<string>('store/apiLoaded');

// Shared by every store: an API's middleware keeps its state per store.
const apiMiddleware = createDynamicMiddleware();

export const PERSIST_KEY = 'staking.app';

const persistedReducer = persistReducer(
  {
    key: PERSIST_KEY,
    storage,
    version: PERSIST_VERSION,
    whitelist: [authSlice.reducerPath],
    // auth.status is this page's own: never written, and kept when the stored part is restored.
    transforms: [persistedAuthOnly],
    stateReconciler: autoMergeLevel2,
    migrate: migratePersistedState,
    // Storage that refuses (quota, blocked): the app runs on and says it cannot remember.
    writeFailHandler: () => reportStorageUnwritable(),
  },
  rootReducer,
);

/** Tests start from a known state; an auth slice without a status is past start-up. */
export type PreloadedState = Partial<Omit<RootState, 'auth'>> & {
  auth?: Omit<AuthState, 'status'> & Partial<Pick<AuthState, 'status'>>;
};

export interface MakeStoreOptions {
  /** Tests start from a known state and skip localStorage persistence. */
  preloadedState?: PreloadedState;
  persist?: boolean;
}

function withStatus(preloaded: PreloadedState | undefined): RootState | undefined {
  const auth = preloaded?.auth;
  if (!auth) return preloaded as RootState | undefined;
  return {
    ...preloaded,
    auth: { ...auth, status: auth.status ?? (auth.user ? 'signedIn' : 'signedOut') },
  } as RootState;
}

export function makeStore({ preloadedState, persist = true }: MakeStoreOptions = {}): {
  store: AppStore;
  persistor: Persistor | null;
} {
  connectSessionToApi();
  // Components subscribe to events (session/expired, ...) with dispatch(addListener(...)).
  const listeners = createListenerMiddleware();
  // Last in the chain: the last 50 actions and their states for the support export, of the
  // current user only (started again whenever the session changes hands).
  const recorder = createActionRecorder({ personalValues: personalValuesOf });
  registerSessionLifecycle(listeners, { onUserChange: (state) => recorder.reset(state) });
  const store = configureStore({
    // Typed with the API caches (RootState): they are there once anything can use them.
    reducer: (persist ? persistedReducer : rootReducer) as unknown as Reducer<RootState>,
    preloadedState: withStatus(preloadedState),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(apiMiddleware.middleware, recorder.middleware),
    // On in production too: support staff replay a user's state. Secrets never enter the
    // store; the sanitizers are a second line of defence.
    devTools: {
      name: 'Staking app',
      actionSanitizer: (action) => redactSecrets(action),
      stateSanitizer: (state) => redactSecrets(state),
    },
  });
  let listening = false;
  onApiLoaded((api) => {
    rootReducer.inject(api);
    apiMiddleware.addMiddleware(api.middleware);
    store.dispatch(apiLoaded(api.reducerPath));
    if (listening) return;
    listening = true;
    // Focus and reconnect refetches (RTK Query's own listeners): only once there is an API.
    void import('@reduxjs/toolkit/query').then(({ setupListeners }) => setupListeners(store.dispatch));
  });
  provideDiagnostics(store);
  const persistor: Persistor | null = persist ? persistStore(store) : null;
  return { store, persistor };
}
