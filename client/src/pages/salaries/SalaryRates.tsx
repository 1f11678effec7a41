import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { SalaryRateUsed } from '../../api/salaries';
import { CURRENCY_CODES, formatRate } from './salary-format';

/** The rates the figures were converted at, each with its date (a plain list: Mantine's List would be
 *  one more shared chunk for the landing page's code to name). */
export function SalaryRates({ rates }: { rates: SalaryRateUsed[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="section" aria-labelledby="salary-rates-title">
      <Title order={2} size="h5" id="salary-rates-title">
        {t('salaries.ratesTitle')}
      </Title>
      {rates.length ? (
        <Text component="ul" size="sm" c="dimmed" m={0} pl="lg">
          {rates.map((rate) => (
            <li key={rate.currency}>
              {t('salaries.rate', {
                currency: CURRENCY_CODES[rate.currency] ?? String(rate.currency),
                rate: formatRate(rate.gelPerUnit),
                date: rate.rateDate,
              })}
            </li>
          ))}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('salaries.noRates')}
        </Text>
      )}
    </Stack>
  );
}
