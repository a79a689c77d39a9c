// The wallet connection belongs to the session: when it ends, the wallet is disconnected so
// nothing of the previous user's wallet stays on screen (docs/session.md, "The session").
import { useEffect } from 'react';
import { addListener, isAnyOf } from '@reduxjs/toolkit';
import { useDisconnect } from 'wagmi';
import { sessionExpired, signedOut } from '@/lib/session';
import { useAppDispatch } from '@/lib/store/hooks';

export function DisconnectOnSessionEnd() {
  const dispatch = useAppDispatch();
  const { mutate: disconnect } = useDisconnect();
  useEffect(
    () =>
      dispatch(
        addListener({
          matcher: isAnyOf(signedOut, sessionExpired),
          effect: () => disconnect(),
        }),
      ),
    [dispatch, disconnect],
  );
  return null;
}
