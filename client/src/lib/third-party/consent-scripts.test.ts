import { createHash, webcrypto } from 'node:crypto';
import type { SiteSettings } from '../../api/site-settings';
import { CookieConsentStore, COOKIE_CONSENT_KEY } from '../../stores/CookieConsentStore';
import { SiteSettingsStore } from '../../stores/SiteSettingsStore';
import { ConsentScripts } from './consent-scripts';

const configured: SiteSettings = {
  supportEmail: 'support@techboard.ge',
  supportPhone: '+995 32 2 00 00 00',
  tagManagerId: 'GTM-TEST123',
  adsConversionId: 'AW-123456789',
  adsConversionLabel: 'SignUpLabel',
  chatScriptUrl: null,
};

interface TestWindow {
  document: Document;
  location: { pathname: string };
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

async function setUp(settings: SiteSettings = configured) {
  const win: TestWindow = {
    document: document.implementation.createHTMLDocument('page'),
    location: { pathname: '/signUp' },
  };
  const cookieConsent = new CookieConsentStore(localStorage, sessionStorage);
  const siteSettings = new SiteSettingsStore(async () => settings);
  await siteSettings.load();
  const scripts = new ConsentScripts({
    cookieConsent,
    siteSettings,
    window: win,
    subtle: webcrypto.subtle as SubtleCrypto,
  });
  const stop = scripts.start();
  const sources = () => [...win.document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  /** Every data-layer entry; gtag's entries must be Arguments objects (gtag.js ignores arrays), shown as arrays. */
  const layer = () =>
    (win.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    );
  return { win, cookieConsent, scripts, stop, sources, layer };
}

describe('consent-gated third-party scripts', () => {
  it('load nothing before a choice, nor after Decline', async () => {
    const { cookieConsent, sources, win, stop } = await setUp();
    expect(sources()).toEqual([]);
    cookieConsent.choose('decline');
    expect(sources()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    stop();
  });

  it('load the tag manager and the ads tag once Accept is clicked, once each', async () => {
    const { cookieConsent, sources, layer, stop } = await setUp();
    cookieConsent.choose('accept');
    cookieConsent.choose('accept');
    expect(sources()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
      'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
    ]);
    expect(layer()).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: 'gtm.js' }), ['config', 'AW-123456789']]),
    );
    stop();
  });

  it('load at once when Accept was stored on an earlier visit', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accept');
    const { sources, stop } = await setUp();
    expect(sources()).toHaveLength(2);
    stop();
  });

  it('load only what is configured', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accept');
    const { sources, stop } = await setUp({ ...configured, adsConversionId: null, adsConversionLabel: null });
    expect(sources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    stop();
  });

  it('send the sign-up conversion with the SHA-256 of the trimmed, lower-cased e-mail, never the e-mail', async () => {
    const { cookieConsent, scripts, layer, stop } = await setUp();
    cookieConsent.choose('accept');
    await scripts.reportSignUp('  Nino.Beridze@Example.COM ');
    const expected = createHash('sha256').update('nino.beridze@example.com').digest('hex');
    const conversion = layer().find((entry) => Array.isArray(entry) && entry[0] === 'event');
    expect(conversion).toEqual([
      'event',
      'conversion',
      { send_to: 'AW-123456789/SignUpLabel', user_data: { sha256_email_address: expected }, page_path: '/signUp' },
    ]);
    expect(JSON.stringify(layer()).toLowerCase()).not.toContain('nino.beridze@example.com');
    stop();
  });

  it('send no conversion without consent or without a conversion label', async () => {
    const declined = await setUp();
    declined.cookieConsent.choose('decline');
    await declined.scripts.reportSignUp('nino@example.com');
    expect(declined.win.dataLayer).toBeUndefined();
    declined.stop();

    localStorage.setItem(COOKIE_CONSENT_KEY, 'accept');
    const unlabelled = await setUp({ ...configured, adsConversionLabel: null });
    await unlabelled.scripts.reportSignUp('nino@example.com');
    expect(unlabelled.layer().some((entry) => Array.isArray(entry) && entry[0] === 'event')).toBe(false);
    unlabelled.stop();
  });
});
