import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Group, SegmentedControl, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { salaryChartUrl, type SalaryFilters, type SalaryPair } from '../../api/salaries';
import { lazyComponent } from '../../lib/lazy-component';
import { useStores } from '../../stores/StoresContext';
import { formatAmount, quarterParts } from './salary-format';
import { trendRows } from './trend-rows';

const SalaryTrendChart = lazyComponent(
  () => import('./SalaryTrendChart').then((m) => m.SalaryTrendChart),
  <Skeleton height={260} radius="md" />,
);

type TrendView = 'table' | 'chart';

/** The figure's last four quarters: a table (what the server renders, and what a screen reader
 *  reads), or the same as a line chart. */
export function SalaryTrend({ figure, filters }: { figure: SalaryPair; filters: SalaryFilters }) {
  const { t } = useTranslation();
  const lang = useStores().language.shortCode;
  const [view, setView] = useState<TrendView>('table');
  const rows = trendRows(figure, (quarter) => t('salaries.quarterLabel', quarterParts(quarter)));
  if (!rows.length) return null;
  const amount = (value: number | null) => (value === null ? t('salaries.tooFew') : formatAmount(value, lang));
  const withTalents = figure.talents !== null;
  const series = [
    { name: 'vacancies', label: t('salaries.fromVacancies'), color: 'indigo.6' },
    ...(withTalents ? [{ name: 'talents', label: t('salaries.fromTalents'), color: 'teal.6' }] : []),
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="salary-trend-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4" id="salary-trend-title">
          {t('salaries.trendTitle')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('salaries.trendView')}
          value={view}
          onChange={(value) => setView(value as TrendView)}
          data={[
            { value: 'table', label: t('salaries.asTable') },
            { value: 'chart', label: t('salaries.asChart') },
          ]}
        />
      </Group>
      {view === 'chart' ? (
        <SalaryTrendChart
          rows={rows}
          band={figure.vacancies}
          series={series}
          label={t('salaries.chartLabel')}
          language={lang}
          image={{ href: salaryChartUrl(filters, lang), label: t('salaries.chartImage') }}
        />
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder verticalSpacing={6}>
            <Table.Caption>{t('salaries.trendTable')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('salaries.quarter')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('salaries.fromVacancies')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('salaries.samples')}
                </Table.Th>
                {withTalents && (
                  <>
                    <Table.Th scope="col" ta="right">
                      {t('salaries.fromTalents')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('salaries.talentSamples')}
                    </Table.Th>
                  </>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.quarter}>
                  <Table.Th scope="row" fw={400}>
                    {row.label}
                  </Table.Th>
                  <Table.Td ta="right">{amount(row.vacancies)}</Table.Td>
                  <Table.Td ta="right">{row.vacancyCount ?? 0}</Table.Td>
                  {withTalents && (
                    <>
                      <Table.Td ta="right">{amount(row.talents)}</Table.Td>
                      <Table.Td ta="right">{row.talentCount ?? 0}</Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
