import {
  ApplicationStatus,
  Currency,
  DictionaryType,
  UserActivePage,
  VacancyApproval,
  VacancyStatus,
} from '../shared/enums.js';
import { en } from '../src/core/i18n/messages.en.js';
import { ka } from '../src/core/i18n/messages.ka.js';
import { VacancyDeadlineService } from '../src/modules/vacancy/management/vacancy-deadline.service.js';
import { VacancyModerationService } from '../src/modules/vacancy/management/vacancy-moderation.service.js';
import { bearer, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

let t: TestApp;
/** A verified company, another verified company, an unverified one at 100 % (review mode) and an
 *  unverified one below 100 % (no vacancies at all). */
let verified: SignedUp;
let other: SignedUp;
let reviewed: SignedUp;
let incomplete: SignedUp;
let talent: SignedUp;
let ids: Record<string, number>;

const m = en.vacancies;
const READ_ONLY = 'This is a read-only view-as session';
const HOUR_MS = 60 * 60 * 1000;

const post = (
  who: SignedUp | null,
  path: string,
  query: Record<string, unknown> = {},
  body?: unknown,
  language = 'en',
) => {
  const request = t.http.post(`/api/Vacancy/${path}`).set('Accept-Language', language).query(query);
  if (who) request.set(bearer(who));
  return body === undefined ? request : request.send(body as object);
};
const get = (who: SignedUp | null, path: string, query: Record<string, unknown> = {}, language = 'en') => {
  const request = t.http.get(`/api/Vacancy/${path}`).set('Accept-Language', language).query(query);
  if (who) request.set(bearer(who));
  return request;
};

async function companyIdOf(who: SignedUp): Promise<number> {
  const [row] = await t.db.query(
    'SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1',
    [who.email],
  );
  return row.id;
}
async function dictionaryId(type: DictionaryType, key: string): Promise<number> {
  const [row] = await t.db.query('SELECT id FROM dictionary_item WHERE type = $1 AND key = $2', [type, key]);
  if (!row) throw new Error(`no ${DictionaryType[type]} ${key}`);
  return row.id;
}

/** Every line of the profile checklist done, straight in the database. */
async function completeProfile(companyId: number): Promise<void> {
  await t.db.query(
    `UPDATE company SET cover_image_url = '/static/demo/covers/x.svg', about = 'We build things.', about_ge = 'ვქმნით.',
            tagline = 'Build it', team_size = '11-50' WHERE id = $1`,
    [companyId],
  );
  await t.db.query(
    `INSERT INTO company_key_fact (company_id, key_fact_id, description_number)
     SELECT $1, id, 2020 FROM key_fact_definition WHERE is_mandatory AND NOT hide`,
    [companyId],
  );
  await t.db.query('INSERT INTO company_technology (company_id, technology_id) VALUES ($1, $2)', [
    companyId,
    ids.react,
  ]);
  await t.db.query('INSERT INTO company_benefit (company_id, benefit_id) VALUES ($1, $2)', [companyId, ids.insurance]);
  await t.db.query(
    `INSERT INTO company_contact (company_id, email, website) VALUES ($1, 'jobs@example.ge', 'http://example.ge')`,
    [companyId],
  );
}

const englishDescription = () => ({
  time: 1732000000000,
  blocks: [
    { id: 'h1', type: 'header', data: { text: 'About the role', level: 2 } },
    {
      id: 'p1',
      type: 'paragraph',
      data: { text: 'We build <b>payments</b> for <a href="https://example.ge">Georgia</a>.' },
    },
    {
      id: 'l1',
      type: 'list',
      data: { style: 'unordered', items: ['Node.js &amp; NestJS', { content: 'PostgreSQL', items: ['Indexes'] }] },
    },
    { id: 'p2', type: 'paragraph', data: { text: '' } },
  ],
  version: '2.31.0',
});
const georgianDescription = () => ({
  blocks: [{ type: 'paragraph', data: { text: 'ვქმნით <i>საგადახდო</i> სისტემებს.' } }],
});

/** A vacancy ready to publish; `overrides` change or add fields. */
const vacancyBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Senior Backend Engineer (Node.js)',
  titleGE: 'სენიორ ბექენდ ინჟინერი',
  descriptionEN: englishDescription(),
  descriptionGE: georgianDescription(),
  experienceId: ids.senior,
  employmentTypeId: ids.fullTime,
  workLocationId: ids.hybrid,
  cityId: ids.tbilisi,
  jobFunctionId: ids.backend,
  technologyIds: [ids.nodejs, ids.postgresql],
  benefitIds: [ids.insurance],
  languages: ['en', 'ka'],
  salaryMin: 3000,
  salaryMax: 5000,
  currency: Currency.Gel,
  showSalary: true,
  callToAction: 1,
  deadlineMonths: 2,
  publish: true,
  ...overrides,
});

async function create(who: SignedUp, overrides: Record<string, unknown> = {}): Promise<any> {
  return dataOf(await post(who, 'CreateCompanyVacancy', {}, vacancyBody(overrides)));
}
const row = async (id: number) => {
  const [vacancy] = await t.db.query(
    `SELECT status, approval, rejection_reason, published_at, deadline, ended_at, deadline_months, transformed_title,
            (deadline = published_at + make_interval(months => deadline_months)) AS deadline_follows
       FROM vacancy WHERE id = $1`,
    [id],
  );
  return vacancy;
};
const latestIds = async (): Promise<number[]> =>
  dataOf(await t.http.get('/api/Vacancy/GetLatestVacancies').query({ pageSize: 36 })).items.map(
    (item: { id: number }) => item.id,
  );
const openCount = async (): Promise<number> =>
  dataOf(await t.http.get('/api/Common/GetIndexPageCount')).activeVacancyCount;
const listIds = async (who: SignedUp, type: VacancyStatus): Promise<number[]> =>
  dataOf(await get(who, 'GetAuthorizeCompanyVacancies', { Type: type, pageSize: 100 })).items.map(
    (item: { id: number }) => item.id,
  );

async function viewAsSession(target: SignedUp): Promise<SignedUp> {
  const staff = await signInStaff(t);
  const account = dataOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: target.email }));
  const signIn = await viewAsSessionOf(t, staff, account.id);
  return { email: target.email, token: signIn.token, refreshCookie: '' };
}

beforeAll(async () => {
  t = await startTestApp();
  ids = {
    senior: await dictionaryId(DictionaryType.Experience, 'senior'),
    middle: await dictionaryId(DictionaryType.Experience, 'middle'),
    fullTime: await dictionaryId(DictionaryType.EmploymentType, 'full-time'),
    hybrid: await dictionaryId(DictionaryType.WorkLocation, 'hybrid'),
    remote: await dictionaryId(DictionaryType.WorkLocation, 'remote'),
    tbilisi: await dictionaryId(DictionaryType.City, 'tbilisi'),
    backend: await dictionaryId(DictionaryType.JobFunction, 'backend-development'),
    nodejs: await dictionaryId(DictionaryType.Technology, 'nodejs'),
    postgresql: await dictionaryId(DictionaryType.Technology, 'postgresql'),
    react: await dictionaryId(DictionaryType.Technology, 'react'),
    insurance: await dictionaryId(DictionaryType.Benefit, 'health-insurance'),
  };
  [verified, other, reviewed, incomplete, talent] = [
    await signUpCompany(t, 'Verified Vacancies'),
    await signUpCompany(t, 'Other Employer'),
    await signUpCompany(t, 'Review Mode Co'),
    await signUpCompany(t, 'Half Done Co'),
    await signUpTalent(t),
  ];
  for (const company of [verified, other]) {
    await t.db.query('UPDATE company SET is_verified = true, verified_date = now() WHERE id = $1', [
      await companyIdOf(company),
    ]);
  }
  await completeProfile(await companyIdOf(reviewed));
});
afterAll(() => t.close());

const ENDPOINTS: [method: 'get' | 'post', path: string, withId: boolean][] = [
  ['get', 'GetAuthorizeCompanyVacancies', false],
  ['get', 'GetCompanyVacancy', true],
  ['post', 'CreateCompanyVacancy', false],
  ['post', 'UpdateCompanyVacancy', true],
  ['post', 'EndCompanyVacancy', true],
  ['post', 'RenewCompanyVacancy', true],
  ['post', 'DeleteCompanyVacancy', true],
];

describe('who may call the company vacancy endpoints', () => {
  it('visitors get 401, talents and staff 403, an unverified company below 100 % gets the spec message', async () => {
    const { id } = await create(verified);
    const staff = await signInStaff(t);
    expect(dataOf(await t.http.get('/api/Company/getCompanyProgress').set(bearer(incomplete))).progress).toBeLessThan(
      100,
    );
    expect(dataOf(await t.http.get('/api/Company/getCompanyProgress').set(bearer(reviewed))).progress).toBe(100);
    for (const [method, path, withId] of ENDPOINTS) {
      const call = (who: SignedUp | null, language = 'en') =>
        method === 'get'
          ? get(who, path, withId ? { vacancyId: id } : {}, language)
          : post(who, path, withId ? { vacancyId: id } : {}, vacancyBody(), language);
      errorsOf(await call(null), 401);
      errorsOf(await call(talent), 403);
      errorsOf(await call(staff), 403);
      expect(errorsOf(await call(incomplete), 403)._).toEqual([m.profileIncomplete]);
      expect(errorsOf(await call(incomplete, 'ka'), 403)._).toEqual([ka.vacancies.profileIncomplete]);
    }
    expect(m.profileIncomplete).toMatch(/100 percent to add vacancies/);
    expect(await row(id)).toMatchObject({ status: VacancyStatus.Active });
  });

  it('a view-as session reads the lists and the vacancy, and every write is refused', async () => {
    const { id } = await create(verified, { title: 'Seen by staff' });
    const viewAs = await viewAsSession(verified);
    expect(await listIds(viewAs, VacancyStatus.Active)).toContain(id);
    expect(dataOf(await get(viewAs, 'GetCompanyVacancy', { vacancyId: id })).title).toBe('Seen by staff');
    for (const [, path, withId] of ENDPOINTS.filter(([method]) => method === 'post')) {
      expect(errorsOf(await post(viewAs, path, withId ? { vacancyId: id } : {}, vacancyBody()), 403)._).toEqual([
        READ_ONLY,
      ]);
    }
    expect(await row(id)).toMatchObject({ status: VacancyStatus.Active });
  });

  it("answers another company's vacancy as if it did not exist (404)", async () => {
    const { id } = await create(verified, { title: 'Not yours' });
    for (const [method, path] of ENDPOINTS.filter(([, , withId]) => withId)) {
      const response =
        method === 'get'
          ? await get(other, path, { vacancyId: id })
          : await post(other, path, { vacancyId: id }, vacancyBody());
      expect(errorsOf(response, 404)._).toEqual([m.notFound]);
      const unknown =
        method === 'get'
          ? await get(other, path, { vacancyId: 99999999 })
          : await post(other, path, { vacancyId: 99999999 }, vacancyBody());
      expect(errorsOf(unknown, 404)._).toEqual([m.notFound]);
    }
    expect(errorsOf(await get(other, 'GetCompanyVacancy', { vacancyId: id }, 'ka'), 404)._).toEqual([
      ka.vacancies.notFound,
    ]);
    expect(await listIds(other, VacancyStatus.Active)).not.toContain(id);
    expect(dataOf(await get(verified, 'GetCompanyVacancy', { vacancyId: id })).title).toBe('Not yours');
  });

  it.each([
    ['no id', {}, 'vacancyIdRequired'],
    ['a text id', { vacancyId: 'abc' }, 'vacancyIdInvalid'],
    ['a zero id', { vacancyId: 0 }, 'vacancyIdInvalid'],
    ['an id past the integer range', { vacancyId: 2147483648 }, 'vacancyIdInvalid'],
  ] as const)('answers 400 for %s, in both languages', async (_, query, key) => {
    for (const [method, path] of ENDPOINTS.filter(([, , withId]) => withId)) {
      const call = (language: string) =>
        method === 'get' ? get(verified, path, query, language) : post(verified, path, query, vacancyBody(), language);
      expect(errorsOf(await call('en'), 400).vacancyId).toEqual([m[key]]);
      expect(errorsOf(await call('ka'), 400).vacancyId).toEqual([ka.vacancies[key]]);
    }
  });
});

describe('POST /api/Vacancy/CreateCompanyVacancy', () => {
  it("publishes a verified company's vacancy at once: approved, public, with a deadline of its choice", async () => {
    const before = await openCount();
    const vacancy = await create(verified);
    expect(vacancy).toMatchObject({
      title: 'Senior Backend Engineer (Node.js)',
      titleGE: 'სენიორ ბექენდ ინჟინერი',
      transformedTitle: `senior-backend-engineer-nodejs-${vacancy.id}`,
      status: VacancyStatus.Active,
      approval: VacancyApproval.Approved,
      rejectionReason: null,
      experienceId: ids.senior,
      employmentTypeId: ids.fullTime,
      workLocationId: ids.hybrid,
      cityId: ids.tbilisi,
      jobFunctionId: ids.backend,
      technologyIds: [ids.nodejs, ids.postgresql].sort((a, b) => a - b),
      benefitIds: [ids.insurance],
      languages: ['en', 'ka'],
      salaryMin: 3000,
      salaryMax: 5000,
      currency: Currency.Gel,
      showSalary: true,
      callToAction: 1,
      deadlineMonths: 2,
      endedAt: null,
    });
    // The description is stored normalised: the empty paragraph dropped, list items as {content, items}.
    expect(vacancy.descriptionEN).toEqual({
      time: 1732000000000,
      version: '2.31.0',
      blocks: [
        { id: 'h1', type: 'header', data: { text: 'About the role', level: 2 } },
        {
          id: 'p1',
          type: 'paragraph',
          data: { text: 'We build <b>payments</b> for <a href="https://example.ge">Georgia</a>.' },
        },
        {
          id: 'l1',
          type: 'list',
          data: {
            style: 'unordered',
            items: [
              { content: 'Node.js &amp; NestJS', items: [] },
              { content: 'PostgreSQL', items: [{ content: 'Indexes', items: [] }] },
            ],
          },
        },
      ],
    });
    expect(Math.abs(new Date(vacancy.publishedAt).getTime() - Date.now())).toBeLessThan(60_000);
    const stored = await row(vacancy.id);
    expect(stored.deadline_follows).toBe(true);
    expect(new Date(vacancy.deadline).getTime() - new Date(vacancy.publishedAt).getTime()).toBeGreaterThan(
      58 * 24 * HOUR_MS,
    );
    expect(await latestIds()).toContain(vacancy.id);
    expect(await openCount()).toBe(before + 1);
    expect(await listIds(verified, VacancyStatus.Active)).toContain(vacancy.id);
  });

  it('saves a draft with only a title; the public never sees it', async () => {
    const before = await openCount();
    const draft = dataOf(
      await post(verified, 'CreateCompanyVacancy', {}, { title: '  Draft   of a job ', publish: false }),
    );
    expect(draft).toMatchObject({
      title: 'Draft of a job',
      titleGE: null,
      status: VacancyStatus.Draft,
      publishedAt: null,
      deadline: null,
      descriptionEN: null,
      technologyIds: [],
      languages: [],
      transformedTitle: `draft-of-a-job-${draft.id}`,
    });
    const withoutFlag = dataOf(await post(verified, 'CreateCompanyVacancy', {}, { Title: 'Another draft' }));
    expect(withoutFlag.status).toBe(VacancyStatus.Draft);
    expect(await listIds(verified, VacancyStatus.Draft)).toEqual(expect.arrayContaining([draft.id, withoutFlag.id]));
    expect(await listIds(verified, VacancyStatus.Active)).not.toContain(draft.id);
    expect(await latestIds()).not.toContain(draft.id);
    expect(await openCount()).toBe(before);
  });

  it('names every missing section when publishing, one message each, in both languages', async () => {
    const english = errorsOf(
      await post(verified, 'CreateCompanyVacancy', {}, { title: 'Only a title', publish: true }),
      400,
    );
    expect(english).toEqual({
      descriptionEN: [m.descriptionRequired],
      experienceId: [m.experienceRequired],
      employmentTypeId: [m.employmentTypeRequired],
      workLocationId: [m.workLocationRequired],
      jobFunctionId: [m.jobFunctionRequired],
      technologyIds: [m.technologiesRequired],
      deadlineMonths: [m.deadlineRequired],
    });
    const georgian = errorsOf(
      await post(verified, 'CreateCompanyVacancy', {}, { title: 'Only a title', publish: true }, 'ka'),
      400,
    );
    expect(Object.keys(georgian).sort()).toEqual(Object.keys(english).sort());
    for (const [messages] of Object.values(georgian)) expect(messages).toMatch(GEORGIAN);
    // A description of blank blocks is no description.
    const blank = errorsOf(
      await post(
        verified,
        'CreateCompanyVacancy',
        {},
        vacancyBody({ descriptionEN: { blocks: [{ type: 'paragraph', data: { text: ' <br> ' } }] } }),
      ),
      400,
    );
    expect(blank).toEqual({ descriptionEN: [m.descriptionRequired] });
  });

  const tooManyTechnologies = async () =>
    (await t.db.query('SELECT id FROM dictionary_item WHERE type = 8 ORDER BY id LIMIT 31')).map(
      (r: { id: number }) => r.id,
    );

  it.each([
    ['no title', { title: '   ' }, 'title', m.titleRequired],
    ['a Georgian title', { title: 'დეველოპერი' }, 'title', m.titleEnglishOnly],
    ['a title too long', { title: 'x'.repeat(201) }, 'title', 'The title must be at most 200 characters long'],
    ['a Russian Georgian title', { titleGE: 'Разработчик' }, 'titleGE', m.georgianOrEnglish],
    ['a technology as seniority', { experienceId: 'nodejs' }, 'experienceId', m.unknownChoice],
    ['a city as job type', { employmentTypeId: 'tbilisi' }, 'employmentTypeId', m.unknownChoice],
    ['a job type as work place', { workLocationId: 'fullTime' }, 'workLocationId', m.unknownChoice],
    ['a benefit as city', { cityId: 'insurance' }, 'cityId', m.unknownChoice],
    ['a seniority as job function', { jobFunctionId: 'senior' }, 'jobFunctionId', m.unknownChoice],
    ['an unknown job function', { jobFunctionId: 99999999 }, 'jobFunctionId', m.unknownChoice],
    ['a text id', { cityId: 'abc' }, 'cityId', m.unknownChoice],
    ['a benefit among technologies', { technologyIds: ['nodejs', 'insurance'] }, 'technologyIds', m.unknownTechnology],
    ['a technology among benefits', { benefitIds: ['react'] }, 'benefitIds', m.unknownBenefit],
    ['31 technologies', { technologyIds: 'many' }, 'technologyIds', 'You can choose at most 30 technologies'],
    ['no technology', { technologyIds: [] }, 'technologyIds', m.technologiesRequired],
    ['an unknown language', { languages: ['en', 'xx'] }, 'languages', m.languageUnknown],
    ['a language name', { languages: ['English'] }, 'languages', m.languageUnknown],
    ['a salary range upside down', { salaryMin: 6000, salaryMax: 5000 }, 'salaryMax', m.salaryRange],
    ['a salary with no currency', { currency: Currency.None }, 'currency', m.currencyRequired],
    ['a shown salary with no amount', { salaryMin: null, salaryMax: null }, 'salaryMin', m.salaryRequiredToShow],
    ['a fractional salary', { salaryMin: 1500.5 }, 'salaryMin', m.salaryInvalid],
    ['a negative salary', { salaryMax: -1 }, 'salaryMax', m.salaryInvalid],
    ['an unknown currency', { currency: 9 }, 'currency', m.currencyInvalid],
    ['an unknown call to action', { callToAction: 5 }, 'callToAction', m.callToActionInvalid],
    ['a deadline of 4 months', { deadlineMonths: 4 }, 'deadlineMonths', m.deadlineInvalid],
    ['no deadline', { deadlineMonths: null }, 'deadlineMonths', m.deadlineRequired],
    ['a description as text', { descriptionEN: 'We build payments' }, 'descriptionEN', m.description.shape],
    [
      'an image block',
      { descriptionEN: { blocks: [{ type: 'image', data: { url: 'https://x.ge/a.png' } }] } },
      'descriptionEN',
      m.description.blockType,
    ],
    [
      'a raw HTML block',
      { descriptionGE: { blocks: [{ type: 'raw', data: { html: '<script>alert(1)</script>' } }] } },
      'descriptionGE',
      m.description.blockType,
    ],
    [
      'a script in a paragraph',
      { descriptionEN: { blocks: [{ type: 'paragraph', data: { text: 'Hi <script>alert(1)</script>' } }] } },
      'descriptionEN',
      m.description.markup,
    ],
    [
      'an event handler',
      { descriptionEN: { blocks: [{ type: 'paragraph', data: { text: '<b onmouseover="x()">Hi</b>' } }] } },
      'descriptionEN',
      m.description.markup,
    ],
    [
      'a javascript link',
      { descriptionEN: { blocks: [{ type: 'paragraph', data: { text: '<a href="javascript:alert(1)">x</a>' } }] } },
      'descriptionEN',
      m.description.link,
    ],
    [
      'a header of level 1',
      { descriptionEN: { blocks: [{ type: 'header', data: { text: 'Big', level: 1 } }] } },
      'descriptionEN',
      m.description.headerLevel,
    ],
    [
      'a checklist',
      { descriptionEN: { blocks: [{ type: 'list', data: { style: 'checklist', items: ['x'] } }] } },
      'descriptionEN',
      m.description.listStyle,
    ],
    [
      'Georgian in the English description',
      { descriptionEN: georgianDescription() },
      'descriptionEN',
      m.description.englishOnly,
    ],
    [
      'Russian in the Georgian description',
      { descriptionGE: { blocks: [{ type: 'paragraph', data: { text: 'Привет' } }] } },
      'descriptionGE',
      m.description.georgianOrEnglish,
    ],
  ])('answers 400 for %s, in both languages', async (_, overrides, field, message) => {
    const resolved: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(overrides)) {
      if (value === 'many') resolved[key] = await tooManyTechnologies();
      else if (Array.isArray(value))
        resolved[key] = key === 'languages' ? value : value.map((v) => (typeof v === 'string' ? ids[v] : v));
      else resolved[key] = typeof value === 'string' && key.endsWith('Id') && value in ids ? ids[value] : value;
    }
    const english = errorsOf(await post(verified, 'CreateCompanyVacancy', {}, vacancyBody(resolved)), 400);
    expect(english).toEqual({ [field]: [message] });
    const georgian = errorsOf(await post(verified, 'CreateCompanyVacancy', {}, vacancyBody(resolved), 'ka'), 400);
    expect(Object.keys(georgian)).toEqual([field]);
    expect(georgian[field][0]).toMatch(GEORGIAN);
  });

  it('reports several problems at once, and a draft is checked too (its descriptions, choices and salary)', async () => {
    const errors = errorsOf(
      await post(
        verified,
        'CreateCompanyVacancy',
        {},
        {
          title: 'Draft with mistakes',
          publish: false,
          descriptionEN: { blocks: [{ type: 'paragraph', data: { text: '<img src=x>' } }] },
          experienceId: ids.nodejs,
          salaryMin: 10,
          salaryMax: 5,
          currency: Currency.Dollar,
        },
      ),
      400,
    );
    expect(errors).toEqual({
      descriptionEN: [m.description.markup],
      experienceId: [m.unknownChoice],
      salaryMax: [m.salaryRange],
    });
  });

  it('keeps safe markup and escapes text that only looks like it', async () => {
    const vacancy = await create(verified, {
      title: 'Markup check',
      descriptionEN: {
        blocks: [
          {
            type: 'paragraph',
            data: {
              text: 'Salary < 5000 & bonus > 0, <B>bold</B><br/>next <a href="mailto:jobs@example.ge" target="_blank">mail</a>',
            },
          },
          { type: 'quote', data: { text: 'Best team', caption: 'A colleague' } },
          { type: 'delimiter', data: {} },
        ],
      },
    });
    expect(vacancy.descriptionEN.blocks).toEqual([
      {
        type: 'paragraph',
        data: {
          text: 'Salary &lt; 5000 &amp; bonus &gt; 0, <b>bold</b><br>next <a href="mailto:jobs@example.ge">mail</a>',
        },
      },
      { type: 'quote', data: { text: 'Best team', caption: 'A colleague', alignment: 'left' } },
      { type: 'delimiter', data: {} },
    ]);
  });
});

describe('GET /api/Vacancy/GetCompanyVacancy', () => {
  it('answers the whole vacancy for the editor, the same as create answered', async () => {
    const created = await create(verified, {
      title: 'Read me back',
      salaryMin: null,
      salaryMax: 4000,
      showSalary: false,
      languages: ['DE', 'de', 'fr'],
    });
    const read = dataOf(await get(verified, 'GetCompanyVacancy', { vacancyId: created.id }));
    expect(read).toEqual(created);
    expect(read).toMatchObject({ salaryMin: null, salaryMax: 4000, showSalary: false, languages: ['de', 'fr'] });
  });
});

describe('POST /api/Vacancy/UpdateCompanyVacancy', () => {
  it('keeps a draft a draft, then publishes it', async () => {
    const draft = dataOf(await post(verified, 'CreateCompanyVacancy', {}, { title: 'Draft to publish' }));
    const edited = dataOf(
      await post(
        verified,
        'UpdateCompanyVacancy',
        { vacancyId: draft.id },
        { title: 'Draft, renamed', cityId: ids.tbilisi },
      ),
    );
    expect(edited).toMatchObject({
      id: draft.id,
      title: 'Draft, renamed',
      cityId: ids.tbilisi,
      status: VacancyStatus.Draft,
      transformedTitle: `draft-renamed-${draft.id}`,
    });
    expect(
      errorsOf(
        await post(
          verified,
          'UpdateCompanyVacancy',
          { vacancyId: draft.id },
          { title: 'Draft, renamed', publish: true },
        ),
        400,
      ),
    ).toHaveProperty('technologyIds');
    const published = dataOf(
      await post(
        verified,
        'UpdateCompanyVacancy',
        { vacancyId: draft.id },
        vacancyBody({ title: 'Published draft', deadlineMonths: 1 }),
      ),
    );
    expect(published).toMatchObject({
      status: VacancyStatus.Active,
      approval: VacancyApproval.Approved,
      deadlineMonths: 1,
      transformedTitle: `published-draft-${draft.id}`,
    });
    expect((await row(draft.id)).deadline_follows).toBe(true);
    expect(await latestIds()).toContain(draft.id);
    expect(await listIds(verified, VacancyStatus.Draft)).not.toContain(draft.id);
  });

  it('keeps an active vacancy active: publish: false does not make it a draft, and the deadline follows a new choice', async () => {
    const vacancy = await create(verified, { title: 'Active to edit', deadlineMonths: 1 });
    const before = await row(vacancy.id);
    const edited = dataOf(
      await post(
        verified,
        'UpdateCompanyVacancy',
        { vacancyId: vacancy.id },
        vacancyBody({
          title: 'Active, edited',
          deadlineMonths: 6,
          publish: false,
          technologyIds: [ids.react],
          benefitIds: [],
        }),
      ),
    );
    expect(edited).toMatchObject({
      status: VacancyStatus.Active,
      approval: VacancyApproval.Approved,
      deadlineMonths: 6,
      technologyIds: [ids.react],
      benefitIds: [],
    });
    const after = await row(vacancy.id);
    expect(after.published_at).toEqual(before.published_at);
    expect(after.deadline_follows).toBe(true);
    expect(new Date(after.deadline).getTime()).toBeGreaterThan(new Date(before.deadline).getTime());
    // An active vacancy must stay complete.
    const errors = errorsOf(
      await post(
        verified,
        'UpdateCompanyVacancy',
        { vacancyId: vacancy.id },
        vacancyBody({ technologyIds: [], descriptionEN: null }),
      ),
      400,
    );
    expect(errors).toEqual({ descriptionEN: [m.descriptionRequired], technologyIds: [m.technologiesRequired] });
  });

  it('refuses a deadline choice that would already be over', async () => {
    const vacancy = await create(verified, { title: 'Old vacancy', deadlineMonths: 3 });
    await t.db.query(
      `UPDATE vacancy SET published_at = now() - interval '40 days', deadline = now() + interval '50 days' WHERE id = $1`,
      [vacancy.id],
    );
    expect(
      errorsOf(
        await post(verified, 'UpdateCompanyVacancy', { vacancyId: vacancy.id }, vacancyBody({ deadlineMonths: 1 })),
        400,
      ),
    ).toEqual({
      deadlineMonths: [m.deadlinePassed],
    });
    expect(
      errorsOf(
        await post(
          verified,
          'UpdateCompanyVacancy',
          { vacancyId: vacancy.id },
          vacancyBody({ deadlineMonths: 1 }),
          'ka',
        ),
        400,
      ).deadlineMonths[0],
    ).toMatch(GEORGIAN);
    expect(await row(vacancy.id)).toMatchObject({ deadline_months: 3 });
  });

  it('edits an ended vacancy without reopening it', async () => {
    const vacancy = await create(verified, { title: 'Ended, then edited' });
    dataOf(await post(verified, 'EndCompanyVacancy', { vacancyId: vacancy.id }));
    const edited = dataOf(
      await post(
        verified,
        'UpdateCompanyVacancy',
        { vacancyId: vacancy.id },
        vacancyBody({ title: 'Ended and fixed' }),
      ),
    );
    expect(edited).toMatchObject({ title: 'Ended and fixed', status: VacancyStatus.Ended });
    expect(await latestIds()).not.toContain(vacancy.id);
  });
});

describe('ending, renewing and deleting', () => {
  it('ends an active vacancy, refuses to end it twice or to end a draft (409)', async () => {
    const vacancy = await create(verified, { title: 'To be ended' });
    const draft = dataOf(await post(verified, 'CreateCompanyVacancy', {}, { title: 'Draft not to end' }));
    const ended = dataOf(await post(verified, 'EndCompanyVacancy', { vacancyId: vacancy.id }));
    expect(ended).toMatchObject({ status: VacancyStatus.Ended });
    expect(Math.abs(new Date(ended.endedAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect(await listIds(verified, VacancyStatus.Ended)).toContain(vacancy.id);
    expect(await listIds(verified, VacancyStatus.Active)).not.toContain(vacancy.id);
    expect(await latestIds()).not.toContain(vacancy.id);
    expect(errorsOf(await post(verified, 'EndCompanyVacancy', { vacancyId: vacancy.id }), 409)._).toEqual([
      m.alreadyEnded,
    ]);
    expect(errorsOf(await post(verified, 'EndCompanyVacancy', { vacancyId: draft.id }), 409)._).toEqual([m.endDraft]);
    expect(
      errorsOf(await post(verified, 'EndCompanyVacancy', { vacancyId: draft.id }, undefined, 'ka'), 409)._,
    ).toEqual([ka.vacancies.endDraft]);
  });

  it('renews an ended vacancy with a new deadline; an active one or a draft cannot be renewed (409)', async () => {
    const vacancy = await create(verified, { title: 'To be renewed', deadlineMonths: 3 });
    const draft = dataOf(await post(verified, 'CreateCompanyVacancy', {}, { title: 'Draft not to renew' }));
    expect(errorsOf(await post(verified, 'RenewCompanyVacancy', { vacancyId: vacancy.id }), 409)._).toEqual([
      m.renewActive,
    ]);
    expect(errorsOf(await post(verified, 'RenewCompanyVacancy', { vacancyId: draft.id }), 409)._).toEqual([
      m.renewDraft,
    ]);
    await t.db.query(
      `UPDATE vacancy SET published_at = now() - interval '100 days', deadline = now() - interval '10 days' WHERE id = $1`,
      [vacancy.id],
    );
    // Past its deadline it is ended for the company already, before the scheduler runs.
    expect(await listIds(verified, VacancyStatus.Ended)).toContain(vacancy.id);
    expect(errorsOf(await post(verified, 'EndCompanyVacancy', { vacancyId: vacancy.id }), 409)._).toEqual([
      m.alreadyEnded,
    ]);
    const renewed = dataOf(await post(verified, 'RenewCompanyVacancy', { vacancyId: vacancy.id }));
    expect(renewed).toMatchObject({ status: VacancyStatus.Active, approval: VacancyApproval.Approved, endedAt: null });
    expect(Math.abs(new Date(renewed.publishedAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await row(vacancy.id)).deadline_follows).toBe(true);
    expect(new Date(renewed.deadline).getTime() - Date.now()).toBeGreaterThan(88 * 24 * HOUR_MS);
    expect(await latestIds()).toContain(vacancy.id);
    // Ended by hand, renewed again.
    dataOf(await post(verified, 'EndCompanyVacancy', { vacancyId: vacancy.id }));
    expect(dataOf(await post(verified, 'RenewCompanyVacancy', { vacancyId: vacancy.id })).status).toBe(
      VacancyStatus.Active,
    );
  });

  it('refuses to renew a vacancy that lost a required section (409)', async () => {
    const vacancy = await create(verified, { title: 'Lost its job type' });
    dataOf(await post(verified, 'EndCompanyVacancy', { vacancyId: vacancy.id }));
    await t.db.query('UPDATE vacancy SET employment_type_id = NULL WHERE id = $1', [vacancy.id]);
    expect(errorsOf(await post(verified, 'RenewCompanyVacancy', { vacancyId: vacancy.id }), 409)._).toEqual([
      m.renewIncomplete,
    ]);
  });

  it('deletes a vacancy in any status: gone from every list, its applications with it, its visits kept for the statistics', async () => {
    const active = await create(verified, { title: 'Delete me' });
    const ended = await create(verified, { title: 'Delete me too' });
    dataOf(await post(verified, 'EndCompanyVacancy', { vacancyId: ended.id }));
    const draft = dataOf(await post(verified, 'CreateCompanyVacancy', {}, { title: 'Delete the draft' }));
    const companyId = await companyIdOf(verified);
    const [account] = await t.db.query('SELECT id FROM account WHERE email = $1', [talent.email]);
    await t.db.query(
      `INSERT INTO application (vacancy_id, account_id, full_name, email, phone, cv_file_key, cv_file_name, cv_content_type)
       VALUES ($1, $2, 'Nino Beridze', $3, '+995 555 123456', 'cvs/missing.pdf', 'cv.pdf', 'application/pdf')`,
      [active.id, account.id, talent.email],
    );
    await t.db.query(
      `INSERT INTO user_activity (page, company_id, vacancy_id, visitor_key) VALUES ($1, $2, $3, repeat('a', 64))`,
      [UserActivePage.VacancyPage, companyId, active.id],
    );
    for (const vacancy of [active, ended, draft]) {
      expect(dataOf(await post(verified, 'DeleteCompanyVacancy', { vacancyId: vacancy.id }))).toBe(m.deleted);
      expect(errorsOf(await get(verified, 'GetCompanyVacancy', { vacancyId: vacancy.id }), 404)._).toEqual([
        m.notFound,
      ]);
      for (const type of [VacancyStatus.Active, VacancyStatus.Ended, VacancyStatus.Draft])
        expect(await listIds(verified, type)).not.toContain(vacancy.id);
    }
    const another = dataOf(await post(verified, 'CreateCompanyVacancy', {}, { title: 'Deleted in Georgian' }));
    expect(dataOf(await post(verified, 'DeleteCompanyVacancy', { vacancyId: another.id }, undefined, 'ka'))).toBe(
      ka.vacancies.deleted,
    );
    expect(errorsOf(await post(verified, 'DeleteCompanyVacancy', { vacancyId: active.id }), 404)._).toEqual([
      m.notFound,
    ]);
    const [{ applications }] = await t.db.query(
      'SELECT count(*)::int AS applications FROM application WHERE vacancy_id = $1',
      [active.id],
    );
    expect(applications).toBe(0);
    const [{ visits }] = await t.db.query(
      'SELECT count(*)::int AS visits FROM user_activity WHERE company_id = $1 AND page = $2 AND vacancy_id IS NULL',
      [companyId, UserActivePage.VacancyPage],
    );
    expect(visits).toBe(1);
  });
});

describe('GET /api/Vacancy/GetAuthorizeCompanyVacancies', () => {
  it('pages each list newest first, with applicant, new-applicant and visit counts', async () => {
    const company = await signUpCompany(t, 'Lists Co');
    const companyId = await companyIdOf(company);
    await t.db.query('UPDATE company SET is_verified = true WHERE id = $1', [companyId]);
    const first = await create(company, { title: 'First' });
    const second = await create(company, { title: 'Second' });
    await t.db.query(`UPDATE vacancy SET published_at = published_at - interval '1 day' WHERE id = $1`, [first.id]);
    const third = await create(company, { title: 'Third' });
    const endedLater = await create(company, { title: 'Ended later' });
    const endedEarlier = await create(company, { title: 'Ended earlier' });
    dataOf(await post(company, 'EndCompanyVacancy', { vacancyId: endedEarlier.id }));
    await t.db.query(`UPDATE vacancy SET ended_at = now() - interval '1 hour' WHERE id = $1`, [endedEarlier.id]);
    dataOf(await post(company, 'EndCompanyVacancy', { vacancyId: endedLater.id }));
    const draft = dataOf(await post(company, 'CreateCompanyVacancy', {}, { title: 'Draft' }));

    const [talentAccount] = await t.db.query('SELECT id FROM account WHERE email = $1', [talent.email]);
    const secondTalent = await signUpTalent(t);
    const [secondAccount] = await t.db.query('SELECT id FROM account WHERE email = $1', [secondTalent.email]);
    for (const [accountId, status] of [
      [talentAccount.id, ApplicationStatus.New],
      [secondAccount.id, ApplicationStatus.Shortlisted],
    ]) {
      await t.db.query(
        `INSERT INTO application (vacancy_id, account_id, full_name, email, phone, cv_file_key, cv_file_name, cv_content_type, status)
         VALUES ($1, $2, 'Nino Beridze', 'n@example.ge', '+995 555 123456', 'cvs/x.pdf', 'cv.pdf', 'application/pdf', $3)`,
        [second.id, accountId, status],
      );
    }
    for (const key of ['a', 'b', 'c']) {
      await t.db.query(
        `INSERT INTO user_activity (page, company_id, vacancy_id, visitor_key) VALUES ($1, $2, $3, repeat($4, 64))`,
        [UserActivePage.VacancyPage, companyId, second.id, key],
      );
    }

    const active = dataOf(await get(company, 'GetAuthorizeCompanyVacancies', { Type: 1 }));
    expect(active).toMatchObject({ totalCount: 3, page: 1, pageSize: 20 });
    expect(active.items.map((item: { title: string }) => item.title)).toEqual(['Third', 'Second', 'First']);
    expect(active.items[1]).toEqual({
      id: second.id,
      title: 'Second',
      titleGE: 'სენიორ ბექენდ ინჟინერი',
      transformedTitle: `second-${second.id}`,
      status: VacancyStatus.Active,
      approval: VacancyApproval.Approved,
      rejectionReason: null,
      deadlineMonths: 2,
      publishedAt: expect.any(String),
      deadline: expect.any(String),
      endedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      applicantCount: 2,
      newApplicantCount: 1,
      visitCount: 3,
    });
    expect(active.items[0]).toMatchObject({ id: third.id, applicantCount: 0, newApplicantCount: 0, visitCount: 0 });

    const page2 = dataOf(await get(company, 'GetAuthorizeCompanyVacancies', { type: 1, page: 2, pageSize: 1 }));
    expect(page2).toMatchObject({ totalCount: 3, page: 2, pageSize: 1 });
    expect(page2.items.map((item: { id: number }) => item.id)).toEqual([second.id]);
    expect(dataOf(await get(company, 'GetAuthorizeCompanyVacancies', { type: 1, page: 9 })).items).toEqual([]);

    const ended = dataOf(await get(company, 'GetAuthorizeCompanyVacancies', { Type: 2 }));
    expect(ended.items.map((item: { id: number }) => item.id)).toEqual([endedLater.id, endedEarlier.id]);
    expect(ended.items[0]).toMatchObject({ status: VacancyStatus.Ended, endedAt: expect.any(String) });
    const drafts = dataOf(await get(company, 'GetAuthorizeCompanyVacancies', { Type: 3 }));
    expect(drafts).toMatchObject({
      totalCount: 1,
      items: [{ id: draft.id, status: VacancyStatus.Draft, publishedAt: null }],
    });
    // Without Type: the active list.
    expect(dataOf(await get(company, 'GetAuthorizeCompanyVacancies')).totalCount).toBe(3);
  });

  it.each([
    ['an unknown type', { Type: 4 }, 'type', m.listTypeInvalid],
    ['a text type', { Type: 'active' }, 'type', m.listTypeInvalid],
    ['page 0', { page: 0 }, 'page', m.pageInvalid],
    ['a page size over 100', { pageSize: 101 }, 'pageSize', m.pageSizeInvalid],
  ])('answers 400 for %s, in both languages', async (_, query, field, message) => {
    expect(errorsOf(await get(verified, 'GetAuthorizeCompanyVacancies', query), 400)).toEqual({ [field]: [message] });
    expect(errorsOf(await get(verified, 'GetAuthorizeCompanyVacancies', query, 'ka'), 400)[field][0]).toMatch(GEORGIAN);
  });
});

describe('review mode', () => {
  it("keeps an unverified company's vacancy from the public until staff approve it, and again after each edit or renewal", async () => {
    const moderation = t.app.get(VacancyModerationService);
    const before = await openCount();
    const vacancy = await create(reviewed, { title: 'Waiting for staff' });
    expect(vacancy).toMatchObject({ status: VacancyStatus.Active, approval: VacancyApproval.Pending });
    expect(await listIds(reviewed, VacancyStatus.Active)).toContain(vacancy.id);
    expect(await latestIds()).not.toContain(vacancy.id);
    expect(await openCount()).toBe(before);

    await moderation.approve(vacancy.id);
    expect(await latestIds()).toContain(vacancy.id);
    expect(await openCount()).toBe(before + 1);

    // An edit goes back to review; so does a renewal.
    expect(
      dataOf(
        await post(
          reviewed,
          'UpdateCompanyVacancy',
          { vacancyId: vacancy.id },
          vacancyBody({ title: 'Edited while public' }),
        ),
      ).approval,
    ).toBe(VacancyApproval.Pending);
    expect(await latestIds()).not.toContain(vacancy.id);
    expect(await openCount()).toBe(before);
    await moderation.approve(vacancy.id);
    dataOf(await post(reviewed, 'EndCompanyVacancy', { vacancyId: vacancy.id }));
    expect(dataOf(await post(reviewed, 'RenewCompanyVacancy', { vacancyId: vacancy.id })).approval).toBe(
      VacancyApproval.Pending,
    );
    expect(await latestIds()).not.toContain(vacancy.id);

    // A published draft waits too.
    const draft = dataOf(await post(reviewed, 'CreateCompanyVacancy', {}, { title: 'Draft first' }));
    expect(dataOf(await post(reviewed, 'UpdateCompanyVacancy', { vacancyId: draft.id }, vacancyBody())).approval).toBe(
      VacancyApproval.Pending,
    );
    expect(await latestIds()).not.toContain(draft.id);
  });

  it('hides a rejected vacancy and shows the company why; its next version waits for staff again', async () => {
    const moderation = t.app.get(VacancyModerationService);
    const vacancy = await create(reviewed, { title: 'To be rejected' });
    await moderation.reject(vacancy.id, '  The salary is not realistic  ');
    expect(await latestIds()).not.toContain(vacancy.id);
    const listed = dataOf(await get(reviewed, 'GetAuthorizeCompanyVacancies', { Type: 1, pageSize: 100 })).items.find(
      (item: { id: number }) => item.id === vacancy.id,
    );
    expect(listed).toMatchObject({
      approval: VacancyApproval.Rejected,
      rejectionReason: 'The salary is not realistic',
    });
    expect(dataOf(await get(reviewed, 'GetCompanyVacancy', { vacancyId: vacancy.id })).rejectionReason).toBe(
      'The salary is not realistic',
    );
    const edited = dataOf(
      await post(reviewed, 'UpdateCompanyVacancy', { vacancyId: vacancy.id }, vacancyBody({ salaryMax: 4500 })),
    );
    expect(edited).toMatchObject({ approval: VacancyApproval.Pending, rejectionReason: null });

    // A verified company's rejected vacancy also goes back to staff when edited.
    const verifiedVacancy = await create(verified, { title: 'Verified but rejected' });
    await moderation.reject(verifiedVacancy.id);
    expect(await latestIds()).not.toContain(verifiedVacancy.id);
    expect(
      dataOf(await post(verified, 'UpdateCompanyVacancy', { vacancyId: verifiedVacancy.id }, vacancyBody())).approval,
    ).toBe(VacancyApproval.Pending);

    await expect(moderation.approve(99999999)).rejects.toMatchObject({ code: 'NotFound' });
    await expect(moderation.reject(vacancy.id, 'x'.repeat(1001))).rejects.toMatchObject({ code: 'ValidationFailed' });
  });

  it('lets a verified company publish at once even with an incomplete profile', async () => {
    const company = await signUpCompany(t, 'Verified Newcomer');
    await t.db.query('UPDATE company SET is_verified = true WHERE id = $1', [await companyIdOf(company)]);
    expect(dataOf(await t.http.get('/api/Company/getCompanyProgress').set(bearer(company))).progress).toBeLessThan(100);
    const vacancy = await create(company, { title: 'Straight to the public' });
    expect(vacancy.approval).toBe(VacancyApproval.Approved);
    expect(await latestIds()).toContain(vacancy.id);
  });
});

describe('the deadline scheduler', () => {
  it('ends active vacancies past their deadline, once, at their deadline', async () => {
    const deadlines = t.app.get(VacancyDeadlineService);
    const expired = await create(verified, { title: 'Past its deadline' });
    const current = await create(verified, { title: 'Still open' });
    const draft = dataOf(await post(verified, 'CreateCompanyVacancy', {}, { title: 'Old draft' }));
    await t.db.query(`UPDATE vacancy SET deadline = now() - interval '2 hours' WHERE id = ANY($1::int[])`, [
      [expired.id, draft.id],
    ]);
    const [{ deadline }] = await t.db.query('SELECT deadline FROM vacancy WHERE id = $1', [expired.id]);
    expect(await latestIds()).not.toContain(expired.id);

    expect(await deadlines.endExpired()).toBeGreaterThanOrEqual(1);
    expect(await row(expired.id)).toMatchObject({ status: VacancyStatus.Ended, ended_at: deadline });
    expect(await row(current.id)).toMatchObject({ status: VacancyStatus.Active, ended_at: null });
    expect(await row(draft.id)).toMatchObject({ status: VacancyStatus.Draft });
    expect(await deadlines.endExpired()).toBe(0);
    expect(await listIds(verified, VacancyStatus.Ended)).toContain(expired.id);

    // The moment is the caller's: just after the last deadline, every open vacancy has ended.
    const [{ farthest }] = await t.db.query(`SELECT max(deadline) AS farthest FROM vacancy WHERE status = 1`);
    expect(await deadlines.endExpired(new Date(new Date(farthest).getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await row(current.id)).toMatchObject({ status: VacancyStatus.Ended });
  });
});
