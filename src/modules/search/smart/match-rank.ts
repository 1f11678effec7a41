import type { SqlParams } from '../../../core/sql/sql-params.js';
import { escapeLike } from '../../../core/text/escape-like.js';
import type { PreparedSearch } from '../text/search-query.js';
import type { MatchKind } from './smart-search.view.js';

const KINDS: Record<number, MatchKind> = { 4: 'exact', 3: 'prefix', 2: 'text', 1: 'fuzzy' };

export const matchKindOf = (rank: number): MatchKind => KINDS[Number(rank)] ?? 'fuzzy';

/**
 * SQL of a result's rank (4 exact, 3 prefix, 2 every word, 1 only with a correction) for rows that
 * already match `prepared.fuzzy`. `names` are the text columns a whole-name match counts for
 * (SQL expressions of text, or of text[] in `lists`).
 */
export function matchRankSql(
  prepared: PreparedSearch,
  params: SqlParams,
  vector: string,
  names: string[],
  lists: string[] = [],
): string {
  const phrase = params.add(prepared.phrase);
  const prefix = params.add(`${escapeLike(prepared.phrase)}%`);
  const equal = [
    ...names.map((name) => `lower(${name}) = ${phrase}`),
    ...lists.map((list) => `EXISTS (SELECT 1 FROM unnest(${list}) n WHERE lower(n) = ${phrase})`),
  ];
  const starts = [
    ...names.map((name) => `lower(${name}) LIKE ${prefix}`),
    ...lists.map((list) => `EXISTS (SELECT 1 FROM unnest(${list}) n WHERE lower(n) LIKE ${prefix})`),
  ];
  return `CASE WHEN ${equal.join(' OR ')} THEN 4 WHEN ${starts.join(' OR ')} THEN 3
               WHEN ${vector} @@ ${params.add(prepared.exact)}::tsquery THEN 2 ELSE 1 END`;
}
