import type { DataSource, EntityManager } from 'typeorm';

/** A word of a query and the words of the lexicon it may be a misspelling of. */
export interface QueryWord {
  word: string;
  corrections: string[];
}

/**
 * A text search ready to run: tsquery texts to pass as `$n::tsquery` (computed once, so no search
 * function runs per row) and the phrase for the exact and prefix ranks.
 */
export interface PreparedSearch {
  /** The text as typed, trimmed and lower-cased: a title equal to it is an exact match. */
  phrase: string;
  /** Every word by prefix (Georgian also in Latin letters). */
  exact: string;
  /** The same, a misspelt word also as its corrections: what a search matches. */
  fuzzy: string;
  words: QueryWord[];
}

/** Prepares the text (terms joined by spaces); null when it holds no word to search for. */
export async function prepareSearch(db: DataSource | EntityManager, text: string): Promise<PreparedSearch | null> {
  const [row]: { words: QueryWord[] | null; exact: string | null; fuzzy: string | null }[] = await db.query(
    `WITH words AS (SELECT * FROM search_expand($1))
     SELECT (SELECT json_agg(json_build_object('word', word, 'corrections', corrections)) FROM words) AS words,
            search_tsquery($1)::text AS exact,
            search_fuzzy_tsquery($1)::text AS fuzzy`,
    [text],
  );
  if (!row?.words?.length || !row.exact || !row.fuzzy) return null;
  return { phrase: text.trim().toLowerCase(), exact: row.exact, fuzzy: row.fuzzy, words: row.words };
}
