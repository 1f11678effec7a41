/** The box's longest text, and the most terms the server takes. */
export const SMART_SEARCH_MAX_LENGTH = 100;
export const SMART_SEARCH_MAX_TERMS = 10;

/** The box's text as GetSmartSearch terms: its words, repeats (in any case) once, at most ten,
 *  so a long text is cut rather than refused. */
export function smartSearchTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of text.split(/\s+/)) {
    const key = word.toLocaleLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    terms.push(word);
    if (terms.length === SMART_SEARCH_MAX_TERMS) break;
  }
  return terms;
}
