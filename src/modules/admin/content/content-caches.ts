/**
 * The ReadCache keys public answers built from each kind of content start with (see ReadCache.forget,
 * which also drops the landing calls' finished answers). Key facts, static pages, the FAQ and the SEO
 * texts are read afresh on every request, so a change to them has nothing to forget.
 */
export const CACHED_CONTENT = {
  /** The lists themselves, and the vacancy cards and feeds that name a vacancy's city, type, place ... */
  dictionaries: ['dictionary:', 'latestVacancies:', 'rss:', 'openVacancyCounts:'],
  hero: ['hero'],
} as const;
