/**
 * Runs the start-up sign-in once and shows the full-screen 'Loading...' spinner until it has
 * finished, so no page ever renders with a user it is not sure of. /callback finishes its own
 * sign-in, so the gate lets it through at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { paths } from '@/config/paths';
import { sessionRestored } from '@/lib/session/sessionEvents';
import { useAppDispatch } from '@/lib/store/hooks';
import { runStartupSignIn } from '../runStartupSignIn';
import { takeStartupSignIn } from '../startupSignInOnce';

export function SessionGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const onCallback = window.location.pathname === paths.callback;
  const [ready, setReady] = useState(onCallback);
  const started = useRef(false);

  useEffect(() => {
    if (onCallback || started.current) return;
    started.current = true; // StrictMode runs effects twice; the sign-in must run once.
    // Usually begun at start-up already (src/index.tsx), before React had loaded.
    void (takeStartupSignIn() ?? runStartupSignIn()).then((user) => {
      dispatch(sessionRestored({ user }));
      setReady(true);
    });
  }, [dispatch, onCallback]);

  return ready ? <>{children}</> : <FullScreenLoader />;
}
