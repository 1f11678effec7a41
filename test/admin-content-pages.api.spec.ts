import { StaticContentType } from '../shared/enums.js';
import { seedReferenceData } from '../src/database/seed/reference-data.seeder.js';
import { bearer, pngImage, signInStaff, type SignedUp } from './support/accounts.js';
import { accountIdOf, expectStaffOnly } from './support/admin-callers.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Static pages, the hero, the FAQ and the SEO texts, with the read cache on: a change must show at once. */
let t: TestApp;
let staff: SignedUp;
beforeAll(async () => {
  t = await startTestApp({ READ_CACHE_SECONDS: '600' });
  staff = await signInStaff(t);
});
afterAll(() => t.close());

const as = (language: string) => ({ ...bearer(staff), 'Accept-Language': language });
const auditOf = (targetType: string) =>
  t.db.query(
    `SELECT action, actor_account_id, target_id, before, after FROM audit_log WHERE target_type = $1 ORDER BY id`,
    [targetType],
  );

interface FaqItem {
  id: number;
  category: string;
  questionEN: string;
  questionGE: string;
  answerEN: string;
  answerGE: string;
  orderIndex: number;
}

describe('Admin static pages', () => {
  const page = {
    titleEN: 'About TechBoard',
    titleGE: 'TechBoard-ის შესახებ',
    descriptionEN: '## Who we are\n\nA **free** job board.',
    descriptionGE: '## ვინ ვართ\n\n**უფასო** ვაკანსიების საიტი.',
  };
  const updatePage = (type: unknown, body: Record<string, unknown>, language = 'en') =>
    t.http.post('/api/Admin/UpdateStaticPage').set(as(language)).query({ type }).send(body);

  it('reads and edits a page in both languages; the public page and About us show it at once; audited with the old texts', async () => {
    const before = dataOf(
      await t.http.get('/api/Admin/GetStaticPage').set(bearer(staff)).query({ type: StaticContentType.AboutUs }),
    );
    expect(before).toMatchObject({
      type: StaticContentType.AboutUs,
      titleEN: expect.any(String),
      descriptionGE: expect.stringMatching(GEORGIAN),
    });

    const saved = dataOf(await updatePage(StaticContentType.AboutUs, { ...page, titleEN: '  About TechBoard  ' }));
    expect(saved).toMatchObject({ type: StaticContentType.AboutUs, ...page, updatedAt: expect.any(String) });
    expect(
      dataOf(await t.http.get('/api/BackOfficeStaticData/GetStaticData').query({ type: StaticContentType.AboutUs })),
    ).toMatchObject(page);
    expect(dataOf(await t.http.get('/api/AboutUs/GetInformation'))).toMatchObject({
      descriptionGE: page.descriptionGE,
    });

    const [row] = (await auditOf('static_page')).slice(-1);
    expect(row).toMatchObject({
      action: 'content.staticPageUpdated',
      actor_account_id: await accountIdOf(t, staff.email),
      target_id: StaticContentType.AboutUs,
      before: { titleEN: before.titleEN, descriptionGE: before.descriptionGE },
      after: page,
    });
  });

  it('validates in the request language', async () => {
    expect(
      errorsOf(
        await updatePage(StaticContentType.TermsOfUse, {
          titleEN: 'Terms',
          titleGE: '',
          descriptionEN: ' ',
          descriptionGE: 'x',
        }),
        400,
      ),
    ).toEqual({
      titleGE: ['Enter the Georgian title'],
      descriptionEN: ['Descriptions must not be empty'],
    });
    expect(
      errorsOf(await updatePage(StaticContentType.TermsOfUse, { ...page, descriptionGE: '' }, 'ka'), 400).descriptionGE,
    ).toEqual(['აღწერა არ უნდა იყოს ცარიელი']);
    expect(
      errorsOf(await updatePage(StaticContentType.TermsOfUse, { ...page, titleEN: 'x'.repeat(201) }), 400).titleEN,
    ).toEqual(['The title must be at most 200 characters long']);
    expect(
      errorsOf(await updatePage(StaticContentType.TermsOfUse, { ...page, descriptionEN: 'x'.repeat(100_001) }), 400)
        .descriptionEN,
    ).toEqual(['The text must be at most 100000 characters long']);
    expect(errorsOf(await updatePage(4, page), 400).type).toEqual([
      'type must be 0 (about us), 1 (privacy policy), 2 (terms of use) or 3 (support)',
    ]);
    expect(
      errorsOf(await t.http.get('/api/Admin/GetStaticPage').set(as('ka')).query({ type: 'x' }), 400).type[0],
    ).toMatch(GEORGIAN);
  });
});

describe('Admin hero', () => {
  const hero = {
    titleEN: 'Tech jobs, fast',
    titleGE: 'IT სამსახური სწრაფად',
    textEN: 'All vacancies in one place.',
    textGE: 'ყველა ვაკანსია ერთ სივრცეში.',
  };
  const updateHero = (body: Record<string, unknown>, language = 'en') =>
    t.http.post('/api/Admin/UpdateHero').set(as(language)).send(body);
  const publicHero = async (language = 'en') =>
    dataOf(await t.http.get('/api/BackOfficeStaticData/GetHeroTextImage').set('Accept-Language', language));

  it('changes the cached landing hero and its image at once, and removes the replaced upload', async () => {
    const before = await publicHero();
    expect(dataOf(await t.http.get('/api/Admin/GetHero').set(bearer(staff)))).toEqual(before);
    const image = dataOf<{ url: string }>(
      await t.http
        .post('/api/Admin/UploadHeroImage')
        .set(bearer(staff))
        .attach('Image', await pngImage(2400, 1800), 'hero.png'),
    );
    expect(image.url).toMatch(/^\/api\/Files\/Images\/[0-9a-f]{32}\.webp$/);

    expect(dataOf(await updateHero({ ...hero, imageUrl: image.url }))).toEqual({ ...hero, imageUrl: image.url });
    expect(await publicHero('ka')).toEqual({ ...hero, imageUrl: image.url });
    expect(await publicHero()).toEqual({ ...hero, imageUrl: image.url });

    await updateHero({ ...hero, titleEN: 'Tech jobs, faster', imageUrl: '/static/hero.svg' }).expect(200);
    expect(await publicHero()).toMatchObject({ titleEN: 'Tech jobs, faster', imageUrl: '/static/hero.svg' });
    expect((await t.http.get(image.url)).status).toBe(404);

    const rows = await auditOf('hero_content');
    expect(rows.map((row: { action: string }) => row.action)).toEqual(['content.heroUpdated', 'content.heroUpdated']);
    expect(rows[0]).toMatchObject({ before: { titleEN: before.titleEN }, after: { ...hero, imageUrl: image.url } });
  });

  it('validates in the request language', async () => {
    expect(errorsOf(await updateHero({}), 400)).toEqual({
      titleEN: ['Enter the English title'],
      titleGE: ['Enter the Georgian title'],
      textEN: ['Enter the English text'],
      textGE: ['Enter the Georgian text'],
      imageUrl: ['Choose an image'],
    });
    expect(errorsOf(await updateHero({ ...hero, imageUrl: ' ' }, 'ka'), 400).imageUrl).toEqual(['აირჩიეთ სურათი']);
    expect(errorsOf(await updateHero({ ...hero, imageUrl: 'ftp://example.com/a.png' }), 400).imageUrl).toEqual([
      'The image must be an uploaded image, a site picture (/static/...) or an https:// address',
    ]);
    expect(
      errorsOf(await updateHero({ ...hero, textGE: 'x'.repeat(1001), imageUrl: '/static/hero.svg' }), 400).textGE,
    ).toEqual(['The text must be at most 1000 characters long']);
    expect(errorsOf(await t.http.post('/api/Admin/UploadHeroImage').set(as('ka')).field('x', 'y'), 400).image).toEqual([
      'აირჩიეთ სურათი',
    ]);
    errorsOf(
      await t.http
        .post('/api/Admin/UploadHeroImage')
        .set(bearer(staff))
        .attach('Image', Buffer.from('GIF89a'), 'hero.gif'),
      415,
    );
  });
});

describe('Admin FAQ', () => {
  const question = {
    category: 'talents',
    questionEN: 'Can I apply without a CV?',
    questionGE: 'შემიძლია განაცხადის გაგზავნა CV-ის გარეშე?',
    answerEN: 'No: **every** application needs a CV.',
    answerGE: 'არა: **ყველა** განაცხადს CV სჭირდება.',
  };
  const faq = async () => dataOf<FaqItem[]>(await t.http.get('/api/Admin/GetFaq').set(bearer(staff)));
  const publicFaq = async () => dataOf<{ faqList: FaqItem[] }>(await t.http.get('/api/AboutUs/GetInformation')).faqList;
  const create = (body: Record<string, unknown>, language = 'en') =>
    t.http.post('/api/Admin/CreateFaqItem').set(as(language)).send(body);
  const reorder = (body: Record<string, unknown>, language = 'en') =>
    t.http.post('/api/Admin/ReorderFaq').set(as(language)).send(body);

  it('writes, edits, moves, reorders and deletes questions; the public FAQ follows; each step audited', async () => {
    const groups = (list: FaqItem[]) => [...new Set(list.map((item) => item.category))];
    expect(groups(await faq())).toEqual(['employers', 'talents', 'general']);

    const created = dataOf<FaqItem>(await create(question));
    const talents = (await faq()).filter((item) => item.category === 'talents');
    expect(talents.at(-1)).toEqual(created);
    expect(created).toMatchObject(question);
    expect((await publicFaq()).find((item) => item.id === created.id)).toMatchObject({
      questionGE: question.questionGE,
    });

    const moved = dataOf<FaqItem>(
      await t.http
        .post('/api/Admin/UpdateFaqItem')
        .set(bearer(staff))
        .query({ id: created.id })
        .send({ ...question, category: 'general', questionEN: 'Do I need a CV?' }),
    );
    expect(moved).toMatchObject({ category: 'general', questionEN: 'Do I need a CV?' });
    expect((await faq()).filter((item) => item.category === 'general').at(-1)!.id).toBe(created.id);

    const general = (await faq()).filter((item) => item.category === 'general').map((item) => item.id);
    const reversed = [...general].reverse();
    const reordered = dataOf<FaqItem[]>(await reorder({ category: 'general', ids: reversed }));
    expect(reordered.filter((item) => item.category === 'general').map((item) => item.id)).toEqual(reversed);
    expect((await publicFaq()).filter((item) => item.category === 'general').map((item) => item.id)).toEqual(reversed);

    expect(dataOf(await t.http.post('/api/Admin/DeleteFaqItem').set(bearer(staff)).query({ id: created.id }))).toBe(
      'The question has been deleted',
    );
    expect((await publicFaq()).map((item) => item.id)).not.toContain(created.id);
    expect(
      errorsOf(await t.http.post('/api/Admin/DeleteFaqItem').set(as('ka')).query({ id: created.id }), 404)._,
    ).toEqual(['კითხვა ვერ მოიძებნა']);

    const rows = await auditOf('faq_item');
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      'content.faqItemCreated',
      'content.faqItemUpdated',
      'content.faqReordered',
      'content.faqItemDeleted',
    ]);
    expect(rows[1]).toMatchObject({ before: { category: 'talents' }, after: { category: 'general' } });
    expect(rows[2]).toMatchObject({ before: { category: 'general', ids: general }, after: { ids: reversed } });
  });

  it('validates in the request language, and a reorder must list the whole group once', async () => {
    expect(errorsOf(await create({ category: 'staff' }), 400)).toEqual({
      category: ['category must be employers, talents or general'],
      questionEN: ['Enter the question in English'],
      questionGE: ['Enter the question in Georgian'],
      answerEN: ['Enter the answer in English'],
      answerGE: ['Enter the answer in Georgian'],
    });
    expect(errorsOf(await create({ ...question, answerGE: ' ' }, 'ka'), 400).answerGE).toEqual([
      'შეიყვანეთ პასუხი ქართულად',
    ]);
    expect(errorsOf(await create({ ...question, questionEN: 'x'.repeat(501) }), 400).questionEN).toEqual([
      'The question must be at most 500 characters long',
    ]);
    expect(
      errorsOf(await t.http.post('/api/Admin/UpdateFaqItem').set(bearer(staff)).query({ id: -1 }).send(question), 400)
        .id,
    ).toEqual(['id must be the id of a question']);

    const employers = (await faq()).filter((item) => item.category === 'employers').map((item) => item.id);
    expect(errorsOf(await reorder({ category: 'employers', ids: employers.slice(1) }), 400).ids).toEqual([
      'List every question of the category once, in the new order',
    ]);
    expect(
      errorsOf(await reorder({ category: 'employers', ids: [...employers, employers[0]] }, 'ka'), 400).ids[0],
    ).toMatch(GEORGIAN);
    expect(errorsOf(await reorder({ category: 'employers', ids: 'x' }), 400).ids).toEqual([
      'ids must be a list of question ids',
    ]);
    const talents = (await faq()).filter((item) => item.category === 'talents').map((item) => item.id);
    expect(
      errorsOf(await reorder({ category: 'employers', ids: [...employers.slice(1), talents[0]] }), 400).ids,
    ).toBeDefined();
  });

  it('does not bring a deleted shipped question back when the reference data is seeded again', async () => {
    const [first] = await faq();
    await t.http.post('/api/Admin/DeleteFaqItem').set(bearer(staff)).query({ id: first!.id }).expect(200);
    const count = (await faq()).length;
    await t.db.transaction((manager) => seedReferenceData(manager));
    expect(await faq()).toHaveLength(count);
  });
});

describe('Admin SEO texts', () => {
  const texts = {
    titleEn: 'About us | TechBoard',
    titleGe: 'ჩვენ შესახებ | TechBoard',
    descriptionEn: 'Who we are.',
    descriptionGe: 'ვინ ვართ.',
  };
  const update = (pageKind: string, body: Record<string, unknown>, language = 'en') =>
    t.http.post('/api/Admin/UpdateSeoText').set(as(language)).query({ pageKind }).send(body);

  it('lists every kind of page and changes one: GetSeoDetails and the page head show it at once; audited', async () => {
    const list = dataOf<{ pageKind: string }[]>(await t.http.get('/api/Admin/GetSeoTexts').set(bearer(staff)));
    expect(list.map((item) => item.pageKind)).toEqual([
      'home',
      'aboutUs',
      'faq',
      'companies',
      'vacancies',
      'search',
      'salaries',
      'compare',
      'blog',
      'newsUnsubscribe',
      'partners',
      'signIn',
      'signUp',
      'passwordRecovery',
      'welcome',
      'verifyEmail',
      'talentPanel',
      'companyPanel',
      'backOffice',
      'staticPages',
      'privacyPolicy',
      'termsOfUse',
      'support',
      'notFound',
    ]);

    expect(dataOf(await update('aboutUs', texts))).toEqual({ pageKind: 'aboutUs', ...texts });
    expect(dataOf(await t.http.get('/api/Common/GetSeoDetails').query({ pageKind: 'aboutUs' }))).toEqual([
      { pageKind: 'aboutUs', ...texts },
    ]);
    const html = await t.http.get('/about');
    expect(html.text).toContain('<title>About us | TechBoard</title>');

    const [row] = (await auditOf('seo_detail')).slice(-1);
    expect(row).toMatchObject({
      action: 'content.seoTextUpdated',
      before: { pageKind: 'aboutUs' },
      after: { pageKind: 'aboutUs', ...texts },
    });
  });

  it('validates in the request language', async () => {
    expect(errorsOf(await update('aboutUs', {}), 400)).toEqual({
      titleEn: ['Enter the English title'],
      titleGe: ['Enter the Georgian title'],
      descriptionEn: ['Descriptions must not be empty'],
      descriptionGe: ['Descriptions must not be empty'],
    });
    expect(
      errorsOf(await update('aboutUs', { ...texts, descriptionGe: 'x'.repeat(401) }, 'ka'), 400).descriptionGe,
    ).toEqual(['აღწერა უნდა შეიცავდეს მაქსიმუმ 400 სიმბოლოს']);
    expect(errorsOf(await update('admin', texts), 400).pageKind).toEqual([
      'pageKind must be one of: home, aboutUs, faq, companies, vacancies, search, salaries, compare, blog, newsUnsubscribe, partners, signIn, ' +
        'signUp, passwordRecovery, welcome, verifyEmail, talentPanel, companyPanel, backOffice, staticPages, privacyPolicy, termsOfUse, support, notFound',
    ]);
  });
});

describe('Admin content pages: who may call', () => {
  it('is refused to visitors (401), talents, companies and view-as sessions (403)', async () => {
    const [question] = dataOf<FaqItem[]>(await t.http.get('/api/Admin/GetFaq').set(bearer(staff)));
    await expectStaffOnly(t, [
      { method: 'get', path: '/api/Admin/GetStaticPage', query: { type: 0 } },
      {
        method: 'post',
        path: '/api/Admin/UpdateStaticPage',
        query: { type: 0 },
        body: { titleEN: 'x', titleGE: 'x', descriptionEN: 'x', descriptionGE: 'x' },
      },
      { method: 'get', path: '/api/Admin/GetHero' },
      {
        method: 'post',
        path: '/api/Admin/UpdateHero',
        body: { titleEN: 'x', titleGE: 'x', textEN: 'x', textGE: 'x', imageUrl: '/static/hero.svg' },
      },
      { method: 'post', path: '/api/Admin/UploadHeroImage' },
      { method: 'get', path: '/api/Admin/GetFaq' },
      {
        method: 'post',
        path: '/api/Admin/CreateFaqItem',
        body: { category: 'general', questionEN: 'x', questionGE: 'x', answerEN: 'x', answerGE: 'x' },
      },
      {
        method: 'post',
        path: '/api/Admin/UpdateFaqItem',
        query: { id: question!.id },
        body: { category: 'general', questionEN: 'x', questionGE: 'x', answerEN: 'x', answerGE: 'x' },
      },
      { method: 'post', path: '/api/Admin/DeleteFaqItem', query: { id: question!.id } },
      { method: 'post', path: '/api/Admin/ReorderFaq', body: { category: 'general', ids: [question!.id] } },
      { method: 'get', path: '/api/Admin/GetSeoTexts' },
      {
        method: 'post',
        path: '/api/Admin/UpdateSeoText',
        query: { pageKind: 'home' },
        body: { titleEn: 'x', titleGe: 'x', descriptionEn: 'x', descriptionGe: 'x' },
      },
    ]);
    expect(dataOf<FaqItem[]>(await t.http.get('/api/Admin/GetFaq').set(bearer(staff)))[0]).toEqual(question);
  });
});
