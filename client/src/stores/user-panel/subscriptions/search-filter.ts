import type { DictionaryItem } from '../../../api/common';
import type { VacancySearchFilter } from '../../../api/subscriptions';
import type { TextPicker } from '../../../lib/dictionary-groups';
import { VACANCY_ID_FILTERS } from '../../../../../shared/list-settings';
import { vacancyQueryString, type VacancySearchState } from '../../vacancies/VacancySearchStore';

/** The filters of a /vacancies search as a saved search keeps them (sort and page are not part of
 *  what is watched); empty ones left out. */
export function searchFilterOf(state: VacancySearchState): VacancySearchFilter {
  const filter: VacancySearchFilter = {};
  if (state.searchTerm) filter.searchTerm = state.searchTerm;
  for (const name of VACANCY_ID_FILTERS) if (state.filters[name].length) filter[name] = [...state.filters[name]];
  if (state.salaryShown) filter.salaryShown = true;
  return filter;
}

/** The /vacancies address that runs a saved search again. */
export function searchPathOf(filter: VacancySearchFilter): string {
  const filters = Object.fromEntries(
    VACANCY_ID_FILTERS.map((name) => [name, filter[name] ?? []]),
  ) as VacancySearchState['filters'];
  const query = vacancyQueryString({
    searchTerm: filter.searchTerm ?? '',
    filters,
    salaryShown: filter.salaryShown === true,
    sortBy: 1,
    page: 1,
  });
  return query ? `/vacancies?${query}` : '/vacancies';
}

/** One line of a saved search's summary: what is filtered and by which choices. */
export interface SummaryPart {
  label: string;
  value: string;
}

/** A saved search in words, in the page's language: the text, each filter's choices by name (an id
 *  the dictionary no longer has shows as its number), and the salary switch. */
export function searchSummary(
  filter: VacancySearchFilter,
  dictionary: readonly DictionaryItem[] | undefined,
  language: TextPicker,
  t: (key: string) => string,
): SummaryPart[] {
  const names = new Map((dictionary ?? []).map((item) => [item.id, language.pick(item.name, item.nameGE)]));
  const parts: SummaryPart[] = [];
  if (filter.searchTerm) parts.push({ label: t('subscriptions.searches.text'), value: `“${filter.searchTerm}”` });
  for (const name of VACANCY_ID_FILTERS) {
    const ids = filter[name] ?? [];
    if (ids.length)
      parts.push({
        label: t(`vacanciesPage.filters.${name}`),
        value: ids.map((id) => names.get(id) ?? `#${id}`).join(', '),
      });
  }
  if (filter.salaryShown)
    parts.push({ label: t('vacanciesPage.filters.salaryShown'), value: t('subscriptions.searches.yes') });
  return parts;
}
