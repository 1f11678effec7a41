import type { VacancyIdFilter } from '../../../../shared/list-settings.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { translate } from '../../../core/i18n/translator.js';
import { SUBSCRIPTION_LIMITS } from './dto/subscription-fields.rules.js';
import type { Db } from './subscriber-account.js';
import { SEARCH_FILTER_ID_FIELDS, type VacancySearchFilter } from './dto/vacancy-search-filter.js';
import { shorten } from '../../../../shared/text/shorten.js';

const SEPARATOR = ' · ';

/**
 * A saved search's default name, read from its filter in the request's language: the search text,
 * then the first chosen item of each filter (technologies, cities, job functions ...) with "+n" for
 * the others, e.g. "react · React +1 · Tbilisi". At most 100 characters.
 */
export async function summarizeSearch(db: Db, filter: VacancySearchFilter, language: Language): Promise<string> {
  const fields = Object.keys(SEARCH_FILTER_ID_FIELDS) as VacancyIdFilter[];
  const ids = fields.flatMap((field) => filter[field] ?? []);
  const rows: { id: number; name: string; name_ge: string | null }[] = ids.length
    ? await db.query(
        'SELECT id, name, name_ge FROM dictionary_item WHERE id = ANY($1::int[]) ORDER BY order_index, id',
        [ids],
      )
    : [];
  const parts = filter.searchTerm ? [filter.searchTerm] : [];
  for (const field of fields) {
    const chosen = new Set(filter[field] ?? []);
    const names = rows
      .filter((row) => chosen.has(Number(row.id)))
      .map((row) => localized(language, row.name, row.name_ge));
    if (names.length) parts.push(names.length > 1 ? `${names[0]} +${names.length - 1}` : names[0]);
  }
  if (filter.salaryShown) parts.push(translate(language, 'subscriptions.withSalary'));
  return shorten(parts.join(SEPARATOR), SUBSCRIPTION_LIMITS.name);
}
