import type { QueryWord } from './search-query.js';
import { textWords, toLatin } from './search-text.js';

/** A matched part of a text: UTF-16 offsets, end exclusive. */
export type Highlight = [start: number, end: number];

/** Whether a word of a text matches a word of the query the way search_word_tsquery does: by
 *  prefix (one letter only whole), in Latin letters too, or as one of its corrections. */
function matches(textWord: string, queryWord: QueryWord): boolean {
  const forms = new Set([textWord, toLatin(textWord)]);
  const prefixes = new Set([queryWord.word, toLatin(queryWord.word)]);
  for (const form of forms) {
    for (const prefix of prefixes) {
      if (prefix.length > 1 ? form.startsWith(prefix) : form === prefix) return true;
    }
    if (queryWord.corrections.includes(form)) return true;
  }
  return false;
}

/** The words of the text that the query matched. */
export function highlightsIn(text: string | null, words: QueryWord[]): Highlight[] {
  if (!text) return [];
  return textWords(text)
    .filter((textWord) => words.some((queryWord) => matches(textWord.word, queryWord)))
    .map((textWord) => [textWord.start, textWord.end]);
}
