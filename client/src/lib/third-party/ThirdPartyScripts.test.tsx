import { createHash, webcrypto } from 'node:crypto';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle } from '../../../test/render-app';
import { companyInfo, fakeToken } from '../../../test/fixtures';
import { createSignUpStore } from '../../stores/SignUpStore';
import { COOKIE_CONSENT_KEY } from '../../stores/CookieConsentStore';

const routes = {
  'GET /api/Common/GetSiteSettings': {
    data: {
      supportEmail: 'support@techboard.ge',
      supportPhone: '+995 32 2 00 00 00',
      tagManagerId: 'GTM-TEST123',
      adsConversionId: 'AW-123456789',
      adsConversionLabel: 'SignUpLabel',
      chatScriptUrl: null,
    },
  },
};

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };
const googleScripts = () =>
  [...document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]')].map((script) =>
    script.getAttribute('src'),
  );
const layerText = () =>
  JSON.stringify(
    ((window as TagWindow).dataLayer ?? []).map((entry) =>
      typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );

beforeAll(() => {
  // jsdom's crypto has no SubtleCrypto; the browser's is the same Web Crypto API.
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});
afterEach(() => {
  delete (window as TagWindow).dataLayer;
  delete (window as TagWindow).gtag;
});

// In this order: a script, once added to the page, stays there for the rest of the file.
describe('consent-gated scripts in the app', () => {
  it('loads nothing after Decline', async () => {
    await renderApp('/', { routes });
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await settle();
    expect(googleScripts()).toEqual([]);
    expect((window as TagWindow).dataLayer).toBeUndefined();
  });

  it('loads nothing while no choice is made, then the tag manager and the ads tag on Accept', async () => {
    await renderApp('/', { routes });
    expect(googleScripts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(googleScripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123',
      'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
    ]);
  });

  it('sends the sign-up conversion with the hashed e-mail only, after a successful sign-up', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accept');
    const { store } = await renderApp('/', {
      routes: {
        ...routes,
        'POST /api/Account/CheckUserExist': { data: { exists: false } },
        'POST /api/Account/CreateCompanyAccount': { data: { token: fakeToken({ id: 9 }) } },
        'GET /api/Account/GetUserInfo': { data: companyInfo },
      },
    });
    const wizard = createSignUpStore(store, true);
    wizard.details.set('name', 'Kartuli Code');
    wizard.details.set('email', ' HR@Kartuli.dev ');
    wizard.details.set('password', 'Secret#123');
    wizard.details.set('confirmPassword', 'Secret#123');
    wizard.setImage(new File(['logo'], 'logo.png', { type: 'image/png' }));
    expect(await act(() => wizard.submit())).toBe(true);
    await settle();

    const hashed = createHash('sha256').update('hr@kartuli.dev').digest('hex');
    expect(layerText()).toContain(
      `["event","conversion",{"send_to":"AW-123456789/SignUpLabel","user_data":{"sha256_email_address":"${hashed}"}`,
    );
    expect(layerText().toLowerCase()).not.toContain('hr@kartuli.dev');
  });

  it('sends no conversion when cookies were declined', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'decline');
    const { store } = await renderApp('/', {
      routes: {
        ...routes,
        'POST /api/Account/CreateCompanyAccount': { data: { token: fakeToken({ id: 9 }) } },
        'GET /api/Account/GetUserInfo': { data: companyInfo },
      },
    });
    const wizard = createSignUpStore(store, true);
    wizard.details.set('name', 'Kartuli Code');
    wizard.details.set('email', 'hr@kartuli.dev');
    wizard.details.set('password', 'Secret#123');
    wizard.details.set('confirmPassword', 'Secret#123');
    wizard.setImage(new File(['logo'], 'logo.png', { type: 'image/png' }));
    expect(await act(() => wizard.submit())).toBe(true);
    await settle();
    expect((window as TagWindow).dataLayer).toBeUndefined();
  });
});
