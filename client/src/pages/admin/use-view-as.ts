import { useTranslation } from '../../i18n/use-translation';
import { serverText } from '../../lib/forms/server-text';
import { useStores } from '../../stores/StoresContext';

/** Opens the site as the account (a one-time link, full-page); a refusal is a toast with the server's text. */
export function useViewAs(): (accountId: number) => Promise<void> {
  const { t } = useTranslation();
  const root = useStores();
  return async (accountId) => {
    try {
      await root.admin.viewAs(accountId);
    } catch (error) {
      const text = serverText(error);
      root.notify('error', text ?? t('errors.somethingWentWrong'));
    }
  };
}
