import { StaticContentType } from '../shared/enums.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('Static content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    StaticContentType.AboutUs,
    StaticContentType.PrivacyPolicy,
    StaticContentType.TermsOfUse,
    StaticContentType.Support,
  ])('GetStaticData answers page type %i in both languages', async (type) => {
    const page = dataOf(await t.http.get(`/api/BackOfficeStaticData/GetStaticData?type=${type}`));
    expect(page).toMatchObject({ type, titleEN: expect.any(String), descriptionEN: expect.any(String) });
    expect(page.descriptionEN.length).toBeGreaterThan(200);
    expect(page.titleGE).toMatch(GEORGIAN);
    expect(page.descriptionGE).toMatch(GEORGIAN);
    expect(page.descriptionEN).not.toMatch(/<script/i);
  });

  it('reads the type case-insensitively', async () => {
    expect(dataOf(await t.http.get('/api/backofficestaticdata/getstaticdata?Type=3')).type).toBe(
      StaticContentType.Support,
    );
  });

  it.each([['type=4'], ['type=-1'], ['type=abc'], ['type=1.5'], ['']])(
    'GetStaticData answers 400 for %p',
    async (query) => {
      const errors = errorsOf(
        await t.http.get(`/api/BackOfficeStaticData/GetStaticData?${query}`).set('Accept-Language', 'ka'),
        400,
      );
      expect(errors.type[0]).toMatch(GEORGIAN);
    },
  );

  it('GetHeroTextImage answers the hero in both languages', async () => {
    const hero = dataOf(await t.http.get('/api/BackOfficeStaticData/GetHeroTextImage'));
    expect(hero).toMatchObject({
      titleEN: expect.any(String),
      textEN: expect.any(String),
      imageUrl: expect.stringMatching(/^\//),
    });
    expect(hero.titleGE).toMatch(GEORGIAN);
    expect(hero.textGE).toMatch(GEORGIAN);
    const image = await t.http.get(hero.imageUrl);
    expect(image.status).toBe(200);
  });

  it('AboutUs/GetInformation answers the about text and the FAQ in three groups', async () => {
    const about = dataOf(await t.http.get('/api/AboutUs/GetInformation'));
    expect(about.descriptionEN).toMatch(/\w/);
    expect(about.descriptionGE).toMatch(GEORGIAN);
    const categories = new Set(about.faqList.map((f: any) => f.category));
    expect(categories).toEqual(new Set(['employers', 'talents', 'general']));
    for (const faq of about.faqList) {
      expect(faq.questionGE).toMatch(GEORGIAN);
      expect(faq.answerGE).toMatch(GEORGIAN);
    }
  });
});
