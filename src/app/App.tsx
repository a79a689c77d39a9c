/** The app: every provider, the start-up sign-in gate, then the pages. */
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { getConfig } from '@/config/runtimeConfig';
import { SessionGate } from '@/features/auth';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './router';
import type { AppStore } from '@/lib/store/state';

export interface AppProps {
  store: AppStore;
  persistor: Persistor | null;
}

export function App({ store, persistor }: AppProps) {
  return (
    <AppProviders store={store} persistor={persistor}>
      <SessionGate>
        <BrowserRouter>
          <AppRoutes demo={getConfig().demo} />
        </BrowserRouter>
      </SessionGate>
    </AppProviders>
  );
}
