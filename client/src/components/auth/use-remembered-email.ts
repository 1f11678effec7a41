import { useEffect } from 'react';
import type { FormState } from '../../lib/forms/form-state';
import { useStores } from '../../stores/StoresContext';

/** Fills a form's empty e-mail with the one remembered from the last sign-in, once the page is in
 *  the browser: the server's render knows no remembered e-mail, and hydration must find its markup. */
export function useRememberedEmail<T extends { email: string }>(form: FormState<T>): void {
  const { auth } = useStores();
  useEffect(() => {
    const remembered = auth.rememberedEmail;
    if (remembered && !form.values.email) form.set('email', remembered as T['email']);
  }, [auth, form]);
}
