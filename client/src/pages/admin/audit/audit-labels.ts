import { useTranslation } from '../../../i18n/use-translation';

/** A code the texts do not know yet, in words: "someArea.somethingNew" → "Some area · something new",
 *  "company_claim" → "Company claim". Never shown as the raw key. */
export function readableCode(code: string): string {
  const words = (part: string) =>
    part
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .trim()
      .toLowerCase();
  const [area = '', ...rest] = code.split('.').map(words).filter(Boolean);
  const text = rest.length ? `${area} · ${rest.join(' ')}` : area;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The audit log's names, in the language shown: an action (server: AUDIT_ACTIONS) and what it
 *  acted on (AUDIT_TARGET_TYPES); a code without a text yet reads as words, marked as other. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation();
  return {
    action: (action: string) => {
      const key = `adminAudit.actions.${action}`;
      return i18n.exists(key) ? t(key) : t('adminAudit.otherAction', { name: readableCode(action) });
    },
    target: (type: string) => {
      const key = `adminAudit.targets.${type}`;
      return i18n.exists(key) ? t(key) : readableCode(type);
    },
  };
}
