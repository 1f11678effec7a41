import { OutboxSender } from '../src/core/mail/outbox-sender.service.js';
import { BlogSubscriptionTokens } from '../src/modules/blog/subscription/blog-subscription-tokens.js';
import { bearer, signInStaff, signUpCompany, signUpTalent, uniqueEmail } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { type ReceivedMail, type SmtpListener, startSmtpListener } from './support/smtp-listener.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

const PUBLIC_URL = 'https://techboard.example';
const DAY = 24 * 3_600_000;
const EN = {
  checkInbox: 'We sent a confirmation link to your e-mail. Open it to start receiving the weekly news.',
  confirmed: 'Your subscription is confirmed: the news will reach you every Monday.',
  unsubscribed: 'You have unsubscribed from the news and will no longer receive it.',
};

let t: TestApp;
let smtp: SmtpListener;
let tokens: BlogSubscriptionTokens;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100', PUBLIC_URL });
  tokens = t.app.get(BlogSubscriptionTokens);
});
let closed = false;
afterAll(async () => {
  if (!closed) await t.close();
  await smtp.close();
});

// ---- helpers ---------------------------------------------------------------------------------

const subscribe = (body: Record<string, unknown>, language = 'en') =>
  t.http.post('/api/Users/subscribeUnsubscribeToBlogs').set('Accept-Language', language).send(body);
const confirm = (token: unknown, language = 'en') =>
  t.http.post('/api/Users/ConfirmBlogSubscription').set('Accept-Language', language).send({ token });
const checkStatus = (body: Record<string, unknown>, who?: { token: string }) => {
  const request = t.http.post('/api/Users/CheckSubscribtionStatusForBlogs');
  return (who ? request.set(bearer(who)) : request).send(body);
};

const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase()));

/** The `count`-th mail to the address (1-based), waiting for it. */
async function nthMailTo(email: string, count: number): Promise<ReceivedMail> {
  await smtp.waitFor(() => mailsTo(email).length >= count);
  return mailsTo(email)[count - 1];
}

const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((link) => pattern.test(link));
  if (!url) throw new Error(`no link matching ${pattern} in ${mail.text}`);
  return new URL(url);
};
const confirmationTokenOf = (mail: ReceivedMail) =>
  linkIn(mail, /\/news\?confirmSubscription=/).searchParams.get('confirmSubscription')!;
const unsubscribeTokenOf = (mail: ReceivedMail) => linkIn(mail, /\/unsubscribe\?token=/).searchParams.get('token')!;

const rowOf = async (email: string) =>
  (
    await t.db.query(
      'SELECT id, email, language, status, token_version, confirmed_at, unsubscribed_at FROM blog_subscriber WHERE email = $1',
      [email.toLowerCase()],
    )
  )[0];

/** An address subscribed and confirmed through the API; its confirmation mail was the `mails`-th. */
async function confirmedSubscriber(language: 'en' | 'ka' = 'en') {
  const email = uniqueEmail('news');
  dataOf(await subscribe({ email, agreeToTerms: true }, language));
  dataOf(await confirm(confirmationTokenOf(await nthMailTo(email, 1))));
  const row = await rowOf(email);
  return { email, id: row.id as number, unsubscribeToken: tokens.signUnsubscribe(row.id, row.token_version) };
}

// ---- subscribing ------------------------------------------------------------------------------

describe('Users/subscribeUnsubscribeToBlogs: subscribing (double opt-in)', () => {
  it('stores a pending address and mails it a confirmation link; the link confirms it', async () => {
    const email = uniqueEmail('news');
    // Keys in any case, the address in any case and with spaces.
    expect(dataOf(await subscribe({ Email: `  ${email.toUpperCase()} `, AGREETOTERMS: true }))).toBe(EN.checkInbox);
    expect(await rowOf(email)).toMatchObject({
      email,
      language: 'en',
      status: 1,
      token_version: 1,
      confirmed_at: null,
    });

    const mail = await nthMailTo(email, 1);
    expect(mail.subject).toBe('Confirm your subscription to TechBoard.ge news');
    expect(mail.text).toContain('7 days');
    const link = linkIn(mail, /confirmSubscription=/);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/news`);
    // No list headers on a transactional mail.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();

    expect(dataOf(await confirm(confirmationTokenOf(mail)))).toBe(EN.confirmed);
    expect(await rowOf(email)).toMatchObject({ status: 2, confirmed_at: expect.any(Date) });
    // A second click answers the same and changes nothing.
    expect(dataOf(await confirm(confirmationTokenOf(mail)))).toBe(EN.confirmed);
  });

  it('in Georgian: the answer, the mail and the stored language', async () => {
    const email = uniqueEmail('news');
    const answer = dataOf(await subscribe({ email, agreeToTerms: true }, 'ka'));
    expect(answer).toMatch(GEORGIAN);
    const mail = await nthMailTo(email, 1);
    expect(mail.subject).toBe('დაადასტურეთ TechBoard.ge-ის სიახლეების გამოწერა');
    expect(mail.html).toContain('<html lang="ka">');
    expect((await rowOf(email)).language).toBe('ka');
    expect(dataOf(await confirm(confirmationTokenOf(mail), 'ka'))).toBe(
      'გამოწერა დადასტურებულია: სიახლეებს ყოველ ორშაბათს მიიღებთ.',
    );
  });

  it('refuses a missing, blank or malformed address and unticked terms, in English and Georgian, storing and sending nothing', async () => {
    const [{ count: before }] = await t.db.query('SELECT count(*)::int AS count FROM blog_subscriber');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ agreeToTerms: true }, { email: ['Please fill email field'] }],
      [{ email: '   ', agreeToTerms: true }, { email: ['Please fill email field'] }],
      [{ email: 'not-an-address', agreeToTerms: true }, { email: ['Invalid email format'] }],
      [{ email: 42, agreeToTerms: true }, { email: ['Invalid email format'] }],
      // Valid by RFC 5322 but no address the site sends to: refused here, not a 500 at the outbox.
      [{ email: '"a b"@example.com', agreeToTerms: true }, { email: ['Invalid email format'] }],
      [{ email: uniqueEmail('news') }, { agreeToTerms: ['The terms checkbox must be ticked'] }],
      [{ email: uniqueEmail('news'), agreeToTerms: false }, { agreeToTerms: ['The terms checkbox must be ticked'] }],
      [{ email: uniqueEmail('news'), agreeToTerms: 'yes' }, { agreeToTerms: ['The terms checkbox must be ticked'] }],
      [{}, { email: ['Please fill email field'], agreeToTerms: ['The terms checkbox must be ticked'] }],
    ];
    for (const [body, errors] of cases) expect(errorsOf(await subscribe(body), 400)).toEqual(errors);

    expect(errorsOf(await subscribe({ agreeToTerms: true }, 'ka'), 400)).toEqual({
      email: ['გთხოვთ, შეავსოთ ელფოსტის ველი'],
    });
    expect(errorsOf(await subscribe({ email: 'bad', agreeToTerms: true }, 'ka'), 400)).toEqual({
      email: ['ელფოსტის ფორმატი არასწორია'],
    });
    expect(errorsOf(await subscribe({ email: uniqueEmail('news') }, 'ka'), 400)).toEqual({
      agreeToTerms: ['მონიშნეთ წესებსა და პირობებზე თანხმობის ველი'],
    });
    const [{ count: after }] = await t.db.query('SELECT count(*)::int AS count FROM blog_subscriber');
    expect(after).toBe(before);
  });

  it('tells nobody who is subscribed: a confirmed address gets the same answer, and a mail saying so with its unsubscribe link', async () => {
    const { email } = await confirmedSubscriber('ka');
    // Entered again, in English, by anyone: the same answer as for a new address.
    expect(dataOf(await subscribe({ email: email.toUpperCase(), agreeToTerms: true }))).toBe(EN.checkInbox);
    const mail = await nthMailTo(email, 2);
    // In the subscriber's language, not the visitor's; the state and language do not change.
    expect(mail.subject).toBe('TechBoard.ge-ის სიახლეები უკვე გამოწერილი გაქვთ');
    expect(await rowOf(email)).toMatchObject({ status: 2, language: 'ka', token_version: 1 });
    const token = unsubscribeTokenOf(mail);
    expect(dataOf(await checkStatus({ token }))).toEqual({ status: 'subscribed' });
    expect(mail.text).not.toContain('confirmSubscription');
  });

  it('a pending address asking again within 10 minutes gets no second mail (no flooding); later, a new link in the new language, and both links work', async () => {
    const email = uniqueEmail('news');
    dataOf(await subscribe({ email, agreeToTerms: true }));
    const first = await nthMailTo(email, 1);
    expect(dataOf(await subscribe({ email, agreeToTerms: true }, 'ka'))).toBe(
      dataOf(await subscribe({ email: uniqueEmail('other'), agreeToTerms: true }, 'ka')),
    );
    await t.app.get(OutboxSender).flush();
    expect(mailsTo(email)).toHaveLength(1);

    await t.db.query(`UPDATE blog_subscriber SET mailed_at = now() - interval '11 minutes' WHERE email = $1`, [email]);
    dataOf(await subscribe({ email, agreeToTerms: true }, 'ka'));
    const second = await nthMailTo(email, 2);
    expect(second.subject).toMatch(GEORGIAN);
    expect(await rowOf(email)).toMatchObject({ status: 1, language: 'ka', token_version: 1 });
    dataOf(await confirm(confirmationTokenOf(first)));
    dataOf(await confirm(confirmationTokenOf(second)));
    expect((await rowOf(email)).status).toBe(2);
  });
});

// ---- confirming -------------------------------------------------------------------------------

describe('Users/ConfirmBlogSubscription', () => {
  it('refuses tampered, foreign, expired, future and missing tokens with 400 Incorrect Link, in both languages', async () => {
    const email = uniqueEmail('news');
    dataOf(await subscribe({ email, agreeToTerms: true }));
    const token = confirmationTokenOf(await nthMailTo(email, 1));
    const { id } = await rowOf(email);
    const [, version, issued, mac] = token.split('.');
    const bad = [
      `${id + 1000}.${version}.${issued}.${mac}`,
      `${id}.${version}.${Number(issued) + 1}.${mac}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      tokens.signConfirmation(id, 1, new Date(Date.now() - 7 * DAY - 60_000)),
      tokens.signConfirmation(id, 1, new Date(Date.now() + DAY)),
      tokens.signUnsubscribe(id, 1),
      'nonsense',
      '',
      42,
    ];
    for (const token of bad) expect(errorsOf(await confirm(token), 400)).toEqual({ token: ['Incorrect Link'] });
    expect(errorsOf(await t.http.post('/api/Users/ConfirmBlogSubscription').send({}), 400)).toEqual({
      token: ['Incorrect Link'],
    });
    expect(errorsOf(await confirm('nonsense', 'ka'), 400)).toEqual({ token: ['ბმული არასწორია'] });
    // A link 6 days old still works.
    dataOf(await confirm(tokens.signConfirmation(id, 1, new Date(Date.now() - 6 * DAY))));
    expect((await rowOf(email)).status).toBe(2);
  });
});

// ---- unsubscribing ----------------------------------------------------------------------------

describe('unsubscribing', () => {
  it('by the page call (subscribeUnsubscribeToBlogs with token): done once, then 409 You already unsubscribed', async () => {
    const { email, unsubscribeToken } = await confirmedSubscriber();
    const call = (language = 'en') =>
      t.http
        .post('/api/Users/subscribeUnsubscribeToBlogs')
        .set('Accept-Language', language)
        .send({ Token: unsubscribeToken });
    expect(dataOf(await call())).toBe(EN.unsubscribed);
    expect(await rowOf(email)).toMatchObject({ status: 3, unsubscribed_at: expect.any(Date) });
    expect(dataOf(await checkStatus({ token: unsubscribeToken }))).toEqual({ status: 'unsubscribed' });
    expect(errorsOf(await call(), 409)).toEqual({ _: ['You already unsubscribed'] });
    expect(errorsOf(await call('ka'), 409)).toEqual({ _: ['თქვენ უკვე გააუქმეთ გამოწერა'] });
  });

  it('by the one-click POST of the mail header (RFC 8058): 200, also a second time; a GET leads to the /unsubscribe page', async () => {
    const { email, unsubscribeToken } = await confirmedSubscriber();
    const path = `/api/Users/UnsubscribeFromBlogs?token=${encodeURIComponent(unsubscribeToken)}`;
    expect(dataOf(await t.http.post(path).type('form').send('List-Unsubscribe=One-Click'))).toBe(EN.unsubscribed);
    expect((await rowOf(email)).status).toBe(3);
    expect(dataOf(await t.http.post(path).set('Accept-Language', 'ka'))).toMatch(GEORGIAN);

    const browser = await t.http.get(path);
    expect(browser.status).toBe(302);
    expect(browser.headers.location).toBe(`${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`);
  });

  it('refuses tampered, foreign and missing tokens with 400 Incorrect Link and changes nothing', async () => {
    const { email, id, unsubscribeToken } = await confirmedSubscriber();
    const mac = unsubscribeToken.split('.')[2];
    const bad = [
      `${id + 1000}.1.${mac}`,
      `${id}.2.${mac}`,
      `${unsubscribeToken}x`,
      tokens.signConfirmation(id, 1),
      tokens.signUnsubscribe(id, 2),
      'nonsense',
    ];
    for (const token of bad) {
      expect(errorsOf(await subscribe({ token }), 400)).toEqual({ token: ['Incorrect Link'] });
      expect(
        errorsOf(await t.http.post(`/api/Users/UnsubscribeFromBlogs?token=${encodeURIComponent(token)}`), 400),
      ).toEqual({ token: ['Incorrect Link'] });
      expect(errorsOf(await checkStatus({ token }), 400)).toEqual({ token: ['Incorrect Link'] });
    }
    expect(errorsOf(await t.http.post('/api/Users/UnsubscribeFromBlogs'), 400)).toEqual({ token: ['Incorrect Link'] });
    expect(errorsOf(await subscribe({ token: 7 }), 400)).toEqual({ token: ['Incorrect Link'] });
    expect(errorsOf(await subscribe({ token: 'nonsense' }, 'ka'), 400)).toEqual({ token: ['ბმული არასწორია'] });
    expect((await rowOf(email)).status).toBe(2);
  });

  it('subscribing again after unsubscribing: a new version, old confirmation links die, old unsubscribe links still work', async () => {
    const email = uniqueEmail('news');
    dataOf(await subscribe({ email, agreeToTerms: true }));
    const oldConfirmation = confirmationTokenOf(await nthMailTo(email, 1));
    dataOf(await confirm(oldConfirmation));
    const { id } = await rowOf(email);
    const oldUnsubscribe = tokens.signUnsubscribe(id, 1);
    dataOf(await subscribe({ token: oldUnsubscribe }));

    dataOf(await subscribe({ email, agreeToTerms: true }, 'ka'));
    expect(await rowOf(email)).toMatchObject({ status: 1, token_version: 2, language: 'ka' });
    expect(errorsOf(await confirm(oldConfirmation), 400)).toEqual({ token: ['Incorrect Link'] });
    const newMail = await nthMailTo(email, 2);
    expect(newMail.subject).toMatch(GEORGIAN);
    dataOf(await confirm(confirmationTokenOf(newMail)));
    expect((await rowOf(email)).status).toBe(2);

    // The link of a mail from before still stops the news.
    expect(dataOf(await checkStatus({ token: oldUnsubscribe }))).toEqual({ status: 'subscribed' });
    dataOf(await t.http.post(`/api/Users/UnsubscribeFromBlogs?token=${encodeURIComponent(oldUnsubscribe)}`));
    expect((await rowOf(email)).status).toBe(3);
  });
});

// ---- status -----------------------------------------------------------------------------------

describe('Users/CheckSubscribtionStatusForBlogs', () => {
  const verify = (email: string) =>
    t.db.query('UPDATE account SET is_email_verified = true WHERE lower(email) = lower($1)', [email]);

  it("by token: that subscriber's state, pending included", async () => {
    const email = uniqueEmail('news');
    dataOf(await subscribe({ email, agreeToTerms: true }));
    const { id } = await rowOf(email);
    expect(dataOf(await checkStatus({ Token: tokens.signUnsubscribe(id, 1) }))).toEqual({ status: 'pending' });
  });

  it("by e-mail: only the signed-in account's own verified address, any case; another address or an unverified one 403, a visitor 401, nothing 400", async () => {
    const talent = await signUpTalent(t);
    // An account may be opened with someone else's address: until it is verified, it learns nothing.
    expect(errorsOf(await checkStatus({ email: talent.email }, talent), 403)).toEqual({
      _: ['You do not have permission to do this'],
    });
    await verify(talent.email);
    expect(dataOf(await checkStatus({ email: talent.email.toUpperCase() }, talent))).toEqual({ status: 'none' });
    dataOf(await subscribe({ email: talent.email, agreeToTerms: true }));
    expect(dataOf(await checkStatus({ email: talent.email }, talent))).toEqual({ status: 'pending' });
    const confirmation = (await smtp.waitFor(
      (mail) => mail.to.includes(talent.email) && mail.text.includes('confirmSubscription'),
    )) as ReceivedMail;
    dataOf(await confirm(confirmationTokenOf(confirmation)));
    expect(dataOf(await checkStatus({ email: talent.email }, talent))).toEqual({ status: 'subscribed' });

    const company = await signUpCompany(t, 'News Reader Co');
    await verify(company.email);
    expect(dataOf(await checkStatus({ email: company.email }, company))).toEqual({ status: 'none' });

    const forbidden = { _: ['You do not have permission to do this'] };
    expect(errorsOf(await checkStatus({ email: talent.email }, company), 403)).toEqual(forbidden);
    expect(errorsOf(await checkStatus({ email: uniqueEmail('stranger') }, talent), 403)).toEqual(forbidden);
    expect(errorsOf(await checkStatus({ email: talent.email }), 401)).toEqual({ _: ['Please sign in to continue'] });
    expect(errorsOf(await checkStatus({}, talent), 400)).toEqual({ email: ['Please fill email field'] });
    expect(errorsOf(await checkStatus({ email: 'bad' }, talent), 400)).toEqual({ email: ['Invalid email format'] });
  });

  it('a view-as session may read the state (staff looking at /unsubscribe) but not subscribe', async () => {
    const talent = await signUpTalent(t);
    await verify(talent.email);
    const staff = await signInStaff(t);
    const account = dataOf(
      await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: talent.email }),
    );
    const viewAs = await viewAsSessionOf(t, staff, account.id);
    const readOnly = { _: ['This is a read-only view-as session'] };
    expect(dataOf(await checkStatus({ email: talent.email }, viewAs))).toEqual({ status: 'none' });
    expect(errorsOf(await subscribe({ email: talent.email, agreeToTerms: true }).set(bearer(viewAs)), 403)).toEqual(
      readOnly,
    );
    expect(await rowOf(talent.email)).toBeUndefined();
  });
});

// ---- a database migrated before BlogSubscription was edited (it changes the schema: near the end) -----

const columnExists = async (table: string, column: string) =>
  (
    await t.db.query('SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = $2', [
      table,
      column,
    ])
  ).length === 1;

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

// ---- rate limit (last: it needs an app of its own, and one app runs at a time per file) ---------

describe('rate limit', () => {
  it('limits subscribing per client', async () => {
    await t.close();
    closed = true;
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const call = () =>
        limited.http
          .post('/api/Users/subscribeUnsubscribeToBlogs')
          .send({ email: uniqueEmail('news'), agreeToTerms: true });
      for (let i = 0; i < 2; i++) dataOf(await call());
      const response = await call();
      expect(errorsOf(response, 429)._).toEqual(['Too many requests. Please wait a minute and try again.']);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
