import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { SalaryRateUsed } from '../../api/salaries';
import { CURRENCY_CODES, formatRate } from './salary-format';

/** The rates the figures were converted at, each with its date. */
export function SalaryRates({ rates }: { rates: SalaryRateUsed[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="section" aria-labelledby="salary-rates-title">
      <Title order={2} size="h5" id="salary-rates-title">
        {t('salaries.ratesTitle')}
      </Title>
      {rates.length ? (
        <List size="sm" c="dimmed" spacing={2}>
          {rates.map((rate) => (
            <List.Item key={rate.currency}>
              {t('salaries.rate', {
                currency: CURRENCY_CODES[rate.currency] ?? String(rate.currency),
                rate: formatRate(rate.gelPerUnit),
                date: rate.rateDate,
              })}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {t('salaries.noRates')}
        </Text>
      )}
    </Stack>
  );
}
