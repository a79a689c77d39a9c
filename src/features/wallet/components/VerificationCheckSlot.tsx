// Holds the start-up verification check: fetched when a user first signs in, then kept mounted so
// each user is checked once however often they sign out and in.
import { Suspense, useState } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyPart } from '@/components/lazy';
import { useSignedIn } from '@/lib/session';

const StartupVerificationCheck = lazyPart(
  () => import(/* webpackChunkName: "wallet-verification-check" */ './StartupVerificationCheck'),
);

export function VerificationCheckSlot() {
  const signedIn = useSignedIn();
  const [wanted, setWanted] = useState(signedIn);
  if (signedIn && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    // A chunk that cannot be fetched (offline, a new deploy) skips the check: the next start-up asks again.
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <StartupVerificationCheck />
      </Suspense>
    </ErrorBoundary>
  );
}
