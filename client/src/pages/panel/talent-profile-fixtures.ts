/** What the fake server answers in the talent's general-information tests. */
import type { FakeRoutes } from '../../../test/fake-api';
import { dictionaryItem, signUpDictionaries, signedInAs, talentInfo } from '../../../test/fixtures';

/** Work formats (type 7) and cities (type 2) for the profile for employers. */
export const talentPreferenceDictionaries = [
  dictionaryItem(71, 7, 'Remote', 'დისტანციური'),
  dictionaryItem(72, 7, 'Hybrid', 'ჰიბრიდული'),
  dictionaryItem(21, 2, 'Tbilisi', 'თბილისი'),
  dictionaryItem(22, 2, 'Batumi', 'ბათუმი'),
];

export const PROFILE = 'GET /api/Users/GetUserProfileInfo';
export const UPDATE_PROFILE = 'POST /api/Users/UpdateUserProfileInfo';
export const UPDATE_TECHNOLOGIES = 'POST /api/Users/UpdateUserTechnologies';
export const UPLOAD_CV = 'POST /api/Users/UploadCv';
export const REMOVE_CV = 'POST /api/Users/RemoveCv';
export const DOWNLOAD_CV = 'GET /api/Users/DownloadCv';
export const UPDATE_TALENT_PROFILE = 'POST /api/Users/UpdateTalentProfile';

export const talentProfile = {
  id: 7,
  fullName: 'Nino Beridze',
  email: 'nino@example.ge',
  isEmailVerified: false,
  profileImageUrl: null,
  smallProfileImageUrl: null,
  field: { id: 41, name: 'Software development', nameGE: 'პროგრამული უზრუნველყოფის შემუშავება' },
  experience: { id: 51, name: 'Middle', nameGE: 'საშუალო' },
  technologies: [{ id: 11, name: 'TypeScript', nameGE: 'TypeScript' }],
  jobFunctions: [],
  cvFileName: null as string | null,
  cvUrl: null as string | null,
  cvUploadedAt: null as string | null,
  hideNotifications: false,
  talentProfile: {
    headline: null as string | null,
    headlineGe: null as string | null,
    summary: null as string | null,
    summaryGe: null as string | null,
    linkedinUrl: null as string | null,
    githubUrl: null as string | null,
    portfolioUrl: null as string | null,
    phone: null as string | null,
    desiredSalary: null as { min: number | null; max: number | null; currency: number } | null,
    workLocations: [] as { id: number; name: string; nameGE: string }[],
    cities: [] as { id: number; name: string; nameGE: string }[],
    openToOffers: false,
  },
};

const choices = {
  fields: [
    { id: 41, name: 'Software development', nameGE: 'პროგრამული უზრუნველყოფის შემუშავება' },
    { id: 42, name: 'Design', nameGE: 'დიზაინი' },
  ],
  experiences: [
    { id: 51, name: 'Middle', nameGE: 'საშუალო' },
    { id: 52, name: 'Senior', nameGE: 'უფროსი' },
  ],
};

/** A signed-in talent with the profile, the form's choices and the job functions and technologies. */
export function talentProfileRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    ...signedInAs(talentInfo),
    [PROFILE]: { data: talentProfile },
    'GET /api/Users/GetFieldsAndExperiences': { data: choices },
    'GET /api/Common/GetDictionary': { data: [...signUpDictionaries, ...talentPreferenceDictionaries] },
    ...extra,
  };
}
