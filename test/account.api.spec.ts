import { dataOf } from './support/envelope.js';
import { startTestApp } from './support/test-app.js';

describe('GET /api/Account/GetDefaultLanguage', () => {
  it('answers EN unless configured otherwise', async () => {
    const t = await startTestApp();
    try {
      expect(dataOf(await t.http.get('/api/Account/GetDefaultLanguage'))).toBe('EN');
    } finally {
      await t.close();
    }
  });

  it('answers GE when the site is configured for Georgian', async () => {
    const t = await startTestApp({ DEFAULT_LANGUAGE: 'GE' });
    try {
      expect(dataOf(await t.http.get('/api/account/getdefaultlanguage'))).toBe('GE');
    } finally {
      await t.close();
    }
  });
});
