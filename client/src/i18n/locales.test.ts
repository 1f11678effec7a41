import { readFileSync } from 'node:fs';

const read = (file: string) => JSON.parse(readFileSync(new URL(`./${file}.json`, import.meta.url), 'utf8'));
/** Texts that come with one page's code (addPageTexts). */
const PAGE_TEXTS = [
  '../pages/partners/texts',
  '../pages/news/texts',
  '../pages/companies/review-texts',
  '../pages/search/texts',
  '../pages/compare/texts',
  '../pages/companies/claim-texts',
  '../pages/auth/password-recovery-texts',
  '../pages/vacancies/match/texts',
  '../pages/vacancies/match-words',
  '../pages/salaries/texts',
];
/** A language's texts: every page's, the signed-in pages' (`<name>.account.json`) and the pages' own. */
const load = (name: string) =>
  Object.assign(
    { ...read(name), ...read(`${name}.account`) },
    ...PAGE_TEXTS.map((folder) => read(`${folder}/${name}`)),
  );

/** Every leaf of a nested object as `a.b.c` → value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) result.set(path, leaf);
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

const GEORGIAN = /[\u10D0-\u10FF]/;

describe('locale files', () => {
  const english = leaves(load('en-US'));
  const georgian = leaves(load('ka-GE'));

  it('keep each section in one of the two files of a language', () => {
    for (const name of ['en-US', 'ka-GE']) {
      const files = [read(name), read(`${name}.account`), ...PAGE_TEXTS.map((folder) => read(`${folder}/${name}`))];
      const sections = files.flatMap((file) => Object.keys(file));
      expect([name, sections.filter((section, index) => sections.indexOf(section) !== index)]).toEqual([name, []]);
    }
  });

  it('have the same keys, at every depth', () => {
    expect([...georgian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ['en-US', english],
    ['ka-GE', georgian],
  ])('%s has a non-empty text for every key', (_name, texts) => {
    const empty = [...texts]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keep the same {{placeholders}} in both languages', () => {
    const placeholders = (text: unknown) => (String(text).match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const [key, text] of english)
      expect([key, placeholders(georgian.get(key))]).toEqual([key, placeholders(text)]);
  });

  it('are written in Georgian script in ka-GE wherever English words stand in en-US', () => {
    const untranslated = [...english]
      .filter(
        ([key, text]) =>
          georgian.get(key) === text && /[a-z]{3,}/i.test(String(text).replace(/TechBoard\.ge|EN|ქართ/g, '')),
      )
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
    expect([...georgian.values()].filter((text) => GEORGIAN.test(String(text))).length).toBeGreaterThan(
      georgian.size * 0.9,
    );
  });
});
