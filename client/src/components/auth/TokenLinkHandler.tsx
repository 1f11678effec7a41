import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { useStores } from '../../stores/StoresContext';

export const TOKEN_ID_PARAM = 'tokenId';

/** Login by link on any page (spec point 4): `?tokenId=` from a staff view-as link or a Google or
 *  LinkedIn sign-in is exchanged for a token; then to the panel (goToProfile) or home. A bad link
 *  says 'Incorrect Link' and leaves the page as it is, without the parameter. */
export function TokenLinkHandler() {
  const store = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const tokenId = new URLSearchParams(location.search).get(TOKEN_ID_PARAM);

  useEffect(() => {
    if (!tokenId) return;
    let active = true;
    store.auth.exchangeTokenLink(tokenId).then(
      (target) => {
        if (active) navigate(target, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const serverText = error instanceof ApiError && error.status !== 0 ? error.messagesFor('_')[0] : undefined;
        store.toast('error', serverText ? { text: serverText } : { key: 'errors.incorrectLink' });
        const params = new URLSearchParams(location.search);
        params.delete(TOKEN_ID_PARAM);
        const search = params.toString();
        navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      },
    );
    return () => {
      active = false;
    };
    // Only a new tokenId starts an exchange (the store shares one exchange per tokenId).
  }, [tokenId]);

  return null;
}
