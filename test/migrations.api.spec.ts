import { dataOf } from './support/envelope.js';
import { uniqueEmail } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const columnExists = async (table: string, column: string) =>
  (await t.db.query('SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = $2', [table, column])).length === 1;

describe('a database migrated before a committed migration was edited', () => {
  it('gets blog_subscriber.mailed_at from a new migration, and the blog subscription works on it', async () => {
    // The state of a database migrated when BlogSubscription had no mailed_at, before the fix existed.
    await t.db.query('ALTER TABLE blog_subscriber DROP COLUMN mailed_at');
    await t.db.query(`DELETE FROM migrations WHERE name = 'BlogSubscriberMailedAt1764590400300'`);
    expect(await columnExists('blog_subscriber', 'mailed_at')).toBe(false);

    const applied = await t.db.runMigrations({ transaction: 'each' });
    expect(applied.map((migration) => migration.name)).toEqual(['BlogSubscriberMailedAt1764590400300']);
    expect(await columnExists('blog_subscriber', 'mailed_at')).toBe(true);

    const email = uniqueEmail('news');
    dataOf(await t.http.post('/api/Users/subscribeUnsubscribeToBlogs').send({ email, agreeToTerms: true }));
    const [row] = await t.db.query('SELECT mailed_at FROM blog_subscriber WHERE email = $1', [email]);
    expect(row.mailed_at).toBeInstanceOf(Date);
  });

  it('leaves a database that has the column as it is', async () => {
    await t.db.query(`DELETE FROM migrations WHERE name = 'BlogSubscriberMailedAt1764590400300'`);
    await t.db.runMigrations({ transaction: 'each' });
    expect(await columnExists('blog_subscriber', 'mailed_at')).toBe(true);
  });
});
