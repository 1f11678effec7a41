import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('Platform: health, OpenAPI, errors, headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health reports the database up', async () => {
    expect(dataOf(await t.http.get('/api/health'))).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves OpenAPI with every route of this slice', async () => {
    const docs = await t.http.get('/api/docs-json');
    expect(docs.status).toBe(200);
    const paths = Object.keys(docs.body.paths);
    for (const path of [
      '/api/Common/GetDictionary',
      '/api/Common/GetIndexPageCount',
      '/api/Common/GetSeoDetails',
      '/api/Common/getCountryCodes',
      '/api/Common/findTechnologiesInContext',
      '/api/BackOfficeStaticData/GetStaticData',
      '/api/BackOfficeStaticData/GetHeroTextImage',
      '/api/AboutUs/GetInformation',
      '/api/Account/GetDefaultLanguage',
      '/api/health',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await t.http.get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });

  it('answers an unknown API route with a 404 envelope in the request language', async () => {
    expect(errorsOf(await t.http.get('/api/Nope/Nothing'), 404)._[0]).toContain('/api/Nope/Nothing');
    expect(errorsOf(await t.http.get('/api/Nope/Nothing').set('Accept-Language', 'ka'), 404)._[0]).toMatch(GEORGIAN);
    errorsOf(await t.http.post('/api/Common/GetIndexPageCount'), 404);
  });

  it('sends security headers', async () => {
    const response = await t.http.get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
