import { DictionaryType } from '../../shared/enums.js';
import { seededRandom } from '../../src/database/seed/demo/activity.js';
import { type ApplicationPairs, applicationRequest } from './applicants.js';
import type { SiteSample } from './site-sample.js';

export interface PlannedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** How an answer counts: success, an expected duplicate (409 on a repeated application), or an error. */
export type Outcome = 'ok' | 'duplicate' | 'error';

export interface RequestKind {
  name: string;
  /** Percent of all requests. */
  share: number;
  next(): PlannedRequest;
  outcome(status: number): Outcome;
}

/** Words people search for: roles, levels, technologies, Georgian words, typos. */
const TERMS = [
  'react',
  'python',
  'java',
  'developer',
  'engineer',
  'senior',
  'junior',
  'frontend',
  'backend',
  'devops',
  'data',
  'designer',
  'manager',
  'qa',
  'node',
  'typescript',
  'android',
  'ios',
  'analyst',
  'kubernetes',
  'sql',
  'figma',
  'security',
  'cloud',
  'golang',
  '.net',
  'დეველოპერი',
  'ინჟინერი',
  'მენეჯერი',
  'ანალიტიკოსი',
  'javscript',
  'pyhton',
];

const LANDING_CALLS = [
  '/api/BackOfficeStaticData/GetHeroTextImage',
  '/api/Common/GetIndexPageCount',
  `/api/Common/GetDictionary?dictionaryType=${DictionaryType.Technology}&isHomeScreen=true&activeVacancyCount=true`,
  '/api/Vacancy/GetLatestVacancies',
  '/api/Company/GetNewCompanies',
];

const onlyOk = (status: number): Outcome => (status === 200 ? 'ok' : 'error');

/**
 * The mixed traffic of the load benchmark, by share of requests: mostly anonymous reading (landing
 * calls, searches, vacancy and company pages, some as server-rendered HTML), 2 % sign-ins with real
 * accounts and 1 % applications with a PDF CV. A third of the visitors read in Georgian. Seeded:
 * every run draws the same requests (the connections take them in the order they come free).
 */
export function trafficMix(sample: SiteSample, pairs: ApplicationPairs): RequestKind[] {
  const random = seededRandom(2026);
  const one = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
  const language = () => ({ 'Accept-Language': random() < 0.3 ? 'ka' : 'en' });
  const get = (path: string): PlannedRequest => ({ method: 'GET', path, headers: language() });
  const query = (params: Record<string, string | number | boolean>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

  const vacancySearch = (): Record<string, string | number | boolean> => {
    const roll = random();
    if (roll < 0.5) return { searchTerm: one(TERMS) };
    if (roll < 0.75)
      return { searchTerm: one(TERMS), technologies: one(sample.technologyIds), cities: one(sample.cityIds) };
    return { technologies: one(sample.technologyIds), page: 1 + Math.floor(random() * 5) };
  };
  return [
    { name: 'landing calls', share: 30, next: () => get(one(LANDING_CALLS)), outcome: onlyOk },
    { name: 'home page (HTML)', share: 4, next: () => get('/'), outcome: onlyOk },
    {
      name: 'vacancy search',
      share: 20,
      next: () => get(`/api/Vacancy/SearchVacancies?${query(vacancySearch())}`),
      outcome: onlyOk,
    },
    {
      name: 'smart search',
      share: 10,
      next: () =>
        get(
          `/api/Search/GetSmartSearch?${query({ SearchTerm: random() < 0.7 ? one(TERMS) : `${one(TERMS)} ${one(TERMS)}` })}`,
        ),
      outcome: onlyOk,
    },
    {
      name: 'company search',
      share: 5,
      next: () =>
        get(
          `/api/Company/searchCompanies?${query(random() < 0.6 ? { searchTerm: one(sample.companyWords) } : { isVerified: true })}`,
        ),
      outcome: onlyOk,
    },
    {
      name: 'vacancy page (API)',
      share: 14,
      next: () => get(`/api/Vacancy/GetVacancy?vacancyId=${one(sample.openVacancyIds)}`),
      outcome: onlyOk,
    },
    {
      name: 'vacancy page (HTML)',
      share: 4,
      next: () => get(`/vacancies/${one(sample.openVacancyIds)}`),
      outcome: onlyOk,
    },
    {
      name: 'company page (API)',
      share: 8,
      next: () => get(`/api/Company/GetCompanyDetails?companySlug=${encodeURIComponent(one(sample.companySlugs))}`),
      outcome: onlyOk,
    },
    {
      name: 'company page (HTML)',
      share: 2,
      next: () => get(`/companies/${encodeURIComponent(one(sample.companySlugs))}`),
      outcome: onlyOk,
    },
    {
      name: 'sign-in',
      share: 2,
      next: () => ({
        method: 'POST',
        path: '/api/Account/SignIn',
        headers: { ...language(), 'Content-Type': 'application/json' },
        body: Buffer.from(JSON.stringify({ email: one(sample.talents).email, password: sample.talentPassword })),
      }),
      outcome: onlyOk,
    },
    {
      name: 'application',
      share: 1,
      next: () => {
        const { applicant, vacancyId } = pairs.next();
        return applicationRequest(applicant, vacancyId);
      },
      outcome: (status) => (status === 200 ? 'ok' : status === 409 ? 'duplicate' : 'error'),
    },
  ];
}

/** Picks kinds by their shares (seeded). */
export function kindPicker(kinds: RequestKind[]): () => RequestKind {
  const random = seededRandom(7);
  const total = kinds.reduce((sum, kind) => sum + kind.share, 0);
  return () => {
    let roll = random() * total;
    for (const kind of kinds) if ((roll -= kind.share) < 0) return kind;
    return kinds[kinds.length - 1];
  };
}
