import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AccountKind } from '../../api/account';
import { useStores } from '../../stores/StoresContext';
import { PageLoader } from '../feedback/PageLoader';
import { SIGN_IN_PATH } from '../layout/nav-links';

/** Where the sign-in page sends the visitor back to. */
export interface SignInState {
  from?: string;
}

/** Sign-up, sign-in and password recovery are for visitors who are signed out (spec point 6):
 *  one signed in when the page opens goes to /. Signing in on the page itself is no reason to
 *  leave it before the page says where to go. */
export const GuestOnly = observer(function GuestOnly({ children }: { children: ReactNode }) {
  const { auth } = useStores();
  const [signedInOnArrival] = useState(auth.isLoggedIn);
  return signedInOnArrival ? <Navigate to="/" replace /> : children;
});

/** A panel's pages need a signed-in account of the panel's kind (spec point 2), otherwise the
 *  sign-in page, which brings the visitor back here. */
export const RequireAccount = observer(function RequireAccount({
  kind,
  children,
}: {
  kind: AccountKind;
  children: ReactNode;
}) {
  const { auth } = useStores();
  const location = useLocation();
  if (auth.isLoggedIn && !auth.userLoaded) return <PageLoader waitingFor="account" />;
  if (!auth.isLoggedIn || auth.userType !== kind) {
    const state: SignInState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  return children;
});
