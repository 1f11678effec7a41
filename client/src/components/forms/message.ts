import { useTranslation } from '../../i18n/use-translation';
import type { FieldMessage } from '../../lib/forms/form-state';

/** The text of a form message: a locale key translated, or the server's text as it came. */
export function useMessageText(): (message: FieldMessage | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => (message ? ('key' in message ? t(message.key) : message.text) : undefined);
}
