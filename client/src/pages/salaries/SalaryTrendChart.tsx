import '@mantine/charts/styles.css';
import { LineChart, type LineChartSeries } from '@mantine/charts';
import { Button, Stack } from '@mantine/core';
import type { SalaryFigure } from '../../api/salaries';
import { formatAmount } from './salary-format';
import type { TrendRow } from './trend-rows';

const STEP = 500;

/** The y axis from a little below the lowest value to a little above the highest (the p25 and p75
 *  lines included), in steps of 500 GEL, rather than from 0. */
function yDomain(values: (number | null | undefined)[]): [number, number] {
  const known = values.filter((value): value is number => typeof value === 'number');
  if (!known.length) return [0, STEP];
  const low = Math.max(0, Math.floor((Math.min(...known) * 0.9) / STEP) * STEP);
  return [low, Math.ceil((Math.max(...known) * 1.05) / STEP) * STEP];
}

/** The trend as a line chart: its own chunk (the chart library is larger than the rest of the page,
 *  and the public page's JavaScript budget is 300 KB), loaded when the visitor asks for it. */
export function SalaryTrendChart({
  rows,
  band,
  series,
  label,
  language,
  image,
}: {
  rows: TrendRow[];
  /** The vacancies' figure: its p25 and p75 are drawn as lines. */
  band: SalaryFigure | null;
  series: LineChartSeries[];
  label: string;
  language: 'en' | 'ka';
  /** The same chart as the server draws it (an SVG file), and the link's words. */
  image: { href: string; label: string };
}) {
  const domain = yDomain([...rows.flatMap((row) => [row.vacancies, row.talents]), band?.p25, band?.p75]);
  return (
    <Stack gap="xs" align="flex-start">
      <LineChart
        w="100%"
        h={260}
        role="img"
        aria-label={label}
        data={rows}
        dataKey="label"
        series={series}
        curveType="linear"
        connectNulls={false}
        withLegend={series.length > 1}
        accessibilityLayer={false}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ width: 56, domain }}
        referenceLines={
          band
            ? [
                { y: band.p25, label: 'P25', color: 'gray.5' },
                { y: band.p75, label: 'P75', color: 'gray.5' },
              ]
            : []
        }
        valueFormatter={(value) => formatAmount(value, language)}
      />
      <Button component="a" href={image.href} target="_blank" rel="noopener" variant="subtle" size="xs">
        {image.label}
      </Button>
    </Stack>
  );
}
