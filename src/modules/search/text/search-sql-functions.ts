import { GEORGIAN_TO_LATIN, SYMBOL_WORDS, WORD_CHARACTERS } from './search-text.js';

/**
 * The database's half of search-text.ts, as SQL functions generated from the same constants (the
 * SmartSearch migration creates them; a change to the rules needs a migration that re-creates them
 * and refreshes the search vectors).
 *
 * - search_latin(text): Georgian letters in Latin.
 * - search_normalize(text): lower case, symbolic technology names spelt out, words split by one space.
 * - search_vector(text, weight): the words and the Latin form of the Georgian ones, as a tsvector.
 * - search_word_tsquery(word, corrections): one word of a query: a prefix (exact for one letter), its
 *   Latin form too, and the corrections of a misspelt word; tsquery text.
 * - search_tsquery(text): every word of the text must match (at most 12 words).
 * - search_expand(text): the words of a query with their corrections from the lexicon (search_word)
 *   when no known word starts with them: one or two letters off (by length) count as a misspelling,
 *   the closest first (fewest edits, then most trigrams in common).
 * - search_fuzzy_tsquery(text): search_tsquery with those corrections: what a text search matches.
 */
export const MAX_QUERY_WORDS = 12;
/** Words longer than this never enter the lexicon (they are not words anyone misspells). */
export const MAX_LEXICON_WORD = 40;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function latinSql(): string {
  const single = Object.entries(GEORGIAN_TO_LATIN).filter(([, latin]) => latin.length === 1);
  const double = Object.entries(GEORGIAN_TO_LATIN).filter(([, latin]) => latin.length > 1);
  const replaced = double.reduce(
    (expression, [georgian, latin]) => `replace(${expression}, ${quote(georgian)}, ${quote(latin)})`,
    'value',
  );
  return `translate(${replaced}, ${quote(single.map(([georgian]) => georgian).join(''))}, ${quote(single.map(([, latin]) => latin).join(''))})`;
}

function normalizeSql(): string {
  const word = `[${WORD_CHARACTERS}]`;
  const spelt = SYMBOL_WORDS.reduce((expression, [symbol, spelling]) => {
    const before = symbol.startsWith('.') ? '' : `(?<!${word})`;
    return `regexp_replace(${expression}, ${quote(`${before}${escapeRegex(symbol)}(?!${word})`)}, ${quote(` ${spelling} `)}, 'g')`;
  }, 'lower(value)');
  return `btrim(regexp_replace(${spelt}, ${quote(`[^${WORD_CHARACTERS}]+`)}, ' ', 'g'))`;
}

export function searchSqlFunctions(): string[] {
  return [
    `CREATE OR REPLACE FUNCTION search_latin(value text) RETURNS text
       LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ${latinSql()} $$`,
    `CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
       LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ${normalizeSql()} $$`,
    `CREATE OR REPLACE FUNCTION search_vector(value text, weight "char") RETURNS tsvector
       LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT setweight(to_tsvector('simple', CASE WHEN n ~ '[ა-ჰ]' THEN n || ' ' || search_latin(n) ELSE n END), weight)
           FROM search_normalize(coalesce(value, '')) n $$`,
    `CREATE OR REPLACE FUNCTION search_word_tsquery(word text, corrections text[]) RETURNS text
       LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT '(' || array_to_string(
                  ARRAY[CASE WHEN char_length(word) > 1 THEN word || ':*' ELSE word END]
                  || CASE WHEN word ~ '[ა-ჰ]' THEN ARRAY[search_latin(word) || ':*'] ELSE '{}'::text[] END
                  || coalesce(corrections, '{}'::text[]),
                  ' | ') || ')' $$`,
    `CREATE OR REPLACE FUNCTION search_tsquery(value text) RETURNS tsquery
       LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT to_tsquery('simple', string_agg(search_word_tsquery(w, NULL), ' & ' ORDER BY n))
           FROM unnest((string_to_array(search_normalize(coalesce(value, '')), ' '))[1:${MAX_QUERY_WORDS}]) WITH ORDINALITY AS words (w, n)
          WHERE w <> '' $$`,
    // A word is misspelt when no word of the lexicon starts with it (nor with its Latin form).
    `CREATE OR REPLACE FUNCTION search_expand(value text) RETURNS TABLE (word text, corrections text[])
       LANGUAGE sql STABLE PARALLEL SAFE AS $$
         SELECT w,
                CASE WHEN char_length(w) < 4
                       OR EXISTS (SELECT 1 FROM search_word s WHERE s.word >= w AND s.word < w || chr(1114111))
                       OR (w ~ '[ა-ჰ]' AND EXISTS (SELECT 1 FROM search_word s WHERE s.word >= search_latin(w) AND s.word < search_latin(w) || chr(1114111)))
                     THEN '{}'::text[]
                     ELSE ARRAY(
                       SELECT s.word FROM search_word s
                        WHERE char_length(s.word) BETWEEN char_length(w) - k AND char_length(w) + k
                          AND levenshtein_less_equal(s.word, w, k) <= k
                        ORDER BY levenshtein_less_equal(s.word, w, k), similarity(s.word, w) DESC, s.word
                        LIMIT 5)
                END
           FROM unnest((string_to_array(search_normalize(coalesce(value, '')), ' '))[1:${MAX_QUERY_WORDS}]) WITH ORDINALITY AS words (w, n),
                LATERAL (SELECT CASE WHEN char_length(w) <= 5 THEN 1 ELSE 2 END AS k) distance
          WHERE w <> ''
          ORDER BY n $$`,
    `CREATE OR REPLACE FUNCTION search_fuzzy_tsquery(value text) RETURNS tsquery
       LANGUAGE sql STABLE PARALLEL SAFE AS $$
         SELECT to_tsquery('simple', string_agg(search_word_tsquery(word, corrections), ' & ')) FROM search_expand(value) $$`,
  ];
}
