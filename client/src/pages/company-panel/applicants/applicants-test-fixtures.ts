/** What the fake server answers in the applicants and saved-talents tests. */
import type { FakeRoutes } from '../../../../test/fake-api';
import { GET_VACANCY, companyRoutes, companyVacancy } from '../vacancies/vacancy-test-fixtures';

export const APPLICANTS = 'GET /api/Vacancy/getVacancyApplicants';
export const APPLICATION = 'GET /api/Vacancy/getVacancyApplication';
export const UPDATE_STATUS = 'POST /api/Vacancy/UpdateApplicationStatus';
export const CV = 'GET /api/Vacancy/getApplicationCv';
export const ZIP = 'POST /api/Vacancy/getVacancyApplicantsCv';
export const REJECTION_MAIL = 'GET /api/Company/GetRejectionMailSetting';
export const UPDATE_REJECTION_MAIL = 'POST /api/Company/UpdateRejectionMailSetting';
export const FAVORITE = 'PUT /api/Company/updateUserFavoriteApplicant';
export const SAVED = 'GET /api/Company/getFavoriteApplicants';
export const TALENT = 'GET /api/Company/GetTalentDetails';

export const go = { id: 13, name: 'Go' };
export const react = { id: 14, name: 'React' };

/** An applicant of vacancy 42. */
export const applicant = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  vacancyId: 42,
  userId: 100 + id,
  fullName: `Talent ${id}`,
  email: `talent${id}@mail.ge`,
  phone: '+995 555 12 34 56',
  status: 1,
  createdAt: '2026-05-10T10:00:00.000Z',
  statusChangedAt: '2026-05-10T10:00:00.000Z',
  cvFileName: `cv-${id}.pdf`,
  cvUrl: `/api/Vacancy/getApplicationCv?applicationId=${id}`,
  profileImageUrl: null,
  smallProfileImageUrl: null,
  technologies: [go],
  profile: null,
  isFavorite: false,
  source: 1,
  vacancyFit: { commonIds: [], missingIds: [], common: [], missing: [] },
  ...extra,
});

/** A talent profile as a company sees it (issue 22). */
export const companySideProfile = (extra: Record<string, unknown> = {}) => ({
  headline: 'Backend engineer, Go and PostgreSQL',
  summary: 'Seven years of payments.\nLoves observability.',
  linkedinUrl: 'https://www.linkedin.com/in/ana-beridze',
  githubUrl: 'https://github.com/ana',
  portfolioUrl: null,
  workLocations: [{ id: 71, name: 'Remote' }],
  cities: [{ id: 21, name: 'Tbilisi' }],
  openToOffers: true,
  ...extra,
});

export const itemPage = (items: unknown[], totalCount = items.length) => ({ items, totalCount, page: 1, pageSize: 20 });

/** A company's vacancy 42 with its applicants and the rejection-mail setting, plus a test's calls. */
export function vacancyRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return companyRoutes(
    { isVerified: true },
    {
      [GET_VACANCY]: {
        data: companyVacancy({ id: 42, title: 'Senior Go developer', transformedTitle: 'senior-go-developer-42' }),
      },
      [REJECTION_MAIL]: { data: { sendRejectionMail: false } },
      ...extra,
    },
  );
}

/** GetTalentDetails of talent 101, who applied to two vacancies and saved one. */
export const talentDetails = (extra: Record<string, unknown> = {}) => ({
  id: 101,
  fullName: 'Ana Beridze',
  email: 'ana@mail.ge',
  phone: '+995 555 00 11 22',
  profileImageUrl: null,
  smallProfileImageUrl: null,
  field: { id: 61, name: 'Backend Development' },
  experience: { id: 52, name: 'Senior' },
  technologies: [go, react],
  profile: null,
  cvUrl: '/api/Vacancy/getApplicationCv?applicationId=7',
  cvFileName: 'Ana Beridze CV.pdf',
  isFavorite: true,
  appliedJobs: [
    {
      applicationId: 7,
      vacancyId: 42,
      title: 'Senior Go developer',
      titleGE: null,
      status: 4,
      createdAt: '2026-05-10T10:00:00.000Z',
      statusChangedAt: '2026-05-12T10:00:00.000Z',
    },
    {
      applicationId: 3,
      vacancyId: 40,
      title: 'Backend engineer',
      titleGE: null,
      status: 7,
      createdAt: '2026-03-02T10:00:00.000Z',
      statusChangedAt: '2026-03-09T10:00:00.000Z',
    },
  ],
  savedJobs: [{ vacancyId: 44, title: 'Platform engineer', titleGE: 'პლატფორმის ინჟინერი' }],
  ...extra,
});

/** A saved talent card. */
export const savedTalent = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  fullName: `Talent ${id}`,
  email: `talent${id}@mail.ge`,
  profileImageUrl: null,
  smallProfileImageUrl: null,
  technologies: [go],
  savedAt: '2026-05-20T10:00:00.000Z',
  applications: [],
  ...extra,
});
