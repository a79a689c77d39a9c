// What the user sees when the session changes without them asking here (a refused refresh, or
// another tab): every toast goes (some name the user), the page goes home, one notice says why.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { addListener } from '@reduxjs/toolkit';
import { paths } from '@/config/paths';
import { sessionExpired, signedIn, signedOut } from '@/lib/session';
import { useAppDispatch } from '@/lib/store/hooks';
import { useToast } from '@/components/toast/useToast';
import { SIGNED_IN_TOAST_ID } from '../model/toastIds';

export function SessionExpiryWatcher() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const intl = useIntl();
  const toast = useToast();

  useEffect(() => {
    const unsubscribeExpired = dispatch(
      addListener({
        actionCreator: sessionExpired,
        effect: () => {
          toast.dismissAll();
          navigate(paths.home, { replace: true });
          // One notice however many requests (or tabs) found out at once.
          toast.warning(intl.formatMessage({ id: 'auth.sessionExpired' }), { id: 'session-expired' });
        },
      }),
    );
    const unsubscribeSignedOut = dispatch(
      addListener({
        actionCreator: signedOut,
        effect: (action) => {
          if (!action.payload.fromOtherTab) return; // This tab's own sign-out speaks for itself (useSignOut).
          toast.dismissAll();
          if (action.payload.switching) return; // The sign-in that follows says who it is.
          navigate(paths.home, { replace: true });
          toast.info(intl.formatMessage({ id: 'auth.signedOutElsewhere' }), { id: 'signed-out-elsewhere' });
        },
      }),
    );
    const unsubscribeSignedIn = dispatch(
      addListener({
        actionCreator: signedIn,
        effect: (action) => {
          if (!action.payload.fromOtherTab) return;
          toast.dismiss('signed-out-elsewhere');
          toast.info(intl.formatMessage({ id: 'auth.signedInElsewhere' }, { name: action.payload.user.name }), {
            id: SIGNED_IN_TOAST_ID,
          });
        },
      }),
    );
    return () => {
      unsubscribeExpired();
      unsubscribeSignedOut();
      unsubscribeSignedIn();
    };
  }, [dispatch, intl, navigate, toast]);

  return null;
}
