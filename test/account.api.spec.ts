import { pino } from 'pino';
import { dataOf, errorsOf } from './support/envelope.js';
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
  it('the demo talent and company sign in with the README passwords; the staff member only with the password made at load, printed once', async () => {
    const { demoLogins } = await import('../src/database/seed/demo-accounts.js');
    const logLines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    const t = await startTestApp({ DEMO_DATA: 'always' }, { logger });
    try {
      const signInAs = (email: string, password: string) =>
        t.http.post('/api/Account/SignIn').send({ email, password });
      const infoOf = async (email: string, password: string) => {
        const { token } = dataOf(await signInAs(email, password));
        return dataOf(await t.http.get('/api/Account/GetUserInfo').set('Authorization', `Bearer ${token}`));
      };
      expect(await infoOf(demoLogins.talent.email, 'Talent#2026')).toMatchObject({
        userType: 1,
        isEmailVerified: true,
        isAdmin: false,
      });
      const company = await infoOf(demoLogins.company.email, 'Company#2026');
      expect(company).toMatchObject({ userType: 2, fullName: 'Kartuli Code', transformedName: 'kartuli-code' });
      expect(company.technologies).toEqual([]);

      // The password the README once published signs in nowhere.
      errorsOf(await signInAs(demoLogins.admin.email, 'Admin#2026'), 401);
      const announced = logLines
        .map((line) => JSON.parse(line).msg as string)
        .filter((msg) => msg.includes(demoLogins.admin.email));
      expect(announced).toHaveLength(1);
      const password = new RegExp(`${demoLogins.admin.email} / (\\S+)`).exec(announced[0]!)![1]!;
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16}$/);
      expect(await infoOf(demoLogins.admin.email, password)).toMatchObject({ isAdmin: true });
    } finally {
      await t.close();
    }
  });

  it('production on a new embedded database gets no demo content unless DEMO_DATA=always', async () => {
    const t = await startTestApp({ NODE_ENV: 'production', DEMO_DATA: 'auto', JWT_SECRET: 'p'.repeat(40) });
    try {
      expect(await t.db.query('SELECT 1 FROM company')).toEqual([]);
      expect(await t.db.query(`SELECT 1 FROM account WHERE email LIKE '%@demo.techboard.ge'`)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
