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
    { id: 1, category: 'employers', questionEN: 'Is posting free?', questionGE: 'ვაკანსიის გამოქვეყნება უფასოა?', answerEN: 'Yes, **always**.', answerGE: 'დიახ, **ყოველთვის**.' },
    { id: 2, category: 'talents', questionEN: 'How do I apply?', questionGE: 'როგორ გავაგზავნო განაცხადი?', answerEN: 'Upload a CV.', answerGE: 'ატვირთეთ CV.' },
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
      data: [{ pageKind: 'home', titleEn: 'TechBoard.ge — tech jobs', titleGe: 'TechBoard.ge — ტექ-ვაკანსიები', descriptionEn: '', descriptionGe: '' }],
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
    ...overrides,
  };
}
