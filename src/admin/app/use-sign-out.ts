import { useNavigate } from 'react-router-dom';
import { baseApi } from '@/api/base-api';
import { useSignOutAdminMutation } from '@/api/generated/bms-api';
import { signedOut } from './session-slice';
import { useConsoleDispatch } from './store';

/** 退出登录: the call, the cached account and answers dropped, then the sign-in page. */
export function useSignOut() {
  const dispatch = useConsoleDispatch();
  const navigate = useNavigate();
  const [signOut, { isLoading }] = useSignOutAdminMutation();
  const onSignOut = async () => {
    // Signed out either way: a failed call leaves a session the server ends on its own.
    await signOut()
      .unwrap()
      .catch(() => undefined);
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    navigate('/sign-in', { replace: true });
  };
  return { signOut: () => void onSignOut(), signingOut: isLoading };
}
