import type { ExportFormat } from './dto/salary-insights.dto.js';
import type { SalaryInsightsView, SalaryPair, SalaryRow } from './salary-insights.view.js';

const CSV_HEADER = [
  'group',
  'itemId',
  'item',
  'itemGE',
  'source',
  'medianGel',
  'p25Gel',
  'p75Gel',
  'sampleCount',
  'sourceCount',
  'computedAt',
];

/** A CSV field: quoted when it needs to be; text a spreadsheet would run as a formula gets a leading quote. */
const csvField = (value: string | number | null): string => {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The file's name: `salaries-` and the filters (`technology-12-level-3-city-4`), or `all`. */
export function exportFileName(view: SalaryInsightsView, format: ExportFormat): string {
  const parts = [
    view.technology && `technology-${view.technology.id}`,
    view.level && `level-${view.level.id}`,
    view.city && `city-${view.city.id}`,
  ].filter(Boolean);
  return `salaries-${parts.length ? parts.join('-') : 'all'}.${format}`;
}

/** The view as CSV: the filters' own figure first (group `figure`), then the rows by technology,
 *  level and city; one line per source that has a figure. */
export function salaryCsv(view: SalaryInsightsView): string {
  const lines = [CSV_HEADER.join(',')];
  const add = (group: string, item: SalaryRow['item'] | null, pair: SalaryPair) => {
    for (const source of ['vacancies', 'talents'] as const) {
      const figure = pair[source];
      if (!figure) continue;
      lines.push(
        [
          group,
          item?.id ?? null,
          item?.name ?? null,
          item?.nameGE ?? null,
          source,
          figure.median,
          figure.p25,
          figure.p75,
          figure.sampleCount,
          figure.sourceCount,
          view.computedAt,
        ]
          .map(csvField)
          .join(','),
      );
    }
  };
  add('figure', null, view.figure);
  for (const row of view.byTechnology) add('technology', row.item, row);
  for (const row of view.byLevel) add('level', row.item, row);
  for (const row of view.byCity) add('city', row.item, row);
  return `${lines.join('\r\n')}\r\n`;
}
