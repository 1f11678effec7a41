import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { useStores } from '../../stores/StoresContext';

export const CONFIRM_PARAM = 'confirmSubscription';

/** The confirmation link of the blog subscription mail (/news?confirmSubscription=…): confirms once,
 *  says how it went in a toast, and takes the token out of the address. */
export function useSubscriptionConfirmation(): void {
  const store = useStores();
  const [params, setParams] = useSearchParams();
  const token = params.get(CONFIRM_PARAM);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONFIRM_PARAM);
        return next;
      },
      { replace: true },
    );
    store.api.blog.confirm(token).then(
      (text) => store.toast('success', { text }),
      (error: unknown) =>
        store.toast(
          'error',
          error instanceof ApiError ? { text: error.message } : { key: 'errors.somethingWentWrong' },
        ),
    );
  }, [token, setParams, store]);
}
