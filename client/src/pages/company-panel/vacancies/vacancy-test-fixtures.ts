/** What the fake server answers in the company panel's vacancy tests. */
import type { FakeRoutes, RecordedRequest } from '../../../../test/fake-api';
import { companyInfo, signedInAs } from '../../../../test/fixtures';

export const PROGRESS = 'GET /api/Company/getCompanyProgress';
export const PROFILE = 'GET /api/Company/GetCompanyProfileInfo';
export const LIST = 'GET /api/Vacancy/GetAuthorizeCompanyVacancies';
export const GET_VACANCY = 'GET /api/Vacancy/GetCompanyVacancy';
export const CREATE = 'POST /api/Vacancy/CreateCompanyVacancy';
export const UPDATE = 'POST /api/Vacancy/UpdateCompanyVacancy';
export const END = 'POST /api/Vacancy/EndCompanyVacancy';
export const RENEW = 'POST /api/Vacancy/RenewCompanyVacancy';
export const DELETE = 'POST /api/Vacancy/DeleteCompanyVacancy';
export const FIND_TECHNOLOGIES = 'POST /api/Common/findTechnologiesInContext';

const emptyContact = {
  phoneNumber: null,
  countryCode: '+995',
  email: null,
  website: null,
  georgiaOffice: null,
  georgiaOfficeGe: null,
  googleMapUrl: null,
  headQuarter: null,
  headQuarterGe: null,
  headQuarterGoogleMapUrl: null,
  facebookUrl: null,
  linkedInUrl: null,
  twitterUrl: null,
  youTubeUrl: null,
  tikTokUrl: null,
};

export const profileInfo = (isVerified: boolean) => ({
  id: 3,
  name: 'Kartuli Code',
  transformedName: 'kartuli-code',
  userType: 2,
  email: 'hr@kartuli.dev',
  isEmailVerified: true,
  about: 'We write code.',
  aboutGe: null,
  tagLine: 'Code from Tbilisi',
  teamSize: '11-50',
  profileImageUrl: null,
  smallProfileImageUrl: null,
  coverImageUrl: null,
  isVerified,
  verifiedDate: isVerified ? '2026-01-10T00:00:00.000Z' : null,
  isClaimingNecessary: false,
  createDate: '2025-01-01T00:00:00.000Z',
  activeVacancyCount: 0,
  technologies: [],
  benefits: [],
  keyFacts: [],
  contact: emptyContact,
});

const item = (
  id: number,
  dictionaryType: number,
  name: string,
  nameGE: string,
  parent?: { id: number; name: string; nameGE: string },
) => ({
  id,
  dictionaryType,
  name,
  nameGE,
  description: null,
  descriptionGE: null,
  iconUrl: null,
  activeVacancyCount: null,
  activeCompanyCount: null,
  parentDictionary: parent ?? null,
  childDictionaries: [],
});

const languagesCategory = { id: 2, name: 'Programming languages', nameGE: 'პროგრამირების ენები' };
const frontend = { id: 3, name: 'Frontend', nameGE: 'ფრონტენდი' };
const development = { id: 60, name: 'Software Development', nameGE: 'პროგრამული უზრუნველყოფის შემუშავება' };
const health = { id: 90, name: 'Health & insurance', nameGE: 'ჯანმრთელობა და დაზღვევა' };

/** The form's dictionaries, answered by the types asked for. */
export const formDictionaries = [
  item(51, 5, 'Middle', 'საშუალო'),
  item(52, 5, 'Senior', 'უფროსი'),
  item(41, 4, 'Full time', 'სრული განაკვეთი'),
  item(42, 4, 'Part time', 'ნახევარი განაკვეთი'),
  item(71, 7, 'Remote', 'დისტანციური'),
  item(72, 7, 'Hybrid', 'ჰიბრიდული'),
  item(21, 2, 'Tbilisi', 'თბილისი'),
  item(22, 2, 'Batumi', 'ბათუმი'),
  item(60, 6, 'Software Development', 'პროგრამული უზრუნველყოფის შემუშავება'),
  item(61, 6, 'Backend Development', 'ბექენდ დეველოპმენტი', development),
  item(62, 6, 'Frontend Development', 'ფრონტენდ დეველოპმენტი', development),
  item(11, 8, 'TypeScript', 'TypeScript', languagesCategory),
  item(13, 8, 'Go', 'Go', languagesCategory),
  item(14, 8, 'React', 'React', frontend),
  item(90, 0, 'Health & insurance', 'ჯანმრთელობა და დაზღვევა'),
  item(91, 0, 'Health insurance', 'ჯანმრთელობის დაზღვევა', health),
  item(92, 0, 'Dental care', 'სტომატოლოგიური მომსახურება', health),
];

export const dictionaryAnswer = (request: RecordedRequest) => {
  const types = request.query.getAll('dictionaryType').map(Number);
  return { data: formDictionaries.filter((entry) => types.includes(entry.dictionaryType)) };
};

/** A signed-in company with its progress and verification, plus the calls a test adds. */
export function companyRoutes(
  { progress = 100, isVerified = false }: { progress?: number; isVerified?: boolean } = {},
  extra: FakeRoutes = {},
): FakeRoutes {
  return {
    ...signedInAs(companyInfo),
    [PROGRESS]: {
      data: { progress, progressList: [{ key: 'about', name: 'About the company', done: progress === 100 }] },
    },
    [PROFILE]: { data: profileInfo(isVerified) },
    'GET /api/Common/GetDictionary': dictionaryAnswer,
    'GET /api/Company/GetTeamSizes': { data: [] },
    'GET /api/Company/getKeyFacts': { data: [] },
    ...extra,
  };
}

/** A card of a panel list. */
export const listItem = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Vacancy ${id}`,
  titleGE: null,
  transformedTitle: `vacancy-${id}-${id}`,
  status: 1,
  approval: 2,
  rejectionReason: null,
  deadlineMonths: 1,
  publishedAt: '2026-05-01T10:00:00.000Z',
  deadline: '2026-06-01T10:00:00.000Z',
  endedAt: null,
  createdAt: '2026-05-01T09:00:00.000Z',
  updatedAt: '2026-05-02T09:00:00.000Z',
  applicantCount: 0,
  newApplicantCount: 0,
  visitCount: 0,
  ...extra,
});

export const page = (items: unknown[], totalCount = items.length, pageNumber = 1) => ({
  items,
  totalCount,
  page: pageNumber,
  pageSize: 20,
});

/** A paragraph document as Editor.js saves it. */
export const paragraphs = (...texts: string[]) => ({
  blocks: texts.map((text) => ({ type: 'paragraph', data: { text } })),
});

/** GetCompanyVacancy: a whole vacancy. */
export const companyVacancy = (extra: Record<string, unknown> = {}) => ({
  ...listItem(5),
  title: 'Senior Go developer',
  titleGE: 'უფროსი Go დეველოპერი',
  descriptionEN: paragraphs('We build payment systems in Go.'),
  descriptionGE: null,
  experienceId: 52,
  employmentTypeId: 41,
  workLocationId: 72,
  cityId: 21,
  jobFunctionId: 61,
  technologyIds: [13],
  benefitIds: [91],
  languages: ['en', 'ka'],
  salaryMin: 5000,
  salaryMax: 8000,
  currency: 1,
  showSalary: true,
  callToAction: 1,
  deadlineMonths: 3,
  ...extra,
});
