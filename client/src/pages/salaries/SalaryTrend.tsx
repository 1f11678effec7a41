import '@mantine/core/styles/Table.css';
import '@mantine/charts/styles.css';
import { LineChart, type LineChartSeries } from '@mantine/charts';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { SalaryFigure, SalaryPair } from '../../api/salaries';
import { AfterHydration } from '../../ssr/AfterHydration';
import { useStores } from '../../stores/StoresContext';
import { formatAmount, quarterParts } from './salary-format';

interface TrendRow {
  quarter: string;
  label: string;
  vacancies: number | null;
  vacancyCount: number | null;
  talents: number | null;
  talentCount: number | null;
}

const byQuarter = (figure: SalaryFigure | null) => new Map(figure?.quarters.map((row) => [row.quarter, row]));

/** The quarters of both sources, oldest first. */
function trendRows(pair: SalaryPair, label: (quarter: string) => string): TrendRow[] {
  const vacancies = byQuarter(pair.vacancies);
  const talents = byQuarter(pair.talents);
  const quarters = [...new Set([...vacancies.keys(), ...talents.keys()])].sort();
  return quarters.map((quarter) => ({
    quarter,
    label: label(quarter),
    vacancies: vacancies.get(quarter)?.median ?? null,
    vacancyCount: vacancies.get(quarter)?.sampleCount ?? null,
    talents: talents.get(quarter)?.median ?? null,
    talentCount: talents.get(quarter)?.sampleCount ?? null,
  }));
}

/** The figure's last four quarters: a chart (in the browser) and the same data as a table (also
 *  what the server's render shows, and what a screen reader reads). */
export function SalaryTrend({ figure }: { figure: SalaryPair }) {
  const { t } = useTranslation();
  const lang = useStores().language.shortCode;
  const rows = trendRows(figure, (quarter) => t('salaries.quarterLabel', quarterParts(quarter)));
  if (!rows.length) return null;
  const amount = (value: number | null) => (value === null ? t('salaries.tooFew') : formatAmount(value, lang));
  const withTalents = figure.talents !== null;
  const series: LineChartSeries[] = [
    { name: 'vacancies', label: t('salaries.fromVacancies'), color: 'indigo.6' },
    ...(withTalents ? [{ name: 'talents', label: t('salaries.fromTalents'), color: 'teal.6' }] : []),
  ];
  const band = figure.vacancies;
  return (
    <Stack gap="sm" component="section" aria-labelledby="salary-trend-title">
      <Title order={2} size="h4" id="salary-trend-title">
        {t('salaries.trendTitle')}
      </Title>
      <AfterHydration>
        <LineChart
          h={260}
          role="img"
          aria-label={t('salaries.chartLabel')}
          data={rows}
          dataKey="label"
          series={series}
          curveType="linear"
          connectNulls={false}
          withLegend={withTalents}
          accessibilityLayer={false}
          gridAxis="y"
          tickLine="none"
          yAxisProps={{ width: 56 }}
          referenceLines={
            band
              ? [
                  { y: band.p25, label: 'P25', color: 'gray.5' },
                  { y: band.p75, label: 'P75', color: 'gray.5' },
                ]
              : []
          }
          valueFormatter={(value) => formatAmount(value, lang)}
        />
      </AfterHydration>
      <Box component="details" open>
        <Text component="summary" fw={600} style={{ cursor: 'pointer' }}>
          {t('salaries.showTable')}
        </Text>
        <Table.ScrollContainer minWidth={360} mt="sm">
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
      </Box>
    </Stack>
  );
}
