import { VacancyStatus } from '../shared/enums.js';
import { CompanyClaimService } from '../src/modules/company/claims/company-claim.service.js';
import { bearer, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

const DAY = "interval '1 day'";

let t: TestApp;
const ids: Record<string, number> = {};
const dictionary: Record<string, number> = {};

interface CompanySeed {
  name: string;
  slug: string;
  verified?: boolean;
  tagline?: string | null;
  teamSize?: string | null;
  claimable?: boolean;
  about?: string | null;
  aboutGe?: string | null;
}

async function insertCompany(seed: CompanySeed): Promise<number> {
  const [{ id }] = await t.db.query(
    `INSERT INTO company (name, transformed_name, tagline, team_size, is_verified, verified_date, is_claiming_necessary,
       about, about_ge, profile_image_url, small_profile_image_url)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 THEN now() ELSE NULL END, $6, $7, $8, $9, $10) RETURNING id`,
    [
      seed.name,
      seed.slug,
      seed.tagline ?? null,
      seed.teamSize ?? null,
      seed.verified ?? false,
      seed.claimable ?? false,
      seed.about ?? null,
      seed.aboutGe ?? null,
      `/static/demo/logos/${seed.slug}.svg`,
      `/static/demo/logos/${seed.slug}-small.svg`,
    ],
  );
  return id;
}

async function insertVacancy(companyId: number, status: VacancyStatus, deadline = `now() + 30 * ${DAY}`) {
  await t.db.query(
    `INSERT INTO vacancy (company_id, title, status, published_at, deadline) VALUES ($1, 'Engineer', $2, now(), ${deadline})`,
    [companyId, status],
  );
}

async function itemId(type: number, key: string): Promise<number> {
  const [row] = await t.db.query('SELECT id FROM dictionary_item WHERE type = $1 AND key = $2', [type, key]);
  if (!row) throw new Error(`no dictionary item ${type}/${key}`);
  return row.id;
}

async function keyFact(key: string): Promise<{ id: number; options: { id: number; key: string }[] }> {
  const [definition] = await t.db.query('SELECT id FROM key_fact_definition WHERE key = $1', [key]);
  const options = await t.db.query('SELECT id, key FROM key_fact_option WHERE key_fact_id = $1', [definition.id]);
  return { id: definition.id, options };
}

const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);
const search = (query: Record<string, unknown> | string = {}) =>
  t.http.get('/api/Company/searchCompanies').query(query);

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://techboard.example' });
  ids.alpha = await insertCompany({
    name: 'Alpha Soft',
    slug: 'alpha-soft',
    verified: true,
    tagline: 'Cloud native products',
    teamSize: '11-50',
    about: 'Alpha builds cloud software.',
    aboutGe: 'ალფა ქმნის ღრუბლოვან პროგრამებს.',
  });
  ids.delta = await insertCompany({ name: 'Delta', slug: 'delta', verified: true, teamSize: '201-500' });
  ids.beta = await insertCompany({
    name: 'Beta 100% Labs',
    slug: 'beta-100-labs',
    teamSize: '51-200',
    tagline: 'Fintech',
  });
  ids.gamma = await insertCompany({ name: 'Gamma_Works', slug: 'gamma-works', tagline: 'Data & AI' });
  ids.unclaimed = await insertCompany({ name: 'Unclaimed Co', slug: 'unclaimed-co', claimable: true });
  ids.rock = await insertCompany({ name: 'Rock vs Roll', slug: 'rock-vs-roll' });

  await insertVacancy(ids.alpha, VacancyStatus.Active);
  await insertVacancy(ids.alpha, VacancyStatus.Active, 'null');
  await insertVacancy(ids.beta, VacancyStatus.Active);
  await insertVacancy(ids.beta, VacancyStatus.Ended);
  await insertVacancy(ids.beta, VacancyStatus.Draft);
  await insertVacancy(ids.beta, VacancyStatus.Active, `now() - ${DAY}`);
  await insertVacancy(ids.delta, VacancyStatus.Draft);

  dictionary.react = await itemId(8, 'react');
  dictionary.java = await itemId(8, 'java');
  dictionary.frontend = await itemId(9, 'frontend');
  dictionary.languages = await itemId(9, 'languages');
  dictionary.healthInsurance = await itemId(0, 'health-insurance');
  dictionary.health = await itemId(0, 'health');
  await t.db.query('INSERT INTO company_technology (company_id, technology_id) VALUES ($1, $2), ($3, $4)', [
    ids.alpha,
    dictionary.react,
    ids.delta,
    dictionary.java,
  ]);
  await t.db.query('INSERT INTO company_benefit (company_id, benefit_id) VALUES ($1, $2)', [
    ids.alpha,
    dictionary.healthInsurance,
  ]);

  const founded = await keyFact('founded');
  const headquarters = await keyFact('headquarters');
  const size = await keyFact('company-size');
  await t.db.query(
    `INSERT INTO company_key_fact (company_id, key_fact_id, description_en, description_ge, description_number, checked_options)
     VALUES ($1, $2, NULL, NULL, 2014, '{}'), ($1, $3, 'Tbilisi, Georgia', 'თბილისი, საქართველო', NULL, '{}'),
            ($1, $4, NULL, NULL, NULL, ARRAY[$5]::int[]), ($6, $2, NULL, NULL, 1999, '{}')`,
    [ids.alpha, founded.id, headquarters.id, size.id, size.options.find((o) => o.key === '11-50')!.id, ids.delta],
  );
});
afterAll(() => t.close());

describe('GET /api/Company/searchCompanies', () => {
  it('lists every company for visitors: verified first, then by open vacancies, then by name', async () => {
    const page = dataOf(await search());
    expect(page).toMatchObject({ totalCount: 6, page: 1, pageSize: 36 });
    expect(names(page)).toEqual([
      'Alpha Soft',
      'Delta',
      'Beta 100% Labs',
      'Gamma_Works',
      'Rock vs Roll',
      'Unclaimed Co',
    ]);
    expect(page.items[0]).toEqual({
      id: ids.alpha,
      name: 'Alpha Soft',
      transformedName: 'alpha-soft',
      smallProfileImageUrl: '/static/demo/logos/alpha-soft-small.svg',
      isVerified: true,
      isClaimingNecessary: false,
      verifiedDate: expect.any(String),
      profileImageUrl: '/static/demo/logos/alpha-soft.svg',
      tagline: 'Cloud native products',
      taglineGe: null,
      teamSize: '11-50',
      activeVacancyCount: 2,
      companyRate: null,
      reviewCount: 0,
    });
    const count = (name: string) => page.items.find((item: any) => item.name === name).activeVacancyCount;
    expect([count('Beta 100% Labs'), count('Delta'), count('Gamma_Works')]).toEqual([1, 0, 0]);
    expect(page.items.find((item: any) => item.name === 'Unclaimed Co')).toMatchObject({
      isClaimingNecessary: true,
      verifiedDate: null,
    });
  });

  it('pages, and answers an empty page past the end', async () => {
    const second = dataOf(await search({ page: 2, pageSize: 2 }));
    expect(second).toMatchObject({ totalCount: 6, page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['Beta 100% Labs', 'Gamma_Works']);
    const past = dataOf(await search({ page: 9, pageSize: 2 }));
    expect(past).toMatchObject({ items: [], totalCount: 6, page: 9 });
  });

  it('answers every company for the all-companies fetch (pageSize 100000000), case-insensitive keys', async () => {
    const all = dataOf(await t.http.get('/api/company/SEARCHCOMPANIES?SearchTerm=&PageSize=100000000'));
    expect(all.items).toHaveLength(6);
    expect(all.totalCount).toBe(6);
  });

  it('matches the words of the name or the tagline, in any case, by their beginning, misspelt by a letter', async () => {
    expect(names(dataOf(await search({ searchTerm: 'ALPHA' })))).toEqual(['Alpha Soft']);
    expect(names(dataOf(await search({ searchTerm: 'alp' })))).toEqual(['Alpha Soft']);
    expect(names(dataOf(await search({ searchTerm: 'lph' })))).toEqual([]);
    expect(names(dataOf(await search({ searchTerm: 'alphs' })))).toEqual(['Alpha Soft']);
    expect(names(dataOf(await search({ searchTerm: 'cloud NATIVE' })))).toEqual(['Alpha Soft']);
    expect(names(dataOf(await search({ searchTerm: '  fintech ' })))).toEqual(['Beta 100% Labs']);
    expect(dataOf(await search({ searchTerm: 'nothing like this' }))).toMatchObject({ items: [], totalCount: 0 });
  });

  it('searches words: % and _ are not words and never wildcards', async () => {
    expect(names(dataOf(await search({ searchTerm: '%' })))).toEqual([]);
    expect(names(dataOf(await search({ searchTerm: '_' })))).toEqual([]);
    expect(names(dataOf(await search({ searchTerm: '100%' })))).toEqual(['Beta 100% Labs']);
    expect(names(dataOf(await search({ searchTerm: 'works' })))).toEqual(['Gamma_Works']);
    expect(names(dataOf(await search({ searchTerm: '\\' })))).toEqual([]);
  });

  it('filters by technology (or its category), team size and verification', async () => {
    expect(names(dataOf(await search(`technologies=${dictionary.react}`)))).toEqual(['Alpha Soft']);
    expect(names(dataOf(await search(`technologies=${dictionary.frontend}`)))).toEqual(['Alpha Soft']);
    expect(names(dataOf(await search(`technologies=${dictionary.react}&technologies=${dictionary.java}`)))).toEqual([
      'Alpha Soft',
      'Delta',
    ]);
    expect(names(dataOf(await search(`technologies=${dictionary.languages}`)))).toEqual(['Delta']);
    expect(names(dataOf(await search('teamSizes=11-50&teamSizes=51-200')))).toEqual(['Alpha Soft', 'Beta 100% Labs']);
    expect(names(dataOf(await search('teamSizes=201-500')))).toEqual(['Delta']);
    expect(names(dataOf(await search({ isVerified: true })))).toEqual(['Alpha Soft', 'Delta']);
    expect(names(dataOf(await search({ isVerified: false })))).toEqual([
      'Beta 100% Labs',
      'Gamma_Works',
      'Rock vs Roll',
      'Unclaimed Co',
    ]);
    expect(
      names(dataOf(await search(`isVerified=true&teamSizes=11-50&searchTerm=soft&technologies=${dictionary.react}`))),
    ).toEqual(['Alpha Soft']);
    expect(dataOf(await search('technologies=999999')).items).toEqual([]);
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=99999999', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['technologies=abc', 'technologies'],
    ['technologies=0', 'technologies'],
    ['technologies=99999999999', 'technologies'],
    ['isVerified=maybe', 'isVerified'],
    [`teamSizes=${'x'.repeat(21)}`, 'teamSizes'],
    [`searchTerm=${'x'.repeat(101)}`, 'searchTerm'],
  ])('answers 400 in the request language for %s', async (query, field) => {
    const errors = errorsOf(
      await t.http.get(`/api/Company/searchCompanies?${query}`).set('Accept-Language', 'ka'),
      400,
    );
    expect(errors[field][0]).toMatch(GEORGIAN);
    const english = errorsOf(await t.http.get(`/api/Company/searchCompanies?${query}`), 400);
    expect(english[field]).toHaveLength(1);
  });

  it('names the limit of pageSize', async () => {
    expect(errorsOf(await search({ pageSize: 101 }), 400).pageSize).toEqual(['pageSize must not be greater than 100']);
  });
});

describe('the pickers: GET /api/Company/GetCompaniesByName and GetCompareCompanies', () => {
  it('lists list items whose name contains the text, 10 a page, names starting with it first', async () => {
    const page = dataOf(await t.http.get('/api/Company/GetCompaniesByName').query({ companyName: 'A' }));
    expect(page).toMatchObject({ page: 1, pageSize: 10, totalCount: 5 });
    expect(names(page)).toEqual(['Alpha Soft', 'Delta', 'Beta 100% Labs', 'Gamma_Works', 'Unclaimed Co']);
    expect(page.items[0]).toEqual({
      id: ids.alpha,
      name: 'Alpha Soft',
      transformedName: 'alpha-soft',
      smallProfileImageUrl: '/static/demo/logos/alpha-soft-small.svg',
      isVerified: true,
      isClaimingNecessary: false,
      verifiedDate: expect.any(String),
    });
    expect(names(dataOf(await t.http.get('/api/Company/getcompaniesbyname?CompanyName=100%25')))).toEqual([
      'Beta 100% Labs',
    ]);
    expect(names(dataOf(await t.http.get('/api/Company/GetCompaniesByName').query({ companyName: '_' })))).toEqual([
      'Gamma_Works',
    ]);
  });

  it('lists every company by name for an empty text, and pages', async () => {
    const page = dataOf(await t.http.get('/api/Company/GetCompareCompanies'));
    expect(page).toMatchObject({ totalCount: 6, pageSize: 10 });
    expect(names(page)).toEqual([
      'Alpha Soft',
      'Delta',
      'Beta 100% Labs',
      'Gamma_Works',
      'Rock vs Roll',
      'Unclaimed Co',
    ]);
    expect(dataOf(await t.http.get('/api/Company/GetCompareCompanies').query({ page: 2 }))).toMatchObject({
      items: [],
      page: 2,
      totalCount: 6,
    });
    expect(names(dataOf(await t.http.get('/api/Company/GetCompareCompanies').query({ searchTerm: 'rock' })))).toEqual([
      'Rock vs Roll',
    ]);
  });

  it('answers 400 for bad input, in Georgian on request', async () => {
    const long = 'x'.repeat(101);
    expect(
      errorsOf(
        await t.http.get('/api/Company/GetCompaniesByName').query({ companyName: long }).set('Accept-Language', 'ka'),
        400,
      ).companyName[0],
    ).toMatch(GEORGIAN);
    expect(errorsOf(await t.http.get('/api/Company/GetCompareCompanies').query({ page: 0 }), 400).page).toHaveLength(1);
    expect(
      errorsOf(await t.http.get('/api/Company/GetCompareCompanies').query({ searchTerm: long }), 400).searchTerm,
    ).toHaveLength(1);
  });
});

describe('GET /api/Company/GetCompanyDetails', () => {
  it('answers the company page by id, with technologies by category and benefits by group', async () => {
    const details = dataOf(await t.http.get('/api/Company/GetCompanyDetails').query({ CompanyId: ids.alpha }));
    expect(details).toEqual({
      id: ids.alpha,
      name: 'Alpha Soft',
      about: 'Alpha builds cloud software.',
      aboutGe: 'ალფა ქმნის ღრუბლოვან პროგრამებს.',
      teamSize: '11-50',
      transformedName: 'alpha-soft',
      isClaimingNecessary: false,
      profileImageUrl: '/static/demo/logos/alpha-soft.svg',
      companyRate: null,
      smallProfileImageUrl: '/static/demo/logos/alpha-soft-small.svg',
      coverImageUrl: null,
      tagline: 'Cloud native products',
      taglineGe: null,
      isVerified: true,
      verifiedDate: expect.any(String),
      activeVacancyCount: 2,
      reviewCount: 0,
      technologies: [
        {
          id: dictionary.frontend,
          name: 'Frontend',
          technologies: [{ id: dictionary.react, name: 'React', iconUrl: null }],
        },
      ],
      benefits: [
        {
          id: dictionary.health,
          name: 'Health & insurance',
          description: expect.any(String),
          iconUrl: null,
          benefits: [
            {
              id: dictionary.healthInsurance,
              name: 'Health insurance',
              description: expect.any(String),
              iconUrl: null,
            },
          ],
        },
      ],
    });
  });

  it('answers it by URL name (any case) too, with names in Georgian on request', async () => {
    const details = dataOf(
      await t.http
        .get('/api/Company/GetCompanyDetails')
        .query({ companySlug: 'ALPHA-SOFT' })
        .set('Accept-Language', 'ka'),
    );
    expect(details.id).toBe(ids.alpha);
    expect(details.technologies[0].name).toBe('ფრონტენდი');
    expect(details.benefits[0].name).toMatch(GEORGIAN);
    expect(details.benefits[0].benefits[0].name).toMatch(GEORGIAN);
  });

  it('answers 404 for an unknown company, 400 without one or with a bad id', async () => {
    expect(errorsOf(await t.http.get('/api/Company/GetCompanyDetails').query({ companyId: 999999 }), 404)._).toEqual([
      'The company was not found',
    ]);
    expect(
      errorsOf(
        await t.http
          .get('/api/Company/GetCompanyDetails')
          .query({ companySlug: 'nobody' })
          .set('Accept-Language', 'ka'),
        404,
      )._[0],
    ).toMatch(GEORGIAN);
    expect(
      errorsOf(await t.http.get('/api/Company/GetCompanyDetails').query({ companySlug: 'a b/../c' }), 404)._,
    ).toEqual(['The company was not found']);
    expect(errorsOf(await t.http.get('/api/Company/GetCompanyDetails'), 400).companyId).toEqual(['Choose a company']);
    expect(
      errorsOf(await t.http.get('/api/Company/GetCompanyDetails').set('Accept-Language', 'ka'), 400).companyId[0],
    ).toMatch(GEORGIAN);
    expect(
      errorsOf(await t.http.get('/api/Company/GetCompanyDetails').query({ companyId: 'abc' }), 400).companyId,
    ).toHaveLength(1);
    expect(
      errorsOf(await t.http.get('/api/Company/GetCompanyDetails').query({ companyId: 99999999999 }), 400).companyId,
    ).toHaveLength(1);
  });
});

describe('GET /api/Company/CompareCompanies', () => {
  it('answers both companies side by side with the key facts in the request language', async () => {
    const comparison = dataOf(
      await t.http.get('/api/Company/CompareCompanies').query({ compareUrl: 'alpha-soft-vs-delta' }),
    );
    expect(comparison.first).toMatchObject({
      id: ids.alpha,
      name: 'Alpha Soft',
      activeVacancyCount: 2,
      companyRate: null,
      reviewCount: 0,
    });
    expect(comparison.second).toMatchObject({ id: ids.delta, name: 'Delta', activeVacancyCount: 0 });
    expect(comparison.second.technologies[0]).toMatchObject({
      name: 'Programming languages',
      technologies: [{ name: 'Java' }],
    });
    const definitions = comparison.keyFactDefinitions;
    expect(definitions.map((d: any) => d.name).slice(0, 3)).toEqual(['Founded', 'Headquarters', 'Company size']);
    expect(definitions.map((d: any) => d.key).slice(0, 3)).toEqual(['founded', 'headquarters', 'company-size']);
    expect(definitions[2].options.length).toBeGreaterThan(0);
    const founded = definitions[0].id;
    expect(comparison.first.keyFacts).toEqual([
      {
        keyFactId: founded,
        descriptionEN: null,
        descriptionGE: null,
        descriptionNumber: 2014,
        checkedOptions: [],
        selectedOptions: [],
        value: '2014',
      },
      {
        keyFactId: definitions[1].id,
        descriptionEN: 'Tbilisi, Georgia',
        descriptionGE: 'თბილისი, საქართველო',
        descriptionNumber: null,
        checkedOptions: [],
        selectedOptions: [],
        value: 'Tbilisi, Georgia',
      },
      {
        keyFactId: definitions[2].id,
        descriptionEN: null,
        descriptionGE: null,
        descriptionNumber: null,
        checkedOptions: [expect.any(Number)],
        selectedOptions: [{ id: expect.any(Number), name: '11–50 employees' }],
        value: '11–50 employees',
      },
    ]);
    expect(comparison.second.keyFacts).toEqual([expect.objectContaining({ keyFactId: founded, value: '1999' })]);

    const georgian = dataOf(
      await t.http
        .get('/api/Company/CompareCompanies')
        .query({ compareUrl: 'Alpha-Soft-VS-Delta' })
        .set('Accept-Language', 'ka'),
    );
    expect(georgian.keyFactDefinitions[0].name).toMatch(GEORGIAN);
    expect(georgian.first.keyFacts[1].value).toBe('თბილისი, საქართველო');
    expect(georgian.first.keyFacts[2].value).toMatch(GEORGIAN);
    expect(georgian.second.technologies[0].name).toMatch(GEORGIAN);
  });

  it('finds companies whose URL name holds "-vs-" itself, and a company compared with itself', async () => {
    const comparison = dataOf(
      await t.http.get('/api/Company/CompareCompanies').query({ compareUrl: 'rock-vs-roll-vs-delta' }),
    );
    expect([comparison.first.name, comparison.second.name]).toEqual(['Rock vs Roll', 'Delta']);
    const reverse = dataOf(
      await t.http.get('/api/Company/CompareCompanies').query({ compareUrl: 'delta-vs-rock-vs-roll' }),
    );
    expect([reverse.first.name, reverse.second.name]).toEqual(['Delta', 'Rock vs Roll']);
    const same = dataOf(await t.http.get('/api/Company/CompareCompanies').query({ compareUrl: 'delta-vs-delta' }));
    expect([same.first.id, same.second.id]).toEqual([ids.delta, ids.delta]);
  });

  it('answers 404 when a side is no company', async () => {
    expect(
      errorsOf(await t.http.get('/api/Company/CompareCompanies').query({ compareUrl: 'alpha-soft-vs-nobody' }), 404)._,
    ).toEqual(['The company was not found']);
    expect(
      errorsOf(
        await t.http
          .get('/api/Company/CompareCompanies')
          .query({ compareUrl: 'nobody-vs-delta' })
          .set('Accept-Language', 'ka'),
        404,
      )._[0],
    ).toMatch(GEORGIAN);
  });

  it.each([
    'alpha-soft',
    'alpha-soft-vs-',
    '-vs-delta',
    'alpha soft-vs-delta',
    'alpha-soft-vs-delta/x',
    'alpha-soft--vs-delta',
    'x'.repeat(201),
  ])('answers 400 for the malformed address %s', async (compareUrl) => {
    const errors = errorsOf(await t.http.get('/api/Company/CompareCompanies').query({ compareUrl }), 400);
    expect(errors.compareUrl).toEqual(['The comparison address must look like first-company-vs-second-company']);
  });

  it('answers 400 without an address, in Georgian on request', async () => {
    expect(
      errorsOf(await t.http.get('/api/Company/CompareCompanies').set('Accept-Language', 'ka'), 400).compareUrl[0],
    ).toMatch(GEORGIAN);
  });
});

describe('ratings from approved reviews', () => {
  it('companyRate is the mean of approved reviews (one decimal) in the search, details, compare and the page head', async () => {
    const [first, second, third] = await Promise.all([signUpTalent(t), signUpTalent(t), signUpTalent(t)]);
    const accountIds = await Promise.all(
      [first, second, third].map(
        async (talent) => (await t.db.query('SELECT id FROM account WHERE email = $1', [talent.email]))[0].id,
      ),
    );
    const insert = (author: number, rating: number, status: number) =>
      t.db.query(
        `INSERT INTO company_review (company_id, author_account_id, rating, headline, description, visibility, status)
         VALUES ($1, $2, $3, 'Headline', 'Description', 1, $4)`,
        [ids.delta, author, rating, status],
      );
    await insert(accountIds[0], 5, 2);
    await insert(accountIds[1], 4, 2);
    await insert(accountIds[2], 4, 2);
    await t.db.query(
      `INSERT INTO company_review (company_id, author_account_id, rating, headline, description, visibility, status)
       VALUES ($1, NULL, 1, 'Pending', 'Not yet approved', 1, 1), ($1, NULL, 1, 'Rejected', 'No', 1, 3)`,
      [ids.delta],
    );

    const card = dataOf(await search({ searchTerm: 'delta' })).items[0];
    expect(card).toMatchObject({ companyRate: 4.3, reviewCount: 3 });
    expect(dataOf(await t.http.get('/api/Company/GetCompanyDetails').query({ companyId: ids.delta }))).toMatchObject({
      companyRate: 4.3,
      reviewCount: 3,
    });
    const comparison = dataOf(
      await t.http.get('/api/Company/CompareCompanies').query({ compareUrl: 'alpha-soft-vs-delta' }),
    );
    expect([comparison.first.companyRate, comparison.second.companyRate]).toEqual([null, 4.3]);

    const page = await t.http.get('/companies/delta');
    const [organization] = jsonLdOf(page.text);
    expect(organization.aggregateRating).toEqual({
      '@type': 'EmployerAggregateRating',
      itemReviewed: { '@type': 'Organization', name: 'Delta', url: 'https://techboard.example/companies/delta' },
      ratingValue: 4.3,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

function jsonLdOf(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe('the company pages served to browsers and crawlers', () => {
  it('writes the company into the head of /companies/{slug}: title, description, logo, canonical and Organization JSON-LD', async () => {
    const page = await t.http.get('/companies/alpha-soft');
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe('Alpha Soft — Cloud native products | TechBoard.ge');
    expect(page.text).toContain('<meta name="description" content="Cloud native products">');
    expect(page.text).toContain('<link rel="canonical" href="https://techboard.example/companies/alpha-soft">');
    expect(page.text).toContain(
      '<meta property="og:image" content="https://techboard.example/share/companies/alpha-soft.png">',
    );
    expect(jsonLdOf(page.text)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Alpha Soft',
        url: 'https://techboard.example/companies/alpha-soft',
        logo: 'https://techboard.example/static/demo/logos/alpha-soft.svg',
        description: 'Alpha builds cloud software.',
      },
    ]);
    const georgian = await t.http.get('/ka/companies/alpha-soft');
    expect(georgian.status).toBe(200);
    expect(georgian.text).toContain('<link rel="canonical" href="https://techboard.example/ka/companies/alpha-soft">');
    expect(jsonLdOf(georgian.text)[0].description).toBe('ალფა ქმნის ღრუბლოვან პროგრამებს.');
  });

  it('serves the page by id and its children, with the URL name as the address', async () => {
    const byId = await t.http.get(`/companies/${ids.alpha}`);
    expect(byId.status).toBe(200);
    expect(byId.text).toContain('<link rel="canonical" href="https://techboard.example/companies/alpha-soft">');
    for (const child of [
      'generalInformation',
      'benefits',
      'technologies',
      'vacancies',
      'reviews',
      'reviews/createReview',
      'REVIEWS/createreview',
    ]) {
      const page = await t.http.get(`/companies/alpha-soft/${child}`);
      expect(page.status).toBe(200);
      expect(titleOf(page.text)).toContain('Alpha Soft');
      expect(page.text).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('serves the page at /{id} and its children too, not indexed (the /companies address is the one listed)', async () => {
    for (const child of ['', '/benefits', '/reviews/createReview']) {
      const page = await t.http.get(`/${ids.alpha}${child}`);
      expect(page.status).toBe(200);
      expect(titleOf(page.text)).toContain('Alpha Soft');
      expect(page.text).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers 404 for an unknown company or child page', async () => {
    for (const path of [
      '/companies/nobody',
      '/companies/999999',
      '/companies/alpha-soft/nothing',
      '/companies/%E0%A4%A',
      '/999999',
      '/nothing-here',
      `/${ids.alpha}/nothing`,
    ]) {
      const page = await t.http.get(path);
      expect(page.status).toBe(404);
      expect(page.text).toContain('<meta name="robots" content="noindex">');
      expect(page.text).not.toContain('application/ld+json');
    }
  });

  it('escapes what a company wrote: no element can be closed from inside the JSON-LD, no replacement patterns', async () => {
    const id = await insertCompany({
      name: 'Evil </script><script>x()</script>\u2028',
      slug: 'evil-script',
      tagline: `Quotes " ' & $& $' $\` <b>bold</b>`,
      about: '<!-- comment --> \u2028 line',
    });
    const page = await t.http.get('/companies/evil-script');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>x()');
    expect(page.text).not.toContain('<b>bold');
    expect(page.text).not.toContain('<!-- comment');
    const [jsonLd] = page.text.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/)!;
    expect(jsonLd).toContain('\\u003c/script\\u003e\\u003cscript\\u003ex()');
    expect(jsonLd).not.toContain('\u2028');
    expect(jsonLdOf(page.text)[0]).toMatchObject({
      name: 'Evil </script><script>x()</script>\u2028',
      description: '<!-- comment --> line',
    });
    expect(titleOf(page.text)).toBe(
      'Evil &lt;/script&gt;&lt;script&gt;x()&lt;/script&gt;\u2028 — Quotes &quot; &#39; &amp; $&amp; $&#39; $` &lt;b&gt;bold&lt;/b&gt; | TechBoard.ge',
    );
    await t.db.query('DELETE FROM company WHERE id = $1', [id]);
  });

  it('serves /companies, /compare and a comparison named by its companies', async () => {
    for (const path of ['/companies', '/compare']) {
      const page = await t.http.get(path);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<link rel="canonical" href="https://techboard.example${path}">`);
    }
    const comparison = await t.http.get('/compare/alpha-soft-vs-delta');
    expect(comparison.status).toBe(200);
    expect(titleOf(comparison.text)).toMatch(/^Alpha Soft vs Delta \| /);
    const unknown = await t.http.get('/compare/any-vs-thing');
    expect(unknown.status).toBe(200);
    expect(titleOf(unknown.text)).not.toContain(' vs ');
  });

  it('lists every company page in the sitemap, but no route pattern', async () => {
    const sitemap = await t.http.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain('<loc>https://techboard.example/companies</loc>');
    expect(sitemap.text).toContain('<loc>https://techboard.example/companies/alpha-soft</loc>');
    expect(sitemap.text).toContain('<loc>https://techboard.example/companies/rock-vs-roll</loc>');
    expect(sitemap.text).toContain('<loc>https://techboard.example/compare</loc>');
    expect(sitemap.text).not.toContain(':slug');
    expect(sitemap.text).not.toContain(':compareUrl');
    expect(sitemap.text).not.toContain('/companies/alpha-soft/');
  });
});

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

async function viewAsSession(targetEmail: string) {
  const staff = await signInStaff(t);
  const account = dataOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: targetEmail }));
  const signIn = await viewAsSessionOf(t, staff, account.id);
  expect(payloadOf(signIn.token).ViewAs).toBe(true);
  return signIn as { token: string };
}

const accountIdOf = async (who: { email: string }) =>
  (await t.db.query('SELECT id FROM account WHERE email = $1', [who.email]))[0].id as number;
const claim = (who: { token: string } | null, body: Record<string, unknown>, language = 'en') => {
  const request = t.http.post('/api/Company/ClaimCompany').set('Accept-Language', language);
  return (who ? request.set(bearer(who)) : request).send(body);
};

describe('claims: POST /api/Company/ClaimCompany, GET /api/Company/GetMyClaims', () => {
  it('a company account asks to claim an unclaimed page and sees its claim; the row is stored', async () => {
    const company = await signUpCompany(t, 'Claimant One');
    const accountId = await accountIdOf(company);
    const answer = dataOf(await claim(company, { companyId: ids.unclaimed, message: '  We are Unclaimed Co.  ' }));
    expect(answer).toEqual({
      id: expect.any(Number),
      companyId: ids.unclaimed,
      company: {
        id: ids.unclaimed,
        name: 'Unclaimed Co',
        transformedName: 'unclaimed-co',
        smallProfileImageUrl: '/static/demo/logos/unclaimed-co-small.svg',
        isVerified: false,
        isClaimingNecessary: true,
        verifiedDate: null,
      },
      message: 'We are Unclaimed Co.',
      status: 1,
      createdAt: expect.any(String),
      decidedAt: null,
    });
    expect(
      await t.db.query('SELECT company_id, account_id, message, status FROM company_claim WHERE id = $1', [answer.id]),
    ).toEqual([{ company_id: ids.unclaimed, account_id: accountId, message: 'We are Unclaimed Co.', status: 1 }]);
    const mine = dataOf(await t.http.get('/api/company/getmyclaims').set(bearer(company)));
    expect(mine).toMatchObject({
      totalCount: 1,
      page: 1,
      items: [{ id: answer.id, companyId: ids.unclaimed, status: 1 }],
    });

    const other = await signUpCompany(t, 'Someone Else');
    expect(dataOf(await t.http.get('/api/Company/GetMyClaims').set(bearer(other)))).toMatchObject({
      items: [],
      totalCount: 0,
    });
  });

  it('refuses a second pending claim of the same page with 409, in Georgian on request', async () => {
    const company = await signUpCompany(t, 'Claimant Twice');
    dataOf(await claim(company, { companyId: ids.unclaimed }));
    expect(errorsOf(await claim(company, { companyId: ids.unclaimed }), 409).companyId).toEqual([
      'You have already asked to claim this company; the request is being reviewed',
    ]);
    expect(errorsOf(await claim(company, { companyId: ids.unclaimed }, 'ka'), 409).companyId[0]).toMatch(GEORGIAN);
    const rows = await t.db.query('SELECT count(*)::int AS count FROM company_claim WHERE account_id = $1', [
      await accountIdOf(company),
    ]);
    expect(rows[0].count).toBe(1);
  });

  it('refuses pages that need no claim or have an account (400) and unknown companies (404)', async () => {
    const company = await signUpCompany(t, 'Claimant Three');
    expect(errorsOf(await claim(company, { companyId: ids.alpha }), 400).companyId).toEqual([
      'This company page cannot be claimed',
    ]);
    const [own] = await t.db.query('SELECT id FROM company WHERE account_id = $1', [await accountIdOf(company)]);
    await t.db.query('UPDATE company SET is_claiming_necessary = true WHERE id = $1', [own.id]);
    expect(errorsOf(await claim(company, { companyId: own.id }, 'ka'), 400).companyId[0]).toMatch(GEORGIAN);
    expect(errorsOf(await claim(company, { companyId: 999999 }), 404)._).toEqual(['The company was not found']);
    expect(await t.db.query('SELECT 1 FROM company_claim WHERE account_id = $1', [await accountIdOf(company)])).toEqual(
      [],
    );
  });

  it('validates the body', async () => {
    const company = await signUpCompany(t, 'Claimant Four');
    expect(errorsOf(await claim(company, {}), 400).companyId).toEqual(['Choose a company']);
    expect(errorsOf(await claim(company, {}, 'ka'), 400).companyId[0]).toMatch(GEORGIAN);
    expect(errorsOf(await claim(company, { companyId: 'abc' }), 400).companyId).toHaveLength(1);
    expect(errorsOf(await claim(company, { companyId: 0 }), 400).companyId).toHaveLength(1);
    expect(
      errorsOf(await claim(company, { companyId: ids.unclaimed, message: 'x'.repeat(1001) }), 400).message,
    ).toEqual(['message must be at most 1000 characters long']);
    expect(
      errorsOf(await claim(company, { companyId: ids.unclaimed, message: 'x'.repeat(1001) }, 'ka'), 400).message[0],
    ).toMatch(GEORGIAN);
    expect(errorsOf(await claim(company, { companyId: ids.unclaimed, message: 42 }), 400).message).toHaveLength(1);
  });

  it('is for company accounts only: visitors 401, talents 403, staff 403, a view-as session may read but not claim', async () => {
    expect(errorsOf(await claim(null, { companyId: ids.unclaimed }), 401)._).toHaveLength(1);
    errorsOf(await t.http.get('/api/Company/GetMyClaims'), 401);
    const talent = await signUpTalent(t);
    expect(errorsOf(await claim(talent, { companyId: ids.unclaimed }), 403)._).toEqual([
      'You do not have permission to do this',
    ]);
    errorsOf(await t.http.get('/api/Company/GetMyClaims').set(bearer(talent)), 403);
    const staff = await signInStaff(t);
    errorsOf(await claim(staff, { companyId: ids.unclaimed }), 403);

    const company = await signUpCompany(t, 'Viewed Company');
    const viewAs = await viewAsSession(company.email);
    expect(errorsOf(await claim(viewAs, { companyId: ids.unclaimed }), 403)._).toEqual([
      'This is a read-only view-as session',
    ]);
    dataOf(await t.http.get('/api/Company/GetMyClaims').set(bearer(viewAs)));
    expect(await t.db.query('SELECT 1 FROM company_claim WHERE account_id = $1', [await accountIdOf(company)])).toEqual(
      [],
    );
  });
});

describe('CompanyClaimService.approve and reject (the back office)', () => {
  it("approve passes the page to the claimant, rejects the other pending claims and removes the claimant's empty page", async () => {
    const pageId = await insertCompany({ name: 'Listed By Staff', slug: 'listed-by-staff', claimable: true });
    const winner = await signUpCompany(t, 'Winner Ltd');
    const loser = await signUpCompany(t, 'Loser Ltd');
    const winnerId = await accountIdOf(winner);
    const [{ id: winnerOldPage }] = await t.db.query('SELECT id FROM company WHERE account_id = $1', [winnerId]);
    const won = dataOf(await claim(winner, { companyId: pageId }));
    const lost = dataOf(await claim(loser, { companyId: pageId }));

    const service = t.app.get(CompanyClaimService);
    const approved = await service.approve(won.id);
    expect(approved).toMatchObject({
      id: won.id,
      status: 2,
      decidedAt: expect.any(Date),
      company: { id: pageId, isClaimingNecessary: false },
    });
    expect(await t.db.query('SELECT account_id, is_claiming_necessary FROM company WHERE id = $1', [pageId])).toEqual([
      { account_id: winnerId, is_claiming_necessary: false },
    ]);
    expect(await t.db.query('SELECT 1 FROM company WHERE id = $1', [winnerOldPage])).toEqual([]);
    expect(
      (await t.db.query('SELECT status, decided_at FROM company_claim WHERE id = $1', [lost.id]))[0],
    ).toMatchObject({
      status: 3,
      decided_at: expect.any(Date),
    });
    expect(dataOf(await t.http.get('/api/Company/GetMyClaims').set(bearer(loser))).items[0]).toMatchObject({
      id: lost.id,
      status: 3,
    });

    await expect(service.approve(won.id)).rejects.toMatchObject({ code: 'Conflict' });
    await expect(service.reject(lost.id)).rejects.toMatchObject({ code: 'Conflict' });
    await expect(service.approve(999999)).rejects.toMatchObject({ code: 'NotFound' });
    // The page is no longer claimable.
    const late = await signUpCompany(t, 'Late Ltd');
    errorsOf(await claim(late, { companyId: pageId }), 400);
  });

  it("approve sets free a claimant's page that already holds vacancies; reject decides a pending claim", async () => {
    const pageId = await insertCompany({ name: 'Second Listing', slug: 'second-listing', claimable: true });
    const claimant = await signUpCompany(t, 'Busy Ltd');
    const claimantId = await accountIdOf(claimant);
    const [{ id: oldPage }] = await t.db.query('SELECT id FROM company WHERE account_id = $1', [claimantId]);
    await insertVacancy(oldPage, VacancyStatus.Active);
    const pending = dataOf(await claim(claimant, { companyId: pageId }));
    const service = t.app.get(CompanyClaimService);

    const rejected = await service.reject(pending.id);
    expect(rejected).toMatchObject({ status: 3, decidedAt: expect.any(Date) });
    const again = dataOf(await claim(claimant, { companyId: pageId }));
    await service.approve(again.id);
    expect(await t.db.query('SELECT account_id, is_claiming_necessary FROM company WHERE id = $1', [oldPage])).toEqual([
      { account_id: null, is_claiming_necessary: true },
    ]);
    expect(await t.db.query('SELECT account_id FROM company WHERE id = $1', [pageId])).toEqual([
      { account_id: claimantId },
    ]);
  });
});
