import { makeAutoObservable } from 'mobx';
import type { Api } from '../../api';
import {
  StatisticsPeriod,
  type CompanyStatistics,
  type StatisticsCounts,
  type StatisticsSeriesName,
} from '../../api/statistics';
import type { Locale } from '../../i18n/locales';
import { formatMonthYear, formatNumber, formatNumericDate } from '../../lib/format-date';
import { Loadable } from '../base/Loadable';
import type { LanguageStore } from '../LanguageStore';

export const STATISTICS_PERIODS: readonly StatisticsPeriod[] = [
  StatisticsPeriod.Week,
  StatisticsPeriod.Month,
  StatisticsPeriod.Year,
];
export const STATISTICS_SERIES: readonly StatisticsSeriesName[] = ['profileVisits', 'vacancyVisits', 'applications'];

/** One bucket of the chart and the table: its date, its labels and the three counts. */
export interface StatisticsRow extends StatisticsCounts<number> {
  date: string;
  /** Short, for the chart's axis: "05.05" or "05.2026". */
  label: string;
  /** Longer, for the table: "05.05.2026" or "May 2026". */
  fullLabel: string;
}

type Labels = Pick<StatisticsRow, 'label' | 'fullLabel'>;

/** The axis and table labels of each period's buckets (YYYY-MM-DD days): days for week and month,
 *  months for year. */
const dayLabels = (date: string): Labels => ({
  label: formatNumericDate(date, 'dayMonth'),
  fullLabel: formatNumericDate(date),
});
const LABELS: Record<StatisticsPeriod, (date: string, locale: Locale) => Labels> = {
  [StatisticsPeriod.Week]: dayLabels,
  [StatisticsPeriod.Month]: dayLabels,
  [StatisticsPeriod.Year]: (date, locale) => ({
    label: formatNumericDate(date, 'monthYear'),
    fullLabel: formatMonthYear(date, locale),
  }),
};

/** /companyPanel/statistics: profile visits, vacancy visits and applications over the last week,
 *  month or year. Each period keeps its own answer, so a slow answer for one period never shows
 *  under another; choosing a period fetches it again (the counts move while the panel is open). */
export class CompanyStatisticsStore {
  period: StatisticsPeriod = StatisticsPeriod.Week;
  private readonly byPeriod: Record<StatisticsPeriod, Loadable<CompanyStatistics>>;

  constructor(
    api: Api,
    private readonly language: Pick<LanguageStore, 'locale'>,
  ) {
    const loadable = (period: StatisticsPeriod) => new Loadable(() => api.statistics.getCompanyStatistics(period));
    this.byPeriod = {
      [StatisticsPeriod.Week]: loadable(StatisticsPeriod.Week),
      [StatisticsPeriod.Month]: loadable(StatisticsPeriod.Month),
      [StatisticsPeriod.Year]: loadable(StatisticsPeriod.Year),
    };
    makeAutoObservable<CompanyStatisticsStore, 'language' | 'byPeriod'>(this, {
      language: false,
      byPeriod: false,
    });
  }

  /** The current period's request: value, error and loading flag. */
  get current(): Loadable<CompanyStatistics> {
    return this.byPeriod[this.period];
  }

  get statistics(): CompanyStatistics | undefined {
    return this.current.value;
  }

  get isLoading(): boolean {
    return this.current.isLoading;
  }

  /** The last request for the period failed (an earlier answer may still be shown). */
  get failed(): boolean {
    return this.current.failed;
  }

  load(): Promise<void> {
    return this.current.load();
  }

  setPeriod(period: StatisticsPeriod): void {
    if (period === this.period) return;
    this.period = period;
    void this.load();
  }

  get totals(): StatisticsCounts<number> {
    return this.statistics?.totals ?? { profileVisits: 0, vacancyVisits: 0, applications: 0 };
  }

  /** Loaded, and not one visit or application in the period. */
  get isEmpty(): boolean {
    return this.statistics !== undefined && STATISTICS_SERIES.every((name) => this.totals[name] === 0);
  }

  /** One row per bucket, oldest first, labelled in the interface's language. */
  get rows(): StatisticsRow[] {
    const statistics = this.statistics;
    if (!statistics) return [];
    const labels = LABELS[statistics.period] ?? LABELS[this.period];
    const locale = this.language.locale;
    const dates = [
      ...new Set(STATISTICS_SERIES.flatMap((name) => statistics.series[name].map((point) => point.date))),
    ].sort();
    const countsOf = (name: StatisticsSeriesName) =>
      new Map(statistics.series[name].map((point) => [point.date, point.count] as const));
    const profileVisits = countsOf('profileVisits');
    const vacancyVisits = countsOf('vacancyVisits');
    const applications = countsOf('applications');
    return dates.map((date) => ({
      date,
      ...labels(date, locale),
      profileVisits: profileVisits.get(date) ?? 0,
      vacancyVisits: vacancyVisits.get(date) ?? 0,
      applications: applications.get(date) ?? 0,
    }));
  }

  /** The period's first and last day, e.g. "29.04.2026 – 05.05.2026". */
  get range(): string | undefined {
    const statistics = this.statistics;
    if (!statistics) return undefined;
    return `${formatNumericDate(statistics.from)} – ${formatNumericDate(statistics.to)}`;
  }

  /** A count in the interface's language ("1,234", "1 234"). */
  formatCount(count: number): string {
    return formatNumber(count, this.language.locale);
  }
}
