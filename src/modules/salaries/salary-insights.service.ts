import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DictionaryType } from '../../../shared/enums.js';
import { ReadCache } from '../../core/cache/read-cache.service.js';
import { AppException } from '../../core/errors/app.exception.js';
import { type Language, localized } from '../../core/i18n/language.js';
import { currencyRates } from '../common/currency-rates.sql.js';
import type { SalaryInsightsQuery } from './dto/salary-insights.dto.js';
import { SALARY_CACHE_PREFIX } from './salary-insight-runner.service.js';
import {
  dictionaryItemsOf,
  lastSalaryInsightRun,
  type SalaryDimension,
  type SalaryGroup,
  type SalaryInsightRow,
  salaryInsightsBy,
  salaryInsightsOfGroup,
} from './salary-insight.sql.js';
import { ALL, SalarySource } from './salary-rules.js';
import type { SalaryFigure, SalaryInsightsView, SalaryItem, SalaryPair, SalaryRow } from './salary-insights.view.js';

/** Each filter: its dictionary and the message of a wrong id. */
const FILTERS = [
  { field: 'technologyId', type: DictionaryType.Technology, message: 'salaries.technologyIdInvalid' },
  { field: 'experienceId', type: DictionaryType.Experience, message: 'salaries.experienceIdInvalid' },
  { field: 'cityId', type: DictionaryType.City, message: 'salaries.cityIdInvalid' },
] as const;

const figureOf = (row: SalaryInsightRow): SalaryFigure => ({
  median: Number(row.median),
  p25: Number(row.p25),
  p75: Number(row.p75),
  sampleCount: Number(row.sample_count),
  sourceCount: Number(row.source_count),
  quarters: typeof row.quarters === 'string' ? JSON.parse(row.quarters) : row.quarters,
});

const pairOf = (rows: SalaryInsightRow[]): SalaryPair => {
  const of = (source: SalarySource) => rows.find((row) => Number(row.source) === source);
  const vacancies = of(SalarySource.Vacancies);
  const talents = of(SalarySource.Talents);
  return { vacancies: vacancies ? figureOf(vacancies) : null, talents: talents ? figureOf(talents) : null };
};

/** The public salary insights (Salaries/*), read from the figures the last run left, cached until the next. */
@Injectable()
export class SalaryInsightsService {
  constructor(
    private readonly db: DataSource,
    private readonly cache: ReadCache,
  ) {}

  /** GET Salaries/GetSalaryInsights: 400 on the field of an id that is not of its dictionary. */
  insights(query: SalaryInsightsQuery, language: Language): Promise<SalaryInsightsView> {
    const key = `${SALARY_CACHE_PREFIX}${language}:${query.technologyId ?? ALL}:${query.experienceId ?? ALL}:${query.cityId ?? ALL}`;
    return this.cache.remember(key, () => this.load(query, language));
  }

  private async load(query: SalaryInsightsQuery, language: Language): Promise<SalaryInsightsView> {
    const [technology, level, city] = await this.filterItems(query, language);
    const group: SalaryGroup = {
      technology_id: technology?.id ?? ALL,
      experience_id: level?.id ?? ALL,
      city_id: city?.id ?? ALL,
    };
    const by = async (dimension: SalaryDimension, given: SalaryItem | null) =>
      given ? [] : this.rowsBy(group, dimension, language);
    const [computedAt, rates, exact, byTechnology, byLevel, byCity] = await Promise.all([
      lastSalaryInsightRun(this.db),
      currencyRates(this.db),
      salaryInsightsOfGroup(this.db, group),
      by('technology_id', technology),
      by('experience_id', level),
      by('city_id', city),
    ]);
    const median = (row: SalaryRow) => row.vacancies?.median ?? -1;
    const talentMedian = (row: SalaryRow) => row.talents?.median ?? -1;
    const samples = (row: SalaryRow) => row.vacancies?.sampleCount ?? -1;
    const talentSamples = (row: SalaryRow) => row.talents?.sampleCount ?? -1;
    return {
      computedAt: computedAt?.toISOString() ?? null,
      rates: rates.map(({ currency, gelPerUnit, rateDate }) => ({ currency, gelPerUnit, rateDate })),
      technology,
      level,
      city,
      figure: pairOf(exact),
      byTechnology: byTechnology.sort((a, b) => median(b) - median(a) || talentMedian(b) - talentMedian(a)),
      byLevel,
      byCity: byCity.sort((a, b) => samples(b) - samples(a) || talentSamples(b) - talentSamples(a)),
    };
  }

  /** The filters' items, each null when not given; 400 when an id is not an item of its dictionary. */
  private async filterItems(query: SalaryInsightsQuery, language: Language): Promise<(SalaryItem | null)[]> {
    const ids = FILTERS.map((filter) => query[filter.field]);
    const rows = await dictionaryItemsOf(
      this.db,
      ids.filter((id): id is number => id !== undefined),
    );
    return FILTERS.map((filter, index) => {
      const id = ids[index];
      if (id === undefined) return null;
      const row = rows.find((item) => Number(item.id) === id && Number(item.type) === filter.type);
      if (!row) throw AppException.validation(filter.field, filter.message);
      return { id, name: localized(language, row.name, row.name_ge), nameGE: row.name_ge || row.name };
    });
  }

  /** One row per item of `dimension` that has a figure of either source, in the dictionary's order. */
  private async rowsBy(group: SalaryGroup, dimension: SalaryDimension, language: Language): Promise<SalaryRow[]> {
    const rows = await salaryInsightsBy(this.db, group, dimension);
    const items = new Map<number, typeof rows>();
    for (const row of rows) items.set(Number(row.item_id), [...(items.get(Number(row.item_id)) ?? []), row]);
    return [...items.values()]
      .sort((a, b) => a[0]!.order_index - b[0]!.order_index || Number(a[0]!.item_id) - Number(b[0]!.item_id))
      .map((itemRows) => {
        const first = itemRows[0]!;
        return {
          item: {
            id: Number(first.item_id),
            name: localized(language, first.name ?? '', first.name_ge),
            nameGE: first.name_ge || first.name || '',
          },
          ...pairOf(itemRows),
        };
      });
  }
}
