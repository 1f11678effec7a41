import { Currency, DictionaryType } from '../shared/enums.js';
import { type MatchTalent, scoreMatch } from '../shared/match/vacancy-match.js';
import { loadMatchContext, type MatchContext } from '../src/modules/vacancy/match/match-context.sql.js';
import { matchScoreSql } from '../src/modules/vacancy/match/match-score.sql.js';
import { matchVacancies } from '../src/modules/vacancy/match/vacancy-matches.sql.js';
import {
  type MatchPage,
  matchPageIds,
  missedScoreBound,
  reachingCondition,
} from '../src/modules/vacancy/search/match-page.sql.js';
import { openVacancyCondition } from '../src/modules/visibility/vacancy-visibility.sql.js';
import { signUpTalent } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { vacancySeeder } from './support/vacancy-seed.js';

/**
 * The search's "best match" order scores in SQL (match-score.sql.ts) what the cards score in
 * TypeScript (scoreMatch): the two must agree for every vacancy and every talent, or the order
 * and the numbers on the cards would tell different stories. Vacancies of every kind (a seeded
 * random mix) against talents of every kind.
 */

let t: TestApp;
const { loadDictionary, item, insertVacancy, insertCompany } = vacancySeeder(() => t);
let base: MatchContext;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.4);
  return { next, pick, some };
}

const TECHNOLOGIES = ['react', 'typescript', 'java', 'python', 'vue', 'selenium'];
const LEVELS = ['intern', 'junior', 'middle', 'senior', 'lead'];
const FORMATS = ['on-site', 'remote', 'hybrid'];
const CITIES = ['tbilisi', 'batumi', 'kutaisi'];
const CURRENCIES = [Currency.Gel, Currency.Gel, Currency.Dollar, Currency.Euro, Currency.PoundSterling, Currency.None];
const AMOUNTS = [null, 800, 1500, 2000, 2500, 3000, 3001, 4000, 5000, 7000];

beforeAll(async () => {
  t = await startTestApp();
  await loadDictionary();
  // A rate with four decimals, so that conversions land on halves of a lari.
  await t.db.query('UPDATE currency_rate SET gel_per_unit = 2.7135 WHERE currency = $1', [Currency.Euro]);
  const companyId = await insertCompany('Scored Company', 'scored-company');
  const { pick, some, next } = random(25);
  for (let index = 0; index < 240; index++) {
    const low = pick(AMOUNTS);
    const high = next() < 0.3 ? null : low === null ? pick(AMOUNTS) : low + pick([0, 500, 1500]);
    await insertVacancy({
      companyId,
      title: `Vacancy ${index}`,
      technologies: next() < 0.15 ? [] : some(TECHNOLOGIES),
      experience: next() < 0.2 ? undefined : pick(LEVELS),
      workLocation: next() < 0.2 ? undefined : pick(FORMATS),
      city: next() < 0.25 ? undefined : pick(CITIES),
      // Not part of the match, but in the same array as the technologies (v.filter_items).
      employmentType: next() < 0.3 ? undefined : pick(['full-time', 'part-time', 'contract']),
      jobFunction: next() < 0.3 ? undefined : pick(['frontend-development', 'backend-development']),
      salary:
        low === null && high === null
          ? undefined
          : { min: low, max: high, currency: pick(CURRENCIES), shown: next() < 0.8 },
    });
  }
  // Four technologies of which a talent may know one: 12.5 points, a half to round.
  await insertVacancy({ companyId, title: 'Quarter', technologies: ['react', 'java', 'python', 'vue'] });
  const talent = await signUpTalent(t);
  const [{ id }] = await t.db.query('SELECT id FROM account WHERE email = $1', [talent.email]);
  base = await loadMatchContext(t.db, id);
}, 120_000); // some 1,200 inserts: more than the default 30 s on a busy machine

afterAll(() => t?.close());

describe('the SQL score equals scoreMatch', () => {
  const technology = (key: string) => item(DictionaryType.Technology, key);
  const rank = (key: string) => base.levelRanks.get(item(DictionaryType.Experience, key))!;
  const talents: [string, () => MatchTalent][] = [
    [
      'a talent who gave nothing',
      () => ({ technologyIds: [], levelRank: null, workLocationIds: [], cityIds: [], desiredSalary: null }),
    ],
    [
      'a full profile',
      () => ({
        technologyIds: [technology('react'), technology('typescript')],
        levelRank: rank('middle'),
        workLocationIds: [item(DictionaryType.WorkLocation, 'remote'), item(DictionaryType.WorkLocation, 'hybrid')],
        cityIds: [item(DictionaryType.City, 'tbilisi')],
        desiredSalary: { min: 3000, max: 4000 },
      }),
    ],
    [
      'one technology, the lowest level, on-site in two cities, a minimum only',
      () => ({
        technologyIds: [technology('java')],
        levelRank: rank('intern'),
        workLocationIds: [item(DictionaryType.WorkLocation, 'on-site')],
        cityIds: [item(DictionaryType.City, 'batumi'), item(DictionaryType.City, 'kutaisi')],
        desiredSalary: { min: 2500, max: null },
      }),
    ],
    [
      'every technology, the highest level, a maximum only',
      () => ({
        technologyIds: TECHNOLOGIES.map(technology),
        levelRank: rank('lead'),
        workLocationIds: [],
        cityIds: [item(DictionaryType.City, 'tbilisi')],
        desiredSalary: { min: null, max: 2000 },
      }),
    ],
    [
      'a salary converted to odd lari',
      () => ({
        technologyIds: [technology('python')],
        levelRank: rank('junior'),
        workLocationIds: [item(DictionaryType.WorkLocation, 'remote')],
        cityIds: [],
        desiredSalary: { min: 4070, max: 4071 },
      }),
    ],
  ];

  it.each(talents)('for %s', async (_, talentOf) => {
    const context = { ...base, talent: talentOf() };
    const rows: { id: number; score: number }[] = await t.db.query(
      `SELECT v.id, ${matchScoreSql(context)} AS score FROM vacancy v ORDER BY v.id`,
    );
    expect(rows.length).toBeGreaterThan(200);
    const vacancies = await matchVacancies(
      t.db,
      context,
      rows.map((row) => Number(row.id)),
    );
    const differing = rows
      .map((row) => ({
        id: Number(row.id),
        sql: Number(row.score),
        ts: scoreMatch(context.talent, vacancies.get(Number(row.id))!).score,
      }))
      .filter(({ sql, ts }) => sql !== ts);
    expect(differing).toEqual([]);
    // The mix covers the whole range, not one score many times.
    expect(new Set(rows.map((row) => Number(row.score))).size).toBeGreaterThan(2);
  });

  it('the mix holds the cases the rule turns on', async () => {
    const context = { ...base, talent: talents[1]![1]() };
    const vacancies = [...(await matchVacancies(t.db, context, await allIds())).values()];
    const verdicts = vacancies.map((vacancy) => scoreMatch(context.talent, vacancy));
    for (const salary of ['overlaps', 'above', 'below', 'unknown'])
      expect(verdicts.some((match) => match.salary === salary)).toBe(true);
    for (const part of ['level', 'workFormat', 'city'] as const)
      for (const verdict of ['full', 'none', 'unknown'])
        expect(verdicts.some((match) => match[part] === verdict)).toBe(true);
    expect(verdicts.some((match) => match.level === 'partial')).toBe(true);
    expect(vacancies.some((vacancy) => vacancy.isRemote && vacancy.cityId !== null)).toBe(true);
    expect(vacancies.some((vacancy) => vacancy.salary && vacancy.salary.min === null)).toBe(true);
    expect(vacancies.some((vacancy) => vacancy.technologyIds.length === 0)).toBe(true);
  });
});

describe('a page of the match order', () => {
  beforeAll(async () => {
    // A third of the vacancies published at the same instant: equal scores among them fall to the id.
    await t.db.query(`UPDATE vacancy SET published_at = date_trunc('day', now()) - interval '1 day' WHERE id % 3 = 0`);
  });

  /** Every open vacancy in the order scoreMatch gives: score, then the newest, then the id. */
  async function expectedOrder(context: MatchContext): Promise<number[]> {
    const rows: { id: number; published: string }[] = await t.db.query(
      `SELECT v.id, (extract(epoch FROM v.published_at) * 1000000)::bigint::text AS published FROM vacancy v
        WHERE ${openVacancyCondition('v')}`,
    );
    const vacancies = await matchVacancies(
      t.db,
      context,
      rows.map((row) => Number(row.id)),
    );
    const scored = rows.map((row) => ({
      id: Number(row.id),
      published: BigInt(row.published),
      score: scoreMatch(context.talent, vacancies.get(Number(row.id))!).score,
    }));
    scored.sort(
      (a, b) =>
        b.score - a.score || (b.published > a.published ? 1 : b.published < a.published ? -1 : 0) || b.id - a.id,
    );
    return scored.map((row) => row.id);
  }

  const PAGES: [limit: number, offset: number][] = [
    [10, 0],
    [10, 10],
    [7, 21],
    [36, 0],
    [36, 36],
    [10, 40],
    [10, 60],
    [10, 80],
    [20, 100],
    [20, 140],
    [50, 200],
    [36, 230],
  ];

  it("is the full order's page, from the candidates alone or from every vacancy", async () => {
    const paths: Record<string, MatchPage['path'][]> = {};
    for (const [name, talentOf] of [
      [
        'a talent who gave nothing',
        () => ({ technologyIds: [], levelRank: null, workLocationIds: [], cityIds: [], desiredSalary: null }),
      ],
      [
        'a full profile',
        () => ({
          technologyIds: ['react', 'typescript'].map((key) => item(DictionaryType.Technology, key)),
          levelRank: base.levelRanks.get(item(DictionaryType.Experience, 'middle'))!,
          workLocationIds: [item(DictionaryType.WorkLocation, 'remote'), item(DictionaryType.WorkLocation, 'hybrid')],
          cityIds: [item(DictionaryType.City, 'tbilisi')],
          desiredSalary: { min: 3000, max: 4000 },
        }),
      ],
      ['one technology', () => ({ ...base.talent, technologyIds: [item(DictionaryType.Technology, 'selenium')] })],
    ] as [string, () => MatchTalent][]) {
      const context = { ...base, talent: talentOf() };
      const order = await expectedOrder(context);
      expect(order.length).toBeGreaterThan(200);
      paths[name] = [];
      for (const [limit, offset] of PAGES) {
        const page = await matchPageIds(t.db, openVacancyCondition('v'), [], context, limit, offset);
        expect({ name, limit, offset, ids: page.ids }).toEqual({
          name,
          limit,
          offset,
          ids: order.slice(offset, offset + limit),
        });
        paths[name].push(page.path);
      }
    }
    // Each talent's first page comes from the candidates; deeper pages reach scores the vacancies
    // left out can reach (or run past the candidates), and more are scored; every path is taken.
    for (const found of Object.values(paths)) expect(found[0]).toBe('candidates');
    expect(new Set(Object.values(paths).flat())).toEqual(new Set(['candidates', 'reaching', 'all']));
  });

  it('holds to the filter and its parameters', async () => {
    const context = { ...base, talent: { ...base.talent, technologyIds: [item(DictionaryType.Technology, 'java')] } };
    const java = item(DictionaryType.Technology, 'java');
    const filter = `${openVacancyCondition('v')} AND NOT v.filter_items && $1::int[]`;
    const order = await expectedOrder(context);
    const shown = new Set(
      (await t.db.query(`SELECT v.id FROM vacancy v WHERE ${filter}`, [[java]])).map((row: { id: number }) =>
        Number(row.id),
      ),
    );
    const page = await matchPageIds(t.db, filter, [[java]], context, 10, 0);
    expect(page.ids).toEqual(order.filter((id) => shown.has(id)).slice(0, 10));
  });

  it('bounds the vacancies left out by what each other part can give the talent', () => {
    const nothing = { technologyIds: [], levelRank: null, workLocationIds: [], cityIds: [], desiredSalary: null };
    expect(missedScoreBound({ ...base, talent: nothing })).toBe(10 + 5 + 10 + 5);
    const full = {
      ...nothing,
      levelRank: [...base.levelRanks.values()][0]!,
      workLocationIds: [base.workLocationIds[0]!],
      cityIds: [item(DictionaryType.City, 'tbilisi')],
      desiredSalary: { min: 1, max: 2 },
    };
    expect(missedScoreBound({ ...base, talent: full })).toBe(50);
    // 50: every part at its most (the level, the format, the city; not the salary, which the index
    // cannot tell); 45: the level (20, as nothing below 15 will do) alone; 40: none; 51: none can reach.
    const narrowed = (score: number) =>
      reachingCondition({ ...base, talent: full }, score)?.match(/v\.filter_items &&/g);
    expect(narrowed(50)).toHaveLength(3);
    expect(narrowed(45)).toHaveLength(1);
    expect(reachingCondition({ ...base, talent: full }, 40)).toBeNull();
    expect(reachingCondition({ ...base, talent: full }, 51)).toContain('false');
  });
});

const allIds = async (): Promise<number[]> =>
  (await t.db.query('SELECT id FROM vacancy ORDER BY id')).map((row: { id: number }) => Number(row.id));
