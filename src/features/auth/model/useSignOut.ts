// Sign out: the local sign-out happens even if the logout call fails (SPEC.md section 7). Every
// toast goes first, since one names the user.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signedOut } from '@/lib/session';
import { useAppDispatch } from '@/lib/store/hooks';
import { useToast } from '@/components/toast/useToast';

export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const intl = useIntl();
  const toast = useToast();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    // The API's code is not on the first page; if it cannot be fetched, sign out locally.
    const serverSignedOut = await import(/* webpackChunkName: "api-staking" */ '@/api/staking/stakingApi').then(
      async ({ stakingApi }) => !('error' in (await dispatch(stakingApi.endpoints.logout.initiate()))),
      () => false,
    );
    dispatch(signedOut());
    setSigningOut(false);
    navigate(paths.home, { replace: true });
    toast.dismissAll();
    if (serverSignedOut) toast.success(intl.formatMessage({ id: 'auth.signedOut' }));
    else toast.warning(intl.formatMessage({ id: 'auth.signedOutLocally' }));
  }, [dispatch, intl, navigate, toast]);

  return { signOut, signingOut };
}
