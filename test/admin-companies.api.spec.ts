import { OutboxSender } from '../src/core/mail/outbox-sender.service.js';
import { bearer, signInStaff, signUpCompany, type SignedUp } from './support/accounts.js';
import { accountIdOf, expectStaffOnly } from './support/admin-callers.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { mailbox } from './support/mailbox.js';
import { startSmtpListener, type SmtpListener } from './support/smtp-listener.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let smtp: SmtpListener;
let staff: SignedUp;
let staffId: number;
// The read cache is on: staff's changes must show on the public site at once all the same.
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '100',
    READ_CACHE_SECONDS: '300',
    PUBLIC_URL: 'https://techboard.test',
  });
  staff = await signInStaff(t);
  staffId = await accountIdOf(t, staff.email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
const mail = mailbox(
  () => smtp,
  () => t.app.get(OutboxSender),
);

const as = (who: SignedUp, language = 'en') => ({ ...bearer(who), 'Accept-Language': language });
const searchCompanies = (query: Record<string, unknown>, language = 'en') =>
  t.http.get('/api/Admin/SearchCompanies').set(as(staff, language)).query(query);
const createPage = (body: Record<string, unknown>, language = 'en') =>
  t.http.post('/api/Admin/CreateCompanyPage').set(as(staff, language)).send(body);
const companyIdOf = async (accountEmail: string) =>
  Number(
    (
      await t.db.query(`SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1`, [
        accountEmail,
      ])
    )[0].id,
  );
const auditOf = (targetType: string, targetId: number) =>
  t.db.query(
    `SELECT action, actor_account_id, before, after FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id`,
    [targetType, targetId],
  );
const newCompanyNames = async () =>
  dataOf(await t.http.get('/api/Company/GetNewCompanies').query({ pageSize: 36 })).items as {
    id: number;
    name: string;
    isVerified: boolean;
    isClaimingNecessary: boolean;
  }[];
/** The claim outcome mails to the address (its sign-up also sent a verification mail). */
const claimMailsTo = (email: string) =>
  mail.mailsTo(email).filter((received) => /claim|მოთხოვნა/.test(received.subject));
const claim = (who: SignedUp, companyId: number) =>
  t.http.post('/api/Company/ClaimCompany').set(bearer(who)).send({ companyId, message: 'We are this company' });

describe('Admin/SearchCompanies', () => {
  it('finds companies by name or owner e-mail, verified or not, claimable or not, newest first', async () => {
    const owner = await signUpCompany(t, 'Findable Labs');
    const unclaimed = dataOf(await createPage({ name: 'Findable Studio' }));
    const ownerCompany = await companyIdOf(owner.email);

    const found = dataOf(await searchCompanies({ search: 'findable' }));
    expect(found).toMatchObject({ totalCount: 2, page: 1, pageSize: 20 });
    expect(found.items.map((item: { id: number }) => item.id)).toEqual([unclaimed.id, ownerCompany]);
    expect(found.items[1]).toMatchObject({
      id: ownerCompany,
      name: 'Findable Labs',
      transformedName: 'findable-labs',
      isVerified: false,
      verifiedDate: null,
      isClaimingNecessary: false,
      website: null,
      pendingClaims: 0,
      account: {
        id: await accountIdOf(t, owner.email),
        email: owner.email,
        fullName: 'Findable Labs',
        isBlocked: false,
      },
    });
    expect(found.items[0]).toMatchObject({ name: 'Findable Studio', isClaimingNecessary: true, account: null });
    expect(dataOf(await searchCompanies({ search: owner.email })).items.map((item: { id: number }) => item.id)).toEqual(
      [ownerCompany],
    );
    expect(
      dataOf(await searchCompanies({ search: 'findable', claimable: true })).items.map(
        (item: { id: number }) => item.id,
      ),
    ).toEqual([unclaimed.id]);
    expect(
      dataOf(await searchCompanies({ search: 'findable', claimable: 'false' })).items.map(
        (item: { id: number }) => item.id,
      ),
    ).toEqual([ownerCompany]);
    await t.http.post('/api/Admin/VerifyCompany').set(bearer(staff)).query({ companyId: ownerCompany }).expect(200);
    expect(
      dataOf(await searchCompanies({ search: 'findable', verified: true })).items.map(
        (item: { id: number }) => item.id,
      ),
    ).toEqual([ownerCompany]);
    expect(
      dataOf(await searchCompanies({ search: 'findable', verified: false })).items.map(
        (item: { id: number }) => item.id,
      ),
    ).toEqual([unclaimed.id]);
    expect(
      dataOf(await searchCompanies({ search: 'findable', pageSize: 1, page: 2 })).items.map(
        (item: { id: number }) => item.id,
      ),
    ).toEqual([ownerCompany]);
  });

  it('validates its query, in the request language', async () => {
    expect(errorsOf(await searchCompanies({ verified: 'maybe' }), 400).verified).toEqual([
      'verified must be true or false',
    ]);
    expect(errorsOf(await searchCompanies({ claimable: 'x' }), 400).claimable).toEqual([
      'claimable must be true or false',
    ]);
    expect(errorsOf(await searchCompanies({ claimable: 'x' }, 'ka'), 400).claimable[0]).toMatch(GEORGIAN);
    expect(errorsOf(await searchCompanies({ page: 'x' }, 'ka'), 400).page).toEqual([
      'გვერდი უნდა იყოს მთელი რიცხვი 1-დან',
    ]);
  });
});

describe('Admin/VerifyCompany and Admin/RevokeCompanyVerification', () => {
  it('verifies with the date and revokes, shown on the public site at once despite the cache, each change audited', async () => {
    const owner = await signUpCompany(t, 'Verifiable Works');
    const id = await companyIdOf(owner.email);
    expect((await newCompanyNames()).find((item) => item.id === id)).toMatchObject({ isVerified: false });

    const verified = dataOf(await t.http.post('/api/Admin/VerifyCompany').set(bearer(staff)).query({ companyId: id }));
    expect(verified).toMatchObject({ id, isVerified: true, verifiedDate: expect.any(String) });
    expect(Date.now() - new Date(verified.verifiedDate).getTime()).toBeLessThan(60_000);
    expect((await newCompanyNames()).find((item) => item.id === id)).toMatchObject({ isVerified: true });
    expect(dataOf(await t.http.get('/api/Company/GetCompanyDetails').query({ CompanyId: id }))).toMatchObject({
      isVerified: true,
      verifiedDate: verified.verifiedDate,
    });

    // Verifying again keeps the first date and records nothing.
    expect(
      dataOf(await t.http.post('/api/Admin/VerifyCompany').set(bearer(staff)).query({ companyId: id })).verifiedDate,
    ).toBe(verified.verifiedDate);

    const revoked = dataOf(
      await t.http.post('/api/Admin/RevokeCompanyVerification').set(bearer(staff)).query({ companyId: id }),
    );
    expect(revoked).toMatchObject({ id, isVerified: false, verifiedDate: null });
    expect((await newCompanyNames()).find((item) => item.id === id)).toMatchObject({ isVerified: false });

    expect(await auditOf('company', id)).toEqual([
      {
        action: 'companies.verified',
        actor_account_id: staffId,
        before: { isVerified: false, verifiedDate: null },
        after: { isVerified: true, verifiedDate: verified.verifiedDate },
      },
      {
        action: 'companies.verificationRevoked',
        actor_account_id: staffId,
        before: { isVerified: true, verifiedDate: verified.verifiedDate },
        after: { isVerified: false, verifiedDate: null },
      },
    ]);
  });

  it('answers 404 for an unknown company and 400 for a bad id, in both languages', async () => {
    expect(
      errorsOf(await t.http.post('/api/Admin/VerifyCompany').set(as(staff)).query({ companyId: 999999 }), 404)._,
    ).toEqual(['The company was not found']);
    expect(
      errorsOf(
        await t.http.post('/api/Admin/RevokeCompanyVerification').set(as(staff, 'ka')).query({ companyId: 999999 }),
        404,
      )._,
    ).toEqual(['კომპანია ვერ მოიძებნა']);
    errorsOf(await t.http.post('/api/Admin/VerifyCompany').set(as(staff)).query({ companyId: 'x' }), 400);
    errorsOf(await t.http.post('/api/Admin/VerifyCompany').set(as(staff)), 400);
  });
});

describe('Admin/CreateCompanyPage', () => {
  it('creates an unclaimed page (no account, claimable) with its website, public at once, audited', async () => {
    const created = dataOf(await createPage({ name: '  Kazbegi   Cloud ', website: 'kazbegi.cloud' }));
    expect(created).toMatchObject({
      name: 'Kazbegi Cloud',
      transformedName: 'kazbegi-cloud',
      isClaimingNecessary: true,
      isVerified: false,
      account: null,
      website: 'http://kazbegi.cloud',
    });
    expect((await newCompanyNames())[0]).toMatchObject({
      id: created.id,
      name: 'Kazbegi Cloud',
      isClaimingNecessary: true,
    });
    expect(dataOf(await t.http.get('/api/Company/GetCompanyDetails').query({ CompanyId: created.id }))).toMatchObject({
      isClaimingNecessary: true,
    });
    expect(
      dataOf(await t.http.get('/api/Company/GetCompanyContactInfo').query({ companyId: created.id })),
    ).toMatchObject({ website: 'http://kazbegi.cloud' });
    expect(await auditOf('company', created.id)).toEqual([
      {
        action: 'companies.pageCreated',
        actor_account_id: staffId,
        before: null,
        after: {
          name: 'Kazbegi Cloud',
          transformedName: 'kazbegi-cloud',
          website: 'http://kazbegi.cloud',
          isClaimingNecessary: true,
        },
      },
    ]);
    // A second page of the same name (any case) is refused; a page without a website is fine.
    expect(errorsOf(await createPage({ name: 'KAZBEGI CLOUD' }), 409).name).toEqual([
      'A company with this name already exists',
    ]);
    expect(errorsOf(await createPage({ name: 'kazbegi cloud' }, 'ka'), 409).name).toEqual([
      'ამ სახელით კომპანია უკვე არსებობს',
    ]);
    expect(dataOf(await createPage({ name: 'Mestia Data', website: '' }))).toMatchObject({ website: null });
  });

  it('checks the spec’s company name rules and the website, in both languages', async () => {
    expect(errorsOf(await createPage({}), 400).name).toEqual(['The company name is required']);
    expect(errorsOf(await createPage({ name: 'A' }), 400).name).toEqual([
      'The company name must be 2 to 50 characters long',
    ]);
    expect(errorsOf(await createPage({ name: 'x'.repeat(51) }), 400).name).toEqual([
      'The company name must be 2 to 50 characters long',
    ]);
    expect(errorsOf(await createPage({ name: 'თიბისი' }), 400).name).toEqual(['Enter the company name in English']);
    expect(errorsOf(await createPage({ name: 'თიბისი' }, 'ka'), 400).name[0]).toMatch(GEORGIAN);
    expect(errorsOf(await createPage({ name: 'Bad <Name>' }), 400).name).toEqual([
      'The company name is not in the correct format',
    ]);
    expect(errorsOf(await createPage({ name: 'Good Name', website: 'not a url' }), 400).website).toEqual([
      'Enter correct url!',
    ]);
    expect(errorsOf(await createPage({ name: 'Good Name', website: 'javascript:alert(1)' }), 400).website).toEqual([
      'Enter correct url!',
    ]);
  });
});

describe('Admin/GetClaims, Admin/ApproveClaim and Admin/RejectClaim', () => {
  it('lists pending claims with the claimant; approving moves the page, rejects the other claims and mails both claimants', async () => {
    const page = dataOf(await createPage({ name: 'Gudauri Games' }));
    const first = await signUpCompany(t, 'Gudauri Temp');
    const second = await signUpCompany(t, 'Other Gudauri');
    await t.db.query(`UPDATE account SET language = 'ka' WHERE email = $1`, [second.email]);
    const firstCompany = await companyIdOf(first.email);
    const firstClaim = dataOf(await claim(first, page.id)).id;
    const secondClaim = dataOf(await claim(second, page.id)).id;

    const pending = dataOf(await t.http.get('/api/Admin/GetClaims').set(bearer(staff)).query({ status: 1 }));
    const ours = pending.items.filter((item: { company: { id: number } }) => item.company.id === page.id);
    // The queue is oldest first.
    expect(ours.map((item: { id: number }) => item.id)).toEqual([firstClaim, secondClaim]);
    expect(ours[0]).toMatchObject({
      status: 1,
      message: 'We are this company',
      decidedAt: null,
      company: { id: page.id, name: 'Gudauri Games', transformedName: 'gudauri-games', isClaimingNecessary: true },
      claimant: {
        id: await accountIdOf(t, first.email),
        email: first.email,
        fullName: 'Gudauri Temp',
        companyId: firstCompany,
        companyName: 'Gudauri Temp',
      },
    });
    expect(dataOf(await searchCompanies({ search: 'gudauri games' })).items[0].pendingClaims).toBe(2);

    const approved = dataOf(
      await t.http.post('/api/Admin/ApproveClaim').set(bearer(staff)).query({ claimId: firstClaim }),
    );
    expect(approved).toMatchObject({
      id: firstClaim,
      status: 2,
      decidedAt: expect.any(String),
      company: { id: page.id, isClaimingNecessary: false },
    });
    expect(approved.claimant).toMatchObject({ companyId: page.id, companyName: 'Gudauri Games' });
    // The claimant's own empty page is gone; the claimed page is theirs and public as such at once.
    expect(await t.db.query(`SELECT 1 FROM company WHERE id = $1`, [firstCompany])).toEqual([]);
    expect(await companyIdOf(first.email)).toBe(page.id);
    expect((await newCompanyNames()).find((item) => item.id === page.id)).toMatchObject({ isClaimingNecessary: false });
    expect((await newCompanyNames()).some((item) => item.id === firstCompany)).toBe(false);
    const [other] = (await t.db.query(`SELECT status FROM company_claim WHERE id = $1`, [secondClaim])) as {
      status: number;
    }[];
    expect(Number(other!.status)).toBe(3);

    await mail.delivered([first.email, second.email], 2);
    const welcome = claimMailsTo(first.email);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.subject).toBe('Your claim of Gudauri Games was approved');
    expect(welcome[0]!.text).toContain('https://techboard.test/companyPanel/generalInformation');
    const refusal = claimMailsTo(second.email);
    expect(refusal).toHaveLength(1);
    expect(refusal[0]!.subject).toBe('თქვენი მოთხოვნა კომპანიაზე Gudauri Games არ დადასტურდა');
    expect(refusal[0]!.text).toContain('ამ კომპანიის გვერდზე სხვა მოთხოვნა დადასტურდა.');

    expect(await auditOf('company_claim', firstClaim)).toEqual([
      {
        action: 'claims.approved',
        actor_account_id: staffId,
        before: { status: 1, companyId: page.id, accountId: null, isClaimingNecessary: true },
        after: {
          status: 2,
          companyId: page.id,
          accountId: await accountIdOf(t, first.email),
          rejectedClaimIds: [secondClaim],
        },
      },
    ]);
    expect(
      errorsOf(await t.http.post('/api/Admin/ApproveClaim').set(as(staff)).query({ claimId: firstClaim }), 409)._,
    ).toEqual(['The claim has already been decided']);
    expect(
      errorsOf(
        await t.http
          .post('/api/Admin/RejectClaim')
          .set(as(staff))
          .query({ claimId: secondClaim })
          .send({ reason: 'x' }),
        409,
      )._,
    ).toEqual(['The claim has already been decided']);
    const decided = dataOf(await t.http.get('/api/Admin/GetClaims').set(bearer(staff)).query({ status: 3 }));
    expect(decided.items.map((item: { id: number }) => item.id)).toContain(secondClaim);
  });

  it('rejects a claim with a reason mailed to the claimant, audited; validates the reason in both languages', async () => {
    const page = dataOf(await createPage({ name: 'Bakuriani Bytes' }));
    const claimant = await signUpCompany(t, 'Bakuriani Claimant');
    const claimId = dataOf(await claim(claimant, page.id)).id;
    const reject = (body: Record<string, unknown>, language = 'en') =>
      t.http.post('/api/Admin/RejectClaim').set(as(staff, language)).query({ claimId }).send(body);

    expect(errorsOf(await reject({}), 400).reason).toEqual(['Enter the reason']);
    expect(errorsOf(await reject({ reason: ' ' }, 'ka'), 400).reason).toEqual(['მიუთითეთ მიზეზი']);
    expect(errorsOf(await reject({ reason: 'x'.repeat(501) }), 400).reason).toEqual([
      'The reason must be at most 500 characters long',
    ]);

    const rejected = dataOf(await reject({ reason: ' No proof <b>at all</b> ' }));
    expect(rejected).toMatchObject({ id: claimId, status: 3, company: { id: page.id, isClaimingNecessary: true } });
    await mail.delivered([claimant.email], 2);
    const [received, ...more] = claimMailsTo(claimant.email);
    expect(more).toEqual([]);
    expect(received!.subject).toBe('Your claim of Bakuriani Bytes was not approved');
    expect(received!.text).toContain('Reason: No proof <b>at all</b>');
    expect(received!.html).toContain('No proof &lt;b&gt;at all&lt;/b&gt;');
    expect(received!.text).toContain('https://techboard.test/information/support');
    expect(await auditOf('company_claim', claimId)).toEqual([
      {
        action: 'claims.rejected',
        actor_account_id: staffId,
        before: { status: 1, companyId: page.id },
        after: { status: 3, companyId: page.id, reason: 'No proof <b>at all</b>' },
      },
    ]);
    expect(
      errorsOf(await t.http.post('/api/Admin/ApproveClaim').set(as(staff)).query({ claimId: 999999 }), 404)._,
    ).toEqual(['The claim was not found']);
    expect(errorsOf(await t.http.get('/api/Admin/GetClaims').set(as(staff)).query({ status: 4 }), 400).status).toEqual([
      'status must be 1 (pending), 2 (approved) or 3 (rejected)',
    ]);
    expect(
      errorsOf(await t.http.get('/api/Admin/GetClaims').set(as(staff, 'ka')).query({ status: 4 }), 400).status[0],
    ).toMatch(GEORGIAN);
  });
});

it('every companies call is refused to visitors (401), talents, companies and view-as sessions (403)', async () => {
  await expectStaffOnly(t, [
    { method: 'get', path: '/api/Admin/SearchCompanies' },
    { method: 'post', path: '/api/Admin/VerifyCompany', query: { companyId: 1 } },
    { method: 'post', path: '/api/Admin/RevokeCompanyVerification', query: { companyId: 1 } },
    { method: 'post', path: '/api/Admin/CreateCompanyPage', body: { name: 'Refused Page' } },
    { method: 'get', path: '/api/Admin/GetClaims' },
    { method: 'post', path: '/api/Admin/ApproveClaim', query: { claimId: 1 } },
    { method: 'post', path: '/api/Admin/RejectClaim', query: { claimId: 1 }, body: { reason: 'No' } },
  ]);
  expect(await t.db.query(`SELECT 1 FROM company WHERE name = 'Refused Page'`)).toEqual([]);
});
