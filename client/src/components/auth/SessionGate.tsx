import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/StoresContext';
import { PageLoader } from '../feedback/PageLoader';

/** Spec point 4: with a stored token, a blank page until its user is loaded (and while a
 *  one-time link is exchanged for a token). */
export const SessionGate = observer(function SessionGate({ children }: { children: ReactNode }) {
  const { auth } = useStores();
  return auth.restoring || auth.loading.tokenLink ? <PageLoader waitingFor="session" /> : children;
});
