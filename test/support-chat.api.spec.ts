import { bearer, signUpCompany, signUpTalent, signInStaff } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startSmtpListener, type SmtpListener } from './support/smtp-listener.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

const SUPPORT = 'help-desk@techboard.test';
const TICKET = '/api/Support/CreateTicket';

interface TicketRow {
  id: number;
  name: string;
  email: string;
  message: string;
  language: string;
  account_id: number | null;
  status: number;
}

const ticketsOf = (t: TestApp, email: string): Promise<TicketRow[]> =>
  t.db.query(
    'SELECT id, name, email, message, language, account_id, status FROM support_ticket WHERE email = $1 ORDER BY id',
    [email],
  );

// One app per describe block at a time: the embedded database keeps one in-memory instance per file.
describe('Support/CreateTicket', () => {
  let t: TestApp;
  let smtp: SmtpListener;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100', SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores a visitor’s ticket, mails it to support (reply-to the visitor, escaped) and acknowledges it', async () => {
    const email = 'visitor.one@example.com';
    const message = 'My <b>CV</b> does not upload.\nCan you help? <script>alert(1)</script>';
    const text = dataOf(await t.http.post(TICKET).send({ name: '  Nino   Beridze ', email, message }));
    expect(text).toBe('Thank you! We received your message and will answer you by e-mail.');

    const [row] = await ticketsOf(t, email);
    expect(row).toMatchObject({ name: 'Nino Beridze', email, message, language: 'en', account_id: null, status: 1 });

    const toSupport = await smtp.waitFor((mail) => mail.to.includes(SUPPORT) && mail.subject.includes(`#${row.id}`));
    expect(toSupport.subject).toBe(`Support request #${row.id} from Nino Beridze`);
    expect(toSupport.headers['reply-to']).toBe(email);
    expect(toSupport.text).toContain('From: Nino Beridze <visitor.one@example.com>');
    expect(toSupport.text).toContain(message);
    expect(toSupport.html).not.toMatch(/<script>|<b>CV/);
    expect(toSupport.html).toContain('&lt;script&gt;');

    const toVisitor = await smtp.waitFor((mail) => mail.to.includes(email));
    expect(toVisitor.subject).toBe(`We received your message (#${row.id})`);
    expect(toVisitor.text).not.toContain('Nino');
    expect(toVisitor.text).not.toContain('CV');
  });

  it('acknowledges in Georgian to a Georgian visitor and answers in Georgian', async () => {
    const email = 'visitor.ka@example.com';
    const text = dataOf(
      await t.http
        .post(TICKET)
        .set('Accept-Language', 'ka')
        .send({ name: 'ნინო', email, message: 'გამარჯობა, დახმარება მჭირდება.' }),
    );
    expect(text).toMatch(GEORGIAN);
    const [row] = await ticketsOf(t, email);
    expect(row.language).toBe('ka');
    const toVisitor = await smtp.waitFor((mail) => mail.to.includes(email));
    expect(toVisitor.subject).toBe(`თქვენი შეტყობინება მივიღეთ (#${row.id})`);
    const toSupport = await smtp.waitFor((mail) => mail.to.includes(SUPPORT) && mail.subject.includes(`#${row.id}`));
    expect(toSupport.text).toContain('Language: Georgian');
  });

  it('keeps the signed-in talent’s and company’s account id', async () => {
    const talent = await signUpTalent(t);
    const company = await signUpCompany(t, 'Support Test Co');
    dataOf(
      await t.http
        .post(TICKET)
        .set(bearer(talent))
        .send({ name: 'Nino Beridze', email: talent.email, message: 'Hello' }),
    );
    dataOf(
      await t.http
        .post(TICKET)
        .set(bearer(company))
        .send({ name: 'Support Test Co', email: company.email, message: 'Hello' }),
    );
    const [talentRow] = await ticketsOf(t, talent.email);
    const [companyRow] = await ticketsOf(t, company.email);
    const ids: { id: number; email: string }[] = await t.db.query(
      'SELECT id, email FROM account WHERE email = ANY($1)',
      [[talent.email, company.email]],
    );
    expect(talentRow.account_id).toBe(ids.find((row) => row.email === talent.email)!.id);
    expect(companyRow.account_id).toBe(ids.find((row) => row.email === company.email)!.id);
  });

  it('refuses a view-as session (read-only) and stores nothing', async () => {
    const talent = await signUpTalent(t);
    const staff = await signInStaff(t);
    const [{ id }] = await t.db.query('SELECT id FROM account WHERE email = $1', [talent.email]);
    const viewAs = await viewAsSessionOf(t, staff, id);
    const errors = errorsOf(
      await t.http.post(TICKET).set(bearer(viewAs)).send({ name: 'Nino Beridze', email: talent.email, message: 'Hi' }),
      403,
    );
    expect(errors._).toEqual(['This is a read-only view-as session']);
    expect(await ticketsOf(t, talent.email)).toEqual([]);
  });

  it.each([
    [
      'nothing',
      'en',
      {},
      {
        name: ['Please enter your name'],
        email: ['The Email field is required'],
        message: ['Please write your message'],
      },
    ],
    [
      'nothing',
      'ka',
      {},
      {
        name: ['გთხოვთ, მიუთითოთ თქვენი სახელი'],
        email: ['ელფოსტის ველი სავალდებულოა'],
        message: ['გთხოვთ, დაწეროთ შეტყობინება'],
      },
    ],
    [
      'too short, not an e-mail, blank',
      'en',
      { name: 'N', email: 'not-an-email', message: '   ' },
      {
        name: ['The name must be 2 to 80 characters long'],
        email: ['Invalid email format'],
        message: ['Please write your message'],
      },
    ],
    [
      'too long, a quoted address',
      'en',
      { name: 'N'.repeat(81), email: '"a b"@example.com', message: 'x'.repeat(2001) },
      {
        name: ['The name must be 2 to 80 characters long'],
        email: ['Invalid email format'],
        message: ['The message must be at most 2000 characters long'],
      },
    ],
    [
      'another script',
      'en',
      { name: 'Иван Петров', email: 'ivan@example.com', message: 'Привет' },
      { name: ['Input name in GE or EN language'], message: ['The message must be in Georgian or English'] },
    ],
    [
      'another script',
      'ka',
      { name: 'Иван Петров', email: 'ivan@', message: 'Привет' },
      {
        name: ['სახელი შეიყვანეთ ქართულად ან ინგლისურად'],
        email: ['ელფოსტის ფორმატი არასწორია'],
        message: ['შეტყობინება უნდა იყოს ქართულ ან ინგლისურ ენაზე'],
      },
    ],
  ])(
    'refuses bad input (%s, %s) with each field’s message, storing and mailing nothing',
    async (_case, language, body, expected) => {
      const countMails = async () => (await t.db.query('SELECT count(*)::int AS n FROM outbox_mail'))[0].n as number;
      const before = {
        mails: await countMails(),
        tickets: (await t.db.query('SELECT count(*)::int AS n FROM support_ticket'))[0].n,
      };
      const errors = errorsOf(await t.http.post(TICKET).set('Accept-Language', language).send(body), 400);
      expect(errors).toEqual(expected);
      expect(await countMails()).toBe(before.mails);
      expect((await t.db.query('SELECT count(*)::int AS n FROM support_ticket'))[0].n).toBe(before.tickets);
    },
  );

  it('takes the field names in any letter case, and a message of exactly 2000 characters', async () => {
    const email = 'visitor.case@example.com';
    dataOf(await t.http.post(TICKET).send({ Name: 'Giorgi', EMAIL: email, Message: 'ა'.repeat(2000) }));
    expect((await ticketsOf(t, email))[0].message).toHaveLength(2000);
  });
});

describe('Support/CreateTicket with the anti-bot check on', () => {
  it('refuses a missing or wrong bot proof in the request language, storing and mailing nothing', async () => {
    const strict = await startTestApp({ BOT_CHECK: 'altcha' });
    try {
      const body = { name: 'Nino Beridze', email: 'bot@example.com', message: 'Hello' };
      expect(errorsOf(await strict.http.post(TICKET).send(body), 400).botToken).toEqual([
        'The reCaptcha was not validated. Please try again.',
      ]);
      const ka = errorsOf(
        await strict.http
          .post(TICKET)
          .set('Accept-Language', 'ka')
          .send({ ...body, botToken: 'bm90LWEtcHJvb2Y=' }),
        400,
      );
      expect(ka.botToken).toEqual(['reCaptcha ვერ დადასტურდა. გთხოვთ, სცადოთ ხელახლა.']);
      expect(await strict.db.query('SELECT 1 FROM support_ticket')).toEqual([]);
      expect(await strict.db.query('SELECT 1 FROM outbox_mail')).toEqual([]);

      const { solveChallenge } = await import('altcha-lib');
      const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
      const challenge = (await strict.http.get('/api/Account/BotChallenge')).body;
      const solution = await solveChallenge({ challenge, deriveKey });
      const botToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      dataOf(await strict.http.post(TICKET).send({ ...body, botToken }));
      expect(await strict.db.query('SELECT email FROM support_ticket')).toEqual([{ email: 'bot@example.com' }]);
    } finally {
      await strict.close();
    }
  });
});

describe('Support/CreateTicket rate limit', () => {
  it('answers 429 past the per-minute limit', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      for (let i = 0; i < 2; i++) errorsOf(await limited.http.post(TICKET).send({}), 400);
      errorsOf(await limited.http.post(TICKET).send({ name: 'Nino', email: 'n@example.com', message: 'Hi' }), 429);
    } finally {
      await limited.close();
    }
  });
});
