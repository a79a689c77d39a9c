/**
 * When a refresh fails (the API layer dispatches `session/expired` and has already cleared
 * local storage), drop every cached response, go to the signed-out home and say why.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { addListener } from '@reduxjs/toolkit';
import { stakingApi } from '@/api/staking/stakingApi';
import { voteApi } from '@/api/vote/voteApi';
import { paths } from '@/config/paths';
import { sessionExpired } from '@/lib/session/sessionEvents';
import { useAppDispatch } from '@/lib/store/hooks';
import { useToast } from '@/components/toast/useToast';

export function SessionExpiryWatcher() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const intl = useIntl();
  const toast = useToast();

  useEffect(
    () =>
      dispatch(
        addListener({
          actionCreator: sessionExpired,
          effect: (_action, listenerApi) => {
            listenerApi.dispatch(stakingApi.util.resetApiState());
            listenerApi.dispatch(voteApi.util.resetApiState());
            navigate(paths.home, { replace: true });
            // One notice however many requests found out at once.
            toast.warning(intl.formatMessage({ id: 'auth.sessionExpired' }), { id: 'session-expired' });
          },
        }),
      ),
    [dispatch, intl, navigate, toast],
  );

  return null;
}
