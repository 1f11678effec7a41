import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';

/** Signs out and goes home (spec point 4); exiting view-as goes to the back office instead. */
export function useLogout(): (to?: string) => Promise<void> {
  const { auth } = useStores();
  const navigate = useNavigate();
  return async (to = '/') => {
    await auth.logout();
    void navigate(to, { replace: true });
  };
}
