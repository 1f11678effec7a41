/** A technology and the names people write for it. */
export interface NamedTechnology {
  id: number;
  name: string;
  aliases: string[];
}

/** Ordinary English words that are also technology names: matched only as written (capitalised),
 *  so "let's go" or "spring semester" do not count as Go or Spring. */
const ORDINARY_WORDS = new Set([
  'go',
  'swift',
  'rust',
  'spring',
  'express',
  'dart',
  'ruby',
  'julia',
  'ember',
  'meteor',
  'flask',
  'chef',
  'puppet',
  'salt',
  'mocha',
  'jasmine',
  'gulp',
  'grunt',
  'hive',
  'pig',
  'spark',
  'storm',
  'vault',
  'consul',
  'helm',
  'sketch',
  'slack',
  'unity',
  'ionic',
  'next',
  'nest',
  'remix',
  'solid',
  'rails',
  'oracle',
]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Word characters for the purpose of boundaries: letters of any script, digits, and the
 *  characters that are part of technology names (C#, C++, F#). */
const BEFORE = '(?<![\\p{L}\\p{N}_#+.\\-])';
const AFTER = '(?![\\p{L}\\p{N}_#+]|\\.[\\p{L}\\p{N}])';
/** Short names (C, R) also may not run into a hyphen: "C-level" is no C. */
const AFTER_SHORT = '(?![\\p{L}\\p{N}_#+\\-]|\\.[\\p{L}\\p{N}])';

function patternFor(term: string): RegExp {
  const trimmed = term.trim();
  const short = trimmed.length <= 2;
  const exactCase = short || ORDINARY_WORDS.has(trimmed.toLowerCase());
  return new RegExp(`${BEFORE}${escapeRegExp(trimmed)}${short ? AFTER_SHORT : AFTER}`, exactCase ? 'u' : 'iu');
}

/** Builds a matcher over the given technologies; reuse it for many texts. */
export function createTechnologyMatcher(technologies: NamedTechnology[]) {
  const patterns = technologies.map((technology) => ({
    id: technology.id,
    patterns: [technology.name, ...technology.aliases].filter((t) => t.trim()).map(patternFor),
  }));

  /** Ids of the technologies named in the text, whole words only, in order of first mention. */
  return (text: string): number[] => {
    const hits: { id: number; at: number }[] = [];
    for (const { id, patterns: list } of patterns) {
      const positions = list.map((p) => text.search(p)).filter((at) => at >= 0);
      if (positions.length) hits.push({ id, at: Math.min(...positions) });
    }
    return hits.sort((a, b) => a.at - b.at || a.id - b.id).map((hit) => hit.id);
  };
}
