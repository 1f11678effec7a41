import type { Highlight, SmartSearchResult } from '../../api/search';
import type { RecordedRequest } from '../../../test/fake-api';

/** Where each term occurs in a text (case-insensitive), as the server reports highlights. */
export function rangesOf(text: string | null, terms: string[]): Highlight[] {
  if (!text) return [];
  const lower = text.toLocaleLowerCase();
  return terms.flatMap((term) => {
    const at = lower.indexOf(term.toLocaleLowerCase());
    return at < 0 ? [] : [[at, at + term.length] as Highlight];
  });
}

const company = (id: number, name: string, isVerified: boolean, activeVacancyCount: number) => ({
  id,
  name,
  transformedName: name.toLowerCase().replace(/\s+/g, '-'),
  smallProfileImageUrl: null,
  isVerified,
  isClaimingNecessary: false,
  verifiedDate: isVerified ? '2026-01-01T00:00:00.000Z' : null,
  activeVacancyCount,
});

const kartuliCode = company(3, 'Kartuli Code', true, 2);
const reactLabs = company(4, 'React Labs', false, 1);

const vacancy = (
  id: number,
  title: string,
  titleGE: string | null,
  city: { id: number; name: string; nameGE: string },
) => ({
  id,
  title,
  titleGE,
  company: kartuliCode,
  city,
  employmentType: null,
  workLocation: null,
  experience: null,
  technologies: [],
  publishedAt: '2026-03-05T10:00:00.000Z',
  deadline: '2026-04-05T10:00:00.000Z',
  salary: null,
  isFavorite: false,
});

const VACANCIES = [
  vacancy(1, 'Senior React Developer', 'უფროსი React დეველოპერი', { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' }),
  vacancy(2, 'Machine Learning Engineer', null, { id: 5, name: 'Batumi', nameGE: 'ბათუმი' }),
];
const COMPANIES = [kartuliCode, reactLabs];
const TECHNOLOGIES = [
  {
    id: 11,
    name: 'React',
    nameGE: 'React',
    iconUrl: null,
    parentDictionary: { id: 2, name: 'Frontend', nameGE: 'ფრონტენდი' },
    activeVacancyCount: 12,
  },
  {
    id: 12,
    name: 'Machine learning',
    nameGE: 'მანქანური სწავლება',
    iconUrl: null,
    parentDictionary: null,
    activeVacancyCount: 1,
  },
];

/** A small catalogue searched the way the server does it, as far as the page can tell: an item
 *  matches when a term occurs in one of its fields, and says where. Ten more vacancies match than
 *  are listed, so "see all" has more to show. */
export function smartSearchAnswer(terms: string[]): SmartSearchResult {
  const hits = (...fields: (string | null)[]) => fields.some((field) => rangesOf(field, terms).length > 0);
  const vacancies = VACANCIES.filter((item) => hits(item.title, item.titleGE)).map((item) => ({
    ...item,
    match: 'text' as const,
    highlights: { title: rangesOf(item.title, terms), titleGE: rangesOf(item.titleGE, terms) },
  }));
  const companies = COMPANIES.filter((item) => hits(item.name)).map((item) => ({
    ...item,
    match: 'prefix' as const,
    highlights: { name: rangesOf(item.name, terms) },
  }));
  const technologies = TECHNOLOGIES.filter((item) => hits(item.name, item.nameGE)).map((item) => ({
    ...item,
    match: 'exact' as const,
    highlights: { name: rangesOf(item.name, terms), nameGE: rangesOf(item.nameGE, terms) },
  }));
  return {
    terms,
    vacancies: { items: vacancies, totalCount: vacancies.length ? vacancies.length + 10 : 0, totalCountCapped: false },
    companies: { items: companies, totalCount: companies.length, totalCountCapped: false },
    technologies: { items: technologies, totalCount: technologies.length, totalCountCapped: false },
  };
}

export const SMART_SEARCH = 'GET /api/Search/GetSmartSearch';

export const smartSearchRoute = (request: RecordedRequest) => ({
  data: smartSearchAnswer(request.query.getAll('SearchTerm')),
});
