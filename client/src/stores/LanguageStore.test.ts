import { fakeFetch } from '../../test/fake-api';
import { serverRoutes } from '../../test/fixtures';
import { LANGUAGE_KEY } from './LanguageStore';
import { RootStore } from './RootStore';

function storeWith(defaultLanguage: string, search = '') {
  const api = fakeFetch(serverRoutes({ 'GET /api/Account/GetDefaultLanguage': { data: defaultLanguage } }));
  return { store: new RootStore({ fetch: api.fetch, search }), api };
}

describe('LanguageStore', () => {
  it('is not ready before the language is known', () => {
    const { store } = storeWith('EN');
    expect(store.language.ready).toBe(false);
  });

  it('uses the stored language without asking the server', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'ka-GE');
    const { store, api } = storeWith('EN');
    await store.language.init();
    expect(store.language.language).toBe('ka-GE');
    expect(store.language.ready).toBe(true);
    expect(store.i18n.language).toBe('ka-GE');
    expect(api.callsTo('GET /api/Account/GetDefaultLanguage')).toHaveLength(0);
  });

  it.each([
    ['EN', 'en-US'],
    ['GE', 'ka-GE'],
  ])('with none stored, maps the server default %s to %s', async (answer, locale) => {
    const { store, api } = storeWith(answer);
    const init = store.language.init();
    expect(store.language.isLoadingDefault).toBe(true);
    await init;
    expect(store.language.isLoadingDefault).toBe(false);
    expect(store.language.language).toBe(locale);
    expect(api.callsTo('GET /api/Account/GetDefaultLanguage')).toHaveLength(1);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('takes the default the server wrote into the page instead of asking for it', async () => {
    document.documentElement.dataset.defaultLanguage = 'GE';
    try {
      const { store, api } = storeWith('EN');
      await store.language.init();
      expect(store.language.language).toBe('ka-GE');
      expect(api.callsTo('GET /api/Account/GetDefaultLanguage')).toHaveLength(0);
    } finally {
      delete document.documentElement.dataset.defaultLanguage;
    }
  });

  it('falls back to English when the default cannot be fetched', async () => {
    const api = fakeFetch(
      serverRoutes({ 'GET /api/Account/GetDefaultLanguage': { status: 500, errors: { _: ['boom'] } } }),
    );
    const store = new RootStore({ fetch: api.fetch });
    await store.language.init();
    expect(store.language.language).toBe('en-US');
  });

  it('follows ?lang= of the address on load (the hreflang links)', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en-US');
    const { store, api } = storeWith('EN', '?lang=ka');
    await store.language.init();
    expect(store.language.language).toBe('ka-GE');
    expect(api.callsTo('GET /api/Account/GetDefaultLanguage')).toHaveLength(0);
  });

  it('switching stores the choice and sends it as Accept-Language from the next call on', async () => {
    const { store, api } = storeWith('EN');
    await store.language.init();
    await store.api.common.getIndexPageCount();
    expect(api.requests.at(-1)?.headers['Accept-Language']).toBe('en');

    const switching = store.language.setLanguage('ka-GE');
    expect(store.language.isSwitching).toBe(true);
    await switching;
    expect(store.language.isSwitching).toBe(false);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ka-GE');
    expect(store.i18n.t('header.companies')).toBe('კომპანიები');
    expect(document.documentElement.lang).toBe('ka');
    await store.api.common.getIndexPageCount();
    expect(api.requests.at(-1)?.headers['Accept-Language']).toBe('ka');
  });

  it('picks Georgian texts in Georgian and falls back to English when one is empty', async () => {
    const { store } = storeWith('GE');
    await store.language.init();
    expect(store.language.pick('Hello', 'გამარჯობა')).toBe('გამარჯობა');
    expect(store.language.pick('Hello', '')).toBe('Hello');
  });
});
