import { Currency } from '../../../api/enums';
import type { TalentSearchFilters } from '../../../api/talent-directory';

/** The id filters, by their URL (and API) names. */
export const TALENT_ID_FILTERS = ['technologyIds', 'experienceIds', 'fieldIds', 'workLocationIds', 'cityIds'] as const;
export type TalentIdFilter = (typeof TALENT_ID_FILTERS)[number];

/** The number filters, by their URL (and API) names. */
export const TALENT_NUMBER_FILTERS = ['minYears', 'maxYears', 'salaryUpTo'] as const;
export type TalentNumberFilter = (typeof TALENT_NUMBER_FILTERS)[number];

/** The search as the URL keeps it: filters, page, and the company's vacancy the profiles are
 *  compared with (`vacancyId`; null or left out: none). */
export interface TalentSearchState {
  filters: TalentSearchFilters;
  page: number;
  vacancyId?: number | null;
}

const CURRENCIES: readonly Currency[] = [Currency.Gel, Currency.Dollar, Currency.Euro, Currency.PoundSterling];

export const emptyTalentFilters = (): TalentSearchFilters => ({
  technologyIds: [],
  experienceIds: [],
  fieldIds: [],
  workLocationIds: [],
  cityIds: [],
  minYears: null,
  maxYears: null,
  salaryUpTo: null,
  currency: null,
});

const wholeNumber = (text: string | null | undefined): number | null =>
  text && /^\d{1,9}$/.test(text) ? Number(text) : null;

/** Reads a search from a URL query (ids comma-separated, as the API takes them); what does not
 *  parse is left out. */
export function parseTalentQuery(query: string): TalentSearchState {
  const params = new URLSearchParams(query);
  const filters = emptyTalentFilters();
  for (const name of TALENT_ID_FILTERS) {
    const ids = (params.get(name) ?? '')
      .split(',')
      .map(wholeNumber)
      .filter((id): id is number => id !== null && id > 0);
    filters[name] = [...new Set(ids)];
  }
  for (const name of TALENT_NUMBER_FILTERS) filters[name] = wholeNumber(params.get(name));
  const currency = wholeNumber(params.get('currency'));
  filters.currency = CURRENCIES.includes(currency as Currency) ? (currency as Currency) : null;
  const page = wholeNumber(params.get('page'));
  const vacancyId = wholeNumber(params.get('vacancyId'));
  return { filters, page: page && page >= 1 ? page : 1, vacancyId: vacancyId && vacancyId > 0 ? vacancyId : null };
}

/** Writes a search as a URL query, leaving out what is empty. */
export function talentQueryString({ filters, page, vacancyId = null }: TalentSearchState): string {
  const params = new URLSearchParams();
  for (const name of TALENT_ID_FILTERS) if (filters[name].length) params.set(name, filters[name].join(','));
  for (const name of TALENT_NUMBER_FILTERS) if (filters[name] !== null) params.set(name, String(filters[name]));
  if (filters.currency !== null) params.set('currency', String(filters.currency));
  if (vacancyId !== null) params.set('vacancyId', String(vacancyId));
  if (page !== 1) params.set('page', String(page));
  // Commas are safe in a query: `technologyIds=13,11` reads better than `13%2C11`.
  return params.toString().replace(/%2C/g, ',');
}

export const hasTalentFilters = (filters: TalentSearchFilters): boolean =>
  TALENT_ID_FILTERS.some((name) => filters[name].length > 0) ||
  TALENT_NUMBER_FILTERS.some((name) => filters[name] !== null) ||
  filters.currency !== null;
