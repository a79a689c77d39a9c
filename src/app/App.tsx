/** The app: every provider, the start-up sign-in gate, then the pages. */
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { SessionGate } from '@/features/auth/components/SessionGate';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  persistor: Persistor | null;
}

export function App({ store, persistor }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders store={store} persistor={persistor}>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProviders>
  );
}

export default App;
