import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/StoresContext';
import { PageLoader } from '../feedback/PageLoader';

/** Spec point 4: with a stored token, a blank page until its user is loaded (and while a
 *  one-time link is exchanged for a token). A page the server rendered stays on screen meanwhile:
 *  it is public, and the header shows the session once it is back. */
export const SessionGate = observer(function SessionGate({ children }: { children: ReactNode }) {
  const { auth, serverRendered } = useStores();
  const waiting = (auth.restoring && !serverRendered) || auth.loading.tokenLink;
  return waiting ? <PageLoader waitingFor="session" /> : children;
});
