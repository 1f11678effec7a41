import { ka } from '../src/core/i18n/messages.ka.js';
import { CompanyProgressService } from '../src/modules/company/profile/company-progress.service.js';
import { bearer, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const m = ka.companyProfile;
const READ_ONLY = 'This is a read-only view-as session';
const THIS_YEAR = new Date().getUTCFullYear();

const post = (who: SignedUp | null, path: string, body: unknown, language = 'en') => {
  const request = t.http.post(`/api/${path}`).set('Accept-Language', language);
  if (who) request.set(bearer(who));
  return request.send(body as object);
};
const get = (who: SignedUp | null, path: string, query: Record<string, unknown> = {}, language = 'en') => {
  const request = t.http.get(`/api/${path}`).set('Accept-Language', language).query(query);
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
async function companyRow(id: number) {
  const [row] = await t.db.query('SELECT about, about_ge, tagline, team_size FROM company WHERE id = $1', [id]);
  return row;
}
async function dictionaryId(type: number, key: string): Promise<number> {
  const [row] = await t.db.query('SELECT id FROM dictionary_item WHERE type = $1 AND key = $2', [type, key]);
  return row.id;
}
async function keyFact(key: string): Promise<{ id: number; options: Record<string, number> }> {
  const [row] = await t.db.query('SELECT id FROM key_fact_definition WHERE key = $1', [key]);
  const options: { id: number; key: string }[] = await t.db.query(
    'SELECT id, key FROM key_fact_option WHERE key_fact_id = $1',
    [row.id],
  );
  return { id: row.id, options: Object.fromEntries(options.map((o) => [o.key, o.id])) };
}
const storedKeyFacts = (companyId: number) =>
  t.db.query(
    `SELECT key_fact_id, description_en, description_ge, description_number::float8 AS description_number, checked_options
       FROM company_key_fact WHERE company_id = $1 ORDER BY key_fact_id`,
    [companyId],
  );

async function viewAsSession(target: SignedUp): Promise<SignedUp> {
  const staff = await signInStaff(t);
  const account = dataOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: target.email }));
  const signIn = await viewAsSessionOf(t, staff, account.id);
  return { email: target.email, token: signIn.token, refreshCookie: '' };
}

const WRITES: [string, unknown][] = [
  ['Company/UpdateCompanyAbout', { aboutEn: 'Hello' }],
  ['Company/UpdateCompanyTagline', { tagline: 'Hi' }],
  ['Company/UpdateCompanyTeamSize', { teamSize: '1-10' }],
  ['Company/UpdateCompanyTechnologies', { technologyIds: [] }],
  ['Company/updateCompanyBenefits', { benefitIds: [] }],
  ['Benefits/UpdateCompanyBenefits', { benefitIds: [] }],
  ['Company/CreateUpdateCompanyKeyFact', { keyFactId: 1 }],
  ['Company/UpdateCompanyKeyFacts', { keyFacts: [] }],
  ['Company/UpdateCompanyContactInfo', {}],
];

describe('who may call the company profile', () => {
  it('visitors get 401, talents and staff 403, a view-as session may read but every write is 403', async () => {
    const company = await signUpCompany(t, 'Guarded Co');
    const talent = await signUpTalent(t);
    const staff = await signInStaff(t);
    const viewAs = await viewAsSession(company);
    for (const [path, body] of WRITES) {
      errorsOf(await post(null, path, body), 401);
      errorsOf(await post(talent, path, body), 403);
      errorsOf(await post(staff, path, body), 403);
      expect(errorsOf(await post(viewAs, path, body), 403)._).toEqual([READ_ONLY]);
    }
    for (const path of ['Company/GetCompanyProfileInfo', 'Company/getCompanyProgress']) {
      errorsOf(await get(null, path), 401);
      errorsOf(await get(talent, path), 403);
      errorsOf(await get(staff, path), 403);
      expect(errorsOf(await get(talent, path, {}, 'ka'), 403)._[0]).toMatch(GEORGIAN);
    }
    // The view-as session reads the company it looks at, and nothing was changed by its refused writes.
    const info = dataOf(await get(viewAs, 'Company/GetCompanyProfileInfo'));
    expect(info).toMatchObject({
      id: await companyIdOf(company),
      name: 'Guarded Co',
      about: null,
      tagLine: null,
      teamSize: null,
    });
    dataOf(await get(viewAs, 'Company/getCompanyProgress'));
  });

  it("the write calls take no company id: whatever is sent, they change the caller's company only", async () => {
    const first = await signUpCompany(t, 'First Owner');
    const second = await signUpCompany(t, 'Second Owner');
    const firstId = await companyIdOf(first);
    const secondId = await companyIdOf(second);
    const react = await dictionaryId(8, 'react');
    const insurance = await dictionaryId(0, 'health-insurance');
    const founded = await keyFact('founded');

    dataOf(await post(first, 'Company/UpdateCompanyAbout', { aboutEn: 'First about', aboutGe: 'პირველი' }));
    dataOf(await post(first, 'Company/UpdateCompanyTagline', { tagline: 'First tagline' }));
    dataOf(await post(first, 'Company/UpdateCompanyTechnologies', { technologyIds: [react] }));
    dataOf(await post(first, 'Company/updateCompanyBenefits', { benefitIds: [insurance] }));
    dataOf(await post(first, 'Company/CreateUpdateCompanyKeyFact', { keyFactId: founded.id, descriptionNumber: 2001 }));
    dataOf(await post(first, 'Company/UpdateCompanyContactInfo', { email: 'first@example.com' }));

    // The second company sends the first one's id every way it can: in the body and the query.
    const foreign = { companyId: firstId, CompanyId: firstId, id: firstId };
    const q = `?companyId=${firstId}&id=${firstId}`;
    dataOf(
      await post(second, `Company/UpdateCompanyAbout${q}`, {
        ...foreign,
        aboutEn: 'Taken over',
        aboutGe: 'Taken over',
      }),
    );
    dataOf(await post(second, `Company/UpdateCompanyTagline${q}`, { ...foreign, tagline: 'Taken over' }));
    dataOf(await post(second, `Company/UpdateCompanyTeamSize${q}`, { ...foreign, teamSize: '1000+' }));
    dataOf(await post(second, `Company/UpdateCompanyTechnologies${q}`, { ...foreign, technologyIds: [] }));
    dataOf(await post(second, `Benefits/UpdateCompanyBenefits${q}`, { ...foreign, benefitIds: [] }));
    dataOf(
      await post(second, `Company/CreateUpdateCompanyKeyFact${q}`, {
        ...foreign,
        keyFactId: founded.id,
        descriptionNumber: 1999,
      }),
    );
    dataOf(
      await post(second, `Company/UpdateCompanyKeyFacts${q}`, {
        ...foreign,
        keyFacts: [{ keyFactId: founded.id, descriptionNumber: 1998 }],
      }),
    );
    dataOf(await post(second, `Company/UpdateCompanyContactInfo${q}`, { ...foreign, email: 'second@example.com' }));

    expect(await companyRow(firstId)).toEqual({
      about: 'First about',
      about_ge: 'პირველი',
      tagline: 'First tagline',
      team_size: null,
    });
    expect(await companyRow(secondId)).toEqual({
      about: 'Taken over',
      about_ge: 'Taken over',
      tagline: 'Taken over',
      team_size: '1000+',
    });
    expect(await t.db.query('SELECT technology_id FROM company_technology WHERE company_id = $1', [firstId])).toEqual([
      { technology_id: react },
    ]);
    expect(await t.db.query('SELECT benefit_id FROM company_benefit WHERE company_id = $1', [firstId])).toEqual([
      { benefit_id: insurance },
    ]);
    expect((await storedKeyFacts(firstId)).map((r: { description_number: number }) => r.description_number)).toEqual([
      2001,
    ]);
    expect((await storedKeyFacts(secondId)).map((r: { description_number: number }) => r.description_number)).toEqual([
      1998,
    ]);
    expect(
      await t.db.query(
        'SELECT company_id, email FROM company_contact WHERE company_id IN ($1, $2) ORDER BY company_id',
        [firstId, secondId],
      ),
    ).toEqual([
      { company_id: firstId, email: 'first@example.com' },
      { company_id: secondId, email: 'second@example.com' },
    ]);

    // Each company's panel shows its own company.
    expect(dataOf(await get(second, 'Company/GetCompanyProfileInfo'))).toMatchObject({
      id: secondId,
      about: 'Taken over',
    });
    expect(dataOf(await get(first, 'Company/GetCompanyProfileInfo'))).toMatchObject({
      id: firstId,
      about: 'First about',
    });
  });
});

describe('GET /api/Company/GetCompanyProfileInfo', () => {
  it("answers the company panel info of the caller's company", async () => {
    const company = await signUpCompany(t, 'Panel Info Ltd');
    const id = await companyIdOf(company);
    await t.db.query(
      `INSERT INTO vacancy (company_id, title, status, published_at, deadline) VALUES
         ($1, 'Open', 1, now(), now() + interval '10 days'),
         ($1, 'No deadline', 1, now(), NULL),
         ($1, 'Past deadline', 1, now() - interval '40 days', now() - interval '1 day'),
         ($1, 'Ended', 2, now() - interval '40 days', NULL),
         ($1, 'Draft', 3, NULL, NULL)`,
      [id],
    );
    const info = dataOf(await get(company, 'Company/GetCompanyProfileInfo'));
    expect(info).toEqual({
      id,
      name: 'Panel Info Ltd',
      transformedName: 'panel-info-ltd',
      userType: 2,
      email: company.email,
      isEmailVerified: false,
      about: null,
      aboutGe: null,
      tagLine: null,
      tagLineGe: null,
      teamSize: null,
      profileImageUrl: expect.stringMatching(/^\/api\/Files\/Images\/.+\.webp$/),
      smallProfileImageUrl: expect.stringMatching(/-small\.webp$/),
      coverImageUrl: null,
      isVerified: false,
      verifiedDate: null,
      isClaimingNecessary: false,
      createDate: expect.any(String),
      activeVacancyCount: 2,
      benefits: [],
      technologies: [],
      keyFacts: [],
      contact: {
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
      },
    });
    expect(Date.parse(info.createDate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows what the company filled in: technologies with their category, benefits by group, key facts, contact', async () => {
    const company = await signUpCompany(t, 'Filled Panel');
    const react = await dictionaryId(8, 'react');
    const java = await dictionaryId(8, 'java');
    const insurance = await dictionaryId(0, 'health-insurance');
    const founded = await keyFact('founded');
    dataOf(await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: [react, java] }));
    dataOf(await post(company, 'Company/updateCompanyBenefits', { benefitIds: [insurance] }));
    dataOf(
      await post(company, 'Company/CreateUpdateCompanyKeyFact', { keyFactId: founded.id, descriptionNumber: '2015' }),
    );
    dataOf(
      await post(company, 'Company/UpdateCompanyContactInfo', { phoneNumber: '555 12 34 56', website: 'filled.ge' }),
    );
    const info = dataOf(await get(company, 'Company/GetCompanyProfileInfo'));
    expect(info.technologies.map((item: { id: number }) => item.id).sort()).toEqual([react, java].sort());
    expect(Object.keys(info.technologies[0]).sort()).toEqual(['iconUrl', 'id', 'name', 'nameGE', 'parentDictionary']);
    expect(info.technologies[0].parentDictionary).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      nameGE: expect.stringMatching(GEORGIAN),
    });
    expect(info.benefits).toEqual([
      expect.objectContaining({
        id: await dictionaryId(0, 'health'),
        name: 'Health & insurance',
        selected: false,
        subBenefits: [
          expect.objectContaining({ id: insurance, name: 'Health insurance', nameGE: 'ჯანმრთელობის დაზღვევა' }),
        ],
      }),
    ]);
    expect(info.keyFacts).toEqual([
      { keyFactId: founded.id, descriptionEN: null, descriptionGE: null, descriptionNumber: 2015, checkedOptions: [] },
    ]);
    expect(info.contact).toMatchObject({
      phoneNumber: '555 12 34 56',
      countryCode: '+995',
      website: 'http://filled.ge',
    });
  });
});

describe('POST /api/Company/UpdateCompanyAbout', () => {
  it('stores both texts, answers "Updated Successfully", keeps a text left out and clears an empty one', async () => {
    const company = await signUpCompany(t, 'About Co');
    const id = await companyIdOf(company);
    const english = 'We build software in Tbilisi.\r\nSince 2014 — 120+ projects, "quality" first & always (100%)!';
    expect(
      dataOf(
        await post(company, 'Company/UpdateCompanyAbout', {
          AboutEn: english,
          aboutge: 'ვქმნით პროგრამებს Tbilisi-ში.',
        }),
      ),
    ).toBe('Updated Successfully');
    expect(await companyRow(id)).toMatchObject({
      about: english.replace('\r\n', '\n'),
      about_ge: 'ვქმნით პროგრამებს Tbilisi-ში.',
    });

    expect(
      dataOf(
        await post(company, 'Company/UpdateCompanyAbout', { aboutGe: 'Only English in the Georgian field' }, 'ka'),
      ),
    ).toBe('წარმატებით განახლდა');
    expect(await companyRow(id)).toMatchObject({
      about: english.replace('\r\n', '\n'),
      about_ge: 'Only English in the Georgian field',
    });

    dataOf(await post(company, 'Company/UpdateCompanyAbout', { aboutEn: '   ', aboutGe: null }));
    expect(await companyRow(id)).toMatchObject({ about: null, about_ge: null });

    const limit = 'a'.repeat(1000);
    dataOf(await post(company, 'Company/UpdateCompanyAbout', { aboutEn: limit, aboutGe: 'ა'.repeat(1000) }));
    expect(await companyRow(id)).toMatchObject({ about: limit, about_ge: 'ა'.repeat(1000) });
  });

  it('refuses more than 1000 characters, Georgian in the English text and other scripts in the Georgian one', async () => {
    const company = await signUpCompany(t, 'About Rules');
    const id = await companyIdOf(company);
    const tooLong = 'a'.repeat(1001);
    expect(errorsOf(await post(company, 'Company/UpdateCompanyAbout', { aboutEn: tooLong }), 400)).toEqual({
      aboutEn: ['The about text must be at most 1000 characters long'],
    });
    expect(
      errorsOf(await post(company, 'Company/UpdateCompanyAbout', { aboutGe: 'ა'.repeat(1001) }, 'ka'), 400),
    ).toEqual({ aboutGe: [m.aboutTooLong.replace('{{max}}', '1000')] });
    expect(errorsOf(await post(company, 'Company/UpdateCompanyAbout', { aboutEn: 'Hello ქართული' }), 400)).toEqual({
      aboutEn: ['This field must be only in English'],
    });
    expect(errorsOf(await post(company, 'Company/UpdateCompanyAbout', { aboutEn: 'Привет' }, 'ka'), 400)).toEqual({
      aboutEn: [m.englishOnly],
    });
    expect(errorsOf(await post(company, 'Company/UpdateCompanyAbout', { aboutGe: 'Привет' }), 400)).toEqual({
      aboutGe: ['This field must be in Georgian or English'],
    });
    expect(errorsOf(await post(company, 'Company/UpdateCompanyAbout', { aboutGe: 'Привет' }, 'ka'), 400)).toEqual({
      aboutGe: [m.georgianOrEnglish],
    });
    errorsOf(await post(company, 'Company/UpdateCompanyAbout', { aboutEn: 42 }), 400);
    expect(await companyRow(id)).toMatchObject({ about: null, about_ge: null });
  });
});

describe('POST /api/Company/UpdateCompanyTagline and UpdateCompanyTeamSize', () => {
  it('stores a trimmed tagline of at most 200 characters; empty clears it', async () => {
    const company = await signUpCompany(t, 'Tagline Co');
    const id = await companyIdOf(company);
    expect(
      dataOf(await post(company, 'Company/UpdateCompanyTagline', { Tagline: '   Software   crafted in Tbilisi  ' })),
    ).toBe('Updated Successfully');
    expect((await companyRow(id)).tagline).toBe('Software crafted in Tbilisi');
    dataOf(await post(company, 'Company/UpdateCompanyTagline', { tagline: 'ქართული სლოგანი' }));
    expect((await companyRow(id)).tagline).toBe('ქართული სლოგანი');

    expect(errorsOf(await post(company, 'Company/UpdateCompanyTagline', { tagline: 'x'.repeat(201) }), 400)).toEqual({
      tagline: ['The tagline must be at most 200 characters long'],
    });
    expect(
      errorsOf(await post(company, 'Company/UpdateCompanyTagline', { tagline: 'x'.repeat(201) }, 'ka'), 400),
    ).toEqual({ tagline: [m.taglineTooLong.replace('{{max}}', '200')] });
    expect((await companyRow(id)).tagline).toBe('ქართული სლოგანი');
    dataOf(await post(company, 'Company/UpdateCompanyTagline', { tagline: ' '.repeat(5) + 'y'.repeat(200) }));
    expect((await companyRow(id)).tagline).toBe('y'.repeat(200));

    dataOf(await post(company, 'Company/UpdateCompanyTagline', { tagline: '' }));
    expect((await companyRow(id)).tagline).toBeNull();
  });

  it('keeps a Georgian tagline beside the English one: sent or kept, shown on Georgian pages (issue 22)', async () => {
    const company = await signUpCompany(t, 'Tagline Ge Co');
    const id = await companyIdOf(company);
    const taglineGe = async () =>
      (await t.db.query('SELECT tagline_ge FROM company WHERE id = $1', [id]))[0].tagline_ge;
    dataOf(
      await post(company, 'Company/UpdateCompanyTagline', {
        tagline: 'Software from Tbilisi',
        taglineGe: '  პროგრამები   თბილისიდან ',
      }),
    );
    expect(await taglineGe()).toBe('პროგრამები თბილისიდან');
    // The specification's shape (tagline alone) leaves the Georgian one as it is; empty clears it.
    dataOf(await post(company, 'Company/UpdateCompanyTagline', { tagline: 'Software from Georgia' }));
    expect(await taglineGe()).toBe('პროგრამები თბილისიდან');
    expect(
      errorsOf(await post(company, 'Company/UpdateCompanyTagline', { tagline: 'x', taglineGe: 'ა'.repeat(201) }), 400)
        .taglineGe,
    ).toEqual(['The tagline must be at most 200 characters long']);

    const info = dataOf(await get(company, 'Account/GetUserInfo'));
    expect(info).toMatchObject({ tagLine: 'Software from Georgia', tagLineGe: 'პროგრამები თბილისიდან' });
    const [{ transformed_name: slug }] = await t.db.query('SELECT transformed_name FROM company WHERE id = $1', [id]);
    expect(dataOf(await get(null, 'Company/GetCompanyDetails', { companySlug: slug }))).toMatchObject({
      tagline: 'Software from Georgia',
      taglineGe: 'პროგრამები თბილისიდან',
    });
    const georgianPage = await t.http.get(`/ka/companies/${slug}`);
    expect(georgianPage.text).toMatch(/<title>[^<]*პროგრამები თბილისიდან[^<]*<\/title>/);
    const englishPage = await t.http.get(`/companies/${slug}`);
    expect(englishPage.text).toMatch(/<title>[^<]*Software from Georgia[^<]*<\/title>/);

    const found = dataOf(await get(null, 'Company/searchCompanies', { searchTerm: 'თბილისიდან' }));
    expect(found.items.map((item: { id: number }) => item.id)).toContain(id);

    dataOf(await post(company, 'Company/UpdateCompanyTagline', { tagline: 'Software from Georgia', taglineGe: '' }));
    expect(await taglineGe()).toBeNull();
  });

  it('takes a team size from the list only; the list is public and named in the request language', async () => {
    const company = await signUpCompany(t, 'Team Co');
    const id = await companyIdOf(company);
    const sizes = dataOf(await get(null, 'Company/GetTeamSizes'));
    expect(sizes.map((size: { value: string }) => size.value)).toEqual([
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '501-1000',
      '1000+',
    ]);
    expect(sizes[0]).toEqual({ value: '1-10', name: '1–10 employees' });
    expect(dataOf(await get(null, 'Company/GetTeamSizes', {}, 'ka'))[0].name).toMatch(GEORGIAN);

    for (const size of sizes) {
      dataOf(await post(company, 'Company/UpdateCompanyTeamSize', { teamSize: size.value }));
      expect((await companyRow(id)).team_size).toBe(size.value);
    }
    expect(errorsOf(await post(company, 'Company/UpdateCompanyTeamSize', { teamSize: '5000' }), 400)).toEqual({
      teamSize: ['Choose a team size from the list'],
    });
    expect(errorsOf(await post(company, 'Company/UpdateCompanyTeamSize', { teamSize: 7 }, 'ka'), 400)).toEqual({
      teamSize: [m.teamSizeUnknown],
    });
    expect((await companyRow(id)).team_size).toBe('1000+');
    dataOf(await post(company, 'Company/UpdateCompanyTeamSize', { teamSize: null }));
    expect((await companyRow(id)).team_size).toBeNull();
  });
});

describe('POST /api/Company/UpdateCompanyTechnologies', () => {
  it('replaces the technologies with the given ones (duplicates once, empty clears)', async () => {
    const company = await signUpCompany(t, 'Tech Co');
    const id = await companyIdOf(company);
    const [react, java, go] = [
      await dictionaryId(8, 'react'),
      await dictionaryId(8, 'java'),
      await dictionaryId(8, 'go'),
    ];
    const stored = async () =>
      (
        await t.db.query('SELECT technology_id FROM company_technology WHERE company_id = $1 ORDER BY technology_id', [
          id,
        ])
      ).map((row: { technology_id: number }) => row.technology_id);

    expect(
      dataOf(await post(company, 'Company/UpdateCompanyTechnologies', { TechnologyIds: [react, java, react] })),
    ).toBe('Updated Successfully');
    expect(await stored()).toEqual([react, java].sort((a, b) => a - b));
    expect(
      dataOf(await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: [String(go)] }, 'ka')),
    ).toBe('წარმატებით განახლდა');
    expect(await stored()).toEqual([go]);
    dataOf(await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: [] }));
    expect(await stored()).toEqual([]);
  });

  it('refuses ids that are no technology, more than 100 ids and ids that are no numbers, changing nothing', async () => {
    const company = await signUpCompany(t, 'Tech Rules');
    const id = await companyIdOf(company);
    const react = await dictionaryId(8, 'react');
    dataOf(await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: [react] }));
    const category = (await t.db.query('SELECT parent_id FROM dictionary_item WHERE id = $1', [react]))[0].parent_id;
    const benefit = await dictionaryId(0, 'health-insurance');

    for (const wrong of [benefit, category, 999999]) {
      expect(
        errorsOf(await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: [react, wrong] }), 400),
      ).toEqual({ technologyIds: ['Choose technologies from the list'] });
    }
    expect(
      errorsOf(await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: [999999] }, 'ka'), 400),
    ).toEqual({ technologyIds: [m.unknownTechnology] });
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(errorsOf(await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: many }), 400)).toEqual({
      technologyIds: ['You can choose at most 100 technologies'],
    });
    expect(
      errorsOf(await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: many }, 'ka'), 400),
    ).toEqual({ technologyIds: [m.tooManyTechnologies.replace('{{max}}', '100')] });
    expect(
      errorsOf(await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: ['react'] }), 400),
    ).toEqual({ technologyIds: ['The list must contain ids (whole numbers)'] });
    expect(
      errorsOf(await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: [0] }, 'ka'), 400),
    ).toEqual({ technologyIds: [m.idsInvalid] });
    expect(await t.db.query('SELECT technology_id FROM company_technology WHERE company_id = $1', [id])).toEqual([
      { technology_id: react },
    ]);
  });
});

describe('benefits: POST Company/updateCompanyBenefits, POST Benefits/UpdateCompanyBenefits, GET Benefits/GetCompanyBenefits/{id}', () => {
  it('both update calls replace the benefits and answer "Benefits have been updated"; the public read groups them', async () => {
    const company = await signUpCompany(t, 'Benefit Co');
    const id = await companyIdOf(company);
    const ids = {
      health: await dictionaryId(0, 'health'),
      insurance: await dictionaryId(0, 'health-insurance'),
      dental: await dictionaryId(0, 'dental-care'),
      learning: await dictionaryId(0, 'learning'),
      mentorship: await dictionaryId(0, 'mentorship'),
      perks: await dictionaryId(0, 'perks'),
    };
    const stored = async () =>
      (await t.db.query('SELECT benefit_id FROM company_benefit WHERE company_id = $1 ORDER BY benefit_id', [id])).map(
        (row: { benefit_id: number }) => row.benefit_id,
      );

    expect(
      dataOf(
        await post(company, 'Company/updateCompanyBenefits', {
          benefitIds: [ids.mentorship, ids.dental, ids.insurance, ids.perks],
        }),
      ),
    ).toBe('Benefits have been updated');
    expect(await stored()).toEqual([ids.mentorship, ids.dental, ids.insurance, ids.perks].sort((a, b) => a - b));

    const groups = dataOf(await get(null, `Benefits/GetCompanyBenefits/${id}`));
    expect(groups.map((group: { id: number }) => group.id)).toEqual([ids.health, ids.learning, ids.perks]);
    expect(groups[0]).toEqual({
      id: ids.health,
      name: 'Health & insurance',
      nameGE: 'ჯანმრთელობა და დაზღვევა',
      description: expect.any(String),
      descriptionGE: expect.stringMatching(GEORGIAN),
      iconUrl: null,
      selected: false,
      subBenefits: [
        expect.objectContaining({ id: ids.insurance, name: 'Health insurance', nameGE: 'ჯანმრთელობის დაზღვევა' }),
        expect.objectContaining({ id: ids.dental, name: 'Dental care' }),
      ],
    });
    expect(groups[1]).toMatchObject({ id: ids.learning, selected: false, subBenefits: [{ id: ids.mentorship }] });
    expect(groups[2]).toMatchObject({ id: ids.perks, selected: true, subBenefits: [] });

    expect(dataOf(await post(company, 'Benefits/UpdateCompanyBenefits', { BenefitIds: [ids.health] }, 'ka'))).toBe(
      m.benefitsUpdated,
    );
    expect(await stored()).toEqual([ids.health]);
    expect(dataOf(await get(null, `Benefits/GetCompanyBenefits/${id}`))).toEqual([
      expect.objectContaining({ id: ids.health, selected: true, subBenefits: [] }),
    ]);

    dataOf(await post(company, 'Benefits/UpdateCompanyBenefits', {}));
    expect(await stored()).toEqual([]);
    expect(dataOf(await get(company, `Benefits/GetCompanyBenefits/${id}`))).toEqual([]);
  });

  it('refuses what is no benefit with "Benefits update failed", changing nothing; unknown companies are 404', async () => {
    const company = await signUpCompany(t, 'Benefit Rules');
    const id = await companyIdOf(company);
    const insurance = await dictionaryId(0, 'health-insurance');
    const react = await dictionaryId(8, 'react');
    dataOf(await post(company, 'Company/updateCompanyBenefits', { benefitIds: [insurance] }));
    for (const path of ['Company/updateCompanyBenefits', 'Benefits/UpdateCompanyBenefits']) {
      expect(errorsOf(await post(company, path, { benefitIds: [insurance, react] }), 400)).toEqual({
        _: ['Benefits update failed'],
        benefitIds: ['Choose benefits from the list'],
      });
      expect(errorsOf(await post(company, path, { benefitIds: [999999] }, 'ka'), 400)).toEqual({
        _: [m.benefitsUpdateFailed],
        benefitIds: [m.unknownBenefit],
      });
      expect(
        errorsOf(await post(company, path, { benefitIds: Array.from({ length: 101 }, (_, i) => i + 1) }), 400),
      ).toEqual({ benefitIds: ['You can choose at most 100 benefits'] });
      expect(errorsOf(await post(company, path, { benefitIds: 'all' }, 'ka'), 400)).toEqual({
        benefitIds: [m.idsInvalid],
      });
    }
    expect(await t.db.query('SELECT benefit_id FROM company_benefit WHERE company_id = $1', [id])).toEqual([
      { benefit_id: insurance },
    ]);

    expect(errorsOf(await get(null, 'Benefits/GetCompanyBenefits/999999'), 404)._).toEqual([
      'The company was not found',
    ]);
    expect(errorsOf(await get(null, 'Benefits/GetCompanyBenefits/999999', {}, 'ka'), 404)._).toEqual([
      m.companyNotFound,
    ]);
    errorsOf(await get(null, 'Benefits/GetCompanyBenefits/abc'), 400);
  });
});

describe('key facts', () => {
  it('GET getKeyFacts lists the definitions with their options to anyone', async () => {
    const definitions = dataOf(await get(null, 'Company/getKeyFacts'));
    expect(definitions.map((d: { key: string }) => d.key)).toEqual([
      'founded',
      'headquarters',
      'company-size',
      'industry',
      'revenue',
      'company-type',
      'specialties',
      'employees-globally',
      'employees-locally',
      'paid-leave',
      'location',
      'other-key-facts',
    ]);
    const size = definitions.find((d: { key: string }) => d.key === 'company-size');
    expect(size).toEqual({
      id: expect.any(Number),
      key: 'company-size',
      name: 'Company size',
      nameGE: 'კომპანიის ზომა',
      keyFactType: 5,
      isMandatory: true,
      hide: false,
      orderIndex: 3,
      options: expect.arrayContaining([
        { id: expect.any(Number), key: '1-10', name: '1–10 employees', nameGE: '1–10 თანამშრომელი' },
      ]),
    });
    expect(size.options.map((o: { key: string }) => o.key)).toEqual([
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '501-1000',
      '1000-plus',
    ]);
    expect(definitions.find((d: { key: string }) => d.key === 'founded')).toMatchObject({
      keyFactType: 3,
      options: [],
    });
  });

  it('CreateUpdateCompanyKeyFact stores each type, answers the stored value, and an empty value removes it', async () => {
    const company = await signUpCompany(t, 'Facts Co');
    const id = await companyIdOf(company);
    const [headquarters, founded, size, specialties, locally] = [
      await keyFact('headquarters'),
      await keyFact('founded'),
      await keyFact('company-size'),
      await keyFact('specialties'),
      await keyFact('employees-locally'),
    ];
    const save = (body: object) => post(company, 'Company/CreateUpdateCompanyKeyFact', body);

    expect(
      dataOf(
        await save({
          KeyFactId: headquarters.id,
          DescriptionEN: ' Tbilisi, Georgia ',
          descriptionGe: 'თბილისი, საქართველო',
        }),
      ),
    ).toEqual({
      keyFactId: headquarters.id,
      descriptionEN: 'Tbilisi, Georgia',
      descriptionGE: 'თბილისი, საქართველო',
      descriptionNumber: null,
      checkedOptions: [],
    });
    expect(
      dataOf(await save({ keyFactId: founded.id, descriptionNumber: `${THIS_YEAR}`, descriptionEN: 'ignored' })),
    ).toMatchObject({ descriptionNumber: THIS_YEAR, descriptionEN: null });
    dataOf(await save({ keyFactId: founded.id, descriptionNumber: 1800 }));
    dataOf(await save({ keyFactId: locally.id, descriptionNumber: 0 }));
    dataOf(await save({ keyFactId: locally.id, descriptionNumber: '142' }));
    expect(dataOf(await save({ keyFactId: size.id, checkedOptions: [size.options['51-200']] }))).toMatchObject({
      checkedOptions: [size.options['51-200']],
    });
    expect(
      dataOf(
        await save({
          keyFactId: specialties.id,
          checkedOptions: [specialties.options.cloud, specialties.options.web, specialties.options.web],
        }),
      ),
    ).toMatchObject({ checkedOptions: [specialties.options.web, specialties.options.cloud] });

    expect(await storedKeyFacts(id)).toEqual(
      [
        {
          key_fact_id: founded.id,
          description_en: null,
          description_ge: null,
          description_number: 1800,
          checked_options: [],
        },
        {
          key_fact_id: headquarters.id,
          description_en: 'Tbilisi, Georgia',
          description_ge: 'თბილისი, საქართველო',
          description_number: null,
          checked_options: [],
        },
        {
          key_fact_id: size.id,
          description_en: null,
          description_ge: null,
          description_number: null,
          checked_options: [size.options['51-200']],
        },
        {
          key_fact_id: specialties.id,
          description_en: null,
          description_ge: null,
          description_number: null,
          checked_options: [specialties.options.web, specialties.options.cloud],
        },
        {
          key_fact_id: locally.id,
          description_en: null,
          description_ge: null,
          description_number: 142,
          checked_options: [],
        },
      ].sort((a, b) => a.key_fact_id - b.key_fact_id),
    );

    // The public read, in display order.
    const values = dataOf(await get(null, 'Company/GetCompanyKeyFactsByCompanyId', { CompanyId: id }));
    expect(values.map((v: { keyFactId: number }) => v.keyFactId)).toEqual([
      founded.id,
      headquarters.id,
      size.id,
      specialties.id,
      locally.id,
    ]);

    // Empty values remove the rows.
    expect(dataOf(await save({ keyFactId: headquarters.id, descriptionEN: '', descriptionGE: '  ' }))).toBeNull();
    expect(dataOf(await save({ keyFactId: founded.id, descriptionNumber: null }))).toBeNull();
    expect(dataOf(await save({ keyFactId: locally.id, descriptionNumber: '' }))).toBeNull();
    expect(dataOf(await save({ keyFactId: size.id, checkedOptions: [] }))).toBeNull();
    expect(dataOf(await save({ keyFactId: specialties.id }))).toBeNull();
    expect(await storedKeyFacts(id)).toEqual([]);
  });

  it('checks each value by its type, in English and Georgian', async () => {
    const company = await signUpCompany(t, 'Fact Rules');
    const id = await companyIdOf(company);
    const [headquarters, founded, size, specialties, locally] = [
      await keyFact('headquarters'),
      await keyFact('founded'),
      await keyFact('company-size'),
      await keyFact('specialties'),
      await keyFact('employees-locally'),
    ];
    const refused = async (body: object, field: string, english: string, georgian: string) => {
      expect(errorsOf(await post(company, 'Company/CreateUpdateCompanyKeyFact', body), 400)).toEqual({
        [field]: [english],
      });
      expect(errorsOf(await post(company, 'Company/CreateUpdateCompanyKeyFact', body, 'ka'), 400)).toEqual({
        [field]: [georgian],
      });
    };
    await refused(
      { keyFactId: headquarters.id, descriptionEN: 'თბილისი' },
      'descriptionEN',
      'This field must be only in English',
      m.englishOnly,
    );
    await refused(
      { keyFactId: headquarters.id, descriptionGE: 'Москва' },
      'descriptionGE',
      'This field must be in Georgian or English',
      m.georgianOrEnglish,
    );
    await refused(
      { keyFactId: headquarters.id, descriptionEN: 'x'.repeat(501) },
      'descriptionEN',
      'The text must be at most 500 characters long',
      m.textTooLong.replace('{{max}}', '500'),
    );
    for (const year of [1799, THIS_YEAR + 1, 'abcd', '20 15', 2015.5, -2000]) {
      await refused(
        { keyFactId: founded.id, descriptionNumber: year },
        'descriptionNumber',
        'Enter valid year',
        m.invalidYear,
      );
    }
    for (const number of ['abc', -5, '-5', 1.5, '1e3', '12 000', true]) {
      await refused(
        { keyFactId: locally.id, descriptionNumber: number },
        'descriptionNumber',
        'Numbers only',
        m.numbersOnly,
      );
    }
    await refused(
      { keyFactId: locally.id, descriptionNumber: 1_000_000_001 },
      'descriptionNumber',
      'The number must be at most 1000000000',
      m.numberTooLarge.replace('{{max}}', '1000000000'),
    );
    await refused(
      { keyFactId: size.id, checkedOptions: [size.options['1-10'], size.options['11-50']] },
      'checkedOptions',
      'Choose exactly one option',
      m.chooseOneOption,
    );
    await refused(
      { keyFactId: size.id, checkedOptions: [specialties.options.web] },
      'checkedOptions',
      'Choose options from the list',
      m.unknownOption,
    );
    await refused(
      { keyFactId: specialties.id, checkedOptions: [specialties.options.web, size.options['1-10']] },
      'checkedOptions',
      'Choose options from the list',
      m.unknownOption,
    );
    await refused(
      { keyFactId: specialties.id, checkedOptions: ['web'] },
      'checkedOptions',
      'Choose options from the list',
      m.unknownOption,
    );
    await refused(
      { keyFactId: 999999, descriptionEN: 'x' },
      'keyFactId',
      'There is no such key fact',
      m.keyFactUnknown,
    );
    errorsOf(await post(company, 'Company/CreateUpdateCompanyKeyFact', { descriptionEN: 'x' }), 400);
    expect(await storedKeyFacts(id)).toEqual([]);
  });

  it('hidden definitions are neither accepted nor shown', async () => {
    const company = await signUpCompany(t, 'Hidden Facts');
    const id = await companyIdOf(company);
    const other = await keyFact('other-key-facts');
    const founded = await keyFact('founded');
    dataOf(
      await post(company, 'Company/CreateUpdateCompanyKeyFact', {
        keyFactId: other.id,
        descriptionEN: 'We have a cat',
      }),
    );
    dataOf(
      await post(company, 'Company/CreateUpdateCompanyKeyFact', { keyFactId: founded.id, descriptionNumber: 2010 }),
    );
    await t.db.query('UPDATE key_fact_definition SET hide = true WHERE id = $1', [other.id]);
    try {
      expect(
        dataOf(await get(null, 'Company/getKeyFacts')).find((d: { id: number }) => d.id === other.id),
      ).toMatchObject({ hide: true });
      expect(
        dataOf(await get(null, 'Company/GetCompanyKeyFactsByCompanyId', { companyId: id })).map(
          (v: { keyFactId: number }) => v.keyFactId,
        ),
      ).toEqual([founded.id]);
      expect(
        dataOf(await get(company, 'Company/GetCompanyProfileInfo')).keyFacts.map(
          (v: { keyFactId: number }) => v.keyFactId,
        ),
      ).toEqual([founded.id]);
      expect(
        errorsOf(
          await post(company, 'Company/CreateUpdateCompanyKeyFact', {
            keyFactId: other.id,
            descriptionEN: 'A dog too',
          }),
          400,
        ),
      ).toEqual({ keyFactId: ['There is no such key fact'] });
    } finally {
      await t.db.query('UPDATE key_fact_definition SET hide = false WHERE id = $1', [other.id]);
    }
  });

  it('GetCompanyKeyFactsByCompanyId: 404 for an unknown company, 400 without a valid id', async () => {
    expect(errorsOf(await get(null, 'Company/GetCompanyKeyFactsByCompanyId', { companyId: 999999 }), 404)._).toEqual([
      'The company was not found',
    ]);
    expect(
      errorsOf(await get(null, 'Company/GetCompanyKeyFactsByCompanyId', { companyId: 999999 }, 'ka'), 404)._,
    ).toEqual([m.companyNotFound]);
    errorsOf(await get(null, 'Company/GetCompanyKeyFactsByCompanyId'), 400);
    errorsOf(await get(null, 'Company/GetCompanyKeyFactsByCompanyId', { companyId: 'x' }), 400);
    const company = await signUpCompany(t, 'No Facts');
    expect(
      dataOf(await get(null, 'Company/GetCompanyKeyFactsByCompanyId', { companyId: await companyIdOf(company) })),
    ).toEqual([]);
  });

  it('UpdateCompanyKeyFacts saves several at once, all or nothing, with errors keyed keyFacts.N.field', async () => {
    const company = await signUpCompany(t, 'Batch Facts');
    const id = await companyIdOf(company);
    const [headquarters, founded, size, locally] = [
      await keyFact('headquarters'),
      await keyFact('founded'),
      await keyFact('company-size'),
      await keyFact('employees-locally'),
    ];
    const update = (keyFacts: unknown, language = 'en') =>
      post(company, 'Company/UpdateCompanyKeyFacts', { KeyFacts: keyFacts }, language);

    const saved = dataOf(
      await update([
        { keyFactId: founded.id, descriptionNumber: 2014 },
        { KeyFactId: headquarters.id, DescriptionEN: 'Tbilisi', DescriptionGE: 'თბილისი' },
        { keyFactId: size.id, checkedOptions: [size.options['11-50']] },
      ]),
    );
    expect(saved).toEqual([
      { keyFactId: founded.id, descriptionEN: null, descriptionGE: null, descriptionNumber: 2014, checkedOptions: [] },
      {
        keyFactId: headquarters.id,
        descriptionEN: 'Tbilisi',
        descriptionGE: 'თბილისი',
        descriptionNumber: null,
        checkedOptions: [],
      },
      {
        keyFactId: size.id,
        descriptionEN: null,
        descriptionGE: null,
        descriptionNumber: null,
        checkedOptions: [size.options['11-50']],
      },
    ]);
    const before = await storedKeyFacts(id);
    expect(before).toHaveLength(3);

    // One bad item: nothing of the batch is stored, every error is named by its item.
    expect(
      errorsOf(
        await update([
          { keyFactId: founded.id, descriptionNumber: 1990 },
          { keyFactId: locally.id, descriptionNumber: 'many' },
          { keyFactId: headquarters.id, descriptionEN: '' },
          { keyFactId: size.id, checkedOptions: [size.options['1-10'], size.options['11-50']] },
        ]),
        400,
      ),
    ).toEqual({
      'keyFacts.1.descriptionNumber': ['Numbers only'],
      'keyFacts.3.checkedOptions': ['Choose exactly one option'],
    });
    expect(errorsOf(await update([{ keyFactId: founded.id, descriptionNumber: 1700 }], 'ka'), 400)).toEqual({
      'keyFacts.0.descriptionNumber': [m.invalidYear],
    });
    expect(
      errorsOf(
        await update([
          { keyFactId: founded.id, descriptionNumber: 1990 },
          { keyFactId: headquarters.id, descriptionEN: 'ქართული' },
        ]),
        400,
      ),
    ).toEqual({ 'keyFacts.1.descriptionEN': ['This field must be only in English'] });
    expect(
      errorsOf(
        await update([
          { keyFactId: founded.id, descriptionNumber: 1990 },
          { keyFactId: founded.id, descriptionNumber: 1991 },
        ]),
        400,
      ),
    ).toEqual({ 'keyFacts.1.keyFactId': ['This key fact is listed more than once'] });
    expect(
      errorsOf(
        await update([{ keyFactId: founded.id, descriptionNumber: 1990 }, { keyFactId: founded.id }], 'ka'),
        400,
      ),
    ).toEqual({ 'keyFacts.1.keyFactId': [m.keyFactRepeated] });
    expect(errorsOf(await update([{ keyFactId: 'x' }]), 400)).toHaveProperty(['keyFacts.0.keyFactId']);
    expect(errorsOf(await update('founded'), 400)).toEqual({
      keyFacts: ['Send the key facts as a list of at most 50 objects with a keyFactId'],
    });
    expect(errorsOf(await update([1, 2], 'ka'), 400)).toEqual({ keyFacts: [m.keyFactsInvalid] });
    expect(errorsOf(await post(company, 'Company/UpdateCompanyKeyFacts', {}), 400)).toHaveProperty('keyFacts');
    expect(await storedKeyFacts(id)).toEqual(before);

    // Empty values in a batch remove their rows; facts not listed stay.
    const after = dataOf(
      await update([
        { keyFactId: headquarters.id, descriptionEN: null },
        { keyFactId: locally.id, descriptionNumber: 30 },
      ]),
    );
    expect(after.map((v: { keyFactId: number }) => v.keyFactId)).toEqual([founded.id, size.id, locally.id]);
  });
});

describe('contact info: POST Company/UpdateCompanyContactInfo, GET Company/GetCompanyContactInfo', () => {
  const full = {
    phoneNumber: '+995 555 12 34 56',
    countryCode: '+995',
    email: 'hello@contact.ge',
    website: 'contact.ge',
    georgiaOffice: '12 Rustaveli Ave, Tbilisi',
    georgiaOfficeGe: 'რუსთაველის გამზ. 12, თბილისი',
    googleMapUrl: 'https://maps.app.goo.gl/abc123',
    headQuarter: 'Berlin, Germany',
    headQuarterGe: 'ბერლინი, გერმანია',
    headQuarterGoogleMapUrl: 'www.google.com/maps/place/Berlin?hl=en&q=1',
    facebookUrl: 'facebook.com/contact',
    linkedInUrl: 'https://www.linkedin.com/company/contact',
    twitterUrl: 'HTTP://x.com/contact',
    youTubeUrl: 'youtube.com/@contact',
    tikTokUrl: 'tiktok.com/@contact_ge',
  };

  it('stores the card (links get http:// when they have no scheme) and shows it to anyone', async () => {
    const company = await signUpCompany(t, 'Contact Co');
    const id = await companyIdOf(company);
    const expected = {
      ...full,
      website: 'http://contact.ge',
      headQuarterGoogleMapUrl: 'http://www.google.com/maps/place/Berlin?hl=en&q=1',
      facebookUrl: 'http://facebook.com/contact',
      youTubeUrl: 'http://youtube.com/@contact',
      tikTokUrl: 'http://tiktok.com/@contact_ge',
    };
    expect(dataOf(await post(company, 'Company/UpdateCompanyContactInfo', full))).toEqual(expected);
    expect(dataOf(await get(null, 'Company/GetCompanyContactInfo', { companyId: id }))).toEqual(expected);
    const [row] = await t.db.query(
      'SELECT website, phone_number, country_code, georgia_office_ge FROM company_contact WHERE company_id = $1',
      [id],
    );
    expect(row).toEqual({
      website: 'http://contact.ge',
      phone_number: '+995 555 12 34 56',
      country_code: '+995',
      georgia_office_ge: 'რუსთაველის გამზ. 12, თბილისი',
    });

    // The card is replaced as a whole: what is left out is cleared; the country code falls back to +995.
    const replaced = dataOf(
      await post(company, 'Company/UpdateCompanyContactInfo', { PhoneNumber: '599123456', CountryCode: '+1' }),
    );
    expect(replaced).toMatchObject({
      phoneNumber: '599123456',
      countryCode: '+1',
      email: null,
      website: null,
      tikTokUrl: null,
    });
    expect(
      dataOf(await post(company, 'Company/UpdateCompanyContactInfo', { countryCode: '49', email: '' })),
    ).toMatchObject({ countryCode: '+49', phoneNumber: null });
    expect(dataOf(await post(company, 'Company/UpdateCompanyContactInfo', { countryCode: '' }))).toMatchObject({
      countryCode: '+995',
    });
    expect(await t.db.query('SELECT count(*)::int AS count FROM company_contact WHERE company_id = $1', [id])).toEqual([
      { count: 1 },
    ]);
  });

  it('refuses bad links, phones, e-mails, country codes and scripts, in English and Georgian, storing nothing', async () => {
    const company = await signUpCompany(t, 'Contact Rules');
    const id = await companyIdOf(company);
    const refused = async (body: object, field: string, english: string, georgian: string) => {
      expect(errorsOf(await post(company, 'Company/UpdateCompanyContactInfo', body), 400)).toEqual({
        [field]: [english],
      });
      expect(errorsOf(await post(company, 'Company/UpdateCompanyContactInfo', body, 'ka'), 400)).toEqual({
        [field]: [georgian],
      });
    };
    for (const field of [
      'website',
      'googleMapUrl',
      'headQuarterGoogleMapUrl',
      'facebookUrl',
      'linkedInUrl',
      'twitterUrl',
      'youTubeUrl',
      'tikTokUrl',
    ]) {
      for (const url of [
        'not a url',
        'ftp://files.example.com',
        'javascript:alert(1)',
        'http://localhost',
        'user:pass@evil.com',
        'https://',
        42,
      ]) {
        await refused({ [field]: url }, field, 'Enter correct url!', m.urlInvalid);
      }
    }
    await refused(
      { website: `example.com/${'a'.repeat(490)}` },
      'website',
      'The link must be at most 500 characters long',
      m.urlTooLong.replace('{{max}}', '500'),
    );
    for (const phone of ['abc', '555-123-456', '555  123', '++995', '1234567890123456', '+ 555', '(555) 123']) {
      await refused({ phoneNumber: phone }, 'phoneNumber', 'Phone number is not valid', m.phoneInvalid);
    }
    await refused({ email: 'not-an-email' }, 'email', 'Invalid email format', m.emailInvalid);
    await refused(
      { countryCode: '+999999' },
      'countryCode',
      'Choose a country code from the list',
      m.countryCodeUnknown,
    );
    await refused({ countryCode: 'GE' }, 'countryCode', 'Choose a country code from the list', m.countryCodeUnknown);
    await refused({ georgiaOffice: 'თბილისი' }, 'georgiaOffice', 'This field must be only in English', m.englishOnly);
    await refused(
      { headQuarter: 'Berlin, Германия' },
      'headQuarter',
      'This field must be only in English',
      m.englishOnly,
    );
    await refused(
      { georgiaOfficeGe: 'Тбилиси' },
      'georgiaOfficeGe',
      'This field must be in Georgian or English',
      m.georgianOrEnglish,
    );
    await refused(
      { headQuarterGe: 'ベルリン' },
      'headQuarterGe',
      'This field must be in Georgian or English',
      m.georgianOrEnglish,
    );
    await refused(
      { headQuarter: 'x'.repeat(301) },
      'headQuarter',
      'The text must be at most 300 characters long',
      m.textTooLong.replace('{{max}}', '300'),
    );
    expect(await t.db.query('SELECT 1 FROM company_contact WHERE company_id = $1', [id])).toEqual([]);

    // Accepted shapes of phone numbers.
    for (const phone of ['555123456', '+995 555 12 34 56', '  599 00 00 00  ']) {
      expect(dataOf(await post(company, 'Company/UpdateCompanyContactInfo', { phoneNumber: phone })).phoneNumber).toBe(
        phone.trim(),
      );
    }
  });

  it('GetCompanyContactInfo: an empty card for a company that saved none, 404 for an unknown company', async () => {
    const company = await signUpCompany(t, 'Empty Card');
    expect(
      dataOf(await get(null, 'Company/GetCompanyContactInfo', { companyId: await companyIdOf(company) })),
    ).toMatchObject({ countryCode: '+995', phoneNumber: null, website: null });
    expect(errorsOf(await get(null, 'Company/GetCompanyContactInfo', { companyId: 999999 }), 404)._).toEqual([
      'The company was not found',
    ]);
    expect(errorsOf(await get(null, 'Company/GetCompanyContactInfo', { companyId: 999999 }, 'ka'), 404)._).toEqual([
      m.companyNotFound,
    ]);
    errorsOf(await get(null, 'Company/GetCompanyContactInfo', { companyId: -1 }), 400);
  });
});

describe('GET /api/Company/getCompanyProgress', () => {
  it('goes from low to 100 as the profile is filled, with the checklist named in the request language', async () => {
    const company = await signUpCompany(t, 'Progress Co');
    const id = await companyIdOf(company);
    const start = dataOf(await get(company, 'Company/getCompanyProgress'));
    expect(start.progressList.map((item: { key: string }) => item.key)).toEqual([
      'profileImage',
      'coverImage',
      'aboutEn',
      'aboutGe',
      'tagline',
      'teamSize',
      'keyFact.founded',
      'keyFact.company-size',
      'keyFact.employees-locally',
      'technologies',
      'benefits',
      'contact',
      'website',
    ]);
    expect(start.progressList[0]).toEqual({ key: 'profileImage', name: 'Logo', done: true });
    expect(start.progressList.find((item: { key: string }) => item.key === 'keyFact.founded')).toEqual({
      key: 'keyFact.founded',
      name: 'Key fact: Founded',
      done: false,
    });
    expect(start.progress).toBe(Math.floor(100 / 13));
    const georgian = dataOf(await get(company, 'Company/getCompanyProgress', {}, 'ka'));
    for (const item of georgian.progressList) expect(item.name).toMatch(GEORGIAN);
    expect(georgian.progressList[6].name).toBe('ძირითადი ფაქტი: დაარსების წელი');

    const service = t.app.get(CompanyProgressService);
    expect(await service.mayPublishVacancies(id)).toBe(false);

    const steps: (() => Promise<unknown>)[] = [
      async () => t.db.query(`UPDATE company SET cover_image_url = '/static/demo/covers/x.svg' WHERE id = $1`, [id]),
      async () => dataOf(await post(company, 'Company/UpdateCompanyAbout', { aboutEn: 'We build things.' })),
      async () => dataOf(await post(company, 'Company/UpdateCompanyAbout', { aboutGe: 'ვქმნით.' })),
      async () => dataOf(await post(company, 'Company/UpdateCompanyTagline', { tagline: 'Build it' })),
      async () => dataOf(await post(company, 'Company/UpdateCompanyTeamSize', { teamSize: '11-50' })),
      async () =>
        dataOf(
          await post(company, 'Company/UpdateCompanyKeyFacts', {
            keyFacts: [
              { keyFactId: (await keyFact('founded')).id, descriptionNumber: 2020 },
              {
                keyFactId: (await keyFact('company-size')).id,
                checkedOptions: [(await keyFact('company-size')).options['11-50']],
              },
            ],
          }),
        ),
      async () =>
        dataOf(
          await post(company, 'Company/CreateUpdateCompanyKeyFact', {
            keyFactId: (await keyFact('employees-locally')).id,
            descriptionNumber: 25,
          }),
        ),
      async () =>
        dataOf(
          await post(company, 'Company/UpdateCompanyTechnologies', { technologyIds: [await dictionaryId(8, 'react')] }),
        ),
      async () =>
        dataOf(
          await post(company, 'Benefits/UpdateCompanyBenefits', { benefitIds: [await dictionaryId(0, 'mentorship')] }),
        ),
      async () => dataOf(await post(company, 'Company/UpdateCompanyContactInfo', { email: 'jobs@progress.ge' })),
    ];
    let last = start.progress;
    for (const step of steps) {
      await step();
      const now = dataOf(await get(company, 'Company/getCompanyProgress'));
      expect(now.progress).toBeGreaterThan(last);
      expect(now.progress).toBeLessThan(100);
      last = now.progress;
    }
    dataOf(
      await post(company, 'Company/UpdateCompanyContactInfo', { email: 'jobs@progress.ge', website: 'progress.ge' }),
    );
    const done = dataOf(await get(company, 'Company/getCompanyProgress'));
    expect(done.progress).toBe(100);
    expect(done.progressList.every((item: { done: boolean }) => item.done)).toBe(true);
    expect(await service.progressOf(id)).toEqual(done);
    expect(await service.mayPublishVacancies(id)).toBe(true);

    // Emptying a line takes the profile below 100 again; a verified company may publish anyway.
    dataOf(await post(company, 'Company/UpdateCompanyTagline', { tagline: '' }));
    expect(dataOf(await get(company, 'Company/getCompanyProgress')).progress).toBe(Math.floor((12 * 100) / 13));
    expect(await service.mayPublishVacancies(id)).toBe(false);
    await t.db.query('UPDATE company SET is_verified = true, verified_date = now() WHERE id = $1', [id]);
    expect(await service.mayPublishVacancies(id)).toBe(true);
    await expect(service.progressOf(999999)).rejects.toMatchObject({ code: 'NotFound' });
  });
});
