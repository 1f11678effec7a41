/** Who calls a target: a visitor, or a demo login with its bearer token. */
export type Caller = 'visitor' | 'talent' | 'company';

/** One endpoint sqlmap attacks: every query parameter the OpenAPI document declares for it. */
export interface SqlmapTarget {
  path: string;
  caller: Caller;
  /** The original value of every query parameter: ids and words of the demo data. */
  values: (facts: DemoFacts) => Record<string, string>;
}

/** Ids and words of one open vacancy of the demo company and of the demo data around it: every
 *  original request matches something, so that a condition sqlmap injects could change the answer. */
export interface DemoFacts {
  vacancyId: number;
  /** A word of the vacancy's title. */
  vacancyWord: string;
  technologyId: number;
  /** The first letters of the technology's name. */
  technologyPrefix: string;
  employmentTypeId: number;
  workLocationId: number;
  cityId: number;
  jobFunctionId: number;
  experienceId: number;
  salaryShown: boolean;
  companyId: number;
  companySlug: string;
  companyWord: string;
  teamSize: string;
  companyVerified: boolean;
  /** A status the vacancy's applications have. */
  applicationStatus: number;
  /** A word of a published blog post's title. */
  blogWord: string;
}

/** The vacancy filters of SearchVacancies and GetSmartSearch, set to the vacancy's own values. */
const vacancyFilters = (f: DemoFacts) => ({
  searchTerm: f.vacancyWord,
  technologies: String(f.technologyId),
  employmentTypes: String(f.employmentTypeId),
  workLocations: String(f.workLocationId),
  jobFunctions: String(f.jobFunctionId),
  cities: String(f.cityId),
  experiences: String(f.experienceId),
  salaryShown: String(f.salaryShown),
});

export const SQLMAP_TARGETS: SqlmapTarget[] = [
  {
    path: '/api/Vacancy/SearchVacancies',
    caller: 'visitor',
    values: (f) => ({ ...vacancyFilters(f), companyId: String(f.companyId), sortBy: '1', page: '1', pageSize: '12' }),
  },
  { path: '/api/Search/GetSmartSearch', caller: 'visitor', values: (f) => ({ ...vacancyFilters(f), take: '5' }) },
  {
    path: '/api/Company/searchCompanies',
    caller: 'visitor',
    values: (f) => ({
      searchTerm: f.companyWord,
      technologies: String(f.technologyId),
      teamSizes: f.teamSize,
      isVerified: String(f.companyVerified),
      page: '1',
      pageSize: '12',
    }),
  },
  {
    path: '/api/Vacancy/GetVacancy',
    caller: 'visitor',
    values: (f) => ({ vacancyId: String(f.vacancyId), fromAdmin: 'false' }),
  },
  {
    path: '/api/Company/GetCompanyDetails',
    caller: 'visitor',
    values: (f) => ({ companyId: String(f.companyId), companySlug: f.companySlug }),
  },
  { path: '/api/Blog/GetBlogs', caller: 'visitor', values: (f) => ({ page: '1', pageSize: '6', search: f.blogWord }) },
  {
    path: '/api/Common/GetDictionary',
    caller: 'visitor',
    values: (f) => ({
      dictionaryType: '8',
      id: String(f.technologyId),
      filter: f.technologyPrefix,
      isHomeScreen: 'false',
      activeVacancyCount: 'true',
      activeCompanyCount: 'true',
      companyId: String(f.companyId),
    }),
  },
  {
    path: '/api/Company/GetCompanyReviews',
    caller: 'talent',
    values: (f) => ({ companyId: String(f.companyId), page: '1', pageSize: '5' }),
  },
  {
    path: '/api/Vacancy/getVacancyApplicants',
    caller: 'company',
    values: (f) => ({ vacancyId: String(f.vacancyId), status: String(f.applicationStatus), page: '1', pageSize: '10' }),
  },
];

/** A query parameter as the OpenAPI document declares it. */
export interface DeclaredParameter {
  name: string;
}

/** The target's URL with every declared query parameter set once; a parameter the target gives no
 *  value fails the run, so that a parameter added to an endpoint is not left untested. */
export function targetUrl(baseUrl: string, target: SqlmapTarget, declared: DeclaredParameter[], facts: DemoFacts): URL {
  const url = new URL(target.path, baseUrl);
  const values = target.values(facts);
  for (const { name } of declared) {
    const value = values[name];
    if (value === undefined)
      throw new Error(`${target.path}: give the parameter ${name} a value in bench/security/sqlmap-targets.ts`);
    url.searchParams.set(name, value);
  }
  return url;
}

interface OpenApiDocument {
  paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
}

/** The query parameters of a GET route in the running server's OpenAPI document. */
export function declaredParameters(document: OpenApiDocument, path: string): DeclaredParameter[] {
  const operation = document.paths[path]?.get;
  if (!operation) throw new Error(`${path} is not a GET route of the OpenAPI document`);
  return (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name }));
}
