/**
 * Runs the start-up sign-in once and shows the full-screen 'Loading...' spinner until it has
 * finished, so no page ever renders with a user it is not sure of. Offline at start, it says
 * so and goes on when the browser is back online. /callback finishes its own sign-in, so the
 * gate lets it through at once.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { isCallbackPath } from '@/config/paths';
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';
import { useConnectionStatus } from '@/lib/session/hooks';
import { sessionRestored, signedIn } from '@/lib/session/sessionEvents';
import { useAppDispatch } from '@/lib/store/hooks';
import { onLateStartupSession, takeStartupAnswer, takeStartupSignIn } from '../startupSignInOnce';

function OfflineAtStart() {
  const formatMessage = useSafeFormatMessage();
  return (
    <div className="boot-loader">
      <div role="status" className="shell-offline">
        {formatMessage('auth.connection.offline')}
      </div>
    </div>
  );
}

export function SessionGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const onCallback = isCallbackPath(window.location.pathname);
  const [ready, setReady] = useState(onCallback);
  const started = useRef(false);
  const connection = useConnectionStatus();

  // The answer came before React started (usually): the page replaces the spinner in this same
  // task, before the browser paints, instead of in a later one after the spinner has been drawn.
  useLayoutEffect(() => {
    if (onCallback || started.current) return;
    const answer = takeStartupAnswer();
    if (!answer) return;
    started.current = true;
    dispatch(sessionRestored({ user: answer.user }));
    // Meant: a layout effect's update renders again before the paint, in the same task.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
  }, [dispatch, onCallback]);

  useEffect(() => {
    if (onCallback || started.current) return;
    started.current = true; // StrictMode runs effects twice; the sign-in must run once.
    // Usually begun at start-up already (src/index.tsx), before React had loaded.
    void takeStartupSignIn()
      .catch(() => null) // A bug must not leave the app on its spinner: start signed out.
      .then((user) => {
        dispatch(sessionRestored({ user }));
        setReady(true);
      });
  }, [dispatch, onCallback]);

  // The login service answered only after the app had started signed out, with a session.
  useEffect(() => onLateStartupSession((user) => dispatch(signedIn({ user }))), [dispatch]);

  if (ready) return <>{children}</>;
  return connection === 'offline' ? <OfflineAtStart /> : <FullScreenLoader />;
}
