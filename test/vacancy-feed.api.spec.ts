import type { Response } from 'supertest';
import { type Element, xml2js } from 'xml-js';
import { Currency, DictionaryType, VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { type VacancySeed, vacancySeeder } from './support/vacancy-seed.js';
import { asText } from './support/text-body.js';

const DAY = "interval '1 day'";
const SITE = 'https://techboard.example';
const HOSTILE_TITLE = '<script>alert("x")</script> & ]]> Dev ]]> Ops &amp; &lt;b&gt;';
const HOSTILE_COMPANY = 'Smith & <Sons> &amp; Co ]]>';

let t: TestApp;
const { loadDictionary, item, insertVacancy, insertCompany } = vacancySeeder(() => t);

const companies: Record<string, number> = {};
const v: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE });
  await loadDictionary();
  companies.acme = await insertCompany('Acme Software', 'acme-software');
  companies.beta = await insertCompany('Beta Georgia', 'beta-georgia');
  companies.hostile = await insertCompany(HOSTILE_COMPANY, 'smith-sons');

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
  });
  v.b1 = await insertVacancy({
    companyId: companies.beta,
    title: 'QA Automation Engineer',
    titleGe: 'QA ავტომატიზაციის ინჟინერი',
    publishedDaysAgo: 2,
    employmentType: 'part-time',
    workLocation: 'hybrid',
    city: 'batumi',
    experience: 'junior',
    jobFunction: 'test-automation',
    salary: { min: 2000, max: 3000, currency: Currency.Euro, shown: false },
    technologies: ['selenium'],
  });
  v.hostile = await insertVacancy({
    companyId: companies.hostile,
    title: HOSTILE_TITLE,
    publishedDaysAgo: 3,
    technologies: ['java'],
  });
  v.b2 = await insertVacancy({
    companyId: companies.beta,
    title: 'Frontend Developer (Vue)',
    titleGe: null,
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
  for (const [title, seed] of Object.entries<Partial<VacancySeed>>({
    ended: { status: VacancyStatus.Ended },
    draft: { status: VacancyStatus.Draft },
    pending: { approval: VacancyApproval.Pending },
    rejected: { approval: VacancyApproval.Rejected },
    pastDeadline: { deadline: `now() - ${DAY}` },
  })) {
    v[title] = await insertVacancy({
      companyId: companies.acme,
      title: `React ${title}`,
      publishedDaysAgo: 0.5,
      technologies: ['react'],
      ...seed,
    });
  }
});
afterAll(() => t.close());

/** GET /api/Vacancy/Rss with the body as text (supertest keeps only text/* and JSON as text). */
const rss = (query: Record<string, unknown> | string = {}) =>
  t.http.get('/api/Vacancy/Rss').query(query).buffer(true).parse(asText);

// A small reading of the document: xml-js (the `feed` package's own writer dependency) parses
// strictly, and every text is its text and CDATA children joined, as a feed reader reads it.
const parse = (response: Response): Element => {
  expect(response.status).toBe(200);
  return (xml2js(response.body as string, { compact: false }) as Element).elements!.find(
    (node) => node.name === 'rss',
  )!;
};
const children = (parent: Element, name: string) => (parent.elements ?? []).filter((node) => node.name === name);
const child = (parent: Element, name: string) => {
  const [found] = children(parent, name);
  if (!found) throw new Error(`no <${name}> in <${parent.name}>`);
  return found;
};
const text = (node: Element): string =>
  (node.elements ?? []).map((part) => String(part.text ?? part.cdata ?? '')).join('');
const channelOf = (response: Response) => child(parse(response), 'channel');
const itemsOf = (channel: Element) => children(channel, 'item');
const itemIds = (channel: Element) =>
  itemsOf(channel).map((entry) => Number(text(child(entry, 'link')).split('/').pop()));
const itemOf = (channel: Element, id: number) =>
  itemsOf(channel).find((entry) => text(child(entry, 'link')) === `${SITE}/vacancies/${id}`)!;
const selfLink = (channel: Element) => child(channel, 'atom:link').attributes?.href;

const OPEN = () => [v.a1, v.b1, v.hostile, v.b2]; // newest first

describe('GET /api/Vacancy/Rss', () => {
  it('answers RSS 2.0 of the open vacancies only, newest first, cacheable for five minutes', async () => {
    const response = await rss();
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const document = parse(response);
    expect(document.attributes).toMatchObject({ version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' });
    const channel = child(document, 'channel');
    expect(text(child(channel, 'title'))).toBe('TechBoard.ge vacancies');
    expect(text(child(channel, 'description'))).toBe('The newest open vacancies on TechBoard.ge');
    expect(text(child(channel, 'link'))).toBe(`${SITE}/vacancies`);
    expect(selfLink(channel)).toBe(`${SITE}/api/Vacancy/Rss?lang=en`);
    expect(text(child(channel, 'language'))).toBe('en');
    expect(itemIds(channel)).toEqual(OPEN());
    const [{ published_at: newest }] = await t.db.query('SELECT published_at FROM vacancy WHERE id = $1', [v.a1]);
    expect(text(child(channel, 'lastBuildDate'))).toBe(new Date(newest).toUTCString());
  });

  it('writes each vacancy as an item: title with company, permalink, date, plain-text facts, technologies, creator', async () => {
    const channel = channelOf(await rss());
    const a1 = itemOf(channel, v.a1);
    expect(text(child(a1, 'title'))).toBe('Senior React Developer — Acme Software');
    expect(text(child(a1, 'link'))).toBe(`${SITE}/vacancies/${v.a1}`);
    expect(child(a1, 'guid').attributes).toEqual({ isPermaLink: 'true' });
    expect(text(child(a1, 'guid'))).toBe(`${SITE}/vacancies/${v.a1}`);
    const [{ published_at: published, deadline }] = await t.db.query(
      'SELECT published_at, deadline FROM vacancy WHERE id = $1',
      [v.a1],
    );
    expect(text(child(a1, 'pubDate'))).toBe(new Date(published).toUTCString());
    const deadlineText = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Tbilisi' }).format(
      new Date(deadline),
    );
    expect(text(child(a1, 'description'))).toBe(
      `Company: Acme Software · City: Tbilisi · Work place: On-site · Employment type: Full-time · Salary: ₾4,000 – ₾6,000 · Deadline: ${deadlineText}`,
    );
    expect(children(a1, 'category').map(text).sort()).toEqual(['React', 'TypeScript']);
    expect(text(child(a1, 'dc:creator'))).toBe('Acme Software');
    expect(child(a1, 'dc:creator').attributes).toEqual({ 'xmlns:dc': 'http://purl.org/dc/elements/1.1/' });

    // A hidden salary is not told; a vacancy without a deadline has none.
    const b1 = text(child(itemOf(channel, v.b1), 'description'));
    expect(b1).toContain('Employment type: Part-time');
    expect(b1).not.toContain('Salary');
    const b2 = text(child(itemOf(channel, v.b2), 'description'));
    expect(b2).toContain('Salary: ₾7,000');
    expect(b2).not.toContain('Deadline');
  });

  it('narrows the feed exactly as SearchVacancies narrows the search', async () => {
    const queries: Record<string, unknown>[] = [
      { technologies: item(DictionaryType.Technology, 'react') },
      { technologies: item(DictionaryType.TechnologyCategory, 'frontend') },
      { technologies: [item(DictionaryType.Technology, 'java'), item(DictionaryType.Technology, 'selenium')] },
      { employmentTypes: item(DictionaryType.EmploymentType, 'full-time') },
      { EmploymentTypies: item(DictionaryType.EmploymentType, 'part-time') },
      { workLocations: item(DictionaryType.WorkLocation, 'remote') },
      { jobFunctions: item(DictionaryType.JobFunction, 'software-development') },
      { cities: [item(DictionaryType.City, 'tbilisi'), item(DictionaryType.City, 'batumi')] },
      { experiences: item(DictionaryType.Experience, 'middle') },
      { salaryShown: true },
      { companyId: companies.beta },
      { companyId: 999999 },
      { searchTerm: 'react' },
      { searchTerm: 'developer' },
      { SearchTerm: 'beta georgia' },
      {
        technologies: item(DictionaryType.Technology, 'typescript'),
        cities: item(DictionaryType.City, 'tbilisi'),
        salaryShown: 'true',
      },
    ];
    const narrowed: number[] = [];
    for (const query of queries) {
      const searched = dataOf(await t.http.get('/api/Vacancy/SearchVacancies').query({ ...query, pageSize: 100 }));
      const expected = searched.items.map((entry: { id: number }) => entry.id);
      expect([query, itemIds(channelOf(await rss(query)))]).toEqual([query, expected]);
      narrowed.push(expected.length);
    }
    // The comparison means something: the filters do narrow, and some match.
    expect(narrowed.some((count) => count > 0 && count < OPEN().length)).toBe(true);
    expect(itemIds(channelOf(await rss({ technologies: item(DictionaryType.Technology, 'react') })))).toEqual([v.a1]);
  });

  it('takes no sort or page: always the newest', async () => {
    expect(itemIds(channelOf(await rss({ sortBy: 2, page: 3, pageSize: 1 })))).toEqual(OPEN());
  });

  it('writes Georgian titles, names and <language>ka</language> for lang=ka, whatever Accept-Language says', async () => {
    const channel = channelOf(await rss({ lang: 'ka' }).set('Accept-Language', 'en'));
    expect(text(child(channel, 'language'))).toBe('ka');
    expect(text(child(channel, 'title'))).toMatch(GEORGIAN);
    expect(text(child(channel, 'description'))).toMatch(GEORGIAN);
    expect(selfLink(channel)).toBe(`${SITE}/api/Vacancy/Rss?lang=ka`);
    const a1 = itemOf(channel, v.a1);
    expect(text(child(a1, 'title'))).toBe('უფროსი React დეველოპერი — Acme Software');
    expect(text(child(a1, 'description'))).toContain('ქალაქი: თბილისი');
    // No Georgian title: the English one.
    expect(text(child(itemOf(channel, v.b2), 'title'))).toBe('Frontend Developer (Vue) — Beta Georgia');

    // Feed readers send no Accept-Language, and the feed does not read it.
    const english = channelOf(await rss().set('Accept-Language', 'ka'));
    expect(text(child(english, 'language'))).toBe('en');
    expect(text(child(itemOf(english, v.a1), 'title'))).toBe('Senior React Developer — Acme Software');
  });

  it('names the filter in the title and links the same search and the feed itself, one address per filter', async () => {
    const react = item(DictionaryType.Technology, 'react');
    const typescript = item(DictionaryType.Technology, 'typescript');
    const tbilisi = item(DictionaryType.City, 'tbilisi');
    const query = `technologies=${typescript}&technologies=${react}&technologies=${typescript}&cities=${tbilisi}&searchTerm=%20senior%20&salaryShown=true`;
    const channel = channelOf(await rss(query));
    const [first, second] = [react, typescript].sort((a, b) => a - b);
    const filter = `searchTerm=senior&technologies=${first}&technologies=${second}&cities=${tbilisi}&salaryShown=true`;
    expect(text(child(channel, 'link'))).toBe(`${SITE}/vacancies?${filter}`);
    expect(selfLink(channel)).toBe(`${SITE}/api/Vacancy/Rss?${filter}&lang=en`);
    const title = text(child(channel, 'title'));
    expect(title).toMatch(/^TechBoard\.ge vacancies: “senior”, /);
    for (const name of ['React', 'TypeScript', 'Tbilisi', 'with salary']) expect(title).toContain(name);
    expect(text(child(channel, 'description'))).toContain('Tbilisi');

    const georgian = channelOf(await rss(`${query}&lang=ka`));
    expect(text(child(georgian, 'title'))).toContain('თბილისი');
    expect(selfLink(georgian)).toBe(`${SITE}/api/Vacancy/Rss?${filter}&lang=ka`);

    // A company's feed opens the company's vacancies.
    const company = channelOf(await rss({ companyId: companies.beta }));
    expect(text(child(company, 'title'))).toBe('TechBoard.ge vacancies: Beta Georgia');
    expect(text(child(company, 'link'))).toBe(`${SITE}/companies/beta-georgia/vacancies`);
    expect(selfLink(company)).toBe(`${SITE}/api/Vacancy/Rss?companyId=${companies.beta}&lang=en`);
  });

  it('escapes hostile text from the database and the query: the XML parses and reads back the same text', async () => {
    const response = await rss();
    const entry = itemOf(channelOf(response), v.hostile);
    // Markup read as markup would be an element here, and missing from the text.
    for (const name of ['title', 'description', 'dc:creator'])
      expect(child(entry, name).elements?.map((part) => part.type)).not.toContain('element');
    expect(text(child(entry, 'title'))).toBe(`${HOSTILE_TITLE} — ${HOSTILE_COMPANY}`);
    expect(text(child(entry, 'description')).split(' · ')[0]).toBe(`Company: ${HOSTILE_COMPANY}`);
    expect(text(child(entry, 'dc:creator'))).toBe(HOSTILE_COMPANY);

    const term = '<b>x</b> & &amp; ]]> "q"';
    const channel = channelOf(await rss({ searchTerm: term }));
    expect(text(child(channel, 'title'))).toBe(`TechBoard.ge vacancies: “${term}”`);
    expect(new URL(text(child(channel, 'link'))).searchParams.get('searchTerm')).toBe(term);
    expect(new URL(selfLink(channel) as string).searchParams.get('searchTerm')).toBe(term);
  });

  it.each([
    ['technologies', 'technologies=abc'],
    ['cities', 'cities=0'],
    ['searchTerm', `searchTerm=${'a'.repeat(101)}`],
    ['salaryShown', 'salaryShown=maybe'],
    ['companyId', 'companyId=-1'],
    ['lang', 'lang=de'],
    ['lang', 'lang=KA'],
    ['lang', 'lang='],
  ])('answers the 400 envelope for a bad %s (%s), in English and Georgian', async (field, query) => {
    const english = await t.http.get(`/api/Vacancy/Rss?${query}`);
    expect(english.headers['content-type']).toMatch(/^application\/json/);
    expect(english.headers['cache-control']).not.toBe('public, max-age=300');
    expect(Object.keys(errorsOf(english, 400))).toEqual([field]);
    const georgian = errorsOf(await t.http.get(`/api/Vacancy/Rss?${query}`).set('Accept-Language', 'ka'), 400);
    expect(georgian[field][0]).toMatch(GEORGIAN);
  });

  it('answers byte-identical XML for the same query, empty feeds too', async () => {
    for (const query of [
      {},
      { lang: 'ka', technologies: item(DictionaryType.Technology, 'typescript') },
      { companyId: 999999 },
    ]) {
      const [first, second] = [await rss(query), await rss(query)];
      expect(first.body.length).toBeGreaterThan(0);
      expect(second.body).toBe(first.body);
    }
    expect(itemsOf(channelOf(await rss({ companyId: 999999 })))).toEqual([]);
    // So a reader's conditional request is answered without the body.
    const { etag } = (await rss()).headers;
    expect(etag).toBeTruthy();
    expect((await rss().set('If-None-Match', etag)).status).toBe(304);
  });

  it('is documented in OpenAPI with the filters and lang, without sort or paging', async () => {
    const docs = await t.http.get('/api/docs-json');
    const operation = docs.body.paths['/api/Vacancy/Rss'].get;
    const names = operation.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(
      expect.arrayContaining(['searchTerm', 'technologies', 'cities', 'salaryShown', 'companyId', 'lang']),
    );
    for (const name of ['sortBy', 'page', 'pageSize']) expect(names).not.toContain(name);
  });

  it('holds the 50 newest vacancies', async () => {
    companies.bulk = await insertCompany('Bulk Hiring', 'bulk-hiring');
    const bulk: number[] = [];
    for (let index = 0; index < 52; index++) {
      bulk.push(
        await insertVacancy({
          companyId: companies.bulk,
          title: `Bulk role ${index}`,
          publishedDaysAgo: 0.1 + index / 24,
        }),
      );
    }
    expect(itemIds(channelOf(await rss({ companyId: companies.bulk })))).toEqual(bulk.slice(0, 50));
    const all = itemIds(channelOf(await rss()));
    expect(all).toHaveLength(50);
    expect(all.slice(0, 4)).toEqual(bulk.slice(0, 4));
  });
});
