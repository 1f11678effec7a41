import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/charts/styles.css';
import { AreaChart, type AreaChartSeries } from '@mantine/charts';
import {
  Box,
  ColorSwatch,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBriefcase, IconBuilding, IconChartAreaLine, IconSend, type Icon } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { StatisticsPeriod, type StatisticsSeriesName } from '../../api/statistics';
import { LoadError } from '../../components/feedback/LoadError';
import { useStores } from '../../stores/StoresContext';
import {
  CompanyStatisticsStore,
  STATISTICS_PERIODS,
  STATISTICS_SERIES,
} from '../../stores/company-panel/CompanyStatisticsStore';
import { PanelSection } from '../panel/PanelSection';

/** Each series' colour (chart, legend and its total's swatch) and icon. */
const SERIES_LOOK: Record<StatisticsSeriesName, { color: string; icon: Icon }> = {
  profileVisits: { color: 'indigo.6', icon: IconBuilding },
  vacancyVisits: { color: 'teal.7', icon: IconBriefcase },
  applications: { color: 'orange.7', icon: IconSend },
};

const isPeriod = (value: string): value is StatisticsPeriod => STATISTICS_PERIODS.includes(value as StatisticsPeriod);

/** The three totals of the period, as cards. */
const Totals = observer(function Totals({ statistics }: { statistics: CompanyStatisticsStore }) {
  const { t } = useTranslation();
  const loaded = statistics.statistics !== undefined;
  return (
    <Box component="section" aria-label={t('statistics.totalsLabel')}>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" m={0}>
        {STATISTICS_SERIES.map((name) => {
          const { color, icon: SeriesIcon } = SERIES_LOOK[name];
          return (
            <Paper key={name} withBorder radius="lg" p="lg">
              <Text component="dt" size="sm" fw={600} c="dimmed">
                <Group gap="xs" wrap="nowrap" component="span">
                  <ColorSwatch
                    component="span"
                    color={`var(--mantine-color-${color.replace('.', '-')})`}
                    size={28}
                    radius="md"
                    withShadow={false}
                    aria-hidden
                  >
                    <SeriesIcon size={16} color="white" aria-hidden />
                  </ColorSwatch>
                  {t(`statistics.series.${name}`)}
                </Group>
              </Text>
              <Text component="dd" m={0} mt="xs" fz={32} fw={700} lh={1.2}>
                {loaded ? statistics.formatCount(statistics.totals[name]) : <Skeleton height={32} width={64} mt={4} />}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Box>
  );
});

/** The counts per day or month, as a chart with the same numbers in a table beside it. */
const Chart = observer(function Chart({ statistics }: { statistics: CompanyStatisticsStore }) {
  const { t } = useTranslation();
  const period = statistics.statistics?.period ?? statistics.period;
  const series: AreaChartSeries[] = STATISTICS_SERIES.map((name) => ({
    name,
    label: t(`statistics.series.${name}`),
    color: SERIES_LOOK[name].color,
  }));
  const rows = statistics.rows;
  const dateColumn = t(period === StatisticsPeriod.Year ? 'statistics.monthColumn' : 'statistics.dayColumn');

  if (statistics.isEmpty) {
    return (
      <EmptyState
        icon={<IconChartAreaLine size={28} aria-hidden />}
        variant="light"
        title={t('statistics.emptyTitle')}
        description={t('statistics.emptyText')}
      />
    );
  }

  return (
    <Stack gap="md">
      <AreaChart
        h={320}
        role="img"
        aria-label={t(`statistics.chartLabel.${period}`)}
        data={rows}
        dataKey="label"
        series={series}
        curveType="linear"
        withGradient
        fillOpacity={0.25}
        withLegend
        legendProps={{ verticalAlign: 'top', height: 40 }}
        withDots={rows.length <= 12}
        accessibilityLayer={false}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ allowDecimals: false, width: 48 }}
        xAxisProps={{ minTickGap: 16 }}
        valueFormatter={(value) => statistics.formatCount(value)}
      />
      <Box component="details">
        <Text component="summary" fw={600} style={{ cursor: 'pointer' }}>
          {t('statistics.showTable')}
        </Text>
        <Table.ScrollContainer minWidth={420} mt="sm">
          <Table striped highlightOnHover withTableBorder verticalSpacing={6}>
            <Table.Caption>{t('statistics.tableCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{dateColumn}</Table.Th>
                {STATISTICS_SERIES.map((name) => (
                  <Table.Th key={name} scope="col" ta="right">
                    {t(`statistics.series.${name}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.date}>
                  <Table.Th scope="row" fw={400}>
                    <time dateTime={period === StatisticsPeriod.Year ? row.date.slice(0, 7) : row.date}>
                      {row.fullLabel}
                    </time>
                  </Table.Th>
                  {STATISTICS_SERIES.map((name) => (
                    <Table.Td key={name} ta="right">
                      {statistics.formatCount(row[name])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </Stack>
  );
});

/** /companyPanel/statistics: profile visits, vacancy visits and applications over the last week,
 *  month or year (spec point 5), as totals, a chart and a table. */
export const StatisticsPage = observer(function StatisticsPage() {
  const { t } = useTranslation();
  const { api, language } = useStores();
  const [statistics] = useState(() => new CompanyStatisticsStore(api, language));

  useEffect(() => {
    void statistics.load();
  }, [statistics]);

  const periodOptions = STATISTICS_PERIODS.map((period) => ({
    value: period,
    label: t(`statistics.periods.${period}`),
  }));
  const loaded = statistics.statistics !== undefined;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('statistics.title')}</Title>
        <Text c="dimmed">{t('statistics.intro')}</Text>
      </Stack>

      <Group justify="space-between" align="center" gap="sm">
        <SegmentedControl
          aria-label={t('statistics.periodLabel')}
          data={periodOptions}
          value={statistics.period}
          onChange={(value) => isPeriod(value) && statistics.setPeriod(value)}
          radius="md"
        />
        <Text size="sm" c="dimmed">
          {t(`statistics.periodDescription.${statistics.period}`)}
          {statistics.range ? ` · ${statistics.range}` : ''}
        </Text>
      </Group>

      <VisuallyHidden role="status">{statistics.isLoading ? t('common.loading') : ''}</VisuallyHidden>

      {statistics.failed && <LoadError onRetry={() => void statistics.load()} />}
      {(loaded || !statistics.failed) && (
        <Stack gap="lg" aria-busy={statistics.isLoading}>
          <Totals statistics={statistics} />
          <PanelSection title={t('statistics.chartTitle')}>
            {loaded ? <Chart statistics={statistics} /> : <Skeleton height={320} radius="md" />}
          </PanelSection>
        </Stack>
      )}
    </Stack>
  );
});
