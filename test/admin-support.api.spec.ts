import { OutboxSender } from '../src/core/mail/outbox-sender.service.js';
import { bearer, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { mailbox } from './support/mailbox.js';
import { startSmtpListener, type SmtpListener } from './support/smtp-listener.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

const SUPPORT = 'help-desk@techboard.test';

let t: TestApp;
let smtp: SmtpListener;
let staff: SignedUp;
let talent: SignedUp;
let company: SignedUp;
let viewAs: { token: string };
const mail = mailbox(
  () => smtp,
  () => t.app.get(OutboxSender),
);

const accountIdOf = async (who: { email: string }): Promise<number> =>
  Number((await t.db.query('SELECT id FROM account WHERE lower(email) = lower($1)', [who.email]))[0].id);
let counter = 0;
/** A ticket as the chat widget makes it; answers its id. */
async function newTicket(
  language = 'en',
  who?: SignedUp,
  message = 'My CV does not upload.',
): Promise<{ id: number; email: string }> {
  const email = who?.email ?? `visitor.${process.pid}.${++counter}@example.com`;
  const request = t.http.post('/api/Support/CreateTicket').set('Accept-Language', language);
  dataOf(
    await (who ? request.set(bearer(who)) : request).send({
      name: language === 'ka' ? 'ნინო' : 'Nino Beridze',
      email,
      message,
    }),
  );
  const [{ id }] = await t.db.query('SELECT id FROM support_ticket WHERE email = $1 ORDER BY id DESC LIMIT 1', [email]);
  return { id: Number(id), email };
}
const admin = (path: string, query: Record<string, unknown> = {}, body?: Record<string, unknown>, language = 'en') => {
  const request = path.startsWith('Get')
    ? t.http.get(`/api/Admin/${path}`)
    : t.http.post(`/api/Admin/${path}`).send(body ?? {});
  return request.set(bearer(staff)).set('Accept-Language', language).query(query);
};
const auditOf = (id: number) =>
  t.db.query(
    `SELECT action, actor_account_id, before, after FROM audit_log WHERE target_type = 'support_ticket' AND target_id = $1 ORDER BY id`,
    [id],
  );

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100', SUPPORT_EMAIL: SUPPORT });
  staff = await signInStaff(t);
  talent = await signUpTalent(t, { Name: 'Nino Beridze' });
  company = await signUpCompany(t, 'Ticket Co');
  viewAs = await viewAsSessionOf(t, staff, await accountIdOf(talent));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('Admin/GetSupportTickets and GetSupportTicket', () => {
  it('lists tickets newest first with their visitor, filtered by status and paged; reads one with its answers', async () => {
    const visitor = await newTicket();
    const signedIn = await newTicket('ka', talent, 'გამარჯობა, დახმარება მჭირდება.');
    const page = dataOf(await admin('GetSupportTickets', { status: 1, pageSize: 100 }));
    expect(page).toMatchObject({ page: 1, pageSize: 100 });
    const ids = page.items.map((item: { id: number }) => item.id);
    expect(ids.indexOf(signedIn.id)).toBeLessThan(ids.indexOf(visitor.id));
    expect(page.items.find((item: { id: number }) => item.id === signedIn.id)).toEqual({
      id: signedIn.id,
      name: 'ნინო',
      email: talent.email,
      message: 'გამარჯობა, დახმარება მჭირდება.',
      language: 'ka',
      status: 1,
      createdAt: expect.any(String),
      replyCount: 0,
      lastReplyAt: null,
      account: { id: await accountIdOf(talent), email: talent.email, name: 'Nino Beridze' },
    });
    expect(page.items.find((item: { id: number }) => item.id === visitor.id)).toMatchObject({
      account: null,
      language: 'en',
      message: 'My CV does not upload.',
    });

    const first = dataOf(await admin('GetSupportTickets', { pageSize: 1 }));
    expect(first.items.map((item: { id: number }) => item.id)).toEqual([signedIn.id]);
    expect(first.totalCount).toBeGreaterThanOrEqual(2);
    expect(dataOf(await admin('GetSupportTickets', { page: 9999 }))).toEqual({
      items: [],
      totalCount: first.totalCount,
      page: 9999,
      pageSize: 20,
    });
    expect(dataOf(await admin('GetSupportTickets', { status: 3 })).items).toEqual([]);

    expect(dataOf(await admin('GetSupportTicket', { id: visitor.id }))).toMatchObject({
      id: visitor.id,
      status: 1,
      replies: [],
    });
  });

  it('validates in the request language and answers 404 for an unknown ticket', async () => {
    expect(errorsOf(await admin('GetSupportTickets', { status: 4, pageSize: 0 }), 400)).toEqual({
      status: ['status must be 1 (open), 2 (answered) or 3 (closed)'],
      pageSize: ['The page size must be a whole number from 1 to 100'],
    });
    expect(errorsOf(await admin('GetSupportTickets', { status: 'x' }, undefined, 'ka'), 400).status).toEqual([
      'status უნდა იყოს 1 (ღია), 2 (პასუხგაცემული) ან 3 (დახურული)',
    ]);
    expect(errorsOf(await admin('GetSupportTicket', {}), 400).id).toEqual(['id must be the id of a support ticket']);
    expect(errorsOf(await admin('GetSupportTicket', { id: 999999 }), 404)._).toEqual([
      'The support ticket was not found',
    ]);
    expect(errorsOf(await admin('GetSupportTicket', { id: 999999 }, undefined, 'ka'), 404)._).toEqual([
      'მხარდაჭერის მოთხოვნა ვერ მოიძებნა',
    ]);
  });
});

describe('Admin/ReplyToSupportTicket', () => {
  it('mails the answer to the visitor in English, Reply-To support; stores it, marks the ticket answered, audited', async () => {
    const ticket = await newTicket();
    await mail.delivered([ticket.email]);
    const before = mail.mailsTo(ticket.email).length;
    const answer = '  Please upload a PDF under 10 MB.\r\nIt works <b>then</b>.  ';
    const answered = dataOf(await admin('ReplyToSupportTicket', { id: ticket.id }, { message: answer }));
    const staffId = await accountIdOf(staff);
    expect(answered).toMatchObject({
      id: ticket.id,
      status: 2,
      replyCount: 1,
      lastReplyAt: expect.any(String),
      replies: [
        {
          id: expect.any(Number),
          message: 'Please upload a PDF under 10 MB.\nIt works <b>then</b>.',
          createdAt: expect.any(String),
          author: { id: staffId, email: staff.email },
        },
      ],
    });

    const received = (await mail.delivered([ticket.email], before + 1)).get(ticket.email)!;
    expect(received).toHaveLength(before + 1);
    const reply = received.at(-1)!;
    expect(reply.subject).toBe(`An answer to your message (#${ticket.id})`);
    expect(reply.headers['reply-to']).toBe(SUPPORT);
    expect(reply.text).toContain('Please upload a PDF under 10 MB.\nIt works <b>then</b>.');
    expect(reply.text).not.toContain('My CV does not upload');
    expect(reply.html).toContain('It works &lt;b&gt;then&lt;/b&gt;.');

    expect(await auditOf(ticket.id)).toEqual([
      {
        action: 'support.reply',
        actor_account_id: staffId,
        before: { status: 1 },
        after: { status: 2, replyId: answered.replies[0].id },
      },
    ]);
    // A second answer to an answered ticket is fine.
    expect(
      dataOf(await admin('ReplyToSupportTicket', { id: ticket.id }, { message: 'One more thing.' })).replies,
    ).toHaveLength(2);
  });

  it('answers in Georgian a ticket written in Georgian', async () => {
    const ticket = await newTicket('ka');
    await mail.delivered([ticket.email]);
    dataOf(await admin('ReplyToSupportTicket', { id: ticket.id }, { message: 'ატვირთეთ PDF ფაილი.' }));
    const reply = (await mail.delivered([ticket.email], 2)).get(ticket.email)!.at(-1)!;
    expect(reply.subject).toBe(`პასუხი თქვენს შეტყობინებაზე (#${ticket.id})`);
    expect(reply.text).toContain('ატვირთეთ PDF ფაილი.');
    expect(reply.headers['reply-to']).toBe(SUPPORT);
  });

  it('requires an answer of 1 to 5000 characters (EN and KA), storing and mailing nothing', async () => {
    const ticket = await newTicket();
    const [{ n: mailsBefore }] = await t.db.query('SELECT count(*)::int AS n FROM outbox_mail');
    expect(errorsOf(await admin('ReplyToSupportTicket', { id: ticket.id }, {}), 400)).toEqual({
      message: ['Write the answer'],
    });
    expect(errorsOf(await admin('ReplyToSupportTicket', { id: ticket.id }, { message: '  \n ' }, 'ka'), 400)).toEqual({
      message: ['დაწერეთ პასუხი'],
    });
    expect(
      errorsOf(await admin('ReplyToSupportTicket', { id: ticket.id }, { message: 'x'.repeat(5001) }), 400),
    ).toEqual({
      message: ['The answer must be at most 5000 characters long'],
    });
    expect(errorsOf(await admin('ReplyToSupportTicket', { id: 999999 }, { message: 'Hi' }), 404)._).toEqual([
      'The support ticket was not found',
    ]);
    expect((await t.db.query('SELECT count(*)::int AS n FROM outbox_mail'))[0].n).toBe(mailsBefore);
    expect(dataOf(await admin('GetSupportTicket', { id: ticket.id }))).toMatchObject({ status: 1, replies: [] });
  });
});

describe('Admin/CloseSupportTicket', () => {
  it('closes a ticket, audited; a closed ticket takes no answer and cannot be closed again (409)', async () => {
    const ticket = await newTicket();
    const closed = dataOf(await admin('CloseSupportTicket', { id: ticket.id }));
    expect(closed).toMatchObject({ id: ticket.id, status: 3 });
    expect(await auditOf(ticket.id)).toEqual([
      {
        action: 'support.close',
        actor_account_id: await accountIdOf(staff),
        before: { status: 1 },
        after: { status: 3 },
      },
    ]);
    expect(
      dataOf(await admin('GetSupportTickets', { status: 3 })).items.map((item: { id: number }) => item.id),
    ).toContain(ticket.id);

    expect(errorsOf(await admin('CloseSupportTicket', { id: ticket.id }), 409)._).toEqual([
      'This ticket is already closed',
    ]);
    expect(errorsOf(await admin('ReplyToSupportTicket', { id: ticket.id }, { message: 'Late answer' }), 409)._).toEqual(
      ['This ticket is closed: it cannot be answered'],
    );
    expect(
      errorsOf(await admin('ReplyToSupportTicket', { id: ticket.id }, { message: 'Late answer' }, 'ka'), 409)._[0],
    ).toMatch(GEORGIAN);
    expect(errorsOf(await admin('CloseSupportTicket', { id: 'abc' }, undefined, 'ka'), 400).id).toEqual([
      'id უნდა იყოს მხარდაჭერის მოთხოვნის იდენტიფიკატორი',
    ]);
    expect(await t.db.query('SELECT 1 FROM support_ticket_reply WHERE ticket_id = $1', [ticket.id])).toEqual([]);
  });
});

describe('who may work the support tickets', () => {
  it.each([
    ['GET', 'GetSupportTickets'],
    ['GET', 'GetSupportTicket'],
    ['POST', 'ReplyToSupportTicket'],
    ['POST', 'CloseSupportTicket'],
  ])('refuses %s Admin/%s to visitors (401), talents, companies and view-as sessions (403)', async (method, path) => {
    const ticket = await newTicket();
    const call = () =>
      (method === 'GET'
        ? t.http.get(`/api/Admin/${path}`)
        : t.http.post(`/api/Admin/${path}`).send({ message: 'Hi' })
      ).query({ id: ticket.id });
    errorsOf(await call(), 401);
    for (const who of [talent, company, viewAs]) errorsOf(await call().set(bearer(who)), 403);
    expect(dataOf(await admin('GetSupportTicket', { id: ticket.id }))).toMatchObject({ status: 1, replies: [] });
  });
});
