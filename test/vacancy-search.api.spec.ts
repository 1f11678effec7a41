import { Currency, DictionaryType, VacancyApproval, VacancyCallToAction, VacancyStatus } from '../shared/enums.js';
import { bearer, type SignedUp, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { editorDoc, paragraph, vacancySeeder } from './support/vacancy-seed.js';

const DAY = "interval '1 day'";
const SITE = 'https://techboard.example';

let t: TestApp;
const { loadDictionary, item, insertVacancy, insertCompany } = vacancySeeder(() => t);

const accountIdOf = async (who: SignedUp): Promise<number> =>
  (await t.db.query('SELECT id FROM account WHERE lower(email) = lower($1)', [who.email]))[0].id;

let owner: SignedUp;
let otherCompany: SignedUp;
let talent: SignedUp;
let staff: SignedUp;
const companies: Record<string, number> = {};
const v: Record<string, number> = {};

const A1_LEAD =
  'We are looking for a senior React developer who loves clean code, accessible interfaces and fast pages, and who wants to shape the product of a growing team in Tbilisi.';

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE });
  await loadDictionary();

  owner = await signUpCompany(t, 'Acme Software');
  otherCompany = await signUpCompany(t, 'Other Company');
  talent = await signUpTalent(t);
  staff = await signInStaff(t);
  [{ id: companies.acme }] = await t.db.query(
    'SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1',
    [owner.email],
  );
  await t.db.query(
    `UPDATE company SET tagline = 'We build software', transformed_name = 'acme-software' WHERE id = $1`,
    [companies.acme],
  );
  companies.beta = await insertCompany('Beta Georgia', 'beta-georgia');
  companies.gamma = await insertCompany('Gamma Labs', 'gamma-labs');

  v.a1 = await insertVacancy({
    companyId: companies.acme,
    title: 'Senior React Developer',
    titleGe: 'უფროსი React დეველოპერი',
    publishedDaysAgo: 1,
    deadline: `now() + 10 * ${DAY}`,
    employmentType: 'full-time',
    workLocation: 'on-site',
    city: 'tbilisi',
    experience: 'senior',
    jobFunction: 'frontend-development',
    salary: { min: 4000, max: 6000, currency: Currency.Gel, shown: true },
    technologies: ['react', 'typescript'],
    benefits: ['health-insurance'],
    languages: ['en', 'ka'],
    descriptionEn: editorDoc(
      { type: 'header', data: { text: 'About the role', level: 2 } },
      paragraph(A1_LEAD),
      paragraph('<b>Stack</b>: React &amp; TypeScript.'),
    ),
    descriptionGe: editorDoc(paragraph('ვეძებთ უფროს React დეველოპერს, რომელსაც უყვარს სუფთა კოდი.')),
  });
  v.a2 = await insertVacancy({
    companyId: companies.acme,
    title: 'Java Backend Engineer',
    publishedDaysAgo: 3,
    deadline: `now() + 5 * ${DAY}`,
    employmentType: 'contract',
    workLocation: 'remote',
    experience: 'middle',
    jobFunction: 'backend-development',
    salary: { min: 3000, max: 5000, currency: Currency.Dollar, shown: false },
    technologies: ['java'],
    callToAction: VacancyCallToAction.Subscribe,
  });
  v.b1 = await insertVacancy({
    companyId: companies.beta,
    title: 'QA Automation Engineer',
    titleGe: 'QA ავტომატიზაციის ინჟინერი',
    publishedDaysAgo: 2,
    deadline: `now() + 20 * ${DAY}`,
    employmentType: 'part-time',
    workLocation: 'hybrid',
    city: 'batumi',
    experience: 'junior',
    jobFunction: 'test-automation',
    salary: { min: 2000, max: null, currency: Currency.Euro, shown: true },
    technologies: ['selenium'],
  });
  v.b2 = await insertVacancy({
    companyId: companies.beta,
    title: 'Frontend Developer (Vue)',
    titleGe: 'ფრონტენდ დეველოპერი',
    publishedDaysAgo: 5,
    deadline: 'null',
    employmentType: 'full-time',
    workLocation: 'remote',
    city: 'tbilisi',
    experience: 'middle',
    jobFunction: 'frontend-development',
    salary: { min: null, max: 7000, currency: Currency.Gel, shown: true },
    technologies: ['vue', 'typescript'],
  });
  v.c1 = await insertVacancy({
    companyId: companies.gamma,
    title: 'Data_Analyst 100%',
    publishedDaysAgo: 4,
    deadline: `now() + 30 * ${DAY}`,
    employmentType: 'internship',
    experience: 'intern',
    jobFunction: 'backend-development',
    technologies: ['python'],
    salary: { min: 9000, max: 9900, currency: Currency.Gel, shown: false },
  });
  v.ended = await insertVacancy({
    companyId: companies.acme,
    title: 'Ended DevOps Role',
    status: VacancyStatus.Ended,
    technologies: ['react'],
  });
  v.pastDeadline = await insertVacancy({
    companyId: companies.acme,
    title: 'Past Deadline Role',
    deadline: `now() - ${DAY}`,
  });
  v.draft = await insertVacancy({
    companyId: companies.acme,
    title: 'Draft Role',
    status: VacancyStatus.Draft,
    technologies: ['react'],
  });
  v.pending = await insertVacancy({
    companyId: companies.acme,
    title: 'Pending Role',
    approval: VacancyApproval.Pending,
  });
  v.rejected = await insertVacancy({
    companyId: companies.acme,
    title: 'Rejected Role',
    approval: VacancyApproval.Rejected,
  });
  v.betaDraft = await insertVacancy({ companyId: companies.beta, title: 'Beta Draft', status: VacancyStatus.Draft });
});
afterAll(() => t.close());

const search = (query: Record<string, unknown> | string = {}) =>
  t.http.get('/api/Vacancy/SearchVacancies').query(query);
const ids = (page: { items: { id: number }[] }) => page.items.map((entry) => entry.id);
const OPEN = () => [v.a1, v.b1, v.a2, v.c1, v.b2]; // newest first

describe('GET /api/Vacancy/SearchVacancies', () => {
  it('lists open vacancies only, newest first, 36 a page, for visitors', async () => {
    const page = dataOf(await search());
    expect(page).toMatchObject({ totalCount: 5, page: 1, pageSize: 36 });
    expect(ids(page)).toEqual(OPEN());
  });

  it('answers vacancy cards with company, dictionary names, technologies and the salary only when shown', async () => {
    const page = dataOf(await search());
    const a1 = page.items.find((entry: any) => entry.id === v.a1);
    expect(a1).toEqual({
      id: v.a1,
      title: 'Senior React Developer',
      titleGE: 'უფროსი React დეველოპერი',
      company: {
        id: companies.acme,
        name: 'Acme Software',
        transformedName: 'acme-software',
        smallProfileImageUrl: expect.any(String),
        isVerified: false,
        isClaimingNecessary: false,
        verifiedDate: null,
      },
      city: { id: item(DictionaryType.City, 'tbilisi'), name: 'Tbilisi', nameGE: 'თბილისი' },
      employmentType: {
        id: item(DictionaryType.EmploymentType, 'full-time'),
        name: 'Full-time',
        nameGE: 'სრული განაკვეთი',
      },
      workLocation: { id: item(DictionaryType.WorkLocation, 'on-site'), name: 'On-site', nameGE: 'ოფისში' },
      experience: expect.objectContaining({ id: item(DictionaryType.Experience, 'senior') }),
      technologies: expect.arrayContaining([
        { id: item(DictionaryType.Technology, 'react'), name: 'React', nameGE: 'React' },
        { id: item(DictionaryType.Technology, 'typescript'), name: 'TypeScript', nameGE: 'TypeScript' },
      ]),
      publishedAt: expect.any(String),
      deadline: expect.any(String),
      salary: { min: 4000, max: 6000, currency: Currency.Gel },
      isFavorite: false,
      match: null,
    });
    expect(a1.technologies).toHaveLength(2);
    const byId = new Map(page.items.map((entry: any) => [entry.id, entry]));
    expect((byId.get(v.a2) as any).salary).toBeNull();
    expect((byId.get(v.c1) as any).salary).toBeNull();
    expect((byId.get(v.b1) as any).salary).toEqual({ min: 2000, max: null, currency: Currency.Euro });
    expect((byId.get(v.b2) as any).deadline).toBeNull();
    expect((byId.get(v.a2) as any).city).toBeNull();
  });

  it('names dictionary items in Georgian on request', async () => {
    const page = dataOf(await search({ cities: item(DictionaryType.City, 'tbilisi') }).set('Accept-Language', 'ka'));
    for (const entry of page.items) {
      expect(entry.city.name).toBe('თბილისი');
      expect(entry.employmentType.name).toMatch(GEORGIAN);
    }
  });

  it('filters one by one', async () => {
    const cases: [Record<string, unknown>, number[]][] = [
      [{ technologies: item(DictionaryType.Technology, 'react') }, [v.a1]],
      [{ technologies: item(DictionaryType.TechnologyCategory, 'frontend') }, [v.a1, v.b2]],
      [
        { technologies: [item(DictionaryType.Technology, 'java'), item(DictionaryType.Technology, 'python')] },
        [v.a2, v.c1],
      ],
      [{ employmentTypes: item(DictionaryType.EmploymentType, 'full-time') }, [v.a1, v.b2]],
      [{ EmploymentTypies: item(DictionaryType.EmploymentType, 'part-time') }, [v.b1]],
      [{ workLocations: item(DictionaryType.WorkLocation, 'remote') }, [v.a2, v.b2]],
      [{ jobFunctions: item(DictionaryType.JobFunction, 'software-development') }, [v.a1, v.a2, v.c1, v.b2]],
      [{ jobFunctions: item(DictionaryType.JobFunction, 'test-automation') }, [v.b1]],
      [{ cities: [item(DictionaryType.City, 'batumi'), item(DictionaryType.City, 'kutaisi')] }, [v.b1]],
      [{ experiences: item(DictionaryType.Experience, 'middle') }, [v.a2, v.b2]],
      [{ salaryShown: true }, [v.a1, v.b1, v.b2]],
      [{ salaryShown: false }, OPEN()],
      [{ companyId: companies.beta }, [v.b1, v.b2]],
      [{ companyId: 999999 }, []],
      [{ searchTerm: 'react' }, [v.a1]],
      [{ searchTerm: '  DEVELOPER ' }, [v.a1, v.b2]],
      [{ searchTerm: 'დეველოპერი' }, [v.a1, v.b2]],
      [{ searchTerm: 'beta geo' }, [v.b1, v.b2]],
    ];
    for (const [query, expected] of cases) {
      expect([query, ids(dataOf(await search(query)))]).toEqual([query, expected]);
    }
  });

  it('combines filters (all must match) and takes keys in any case', async () => {
    const typescript = item(DictionaryType.Technology, 'typescript');
    expect(
      ids(
        dataOf(await search({ technologies: typescript, workLocations: item(DictionaryType.WorkLocation, 'remote') })),
      ),
    ).toEqual([v.b2]);
    expect(
      ids(
        dataOf(
          await search({
            Technologies: typescript,
            CITIES: item(DictionaryType.City, 'tbilisi'),
            salaryshown: 'true',
            SearchTerm: 'senior',
          }),
        ),
      ),
    ).toEqual([v.a1]);
    expect(
      ids(dataOf(await search({ technologies: typescript, experiences: item(DictionaryType.Experience, 'intern') }))),
    ).toEqual([]);
  });

  it('sorts by newest, deadline soonest and highest shown salary', async () => {
    expect(ids(dataOf(await search({ sortBy: 1 })))).toEqual(OPEN());
    expect(ids(dataOf(await search({ sortBy: 2 })))).toEqual([v.a2, v.a1, v.b1, v.c1, v.b2]);
    // A hidden salary (a2, c1) never decides the order: they follow the shown ones, newest first.
    expect(ids(dataOf(await search({ sortBy: 3 })))).toEqual([v.b2, v.a1, v.b1, v.a2, v.c1]);
  });

  it('pages, and answers an empty page past the end', async () => {
    const second = dataOf(await search({ pageSize: 2, page: 2 }));
    expect(second).toMatchObject({ totalCount: 5, page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([v.a2, v.c1]);
    const past = dataOf(await search({ pageSize: 2, page: 9 }));
    expect(past).toMatchObject({ items: [], totalCount: 5, page: 9 });
  });

  it('searches words: punctuation and wildcards are not words, and a misspelt word still matches', async () => {
    expect(ids(dataOf(await search({ searchTerm: '%' })))).toEqual([]);
    expect(ids(dataOf(await search({ searchTerm: '_' })))).toEqual([]);
    expect(ids(dataOf(await search({ searchTerm: 'data_analyst 100%' })))).toEqual([v.c1]);
    expect(ids(dataOf(await search({ searchTerm: 'anlyst' })))).toEqual([v.c1]);
    expect(ids(dataOf(await search({ searchTerm: 'devloper' })))).toEqual([v.a1, v.b2]);
  });

  it('takes hostile text literally', async () => {
    expect(ids(dataOf(await search({ searchTerm: "'; DROP TABLE vacancy; --" })))).toEqual([]);
    expect(ids(dataOf(await search({ searchTerm: '\\' })))).toEqual([]);
    expect(dataOf(await search()).totalCount).toBe(5);
  });

  it.each([
    ['searchTerm', `searchTerm=${'a'.repeat(101)}`],
    ['searchTerm', 'searchTerm=a&searchTerm=b'],
    ['technologies', 'technologies=abc'],
    ['technologies', 'technologies=0'],
    ['cities', 'cities=99999999999'],
    ['employmentTypies', 'employmentTypies=1.5'],
    ['salaryShown', 'salaryShown=maybe'],
    ['sortBy', 'sortBy=4'],
    ['sortBy', 'sortBy=newest'],
    ['page', 'page=0'],
    ['pageSize', 'pageSize=101'],
    ['pageSize', 'pageSize=x'],
    ['companyId', 'companyId=-1'],
  ])('answers 400 for a bad %s (%s), in English and Georgian', async (field, query) => {
    const english = errorsOf(await t.http.get(`/api/Vacancy/SearchVacancies?${query}`), 400);
    expect(english[field]?.[0]).toMatch(/[a-z]/i);
    const georgian = errorsOf(
      await t.http.get(`/api/Vacancy/SearchVacancies?${query}`).set('Accept-Language', 'ka'),
      400,
    );
    expect(georgian[field]?.[0]).toMatch(GEORGIAN);
  });

  it('answers 400 for a very long filter list', async () => {
    const query = Array.from({ length: 51 }, (_, index) => `technologies=${index + 1}`).join('&');
    expect(Object.keys(errorsOf(await t.http.get(`/api/Vacancy/SearchVacancies?${query}`), 400))).toEqual([
      'technologies',
    ]);
  });

  it("marks the signed-in talent's favourites, for that talent only", async () => {
    await t.db.query('INSERT INTO favorite_vacancy (account_id, vacancy_id) VALUES ($1, $2)', [
      await accountIdOf(talent),
      v.b1,
    ]);
    const favourite = (page: any) => page.items.filter((entry: any) => entry.isFavorite).map((entry: any) => entry.id);
    expect(favourite(dataOf(await search().set(bearer(talent))))).toEqual([v.b1]);
    expect(favourite(dataOf(await search()))).toEqual([]);
    expect(favourite(dataOf(await search().set(bearer(owner))))).toEqual([]);
    const other = await signUpTalent(t);
    expect(favourite(dataOf(await search().set(bearer(other))))).toEqual([]);
  });
});

describe('GET /api/Vacancy/GetLatestVacancies', () => {
  it('answers the same vacancy cards, newest open first', async () => {
    const page = dataOf(await t.http.get('/api/Vacancy/GetLatestVacancies?pageSize=2'));
    expect(page).toMatchObject({ totalCount: 5, page: 1, pageSize: 2 });
    expect(ids(page)).toEqual([v.a1, v.b1]);
    expect(page.items[0]).toMatchObject({
      salary: { min: 4000, max: 6000, currency: Currency.Gel },
      technologies: expect.any(Array),
      employmentType: { name: 'Full-time' },
      isFavorite: false,
    });
  });
});

describe('GET /api/Vacancy/GetVacancy', () => {
  const getVacancy = (query: Record<string, unknown> | string) => t.http.get('/api/Vacancy/GetVacancy').query(query);

  it('answers an open vacancy to everyone, with the description, benefits, languages and call to action', async () => {
    const detail = dataOf(await getVacancy({ vacancyId: v.a1 }));
    expect(detail).toMatchObject({
      id: v.a1,
      title: 'Senior React Developer',
      company: { id: companies.acme, name: 'Acme Software', tagline: 'We build software' },
      jobFunction: { id: item(DictionaryType.JobFunction, 'frontend-development'), name: 'Frontend Development' },
      benefits: [
        expect.objectContaining({ id: item(DictionaryType.Benefit, 'health-insurance'), name: expect.any(String) }),
      ],
      languages: ['en', 'ka'],
      callToAction: VacancyCallToAction.ApplyNow,
      salary: { min: 4000, max: 6000, currency: Currency.Gel },
      status: VacancyStatus.Active,
      isExpired: false,
      isPreview: false,
      isApplied: false,
      isFavorite: false,
    });
    expect(detail.descriptionEN.blocks[1]).toEqual(paragraph(A1_LEAD));
    expect(detail.descriptionGE.blocks[0].data.text).toMatch(GEORGIAN);
    expect(detail.elementContext).toEqual(detail.descriptionEN);
    // Issue 22: the number of applicants only as the public may know it (vacancy-page-applicants.api.spec.ts).
    expect(detail.applicants).toEqual({ count: 0, orMore: false });
    expect(detail).not.toHaveProperty('applicantCount');
    expect(detail).not.toHaveProperty('applicationCount');
  });

  it('answers in Georgian on request: names and the Georgian description', async () => {
    const detail = dataOf(await getVacancy({ vacancyId: v.a1 }).set('Accept-Language', 'ka'));
    expect(detail.city.name).toBe('თბილისი');
    expect(detail.jobFunction.name).toMatch(GEORGIAN);
    expect(detail.elementContext).toEqual(detail.descriptionGE);
    // Without a Georgian description, the English one.
    expect(
      dataOf(await getVacancy({ vacancyId: v.a2 }).set('Accept-Language', 'ka')).elementContext.blocks[0].data.text,
    ).toBe('Java Backend Engineer: join us.');
  });

  it('never shows a hidden salary', async () => {
    expect(dataOf(await getVacancy({ vacancyId: v.a2 })).salary).toBeNull();
  });

  it('tells a signed-in talent whether they applied and saved it', async () => {
    await t.db.query(
      `INSERT INTO application (vacancy_id, account_id, full_name, email, phone, cv_file_key, cv_file_name, cv_content_type)
       VALUES ($1, $2, 'Nino Beridze', $3, '+995 555 123 456', 'cv/x', 'cv.pdf', 'application/pdf')`,
      [v.b1, await accountIdOf(talent), talent.email],
    );
    expect(dataOf(await getVacancy({ vacancyId: v.b1 }).set(bearer(talent)))).toMatchObject({
      isApplied: true,
      isFavorite: true,
    });
    expect(dataOf(await getVacancy({ vacancyId: v.b1 }))).toMatchObject({ isApplied: false, isFavorite: false });
    expect(dataOf(await getVacancy({ vacancyId: v.a1 }).set(bearer(talent)))).toMatchObject({ isApplied: false });
  });

  it('still answers an ended vacancy, or one past its deadline, marked expired', async () => {
    expect(dataOf(await getVacancy({ vacancyId: v.ended }))).toMatchObject({
      isExpired: true,
      isPreview: false,
      status: VacancyStatus.Ended,
    });
    expect(dataOf(await getVacancy({ vacancyId: v.pastDeadline }))).toMatchObject({
      isExpired: true,
      isPreview: false,
    });
  });

  it.each(['draft', 'pending', 'rejected'])(
    'shows a %s vacancy only to its company (preview) and to staff with fromAdmin',
    async (name) => {
      const vacancyId = v[name];
      for (const who of [undefined, talent, otherCompany, staff]) {
        const request = getVacancy({ vacancyId });
        errorsOf(await (who ? request.set(bearer(who)) : request), 404);
      }
      errorsOf(await getVacancy({ vacancyId, fromAdmin: true }), 404);
      errorsOf(await getVacancy({ vacancyId, fromAdmin: true }).set(bearer(talent)), 404);
      errorsOf(await getVacancy({ vacancyId, fromAdmin: true }).set(bearer(otherCompany)), 404);
      expect(dataOf(await getVacancy({ vacancyId }).set(bearer(owner)))).toMatchObject({
        id: vacancyId,
        isPreview: true,
      });
      expect(dataOf(await getVacancy({ vacancyId, fromAdmin: true }).set(bearer(staff)))).toMatchObject({
        id: vacancyId,
        isPreview: true,
      });
    },
  );

  it("answers 404 for an unknown id and for another company's draft, in the request language", async () => {
    const unknown = errorsOf(await getVacancy({ vacancyId: 999999 }).set('Accept-Language', 'ka'), 404);
    expect(unknown._[0]).toMatch(GEORGIAN);
    errorsOf(await getVacancy({ vacancyId: v.betaDraft }).set(bearer(owner)), 404);
  });

  it.each(['', 'vacancyId=abc', 'vacancyId=0', 'vacancyId=99999999999', 'vacancyId=1&fromAdmin=maybe'])(
    'answers 400 for bad input (%s), in English and Georgian',
    async (query) => {
      const english = errorsOf(await t.http.get(`/api/Vacancy/GetVacancy?${query}`), 400);
      const field = Object.keys(english)[0];
      expect(['vacancyId', 'fromAdmin']).toContain(field);
      const georgian = errorsOf(await t.http.get(`/api/Vacancy/GetVacancy?${query}`).set('Accept-Language', 'ka'), 400);
      expect(georgian[field][0]).toMatch(GEORGIAN);
    },
  );
});

describe('POST /api/Vacancy/SearchCompanySimAndOtherVacancies', () => {
  const simAndOther = () => t.http.post('/api/Vacancy/SearchCompanySimAndOtherVacancies');

  it("answers the company's other open vacancies and other companies' similar ones, most shared technologies first", async () => {
    const lists = dataOf(await simAndOther().send({ vacancyId: v.a1 }));
    expect(ids({ items: lists.otherVacancies })).toEqual([v.a2]);
    // b2 shares TypeScript and the job function; nothing else shares either.
    expect(ids({ items: lists.similarVacancies })).toEqual([v.b2]);
    expect(lists.similarVacancies[0]).toMatchObject({ company: { name: 'Beta Georgia' }, salary: { max: 7000 } });

    const forJava = dataOf(await simAndOther().query({ vacancyId: v.a2 }));
    expect(ids({ items: forJava.otherVacancies })).toEqual([v.a1]);
    // c1 shares the job function (backend development), no technology.
    expect(ids({ items: forJava.similarVacancies })).toEqual([v.c1]);
  });

  it('ranks by shared technologies, then the same job function, at most 6 of each', async () => {
    const extra: number[] = [];
    for (let index = 0; index < 7; index++) {
      extra.push(
        await insertVacancy({
          companyId: companies.gamma,
          title: `Extra ${index}`,
          publishedDaysAgo: 6 + index,
          technologies: index === 6 ? ['react', 'typescript'] : ['react'],
        }),
      );
    }
    try {
      const lists = dataOf(await simAndOther().send({ VacancyId: v.a1 }));
      expect(lists.similarVacancies).toHaveLength(6);
      // Two shared technologies first, then one shared with the same job function, then one shared, newest first.
      expect(ids({ items: lists.similarVacancies })).toEqual([extra[6], v.b2, ...extra.slice(0, 4)]);
      const forGamma = dataOf(await simAndOther().send({ vacancyId: extra[0] }));
      expect(forGamma.otherVacancies).toHaveLength(6);
      expect(ids({ items: forGamma.otherVacancies })).not.toContain(extra[0]);
    } finally {
      await t.db.query('DELETE FROM vacancy WHERE id = ANY($1::int[])', [extra]);
    }
  });

  it('answers for a draft only to its company, and 404 for unknown vacancies', async () => {
    errorsOf(await simAndOther().send({ vacancyId: v.draft }), 404);
    errorsOf(await simAndOther().send({ vacancyId: v.draft }).set(bearer(otherCompany)), 404);
    expect(
      ids({ items: dataOf(await simAndOther().send({ vacancyId: v.draft }).set(bearer(owner))).otherVacancies }),
    ).toEqual([v.a1, v.a2]);
    errorsOf(await simAndOther().send({ vacancyId: 999999 }), 404);
  });

  it('answers 400 without a vacancy or with a bad one, in English and Georgian', async () => {
    expect(errorsOf(await simAndOther().send({}), 400).vacancyId[0]).toMatch(/vacancy/i);
    expect(errorsOf(await simAndOther().set('Accept-Language', 'ka'), 400).vacancyId[0]).toMatch(GEORGIAN);
    expect(
      errorsOf(await simAndOther().send({ vacancyId: 'abc' }).set('Accept-Language', 'ka'), 400).vacancyId[0],
    ).toMatch(GEORGIAN);
    errorsOf(await simAndOther().query({ vacancyId: '1;DROP' }), 400);
  });
});

function jsonLdOf(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );
}
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const descriptionOf = (html: string) => html.match(/<meta name="description" content="([^"]*)">/)?.[1];

describe('the vacancy pages served to browsers and crawlers', () => {
  it('writes an open vacancy into the head: title, description, canonical, logo and a JobPosting', async () => {
    const page = await t.http.get(`/vacancies/${v.a1}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe('Senior React Developer — Acme Software | TechBoard.ge');
    expect(descriptionOf(page.text)).toBe(A1_LEAD.slice(0, 150).trim());
    expect(page.text).toContain(`<link rel="canonical" href="${SITE}/vacancies/${v.a1}">`);
    expect(page.text).not.toContain('noindex');
    const [posting] = jsonLdOf(page.text);
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior React Developer',
      description: `About the role\n${A1_LEAD}\nStack: React & TypeScript.`,
      url: `${SITE}/vacancies/${v.a1}`,
      datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      validThrough: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Software',
        sameAs: `${SITE}/companies/acme-software`,
        logo: expect.stringMatching(/^https:\/\/techboard\.example\//),
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Tbilisi', addressCountry: 'GE' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GEL',
        value: { '@type': 'QuantitativeValue', minValue: 4000, maxValue: 6000, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Acme Software', value: String(v.a1) },
      directApply: true,
    });
    expect(new Date(posting.validThrough).getTime()).toBeGreaterThan(Date.now());
  });

  it('writes the Georgian head at /ka/vacancies/{id}', async () => {
    const page = await t.http.get(`/ka/vacancies/${v.a1}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe('უფროსი React დეველოპერი — Acme Software | TechBoard.ge');
    expect(descriptionOf(page.text)).toBe('ვეძებთ უფროს React დეველოპერს, რომელსაც უყვარს სუფთა კოდი.');
    expect(page.text).toContain(`<link rel="canonical" href="${SITE}/ka/vacancies/${v.a1}">`);
    const [posting] = jsonLdOf(page.text);
    expect(posting.title).toBe('უფროსი React დეველოპერი');
    expect(posting.jobLocation.address.addressLocality).toBe('თბილისი');
  });

  it('marks a remote job as telecommuting, maps employment types, leaves out a hidden salary', async () => {
    const [java] = jsonLdOf((await t.http.get(`/vacancies/${v.a2}`)).text);
    expect(java).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'GE' },
      directApply: false,
    });
    expect(java).not.toHaveProperty('jobLocation');
    expect(java).not.toHaveProperty('baseSalary');
    const [qa] = jsonLdOf((await t.http.get(`/vacancies/${v.b1}`)).text);
    expect(qa).toMatchObject({
      employmentType: 'PART_TIME',
      jobLocation: { address: { addressLocality: 'Batumi' } },
      baseSalary: { currency: 'EUR', value: { '@type': 'QuantitativeValue', value: 2000, unitText: 'MONTH' } },
    });
    const [intern] = jsonLdOf((await t.http.get(`/vacancies/${v.c1}`)).text);
    expect(intern).toMatchObject({ employmentType: 'INTERN', jobLocation: { address: { addressCountry: 'GE' } } });
    expect(intern.jobLocation.address).not.toHaveProperty('addressLocality');
    const [vue] = jsonLdOf((await t.http.get(`/vacancies/${v.b2}`)).text);
    expect(vue).not.toHaveProperty('validThrough');
  });

  it('serves the page under its company too (by id or URL name), not indexed, and 404 under another company', async () => {
    for (const path of [
      `/${companies.acme}/vacancies/${v.a1}`,
      `/acme-software/vacancies/${v.a1}`,
      `/ACME-software/Vacancies/${v.a1}`,
    ]) {
      const page = await t.http.get(path);
      expect([path, page.status]).toEqual([path, 200]);
      expect(titleOf(page.text)).toBe('Senior React Developer — Acme Software | TechBoard.ge');
      expect(page.text).toContain('<meta name="robots" content="noindex">');
      expect(page.text).not.toContain('application/ld+json');
    }
    expect((await t.http.get(`/${companies.beta}/vacancies/${v.a1}`)).status).toBe(404);
    expect((await t.http.get(`/beta-georgia/vacancies/${v.a1}`)).status).toBe(404);
  });

  it('keeps an ended vacancy reachable, but noindex and without a JobPosting', async () => {
    for (const id of [v.ended, v.pastDeadline]) {
      const page = await t.http.get(`/vacancies/${id}`);
      expect(page.status).toBe(200);
      expect(titleOf(page.text)).toContain('Acme Software');
      expect(page.text).toContain('<meta name="robots" content="noindex">');
      expect(page.text).not.toContain('rel="canonical"');
      expect(page.text).not.toContain('application/ld+json');
    }
  });

  it('answers 404 (noindex, no JobPosting) for drafts, vacancies waiting for review, rejected and unknown ids', async () => {
    for (const path of [v.draft, v.pending, v.rejected, 999999, 'abc', '99999999999', '-1'].map(
      (id) => `/vacancies/${id}`,
    )) {
      const page = await t.http.get(path);
      expect([path, page.status]).toEqual([path, 404]);
      expect(page.text).toContain('<meta name="robots" content="noindex">');
      expect(page.text).not.toContain('application/ld+json');
      expect(page.text).not.toContain('Draft Role');
    }
  });

  it('escapes what a company wrote, in the head and in the JSON-LD', async () => {
    const id = await insertVacancy({
      companyId: companies.beta,
      title: 'Evil </script><script>x()</script>\u2028 $& "q"',
      descriptionEn: editorDoc(paragraph('<!-- c --> <img src=x onerror=alert(1)> &lt;b&gt;bold&lt;/b&gt; \u2028 end')),
    });
    try {
      const page = await t.http.get(`/vacancies/${id}`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('<script>x()');
      expect(page.text).not.toContain('<b>bold');
      // The page's own images (the logo) aside, no element the company wrote.
      expect(page.text).not.toContain('<img src=x');
      expect(page.text).not.toMatch(/<img[^>]*onerror/i);
      expect(page.text).not.toContain('<!-- c');
      const [jsonLd] = page.text.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/)!;
      expect(jsonLd).toContain('\\u003c/script\\u003e\\u003cscript\\u003ex()');
      expect(jsonLd).not.toContain('\u2028');
      const [posting] = jsonLdOf(page.text);
      expect(posting.title).toBe('Evil </script><script>x()</script>\u2028 $& "q"');
      expect(posting.description).toBe('<b>bold</b> end');
      expect(titleOf(page.text)).toBe(
        'Evil &lt;/script&gt;&lt;script&gt;x()&lt;/script&gt;\u2028 $&amp; &quot;q&quot; — Beta Georgia | TechBoard.ge',
      );
    } finally {
      await t.db.query('DELETE FROM vacancy WHERE id = $1', [id]);
    }
  });

  it('serves the vacancy list page', async () => {
    const page = await t.http.get('/vacancies');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<link rel="canonical" href="${SITE}/vacancies">`);
  });

  it('lists the open vacancies in the sitemap with their last change, and no other vacancy', async () => {
    const sitemap = (await t.http.get('/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>${SITE}/vacancies</loc>`);
    for (const id of OPEN()) {
      expect(sitemap).toMatch(
        new RegExp(`<loc>${SITE}/vacancies/${id}</loc>\\n    <lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
      );
    }
    for (const id of [v.ended, v.pastDeadline, v.draft, v.pending, v.rejected, v.betaDraft]) {
      expect(sitemap).not.toContain(`/vacancies/${id}<`);
    }
    expect(sitemap).not.toContain(':vacancyId');
    expect(sitemap).not.toContain(':companyId');
    const [{ updated_at: updated }] = await t.db.query('SELECT updated_at FROM vacancy WHERE id = $1', [v.a1]);
    expect(sitemap).toContain(
      `<loc>${SITE}/vacancies/${v.a1}</loc>\n    <lastmod>${new Date(updated).toISOString()}</lastmod>`,
    );
  });
});
