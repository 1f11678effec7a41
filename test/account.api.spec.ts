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

describe('demo accounts', () => {
  it('the demo talent, company and staff member can sign in with the README passwords', async () => {
    const { demoLogins } = await import('../src/database/seed/demo-accounts.js');
    const t = await startTestApp({ DEMO_DATA: 'always' });
    try {
      const infoOf = async (email: string, password: string) => {
        const { token } = dataOf(await t.http.post('/api/Account/SignIn').send({ email, password }));
        return dataOf(await t.http.get('/api/Account/GetUserInfo').set('Authorization', `Bearer ${token}`));
      };
      expect(await infoOf(demoLogins.talent.email, 'Talent#2026')).toMatchObject({ userType: 1, isEmailVerified: true, isAdmin: false });
      const company = await infoOf(demoLogins.company.email, 'Company#2026');
      expect(company).toMatchObject({ userType: 2, fullName: 'Kartuli Code', transformedName: 'kartuli-code' });
      expect(company.technologies).toEqual([]);
      expect(await infoOf(demoLogins.admin.email, 'Admin#2026')).toMatchObject({ isAdmin: true });
    } finally {
      await t.close();
    }
  });
});
