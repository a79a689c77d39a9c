// The full-screen spinner until the start-up sign-in answers, so no page renders with a user it
// is not sure of. /callback finishes its own sign-in, so it passes at once.
import { useState, type ReactNode } from 'react';
import { FullScreenLoader } from '@/components/FullScreenLoader';
import { isCallbackPath } from '@/config/paths';
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';
import { useConnectionStatus, useSessionStatus } from '@/lib/session';

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
  // Where the app opened, not where it is now: /callback navigates on once it has signed in.
  const [openedOnCallback] = useState(() => isCallbackPath(window.location.pathname));
  const starting = useSessionStatus() === 'starting';
  const connection = useConnectionStatus();

  if (openedOnCallback || !starting) return <>{children}</>;
  return connection === 'offline' ? <OfflineAtStart /> : <FullScreenLoader />;
}
