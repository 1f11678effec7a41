import type pg from 'pg';
import { Currency, DictionaryType } from '../../shared/enums.js';
import { GEORGIAN_TO_LATIN } from '../../src/modules/search/text/search-text.js';
import { BENCH_COMPANY_EMAIL, BENCH_COMPANY_PASSWORD } from './directory.js';
import { BENCH_TALENT_PASSWORD } from './talents.js';

export type ScenarioGroup =
  | 'Vacancy search'
  | 'Company search'
  | 'Smart search'
  | 'Talent search'
  | 'Salary insights'
  | 'Hostile input'
  | 'Landing page'
  | 'Vacancy page'
  | 'RSS';

export interface Scenario {
  group: ScenarioGroup;
  name: string;
  /** Path and query, from /api. */
  path: string;
  headers: Record<string, string>;
  /** A landing page call: its target is throughput. */
  landing: boolean;
  /** The account whose session sends the requests (company-session.ts adds its token per server). */
  signIn?: { email: string; password: string };
}

/** Georgian typed in Latin letters the way people do (the national romanisation, as the search reads it). */
export const romanize = (text: string) => [...text].map((char) => GEORGIAN_TO_LATIN[char] ?? char).join('');

const query = (params: Record<string, string | number | boolean | (string | number)[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const one of [value].flat()) search.append(key, String(one));
  return search.toString();
};

const EN = { 'Accept-Language': 'en' };
const KA = { 'Accept-Language': 'ka' };

/** The scenarios, with values taken from the bench data so that each search finds something. */
export async function buildScenarios(db: pg.Client): Promise<Scenario[]> {
  const item = async (type: DictionaryType, key: string): Promise<number> => {
    const { rows } = await db.query('SELECT id FROM dictionary_item WHERE type = $1 AND key = $2', [type, key]);
    if (!rows[0]) throw new Error(`No dictionary item ${key}: run npm run bench:data`);
    return Number(rows[0].id);
  };
  const react = await item(DictionaryType.Technology, 'react');
  const python = await item(DictionaryType.Technology, 'python');
  const tbilisi = await item(DictionaryType.City, 'tbilisi');
  const batumi = await item(DictionaryType.City, 'batumi');
  const typescript = await item(DictionaryType.Technology, 'typescript');
  const middle = await item(DictionaryType.Experience, 'middle');
  const senior = await item(DictionaryType.Experience, 'senior');
  const hybrid = await item(DictionaryType.WorkLocation, 'hybrid');
  const remote = await item(DictionaryType.WorkLocation, 'remote');
  const open = `v.status = 1 AND v.approval = 2 AND v.deadline > now()`;
  // A Georgian-named company with open vacancies, and an open vacancy with both titles for its page.
  const {
    rows: [georgian],
  } = await db.query(
    `SELECT c.name FROM company c WHERE c.name ~ '^[ა-ჰ]+ [ა-ჰ]+$' AND EXISTS (SELECT 1 FROM vacancy v WHERE v.company_id = c.id AND ${open})
      ORDER BY c.id LIMIT 1`,
  );
  const {
    rows: [page],
  } = await db.query(
    `SELECT v.id FROM vacancy v WHERE ${open} AND v.title_ge IS NOT NULL ORDER BY v.id LIMIT 1 OFFSET 100`,
  );
  if (!georgian || !page) throw new Error('The bench database has no data: run npm run bench:data');
  const georgianWord = String(georgian.name).split(' ')[1];
  // The talent the "best match" scenarios sign in as: one with a level, technologies, a desired
  // salary, work formats and cities, so every part of the score is computed.
  const {
    rows: [matcher],
  } = await db.query(
    `SELECT a.email FROM account a JOIN talent_profile p ON p.account_id = a.id
      WHERE a.account_kind = 1 AND a.experience_id IS NOT NULL AND p.desired_salary_min IS NOT NULL
        AND cardinality(p.work_location_ids) > 0 AND cardinality(p.city_ids) > 0
        AND (SELECT count(*) FROM account_technology t WHERE t.account_id = a.id) >= 3
      ORDER BY a.id LIMIT 1`,
  );
  if (!matcher) throw new Error('The bench database has no talent with a full profile: run npm run bench:data');

  const vacancies = (name: string, params: Parameters<typeof query>[0], headers = EN): Scenario => ({
    group: 'Vacancy search',
    name,
    path: `/api/Vacancy/SearchVacancies?${query(params)}`,
    headers,
    landing: false,
  });
  const byMatch = (name: string, params: Parameters<typeof query>[0]): Scenario => ({
    ...vacancies(name, { ...params, sort: 'match' }),
    signIn: { email: String(matcher.email), password: BENCH_TALENT_PASSWORD },
  });
  const salaries = (name: string, path: string, headers = EN): Scenario => ({
    group: 'Salary insights',
    name,
    path,
    headers,
    landing: false,
  });
  const companies = (name: string, params: Parameters<typeof query>[0], headers = EN): Scenario => ({
    group: 'Company search',
    name,
    path: `/api/Company/searchCompanies?${query(params)}`,
    headers,
    landing: false,
  });
  const smart = (name: string, terms: string[], headers = EN): Scenario => ({
    group: 'Smart search',
    name,
    path: `/api/Search/GetSmartSearch?${query({ SearchTerm: terms })}`,
    headers,
    landing: false,
  });
  const landing = (name: string, path: string): Scenario => ({
    group: 'Landing page',
    name,
    path,
    headers: EN,
    landing: true,
  });
  const talents = (name: string, params: Parameters<typeof query>[0]): Scenario => ({
    group: 'Talent search',
    name,
    path: `/api/Company/SearchTalents${Object.keys(params).length ? `?${query(params)}` : ''}`,
    headers: EN,
    landing: false,
    signIn: { email: BENCH_COMPANY_EMAIL, password: BENCH_COMPANY_PASSWORD },
  });
  // Compare with "one term: react": hostile input may not cost much more than a plain search.
  const hostile = (name: string, path: string): Scenario => ({
    group: 'Hostile input',
    name,
    path,
    headers: EN,
    landing: false,
  });
  const METACHARACTERS = [
    "'; DROP TABLE vacancy; --",
    '.*+?^${}()|[]\\',
    'react:* | !python & <->',
    '%_%\\_',
    '(((((',
    '[a-z]+$',
    "' OR 1=1 --",
    '&&||!!',
    'react',
    '\\x00\\u0000',
  ];
  return [
    vacancies('text: react', { searchTerm: 'react' }),
    vacancies('filters: technology, cities, work locations', {
      technologies: [react, python],
      cities: [tbilisi, batumi],
      workLocations: [hybrid, remote],
    }),
    vacancies('text + filters: developer, React, Tbilisi, hybrid', {
      searchTerm: 'developer',
      technologies: react,
      cities: tbilisi,
      workLocations: hybrid,
    }),
    vacancies('Georgian text: დეველოპერი', { searchTerm: 'დეველოპერი' }, KA),
    vacancies('misspelt text: javscript', { searchTerm: 'javscript' }),
    vacancies('page 50, no filter', { page: 50 }),
    byMatch('sorted by match (a talent), no filter', {}),
    byMatch('sorted by match (a talent), one technology: React', { technologies: react }),
    byMatch('sorted by match (a talent), React, Tbilisi, hybrid', {
      technologies: react,
      cities: tbilisi,
      workLocations: hybrid,
    }),
    companies('text, Latin name part: Kartuli', { searchTerm: 'Kartuli' }),
    companies(`text, Georgian name part: ${georgianWord}`, { searchTerm: georgianWord }, KA),
    companies('filter: React, verified', { technologies: react, isVerified: true }),
    smart('one term: react', ['react']),
    smart('two terms: senior, python', ['senior', 'python']),
    smart('Georgian term: დეველოპერი', ['დეველოპერი'], KA),
    smart('misspelt term: javscript', ['javscript']),
    smart(`company typed in Latin: ${romanize(georgian.name)} (${georgian.name})`, [romanize(georgian.name)]),
    talents('no filter', {}),
    talents('one technology: React', { technologyIds: react }),
    talents('technology + city: React, Tbilisi', { technologyIds: react, cityIds: tbilisi }),
    talents('level + years: senior, 5 to 8 years', { experienceIds: senior, minYears: 5, maxYears: 8 }),
    talents('salary up to 3,000 GEL', { salaryUpTo: 3000, currency: Currency.Gel }),
    talents('several: React or TypeScript, middle or senior, remote or hybrid, Tbilisi, 3+ years, up to 5,000 GEL', {
      technologyIds: [react, typescript],
      experienceIds: [middle, senior],
      workLocationIds: [remote, hybrid],
      cityIds: tbilisi,
      minYears: 3,
      salaryUpTo: 5000,
      currency: Currency.Gel,
    }),
    talents('deep page: 1,000 (the last allowed), no filter', { page: 1000 }),
    salaries('all technologies', '/api/Salaries/GetSalaryInsights'),
    salaries('one technology: React', `/api/Salaries/GetSalaryInsights?${query({ technologyId: react })}`),
    salaries(
      'React, senior, Tbilisi (Georgian)',
      `/api/Salaries/GetSalaryInsights?${query({ technologyId: react, experienceId: senior, cityId: tbilisi })}`,
      KA,
    ),
    salaries('export CSV: Python', `/api/Salaries/Export?${query({ format: 'csv', technologyId: python })}`),
    salaries('chart SVG: React', `/api/Salaries/Chart.svg?${query({ technologyId: react, lang: 'en' })}`),
    salaries(
      'the page, server-rendered: /ka/salaries?technologyId=React',
      `/ka/salaries?${query({ technologyId: react })}`,
    ),
    hostile(
      'smart: 10 terms of SQL, regex and tsquery syntax',
      `/api/Search/GetSmartSearch?${query({ SearchTerm: METACHARACTERS })}`,
    ),
    hostile(
      'smart: react repeated 800 times',
      `/api/Search/GetSmartSearch?${query({ SearchTerm: Array.from({ length: 800 }, () => 'react') })}`,
    ),
    hostile(
      'smart: react and a 94-letter word',
      `/api/Search/GetSmartSearch?${query({ SearchTerm: `react ${'x'.repeat(94)}` })}`,
    ),
    hostile(
      'vacancies: a 100-character term of metacharacters',
      `/api/Vacancy/SearchVacancies?${query({ searchTerm: "%_\\'(*".repeat(14).slice(0, 100) })}`,
    ),
    landing('hero', '/api/BackOfficeStaticData/GetHeroTextImage'),
    landing('index counts', '/api/Common/GetIndexPageCount'),
    landing(
      'technologies for home',
      `/api/Common/GetDictionary?${query({ dictionaryType: DictionaryType.Technology, isHomeScreen: true, activeVacancyCount: true })}`,
    ),
    landing('latest vacancies', '/api/Vacancy/GetLatestVacancies'),
    landing('new companies', '/api/Company/GetNewCompanies'),
    {
      group: 'Vacancy page',
      name: `GetVacancy (id ${page.id})`,
      path: `/api/Vacancy/GetVacancy?vacancyId=${page.id}`,
      headers: EN,
      landing: false,
    },
    {
      group: 'RSS',
      name: 'feed: react',
      path: `/api/Vacancy/Rss?${query({ searchTerm: 'react', lang: 'en' })}`,
      headers: {},
      landing: false,
    },
  ];
}
