import { ConfigurationError, parseEnvironment } from '../src/config/environment.js';
import { bearer, signUpTalent } from './support/accounts.js';
import { dataOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SETTINGS = '/api/Common/GetSiteSettings';

/** The directives of a Content-Security-Policy header, by name. */
function cspOf(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

// One app at a time: the embedded database keeps one in-memory instance per file.
describe('GET Common/GetSiteSettings with nothing configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the default support contacts and no third-party ids, to visitors and signed-in accounts alike', async () => {
    const response = await t.http.get(SETTINGS);
    const expected = {
      supportEmail: 'support@techboard.ge',
      supportPhone: '+995 32 2 00 00 00',
      tagManagerId: null,
      adsConversionId: null,
      adsConversionLabel: null,
      chatScriptUrl: null,
    };
    expect(dataOf(response)).toEqual(expected);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const talent = await signUpTalent(t);
    expect(dataOf(await t.http.get(SETTINGS).set(bearer(talent)).set('Accept-Language', 'ka'))).toEqual(expected);
  });

  it('allows no third-party host in the Content-Security-Policy', async () => {
    const csp = cspOf((await t.http.get('/api/health')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toBeUndefined();
  });
});

describe('GET Common/GetSiteSettings with every third-party script configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      SUPPORT_EMAIL: 'help@example.ge',
      SUPPORT_PHONE: '+995 555 12 34 56',
      GTM_ID: 'GTM-ABC1234',
      ADS_CONVERSION_ID: 'AW-123456789',
      ADS_CONVERSION_LABEL: 'aBc_D-1',
      CHAT_SCRIPT_URL: 'https://chat.example.com/widget/loader.js?key=abc',
    });
  });
  afterAll(() => t.close());

  it('answers the configured values', async () => {
    expect(dataOf(await t.http.get(SETTINGS))).toEqual({
      supportEmail: 'help@example.ge',
      supportPhone: '+995 555 12 34 56',
      tagManagerId: 'GTM-ABC1234',
      adsConversionId: 'AW-123456789',
      adsConversionLabel: 'aBc_D-1',
      chatScriptUrl: 'https://chat.example.com/widget/loader.js?key=abc',
    });
  });

  it('allows exactly those hosts in the Content-Security-Policy, still without inline scripts', async () => {
    const csp = cspOf((await t.http.get('/api/health')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://www.googletagmanager.com',
        'https://www.googleadservices.com',
        'https://chat.example.com',
      ]),
    );
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://chat.example.com']),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com']));
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://td.doubleclick.net', 'https://chat.example.com']),
    );
    expect(csp['object-src']).toEqual(["'none'"]);
  });
});

describe('site settings configuration', () => {
  it.each([
    ['GTM_ID', 'UA-12345'],
    ['GTM_ID', 'GTM-abc"><script>'],
    ['ADS_CONVERSION_ID', '123456789'],
    ['ADS_CONVERSION_LABEL', 'label with spaces'],
    ['CHAT_SCRIPT_URL', 'http://chat.example.com/widget.js'],
    ['CHAT_SCRIPT_URL', 'javascript:alert(1)'],
    ['SUPPORT_EMAIL', 'not-an-address'],
  ])('refuses %s=%j at start', (name, value) => {
    expect(() => parseEnvironment({ [name]: value })).toThrow(ConfigurationError);
    expect(() => parseEnvironment({ [name]: value })).toThrow(name);
  });

  it('treats empty values as not configured', () => {
    const environment = parseEnvironment({
      GTM_ID: '',
      ADS_CONVERSION_ID: '',
      ADS_CONVERSION_LABEL: '',
      CHAT_SCRIPT_URL: '',
    });
    expect([
      environment.GTM_ID,
      environment.ADS_CONVERSION_ID,
      environment.ADS_CONVERSION_LABEL,
      environment.CHAT_SCRIPT_URL,
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
