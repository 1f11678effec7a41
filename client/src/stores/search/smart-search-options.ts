import type {
  SmartSearchCompany,
  SmartSearchResult,
  SmartSearchTechnology,
  SmartSearchVacancy,
} from '../../api/search';

export type SmartSearchGroupName = 'vacancies' | 'companies' | 'technologies';

/** One item of the results the keyboard can reach, with where it leads and its place among all. */
export type SmartSearchOption = { index: number; href: string } & (
  | { kind: 'vacancy'; vacancy: SmartSearchVacancy }
  | { kind: 'company'; company: SmartSearchCompany }
  | { kind: 'technology'; technology: SmartSearchTechnology }
  | { kind: 'seeAll'; group: SmartSearchGroupName; totalCount: number; totalCountCapped: boolean }
);

export interface SmartSearchOptionGroup {
  name: SmartSearchGroupName;
  totalCount: number;
  totalCountCapped: boolean;
  options: SmartSearchOption[];
}

const query = (key: string, value: string) => `?${new URLSearchParams({ [key]: value }).toString()}`;

/** The answer as the page lists it: the groups that found something, in a fixed order, each with
 *  its items and (for vacancies and companies) a last "see all" item that runs the same text on
 *  the full search page. A technology leads to the vacancies using it. */
export function smartSearchGroups(result: SmartSearchResult, text: string): SmartSearchOptionGroup[] {
  let index = 0;
  const next = () => index++;
  const groups: SmartSearchOptionGroup[] = [];
  const { vacancies, companies, technologies } = result;
  if (vacancies.items.length) {
    groups.push({
      name: 'vacancies',
      totalCount: vacancies.totalCount,
      totalCountCapped: Boolean(vacancies.totalCountCapped),
      options: [
        ...vacancies.items.map((vacancy): SmartSearchOption => ({
          kind: 'vacancy',
          index: next(),
          href: `/vacancies/${vacancy.id}`,
          vacancy,
        })),
        {
          kind: 'seeAll',
          index: next(),
          href: `/vacancies${query('searchTerm', text)}`,
          group: 'vacancies',
          totalCount: vacancies.totalCount,
          totalCountCapped: Boolean(vacancies.totalCountCapped),
        },
      ],
    });
  }
  if (companies.items.length) {
    groups.push({
      name: 'companies',
      totalCount: companies.totalCount,
      totalCountCapped: Boolean(companies.totalCountCapped),
      options: [
        ...companies.items.map((company): SmartSearchOption => ({
          kind: 'company',
          index: next(),
          href: `/companies/${encodeURIComponent(company.transformedName)}`,
          company,
        })),
        {
          kind: 'seeAll',
          index: next(),
          href: `/companies${query('searchTerm', text)}`,
          group: 'companies',
          totalCount: companies.totalCount,
          totalCountCapped: Boolean(companies.totalCountCapped),
        },
      ],
    });
  }
  if (technologies.items.length) {
    groups.push({
      name: 'technologies',
      totalCount: technologies.totalCount,
      totalCountCapped: Boolean(technologies.totalCountCapped),
      options: technologies.items.map((technology): SmartSearchOption => ({
        kind: 'technology',
        index: next(),
        href: `/vacancies${query('technologies', String(technology.id))}`,
        technology,
      })),
    });
  }
  return groups;
}
