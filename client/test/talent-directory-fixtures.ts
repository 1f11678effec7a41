/** What the fake server answers in the talent directory's tests (issue 24, docs/talent-directory.md). */
import type { FakeRoutes } from './fake-api';
import { companyInfo, signedInAs, talentInfo } from './fixtures';

export const GET_DIRECTORY = 'GET /api/Users/GetTalentDirectory';
export const UPDATE_DIRECTORY = 'POST /api/Users/UpdateTalentDirectory';
export const HIDE = 'POST /api/Users/HideFromCompany';
export const UNHIDE = 'POST /api/Users/UnhideFromCompany';
export const TALENT_INVITATIONS = 'GET /api/Users/GetTalentInvitations';
export const ACCEPT = 'POST /api/Users/AcceptTalentInvitation';
export const DECLINE = 'POST /api/Users/DeclineTalentInvitation';
export const SEARCH_COMPANIES = 'GET /api/Company/searchCompanies';
export const SEARCH_TALENTS = 'GET /api/Company/SearchTalents';
export const GET_TALENT = 'GET /api/Company/GetTalent';
export const INVITE = 'POST /api/Company/InviteTalent';
export const COMPANY_INVITATIONS = 'GET /api/Company/GetTalentInvitations';
export const COMPANY_VACANCIES = 'GET /api/Vacancy/GetAuthorizeCompanyVacancies';

export const TALENT_ID = '0d9b6c1e-5a3f-4c47-9b1e-2f6a8e3c7d21';

export const itemPage = <T>(items: T[], totalCount = items.length, page = 1) => ({
  items,
  totalCount,
  page,
  pageSize: 20,
});

export const anonymousTalent = (extra: Record<string, unknown> = {}) => ({
  talentId: TALENT_ID,
  headline: 'Backend developer who likes Go',
  summary: 'Seven years of payment systems.',
  field: { id: 41, name: 'Software development' },
  level: { id: 52, name: 'Senior' },
  experienceYears: 7,
  technologies: [
    { id: 13, name: 'Go' },
    { id: 11, name: 'TypeScript' },
  ],
  workLocations: [{ id: 71, name: 'Remote' }],
  cities: [{ id: 21, name: 'Tbilisi' }],
  salary: { min: 5000, max: 7000, currency: 1 },
  activeAt: '2026-05-20T10:00:00.000Z',
  invitation: null,
  vacancyFit: null,
  ...extra,
});

/** The fit of `anonymousTalent` (Go, TypeScript) to vacancy 42, which asks for Go and Docker. */
export const goVacancyFit = {
  commonIds: [13],
  missingIds: [17],
  common: [{ id: 13, name: 'Go' }],
  missing: [{ id: 17, name: 'Docker' }],
};

export const directoryView = (extra: Record<string, unknown> = {}) => ({
  visible: false,
  showSalary: false,
  experienceYears: null,
  hiddenCompanies: [{ id: 4, name: 'Old Employer', transformedName: 'old-employer', logoUrl: null }],
  preview: anonymousTalent({ salary: null, experienceYears: null }),
  ...extra,
});

const company = { id: 3, name: 'Kartuli Code', transformedName: 'kartuli-code', logoUrl: null };

export const talentInvitation = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  status: 1,
  company,
  vacancy: { id: 42, title: 'Senior Go developer' },
  message: 'We liked your profile. Talk to us?',
  createdAt: '2026-05-18T10:00:00.000Z',
  expiresAt: '2026-06-01T10:00:00.000Z',
  respondedAt: null,
  declineReason: null,
  applicationId: null,
  ...extra,
});

export const companyInvitation = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  status: 1,
  talentId: TALENT_ID,
  headline: 'Backend developer who likes Go',
  vacancy: { id: 42, title: 'Senior Go developer' },
  message: 'We liked your profile. Talk to us?',
  createdAt: '2026-05-18T10:00:00.000Z',
  expiresAt: '2026-06-01T10:00:00.000Z',
  respondedAt: null,
  applicationId: null,
  ...extra,
});

/** A signed-in talent with a directory view and invitations, plus the calls a test adds. */
export const talentDirectoryRoutes = (extra: FakeRoutes = {}): FakeRoutes => ({
  ...signedInAs(talentInfo),
  [GET_DIRECTORY]: { data: directoryView() },
  [TALENT_INVITATIONS]: { data: itemPage([talentInvitation(1)]) },
  ...extra,
});

/** The 403 the company calls answer a company that is not verified or complete. */
export const NOT_VERIFIED = {
  status: 403,
  errors: { _: ['Only a verified company with a complete profile can search talents.'] },
};

/** The dictionaries of the search's filters (technologies, levels, fields, work formats, cities). */
const dictionary = [
  [13, 8, 'Go', 'Go'],
  [11, 8, 'TypeScript', 'TypeScript'],
  [51, 5, 'Middle', 'საშუალო'],
  [52, 5, 'Senior', 'უფროსი'],
  [41, 1, 'Software development', 'პროგრამული უზრუნველყოფის შემუშავება'],
  [71, 7, 'Remote', 'დისტანციური'],
  [21, 2, 'Tbilisi', 'თბილისი'],
].map(([id, dictionaryType, name, nameGE]) => ({
  id,
  dictionaryType,
  name,
  nameGE,
  description: null,
  descriptionGE: null,
  iconUrl: null,
  activeVacancyCount: null,
  activeCompanyCount: null,
  parentDictionary: null,
  childDictionaries: [],
}));

/** A signed-in company and the directory's company calls, plus the calls a test adds. */
export const companyDirectoryRoutes = (extra: FakeRoutes = {}): FakeRoutes => ({
  ...signedInAs(companyInfo),
  'GET /api/Common/GetDictionary': { data: dictionary },
  [SEARCH_TALENTS]: { data: itemPage([anonymousTalent()]) },
  [GET_TALENT]: { data: { ...anonymousTalent(), revealed: null } },
  [COMPANY_INVITATIONS]: { data: itemPage([companyInvitation(1)]) },
  [COMPANY_VACANCIES]: {
    data: itemPage([
      { id: 42, title: 'Senior Go developer', titleGE: 'უფროსი Go დეველოპერი', approval: 2, status: 1 },
      { id: 43, title: 'Waiting for review', titleGE: null, approval: 1, status: 1 },
    ]),
  },
  ...extra,
});
