import type { FakeRoutes } from './fake-api';

/** What the server answers in tests, in both languages. */
export const hero = {
  titleEN: 'Tech jobs in Georgia, in one place',
  titleGE: 'ტექნოლოგიური სამუშაოები საქართველოში, ერთ სივრცეში',
  textEN: 'Find a team that fits you.',
  textGE: 'იპოვე გუნდი, რომელიც შენ მოგერგება.',
  imageUrl: '/static/hero.svg',
};

export const counts = { activeVacancyCount: 1234, companyCount: 56, userCount: 7890 };

export const technologies = [
  {
    id: 11,
    dictionaryType: 8,
    name: 'TypeScript',
    nameGE: 'TypeScript',
    description: null,
    descriptionGE: null,
    iconUrl: null,
    activeVacancyCount: 12,
    activeCompanyCount: null,
    parentDictionary: { id: 2, name: 'Languages', nameGE: 'ენები' },
    childDictionaries: [],
  },
  {
    id: 12,
    dictionaryType: 8,
    name: 'Machine learning',
    nameGE: 'მანქანური სწავლება',
    description: null,
    descriptionGE: null,
    iconUrl: null,
    activeVacancyCount: 1,
    activeCompanyCount: null,
    parentDictionary: null,
    childDictionaries: [],
  },
];

export const staticPage = (type: number, titleEN: string, titleGE: string) => ({
  type,
  titleEN,
  titleGE,
  descriptionEN: `# ${titleEN}\n\nThe English text.\n\n## Details\n\nMore.`,
  descriptionGE: `# ${titleGE}\n\nქართული ტექსტი.\n\n## დეტალები\n\nმეტი.`,
  updatedAt: '2026-05-01T10:00:00.000Z',
});

export const aboutUsInformation = {
  descriptionEN: 'About',
  descriptionGE: 'ჩვენ შესახებ',
  faqList: [
    {
      id: 1,
      category: 'employers',
      questionEN: 'Is posting free?',
      questionGE: 'ვაკანსიის გამოქვეყნება უფასოა?',
      answerEN: 'Yes, **always**.',
      answerGE: 'დიახ, **ყოველთვის**.',
    },
    {
      id: 2,
      category: 'talents',
      questionEN: 'How do I apply?',
      questionGE: 'როგორ გავაგზავნო განაცხადი?',
      answerEN: 'Upload a CV.',
      answerGE: 'ატვირთეთ CV.',
    },
  ],
};

/** The endpoints that exist today; GetLatestVacancies and GetNewCompanies answer 404 as they do now. */
export function serverRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/Account/GetDefaultLanguage': { data: 'EN' },
    'GET /api/BackOfficeStaticData/GetHeroTextImage': { data: hero },
    'GET /api/Common/GetIndexPageCount': { data: counts },
    'GET /api/Common/GetDictionary': { data: technologies },
    'GET /api/Common/GetSeoDetails': {
      data: [
        {
          pageKind: 'home',
          titleEn: 'TechBoard.ge — tech jobs',
          titleGe: 'TechBoard.ge — ტექ-ვაკანსიები',
          descriptionEn: '',
          descriptionGe: '',
        },
      ],
    },
    'GET /api/BackOfficeStaticData/GetStaticData': (request) => {
      const type = Number(request.query.get('type'));
      const titles: Record<number, [string, string]> = {
        0: ['About TechBoard.ge', 'TechBoard.ge-ის შესახებ'],
        1: ['Privacy policy', 'კონფიდენციალურობის პოლიტიკა'],
        2: ['Terms of use', 'გამოყენების წესები'],
        3: ['Support', 'მხარდაჭერა'],
      };
      const [en, ka] = titles[type];
      return { data: staticPage(type, en, ka) };
    },
    'GET /api/AboutUs/GetInformation': { data: aboutUsInformation },
    'GET /api/Account/BotCheckKind': { data: 'off' },
    'GET /api/Account/OAuthProviders': { data: { google: false, linkedIn: false } },
    'POST /api/Account/SignOut': { data: true },
    ...overrides,
  };
}

// --- Accounts ---

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token as the server issues it (the signature is not checked by the client). */
export function fakeToken(payload: { id: number; ViewAs?: boolean; exp?: number; name?: string }): string {
  const claims = { ViewAs: false, iat: 1_800_000_000, exp: 1_900_000_000, ...payload };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export const talentInfo = {
  id: 7,
  fullName: 'Nino Beridze',
  userType: 1,
  email: 'nino@example.ge',
  isEmailVerified: false,
  isAdmin: false,
  viewAs: false,
  profileImageUrl: null,
  smallProfileImageUrl: null,
  coverImageUrl: null,
  experience: { id: 51, name: 'Middle' },
  field: { id: 41, name: 'Software development' },
  technologies: [{ id: 11, name: 'TypeScript' }],
  jobFunctions: [],
  tagLine: null,
  teamSize: null,
  transformedName: null,
  companyId: null,
  cvUrl: null,
  cvFileName: null,
  hasPassword: true,
  language: 'en',
};

export const companyInfo = {
  ...talentInfo,
  id: 9,
  fullName: 'Kartuli Code',
  userType: 2,
  email: 'hr@kartuli.dev',
  isEmailVerified: true,
  experience: null,
  field: null,
  technologies: [],
  smallProfileImageUrl: '/files/kartuli-small.webp',
  profileImageUrl: '/files/kartuli.webp',
  coverImageUrl: null,
  tagLine: 'Code from Tbilisi',
  teamSize: '11-50',
  transformedName: 'kartuli-code',
  companyId: 3,
};

export const adminInfo = {
  ...talentInfo,
  id: 1,
  fullName: 'Staff Member',
  userType: 0,
  email: 'staff@techboard.ge',
  isAdmin: true,
};

/** Routes of a signed-in session: the token stored, GetUserInfo answering the account. */
export function signedInAs(
  info: { id: number } & Record<string, unknown>,
  { viewAs = false }: { viewAs?: boolean } = {},
): FakeRoutes {
  localStorage.setItem('token', fakeToken({ id: info.id, ViewAs: viewAs }));
  return { 'GET /api/Account/GetUserInfo': { data: { ...info, viewAs } } };
}

export const dictionaryItem = (
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

const languages = { id: 2, name: 'Programming languages', nameGE: 'პროგრამირების ენები' };
const frontend = { id: 3, name: 'Frontend', nameGE: 'ფრონტენდი' };
const development = { id: 60, name: 'Software Development', nameGE: 'პროგრამული უზრუნველყოფის შემუშავება' };

/** The sign-up wizard's lists: fields (1), experience levels (5), job functions (6), technologies (8). */
export const signUpDictionaries = [
  dictionaryItem(41, 1, 'Software development', 'პროგრამული უზრუნველყოფის შემუშავება'),
  dictionaryItem(42, 1, 'Design', 'დიზაინი'),
  dictionaryItem(51, 5, 'Middle', 'საშუალო'),
  dictionaryItem(52, 5, 'Senior', 'უფროსი'),
  dictionaryItem(60, 6, 'Software Development', 'პროგრამული უზრუნველყოფის შემუშავება'),
  dictionaryItem(61, 6, 'Frontend Development', 'ფრონტენდ დეველოპმენტი', development),
  dictionaryItem(11, 8, 'TypeScript', 'TypeScript', languages),
  dictionaryItem(13, 8, 'Go', 'Go', languages),
  dictionaryItem(14, 8, 'React', 'React', frontend),
];
