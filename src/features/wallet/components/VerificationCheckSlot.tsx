/**
 * Where WalletButton keeps the start-up wallet verification check (./StartupVerificationCheck):
 * its chunk is fetched when a user is first signed in, and it stays mounted from then on, so
 * each user is checked once however often they sign out and in. Renders nothing.
 */
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { selectUserId } from '@/lib/session';
import { useAppSelector } from '@/lib/store/hooks';

const StartupVerificationCheck = lazy(
  () => import(/* webpackChunkName: "wallet-verification-check" */ './StartupVerificationCheck'),
);

export function VerificationCheckSlot() {
  const signedIn = useAppSelector(selectUserId) !== null;
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
