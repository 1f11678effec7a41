import type { Language } from '../../core/i18n/language.js';
import type { ChartSource } from './dto/salary-insights.dto.js';
import type { SalaryFigure, SalaryInsightsView } from './salary-insights.view.js';

export const CHART_SIZE = { width: 720, height: 400 } as const;
/** DejaVu Sans has the Georgian letters as well as the Latin ones (as the share images). */
const FONT = "'DejaVu Sans', 'Noto Sans Georgian', 'Noto Sans', sans-serif";
const PLOT = { left: 80, right: 690, top: 96, bottom: 340 } as const;

const TEXTS = {
  en: {
    title: 'Monthly salaries',
    all: 'all technologies',
    subtitle: (figure: SalaryFigure, source: ChartSource) =>
      `GEL · median ${figure.median}, middle half ${figure.p25}–${figure.p75} · ${figure.sampleCount} ${
        source === 'vacancies' ? 'vacancies' : 'talents'
      } from ${figure.sourceCount} ${source === 'vacancies' ? 'companies' : 'talents'}`,
    noMedian: 'fewer than 5 sources',
  },
  ka: {
    title: 'თვიური ხელფასები',
    all: 'ყველა ტექნოლოგია',
    subtitle: (figure: SalaryFigure, source: ChartSource) =>
      `ლარი · მედიანა ${figure.median}, შუა ნახევარი ${figure.p25}–${figure.p75} · ${figure.sampleCount} ${
        source === 'vacancies' ? 'ვაკანსია' : 'ტალანტი'
      }, ${figure.sourceCount} ${source === 'vacancies' ? 'კომპანიიდან' : 'ტალანტისგან'}`,
    noMedian: '5-ზე ნაკლები წყარო',
  },
} as const;

/** Text for an SVG text node or attribute. */
export const escapeXml = (text: string): string =>
  text
    .replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** The chart's title: the filters' names, in the chart's language. */
export function chartTitle(view: SalaryInsightsView, language: Language): string {
  const name = (item: SalaryInsightsView['technology']) =>
    item ? (language === 'ka' ? item.nameGE : item.name) : null;
  const parts = [name(view.technology) ?? TEXTS[language].all, name(view.level), name(view.city)].filter(Boolean);
  return `${TEXTS[language].title}: ${parts.join(' · ')}`;
}

/**
 * The figure's trend as an SVG: the band of its 25th–75th percentile and its median as lines
 * across the quarters, each quarter's median a point joined to the next (a quarter below the
 * threshold has none), the quarters under the axis. Every text is escaped.
 */
export function salaryChartSvg(
  view: SalaryInsightsView,
  figure: SalaryFigure,
  source: ChartSource,
  language: Language,
): string {
  const texts = TEXTS[language];
  const medians = figure.quarters
    .map((quarter) => quarter.median)
    .filter((median): median is number => median !== null);
  const low = Math.min(figure.p25, ...medians);
  const high = Math.max(figure.p75, ...medians);
  const padding = Math.max(100, (high - low) * 0.15);
  const min = Math.max(0, Math.floor((low - padding) / 100) * 100);
  const max = Math.ceil((high + padding) / 100) * 100;
  const y = (value: number) => PLOT.bottom - ((value - min) / (max - min)) * (PLOT.bottom - PLOT.top);
  const step = (PLOT.right - PLOT.left) / Math.max(1, figure.quarters.length);
  const x = (index: number) => PLOT.left + step * (index + 0.5);
  const round = (value: number) => Math.round(value * 10) / 10;

  const ticks = [0, 1, 2, 3, 4].map((index) => Math.round(min + ((max - min) * index) / 4));
  const grid = ticks
    .map(
      (tick) =>
        `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${round(y(tick))}" y2="${round(y(tick))}" stroke="#e5e7eb"/>` +
        `<text x="${PLOT.left - 8}" y="${round(y(tick) + 4)}" text-anchor="end" font-size="12" fill="#6b7280">${tick}</text>`,
    )
    .join('');
  const band = `<rect x="${PLOT.left}" y="${round(y(figure.p75))}" width="${PLOT.right - PLOT.left}" height="${round(
    y(figure.p25) - y(figure.p75),
  )}" fill="#228be6" fill-opacity="0.15"/>`;
  const medianLine = `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${round(y(figure.median))}" y2="${round(
    y(figure.median),
  )}" stroke="#228be6" stroke-dasharray="6 4"/>`;
  const segments: string[] = [];
  figure.quarters.forEach((quarter, index) => {
    const next = figure.quarters[index + 1];
    if (quarter.median !== null && next && next.median !== null) {
      segments.push(
        `<line x1="${round(x(index))}" y1="${round(y(quarter.median))}" x2="${round(x(index + 1))}" y2="${round(
          y(next.median),
        )}" stroke="#1864ab" stroke-width="3"/>`,
      );
    }
  });
  const points = figure.quarters
    .map((quarter, index) => {
      const label = `<text x="${round(x(index))}" y="${PLOT.bottom + 20}" text-anchor="middle" font-size="13" fill="#374151">${escapeXml(
        quarter.quarter,
      )}</text>`;
      const mark =
        quarter.median === null
          ? `<text x="${round(x(index))}" y="${PLOT.bottom + 38}" text-anchor="middle" font-size="11" fill="#9ca3af">${escapeXml(
              texts.noMedian,
            )}</text>`
          : `<circle cx="${round(x(index))}" cy="${round(y(quarter.median))}" r="5" fill="#1864ab"/>` +
            `<text x="${round(x(index))}" y="${round(y(quarter.median) - 10)}" text-anchor="middle" font-size="12" fill="#1864ab">${quarter.median}</text>`;
      return label + mark;
    })
    .join('');
  const title = chartTitle(view, language);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_SIZE.width}" height="${CHART_SIZE.height}" viewBox="0 0 ${CHART_SIZE.width} ${CHART_SIZE.height}" font-family="${escapeXml(FONT)}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<text x="24" y="40" font-size="22" font-weight="700" fill="#111827">${escapeXml(title)}</text>` +
    `<text x="24" y="68" font-size="14" fill="#4b5563">${escapeXml(texts.subtitle(figure, source))}</text>` +
    grid +
    band +
    medianLine +
    segments.join('') +
    points +
    `</svg>`
  );
}
