import { seededRandom } from '../../src/database/seed/demo/activity.js';
import { companySlug } from '../../src/modules/company/company-slug.js';
import { TEAM_SIZES } from '../../src/modules/company/profile/profile.rules.js';
import { DictionaryType } from '../../shared/enums.js';
import { allIdsOf, type DictionaryIds, pick, type Query } from './sql-pieces.js';
import { GEORGIAN_NAME_PARTS, LATIN_NAME_PARTS, TAGLINES } from './vocabulary.js';

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const combinations = (
  first: string[],
  second: string[],
  third: string[],
  join: (a: string, b: string, c: string) => string,
) => first.flatMap((a) => second.flatMap((b) => third.map((c) => join(a, b, c))));

/** `count` distinct company names, `georgianShare` of them in Georgian script, in a mixed order. */
export function companyNames(count: number, georgianShare: number): string[] {
  const random = seededRandom(7);
  const georgian = shuffled(
    combinations(
      GEORGIAN_NAME_PARTS.first,
      GEORGIAN_NAME_PARTS.second,
      GEORGIAN_NAME_PARTS.third,
      (a, b, c) => `${a} ${b}${c}`,
    ),
    random,
  );
  const latin = shuffled(
    [
      ...combinations(
        LATIN_NAME_PARTS.first,
        LATIN_NAME_PARTS.second,
        LATIN_NAME_PARTS.third,
        (a, b, c) => `${a} ${b}${c}`,
      ),
      ...combinations(
        LATIN_NAME_PARTS.ofFirst,
        LATIN_NAME_PARTS.ofCity,
        LATIN_NAME_PARTS.ofLast,
        (a, b, c) => `${a} of ${b} ${c}`,
      ),
    ].filter((name) => !/\b(\w+) \1\b/.test(name)),
    random,
  );
  const georgianCount = Math.round(count * georgianShare);
  if (georgianCount > georgian.length || count - georgianCount > latin.length)
    throw new Error(`Not enough company names for ${count}`);
  return shuffled([...georgian.slice(0, georgianCount), ...latin.slice(0, count - georgianCount)], random);
}

/** URL names as the product makes them (Georgian transliterated), made unique with -2, -3 ... */
function uniqueSlugs(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const base = companySlug(name) || 'company';
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/** Companies (about 60 % verified, created over two years) with their technology stacks. */
export async function fillCompanies(query: Query, dictionary: DictionaryIds, count: number): Promise<void> {
  const names = companyNames(count, 0.3);
  await query(
    `INSERT INTO company (name, transformed_name, tagline, about, about_ge, team_size, is_verified, verified_date, created_at)
     SELECT n.name, n.slug, t.tagline, t.tagline || '. ' || n.name || ' has offices in Tbilisi and Batumi.',
            CASE WHEN random() < 0.5 THEN n.name || ' — ქართული ტექნოლოგიური კომპანია.' END,
            ${pick('$3::text[]')}, s.verified, CASE WHEN s.verified THEN s.created + interval '7 days' END, s.created
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(name, slug, i)
       CROSS JOIN LATERAL (SELECT random() < 0.6 AS verified, now() - random() * interval '730 days' AS created, n.i AS i) s
       CROSS JOIN LATERAL (SELECT ($4::text[])[1 + (s.i % array_length($4::text[], 1))::int] AS tagline) t`,
    [names, uniqueSlugs(names), [...TEAM_SIZES], TAGLINES],
  );
  await query(
    `INSERT INTO company_technology (company_id, technology_id)
     SELECT c.id, ${pick('$1::int[]')} FROM company c CROSS JOIN generate_series(1, 8) k WHERE k <= 3 + c.id % 6
     ON CONFLICT DO NOTHING`,
    [allIdsOf(dictionary, DictionaryType.Technology)],
  );
}
