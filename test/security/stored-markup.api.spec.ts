import { Currency, DictionaryType } from '../../shared/enums.js';
import { bearer, PASSWORD, signInStaff, signUpCompany, signUpTalent, type SignedUp } from '../support/accounts.js';
import { dataOf, errorsOf } from '../support/envelope.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { editorDoc, paragraph } from '../support/vacancy-seed.js';
import { parseHtml } from './html-page.js';
import { scriptableMarkup } from './scriptable-markup.js';
import { XSS, XSS_EDITOR_TEXTS, XSS_LINE, XSS_MARKDOWN } from './markup-payloads.js';

/**
 * Stored cross-site scripting (OWASP ASVS V5.3): script-shaped text stored through the API cannot run
 * where the server writes it (page heads: title, description, Open Graph, JSON-LD; mails). Plain
 * text fields keep it verbatim, as text: every place that shows them escapes on output (React in
 * the client: client/src/components/content/stored-markup.test.tsx). Fields that are markup by
 * nature are checked on save: a vacancy description's Editor.js HTML and profile links.
 */

const SITE = 'https://techboard.example';
/** Company names allow quotes, `&`, `:` and parentheses, not angle brackets. */
const COMPANY_NAME = `Xss "Q" 'x' & Co javascript:alert(1)`;

let t: TestApp;
let staff: SignedUp;
let company: SignedUp;
let talent: SignedUp;
let companyId: number;
let vacancyId: number;
let articleId: number;
let reviewId: number;

const dictionaryId = async (type: DictionaryType, key: string): Promise<number> =>
  (await t.db.query('SELECT id FROM dictionary_item WHERE type = $1 AND key = $2', [type, key]))[0].id;

const vacancyBody = async (fields: Record<string, unknown>) => ({
  title: 'Backend Engineer',
  descriptionEN: editorDoc(paragraph('We build payments.')),
  experienceId: await dictionaryId(DictionaryType.Experience, 'senior'),
  employmentTypeId: await dictionaryId(DictionaryType.EmploymentType, 'full-time'),
  workLocationId: await dictionaryId(DictionaryType.WorkLocation, 'hybrid'),
  cityId: await dictionaryId(DictionaryType.City, 'tbilisi'),
  jobFunctionId: await dictionaryId(DictionaryType.JobFunction, 'backend-development'),
  technologyIds: [await dictionaryId(DictionaryType.Technology, 'nodejs')],
  benefitIds: [],
  languages: ['en'],
  salaryMin: 3000,
  salaryMax: 5000,
  currency: Currency.Gel,
  showSalary: true,
  callToAction: 1,
  deadlineMonths: 1,
  publish: true,
  ...fields,
});

async function page(path: string) {
  const response = await t.http.get(path);
  expect([path, response.status]).toEqual([path, 200]);
  const document = parseHtml(response.text);
  expect({ path, scriptable: scriptableMarkup(document) }).toEqual({ path, scriptable: [] });
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    ogTitle: meta('meta[property="og:title"]'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
  };
}

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE });
  staff = await signInStaff(t);
  company = await signUpCompany(t, COMPANY_NAME);
  talent = await signUpTalent(t);
  companyId = (
    await t.db.query('SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1', [
      company.email,
    ])
  )[0].id;
  dataOf(await t.http.post('/api/Admin/VerifyCompany').set(bearer(staff)).query({ companyId }));
});
afterAll(() => t.close());

describe('stored as plain text, shown as text', () => {
  it("keeps a company's name, tagline and about verbatim and writes them into its page head escaped", async () => {
    dataOf(await t.http.post('/api/Company/UpdateCompanyTagline').set(bearer(company)).send({ tagline: XSS_LINE }));
    dataOf(
      await t.http
        .post('/api/Company/UpdateCompanyAbout')
        .set(bearer(company))
        .send({ aboutEn: `About us ${XSS_LINE}`, aboutGe: XSS_LINE }),
    );
    const profile = dataOf(await t.http.get('/api/Company/GetCompanyProfileInfo').set(bearer(company)));
    expect(profile).toMatchObject({
      name: COMPANY_NAME,
      tagLine: XSS_LINE,
      about: `About us ${XSS_LINE}`,
      aboutGe: XSS_LINE,
    });

    const { transformedName } = dataOf(
      await t.http.get('/api/Company/GetCompanyDetails').query({ CompanyId: companyId }),
    );
    const head = await page(`/companies/${transformedName}`);
    expect(head.title).toBe(`${COMPANY_NAME} — ${XSS_LINE} | TechBoard.ge`);
    expect([head.description, head.ogTitle]).toEqual([XSS_LINE, head.title]);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: COMPANY_NAME, description: `About us ${XSS_LINE}` }),
    ]);
  });

  it("keeps a vacancy's title verbatim and writes it into the page head and the JobPosting escaped", async () => {
    const title = `${XSS.attributeBreakout} ${XSS.image} ${XSS.scriptBreakout}`;
    // Text that only looks like markup is written as entities by the editor and stays text.
    const text = '&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;';
    const created = dataOf(
      await t.http
        .post('/api/Vacancy/CreateCompanyVacancy')
        .set(bearer(company))
        .send(await vacancyBody({ title, descriptionEN: editorDoc(paragraph(text)) })),
    );
    vacancyId = created.id;
    const stored = dataOf(await t.http.get('/api/Vacancy/GetVacancy').query({ vacancyId }));
    expect(stored.title).toBe(title);

    const head = await page(`/vacancies/${vacancyId}`);
    expect(head.title.startsWith(title)).toBe(true);
    const [posting] = head.jsonLd;
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title,
      hiringOrganization: expect.objectContaining({ name: COMPANY_NAME }),
    });
    expect(posting.description).toContain('<script>alert(1)</script>');
  });

  it('keeps review texts and replies verbatim', async () => {
    const review = dataOf(
      await t.http.post('/api/Company/CreateUpdateReview').set(bearer(talent)).send({
        companyId,
        rating: 1,
        headline: XSS.attributeBreakout,
        description: XSS_LINE,
        pros: XSS.image,
        cons: XSS.svg,
        advice: XSS.scriptLink,
        benefits: XSS.script,
        visibility: 2,
        position: XSS.scriptBreakout,
        tenure: XSS.comment,
      }),
    );
    reviewId = review.id;
    dataOf(await t.http.post('/api/Admin/ApproveReview').set(bearer(staff)).query({ reviewId }));
    dataOf(await t.http.post('/api/Company/ReplyToReview').set(bearer(company)).send({ reviewId, text: XSS_LINE }));
    const [shown] = dataOf(await t.http.get('/api/Company/GetCompanyReviews').query({ companyId })).items;
    expect(shown).toMatchObject({
      headline: XSS.attributeBreakout,
      description: XSS_LINE,
      pros: XSS.image,
      reply: { text: XSS_LINE },
    });
    // The company page's head now carries the rating too; still nothing runs.
    const { transformedName } = dataOf(
      await t.http.get('/api/Company/GetCompanyDetails').query({ CompanyId: companyId }),
    );
    expect((await page(`/companies/${transformedName}`)).jsonLd[0].aggregateRating).toMatchObject({ ratingCount: 1 });
  });

  it("keeps a blog post's Markdown verbatim and writes its title and summary into the article head escaped", async () => {
    const post = {
      titleEn: XSS_LINE,
      titleGe: 'სათაური',
      summaryEn: XSS.attributeBreakout,
      summaryGe: 'შეჯამება',
      bodyEn: XSS_MARKDOWN,
      bodyGe: 'ტექსტი',
      author: XSS.image,
      publish: true,
    };
    articleId = dataOf(await t.http.post('/api/Admin/Blog/CreatePost').set(bearer(staff)).send(post)).id;
    expect(dataOf(await t.http.get('/api/Blog/GetBlog').query({ id: articleId }))).toMatchObject({
      title: XSS_LINE,
      body: XSS_MARKDOWN,
      author: XSS.image,
    });

    const head = await page(`/news/${articleId}`);
    expect(head.title).toBe(`${XSS_LINE} | TechBoard.ge`);
    expect(head.description).toBe(XSS.attributeBreakout);
    const [article] = head.jsonLd;
    expect(article).toMatchObject({
      '@type': 'Article',
      description: XSS.attributeBreakout,
      author: { name: XSS.image },
    });
    // The headline is cut to the length search engines take.
    expect(XSS_LINE.startsWith(article.headline.replace(/…$/, ''))).toBe(true);
  });

  it('keeps a support ticket verbatim for staff', async () => {
    const body = { name: XSS.attributeBreakout, email: 'xss.visitor@example.com', message: XSS_MARKDOWN };
    dataOf(await t.http.post('/api/Support/CreateTicket').send(body));
    const [{ id }] = await t.db.query('SELECT id FROM support_ticket WHERE email = $1', [body.email]);
    expect(dataOf(await t.http.get('/api/Admin/GetSupportTicket').set(bearer(staff)).query({ id }))).toMatchObject({
      name: body.name,
      message: body.message,
    });
  });

  it('writes every mail the above queued with its texts escaped', async () => {
    const mails: { to_address: string; subject: string; html_body: string | null }[] = await t.db.query(
      'SELECT to_address, subject, html_body FROM outbox_mail ORDER BY id',
    );
    // Support's copy of the ticket, the visitor's acknowledgement, the review author's approval.
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      expect({ subject: mail.subject, scriptable: scriptableMarkup(parseHtml(mail.html_body ?? '')) }).toEqual({
        subject: mail.subject,
        scriptable: [],
      });
    }
    const toSupport = mails.find((mail) => mail.to_address === 'support@techboard.ge');
    expect(parseHtml(toSupport!.html_body!).body.textContent).toContain(XSS.script);
  });
});

describe('markup by nature, checked on save', () => {
  it('refuses Editor.js blocks with HTML the description does not allow, and unknown block types', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM vacancy');
    for (const html of XSS_EDITOR_TEXTS) {
      const body = await vacancyBody({ descriptionEN: editorDoc(paragraph(`Hello ${html}`)) });
      const errors = errorsOf(
        await t.http.post('/api/Vacancy/CreateCompanyVacancy').set(bearer(company)).send(body),
        400,
      );
      expect({ html, fields: Object.keys(errors) }).toEqual({ html, fields: ['descriptionEN'] });
    }
    for (const block of [
      { type: 'raw', data: { html: XSS.script } },
      { type: 'header', data: { text: XSS.svg, level: 2 } },
      { type: 'list', data: { style: 'unordered', items: [XSS.image] } },
      { type: 'quote', data: { text: 'Fine', caption: XSS.scriptLink } },
    ]) {
      const errors = errorsOf(
        await t.http
          .post('/api/Vacancy/CreateCompanyVacancy')
          .set(bearer(company))
          .send(await vacancyBody({ descriptionEN: editorDoc(block) })),
        400,
      );
      expect({ block, fields: Object.keys(errors) }).toEqual({ block, fields: ['descriptionEN'] });
    }
    expect(await t.db.query('SELECT count(*)::int AS n FROM vacancy')).toEqual(before);
  });

  it('refuses script, data and other non-web links in the contact card', async () => {
    for (const website of [
      'javascript:alert(1)',
      'JaVaScRiPt://example.ge/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'http://"><script>alert(1)</script>',
    ]) {
      const errors = errorsOf(
        await t.http.post('/api/Company/UpdateCompanyContactInfo').set(bearer(company)).send({ website }),
        400,
      );
      expect({ website, fields: Object.keys(errors) }).toEqual({ website, fields: ['website'] });
    }
    expect(
      (await t.db.query('SELECT website FROM company_contact WHERE company_id = $1', [companyId]))[0]?.website ?? null,
    ).toBeNull();
  });

  it('refuses markup in a person’s name', async () => {
    const signUp = await t.http
      .post('/api/Account/CreateUserAccount')
      .field('Name', `Nino ${XSS.script}`)
      .field('Email', 'xss.name@example.com')
      .field('Password', PASSWORD)
      .field('ConfirmPassword', PASSWORD)
      .field('AcceptTerms', 'true');
    expect(errorsOf(signUp, 400).name).toBeDefined();
    expect(
      errorsOf(
        await t.http
          .post('/api/Users/UpdateUserProfileInfo')
          .set(bearer(talent))
          .send({ fullName: XSS.attributeBreakout }),
        400,
      ).fullName,
    ).toBeDefined();
    expect(await t.db.query(`SELECT full_name FROM account WHERE full_name LIKE '%<%'`)).toEqual([]);
  });
});
