import { SEARCH_FILTER_ID_FIELDS } from './dto/vacancy-search-filter.js';

/** The users module's `search_subscription` (saved vacancy searches) as other modules read it: a
 *  dictionary item's use, before the back office deletes it. */

/** The filter fields of a saved search that hold dictionary item ids (for {@link savedSearchItemUsageSql}). */
export const SAVED_SEARCH_ID_FIELDS: readonly string[] = Object.keys(SEARCH_FILTER_ID_FIELDS);

/** SQL answering rows (id, n): for each id of the int[] parameter `idsParam`, how many saved
 *  searches name it in one of the fields of the text[] parameter `fieldsParam` ({@link SAVED_SEARCH_ID_FIELDS}). */
export const savedSearchItemUsageSql = (idsParam: string, fieldsParam: string): string =>
  `SELECT i AS id, count(*) AS n
     FROM search_subscription s
     CROSS JOIN LATERAL jsonb_each(s.search) AS filter (field, value)
     CROSS JOIN unnest(${idsParam}::int[]) AS i
    WHERE filter.field = ANY (${fieldsParam}::text[]) AND jsonb_typeof(filter.value) = 'array' AND filter.value @> to_jsonb(i)
    GROUP BY 1`;
