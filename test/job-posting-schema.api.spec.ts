import { Currency, VacancyCallToAction, VacancyStatus } from '../shared/enums.js';
import { jobPostingProblems, jobPostingsOf } from './support/job-posting-check.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { editorDoc, paragraph, vacancySeeder, type VacancySeed } from './support/vacancy-seed.js';

/** Issue 10: every vacancy page's JobPosting passes Google's required and recommended properties
 *  (test/support/job-posting-check.ts), for vacancies of every kind the JobPosting describes. */

const SITE = 'https://techboard.example';
const DAY = "interval '1 day'";

let t: TestApp;
const { loadDictionary, insertVacancy, insertCompany } = vacancySeeder(() => t);

/** One vacancy of each kind a JobPosting has to describe. */
const VARIANTS = {
  onSite: {
    title: 'Senior Go Engineer',
    titleGe: 'უფროსი Go ინჟინერი',
    workLocation: 'on-site',
    city: 'tbilisi',
    employmentType: 'full-time',
    salary: { min: 5000, max: 7000, currency: Currency.Gel, shown: true },
    deadline: `now() + 20 * ${DAY}`,
    descriptionGe: editorDoc(paragraph('ვეძებთ Go ინჟინერს.')),
  },
  remoteWithoutSalary: {
    title: 'Remote Data Engineer',
    workLocation: 'remote',
    employmentType: 'contract',
    deadline: 'null',
    salary: { min: 3000, max: 4000, currency: Currency.Dollar, shown: false },
    callToAction: VacancyCallToAction.Subscribe,
  },
  remoteInACity: {
    title: 'Freelance Designer',
    workLocation: 'remote',
    city: 'batumi',
    employmentType: 'freelance',
    salary: { min: 1500, max: null, currency: Currency.Dollar, shown: true },
  },
  hybridOneSalary: {
    title: 'Part-time QA',
    workLocation: 'hybrid',
    city: 'kutaisi',
    employmentType: 'part-time',
    salary: { min: 2000, max: 2000, currency: Currency.Euro, shown: true },
  },
  withoutPlace: { title: 'Summer Intern', employmentType: 'internship', callToAction: VacancyCallToAction.None },
  georgianText: {
    title: 'Backend Developer',
    titleGe: 'ბექენდ დეველოპერი',
    workLocation: 'on-site',
    city: 'tbilisi',
    employmentType: 'temporary',
    salary: { min: 2500, max: 3500, currency: Currency.PoundSterling, shown: true },
    descriptionEn: editorDoc(paragraph('A backend developer for our Tbilisi office.')),
    descriptionGe: editorDoc(paragraph('ბექენდ დეველოპერი <b>Node.js</b>-ით, თბილისის ოფისში.'), {
      type: 'list',
      data: { style: 'unordered', items: [{ content: 'PostgreSQL &amp; Redis', items: [] }] },
    }),
  },
  georgianTitleOnly: {
    title: 'DevOps Engineer',
    titleGe: 'DevOps ინჟინერი',
    workLocation: 'hybrid',
    city: 'batumi',
    employmentType: 'full-time',
  },
} satisfies Record<string, Omit<VacancySeed, 'companyId'>>;

const ids: Record<string, number> = {};
let ended: number[];

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE });
  await loadDictionary();
  const companyId = await insertCompany('Schema Labs', 'schema-labs');
  for (const [name, seed] of Object.entries(VARIANTS)) ids[name] = await insertVacancy({ companyId, ...seed });
  ended = [
    await insertVacancy({ companyId, title: 'Ended Role', status: VacancyStatus.Ended }),
    await insertVacancy({ companyId, title: 'Past Deadline Role', deadline: `now() - ${DAY}` }),
  ];
});
afterAll(() => t.close());

const pageOf = async (path: string) => {
  const page = await t.http.get(path);
  expect([path, page.status]).toEqual([path, 200]);
  return page.text;
};

/** The one JobPosting of a vacancy page, checked. */
async function postingOf(id: number, language: 'en' | 'ka' = 'en'): Promise<Record<string, any>> {
  const path = `${language === 'ka' ? '/ka' : ''}/vacancies/${id}`;
  const postings = jobPostingsOf(await pageOf(path));
  expect([path, postings.length]).toEqual([path, 1]);
  expect([path, jobPostingProblems(postings[0])]).toEqual([path, []]);
  return postings[0]!;
}

describe('the JobPosting of every vacancy page', () => {
  it('is valid on every vacancy page of the sitemap, in both languages', async () => {
    const sitemap = await pageOf('/sitemap.xml');
    const vacancyIds = [...sitemap.matchAll(/<loc>https:\/\/techboard\.example\/vacancies\/(\d+)<\/loc>/g)].map(
      (match) => Number(match[1]),
    );
    expect(vacancyIds.sort()).toEqual(Object.values(ids).sort());
    for (const id of vacancyIds) {
      const [en, ka] = [await postingOf(id, 'en'), await postingOf(id, 'ka')];
      expect(en.identifier).toEqual({ '@type': 'PropertyValue', name: en.hiringOrganization.name, value: String(id) });
      expect(ka.identifier).toEqual(en.identifier);
      expect(en.url).toBe(`${SITE}/vacancies/${id}`);
      expect(en).toHaveProperty('employmentType');
      expect(en).toHaveProperty('directApply');
    }
  });

  it('places an on-site job at its city, with its deadline and salary range', async () => {
    const [{ deadline }] = await t.db.query('SELECT deadline FROM vacancy WHERE id = $1', [ids.onSite]);
    const posting = await postingOf(ids.onSite!);
    expect(posting).toMatchObject({
      title: 'Senior Go Engineer',
      employmentType: 'FULL_TIME',
      validThrough: new Date(deadline).toISOString(),
      directApply: true,
      hiringOrganization: {
        name: 'Schema Labs',
        sameAs: `${SITE}/companies/schema-labs`,
        logo: `${SITE}/static/demo/logos/schema-labs.svg`,
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Tbilisi', addressCountry: 'GE' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GEL',
        value: { '@type': 'QuantitativeValue', minValue: 5000, maxValue: 7000, unitText: 'MONTH' },
      },
    });
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(await postingOf(ids.onSite!, 'ka')).toMatchObject({
      title: 'უფროსი Go ინჟინერი',
      description: 'ვეძებთ Go ინჟინერს.',
      jobLocation: { address: { addressLocality: 'თბილისი', addressCountry: 'GE' } },
    });
  });

  it('marks a remote job TELECOMMUTE with the country its applicants live in, without a hidden salary', async () => {
    const remote = await postingOf(ids.remoteWithoutSalary!);
    expect(remote).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'GE' },
      directApply: false,
    });
    for (const key of ['jobLocation', 'baseSalary', 'validThrough']) expect(remote).not.toHaveProperty(key);
    expect(await postingOf(ids.remoteInACity!)).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      baseSalary: { currency: 'USD', value: { value: 1500, unitText: 'MONTH' } },
    });
  });

  it('writes a single salary as one value, and a job without a work place in the country', async () => {
    expect(await postingOf(ids.hybridOneSalary!)).toMatchObject({
      employmentType: 'PART_TIME',
      jobLocation: { address: { addressLocality: 'Kutaisi' } },
      baseSalary: { currency: 'EUR', value: { '@type': 'QuantitativeValue', value: 2000, unitText: 'MONTH' } },
    });
    const intern = await postingOf(ids.withoutPlace!);
    expect(intern).toMatchObject({
      employmentType: 'INTERN',
      jobLocation: { address: { addressCountry: 'GE' } },
      directApply: false,
    });
    expect(intern).not.toHaveProperty('baseSalary');
  });

  it('describes a vacancy in Georgian on its Georgian page, with the English text where it has no Georgian one', async () => {
    expect(await postingOf(ids.georgianText!, 'ka')).toMatchObject({
      title: 'ბექენდ დეველოპერი',
      description: 'ბექენდ დეველოპერი Node.js-ით, თბილისის ოფისში.\nPostgreSQL & Redis',
      employmentType: 'TEMPORARY',
      baseSalary: { currency: 'GBP', value: { minValue: 2500, maxValue: 3500 } },
    });
    expect(await postingOf(ids.georgianText!, 'en')).toMatchObject({
      title: 'Backend Developer',
      description: 'A backend developer for our Tbilisi office.',
    });
    expect(await postingOf(ids.georgianTitleOnly!, 'ka')).toMatchObject({
      title: 'DevOps ინჟინერი',
      description: 'DevOps Engineer: join us.',
      jobLocation: { address: { addressLocality: 'ბათუმი' } },
    });
  });

  it('leaves the JobPosting out of ended vacancies and of every page that is no single vacancy', async () => {
    for (const id of ended) {
      const html = await pageOf(`/vacancies/${id}`);
      expect([id, jobPostingsOf(html).length]).toEqual([id, 0]);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    for (const path of [
      '/',
      '/vacancies',
      '/companies/schema-labs',
      '/companies/schema-labs/vacancies',
      `/schema-labs/vacancies/${ids.onSite}`,
    ]) {
      expect([path, jobPostingsOf(await pageOf(path)).length]).toEqual([path, 0]);
    }
  });

  it('finds what is wrong with a JobPosting', () => {
    expect(
      jobPostingProblems({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Dev',
        description: 'Dev',
        datePosted: '12/01/2026',
        validThrough: '2020-01-01',
        employmentType: 'FULLTIME',
        hiringOrganization: { '@type': 'Organization', name: 'X', sameAs: '/x' },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'Georgia' } },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'LARI',
          value: { '@type': 'QuantitativeValue', minValue: 9, maxValue: 5, unitText: 'MONTHLY' },
        },
        identifier: 7,
        directApply: 'yes',
      }),
    ).toEqual([
      'description only repeats the title',
      'datePosted is not an ISO 8601 date: "12/01/2026"',
      'hiringOrganization.sameAs is not an absolute URL',
      'addressCountry "Georgia" is not an ISO 3166-1 code',
      'employmentType "FULLTIME" is not one of Google\'s',
      'baseSalary.currency "LARI" is not ISO 4217',
      'baseSalary minValue is above maxValue',
      'baseSalary unitText "MONTHLY" is not one of Google\'s',
      'identifier is not a PropertyValue with a name and a value: 7',
      'directApply is not a boolean',
    ]);
    expect(
      jobPostingProblems({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Dev',
        description: 'Build',
        datePosted: '2026-01-01',
        hiringOrganization: { '@type': 'Organization', name: 'X', logo: 'https://x/l.png' },
        jobLocationType: 'TELECOMMUTE',
      }),
    ).toEqual(['a TELECOMMUTE job has no applicantLocationRequirements']);
  });
});
