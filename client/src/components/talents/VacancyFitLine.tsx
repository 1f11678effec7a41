import { Text } from '@mantine/core';
import type { VacancyFit } from '../../api/company-applicants';
import { useTranslation } from '../../i18n/use-translation';

const names = (items: VacancyFit['common']) => items.map((item) => item.name).join(', ');

/** "Has 3 of 4: React, Node.js, PostgreSQL · lacks Docker": the vacancy's technologies a talent
 *  knows and lacks, as the company sees an applicant or a profile. Nothing when the vacancy names
 *  no technologies. The account texts must be loaded (the company panel's are). */
export function VacancyFitLine({ fit }: { fit: VacancyFit | null | undefined }) {
  const { t } = useTranslation();
  if (!fit) return null;
  const total = fit.common.length + fit.missing.length;
  if (total === 0) return null;
  const has =
    fit.common.length === 0
      ? t('vacancyFit.hasNone', { total })
      : t('vacancyFit.has', { common: fit.common.length, total, names: names(fit.common) });
  const text = fit.missing.length === 0 ? has : `${has} · ${t('vacancyFit.lacks', { names: names(fit.missing) })}`;
  return (
    <Text size="sm" fw={500} c={fit.missing.length === 0 ? 'teal.9' : undefined}>
      {text}
    </Text>
  );
}
