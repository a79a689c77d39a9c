/**
 * When a refresh fails (the API layer dispatches `session/expired` and has already cleared
 * local storage), drop every cached response, go to the signed-out home and say why.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { addListener } from '@reduxjs/toolkit';
import { stakingApi } from '@/api/staking/stakingApi';
import { voteApi } from '@/api/vote/voteApi';
import { paths } from '@/config/paths';
import { sessionExpired } from '@/lib/session/sessionEvents';
import { useAppDispatch } from '@/lib/store/hooks';

export function SessionExpiryWatcher() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(
    () =>
      dispatch(
        addListener({
          actionCreator: sessionExpired,
          effect: (_action, listenerApi) => {
            listenerApi.dispatch(stakingApi.util.resetApiState());
            listenerApi.dispatch(voteApi.util.resetApiState());
            navigate(paths.home, { replace: true });
            enqueueSnackbar(intl.formatMessage({ id: 'auth.sessionExpired' }), {
              variant: 'warning',
              key: 'session-expired', // one notice however many requests found out at once
              preventDuplicate: true,
            });
          },
        }),
      ),
    [dispatch, enqueueSnackbar, intl, navigate],
  );

  return null;
}
