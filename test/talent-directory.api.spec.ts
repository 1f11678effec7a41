import { randomUUID } from 'node:crypto';
import { ApplicationSource, DeclineReason, DictionaryType, InvitationStatus, VacancyStatus } from '../shared/enums.js';
import { OutboxSender } from '../src/core/mail/outbox-sender.service.js';
import { InvitationExpiryJob } from '../src/modules/talents/invitations/invitation-expiry.job.js';
import { bearer, type SignedUp, signIn, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { accountIdOf, viewAsSessionOf } from './support/admin-callers.js';
import { companyIdOf, completeCompany } from './support/complete-company.js';
import { pdf } from './support/cv-files.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { mailbox } from './support/mailbox.js';
import { type SmtpListener, startSmtpListener } from './support/smtp-listener.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { vacancySeeder } from './support/vacancy-seed.js';

let t: TestApp;
let smtp: SmtpListener;
const seed = vacancySeeder(() => t);
const mail = mailbox(
  () => smtp,
  () => t.app.get(OutboxSender),
);

/** The world: Nino shows her profile, Giorgi never opted in, Ana hides hers from Owner Labs. */
const people = {} as Record<'nino' | 'giorgi' | 'ana', SignedUp & { publicId: string }>;
const companies = {} as Record<'owner' | 'rival' | 'unverified', SignedUp & { id: number; vacancy: number }>;
const NINO = {
  name: 'Nino Directoryfinder',
  phone: '+995 599 11 22 33',
  linkedin: 'linkedin.com/in/nino-directoryfinder',
  github: 'https://github.com/nino-directoryfinder',
  portfolio: 'nino-directoryfinder.dev',
  cvName: 'nino-directoryfinder-cv.pdf',
};
let ids: { tech: number; city: number; otherCity: number; format: number; field: number; level: number };

const get = (who: SignedUp, path: string, query: object = {}, language = 'en') =>
  t.http.get(`/api/${path}`).query(query).set(bearer(who)).set('Accept-Language', language);
const post = (who: SignedUp, path: string, body: object = {}, language = 'en') =>
  t.http.post(`/api/${path}`).send(body).set(bearer(who)).set('Accept-Language', language);
const firstItem = async (type: DictionaryType, skip = 0): Promise<number> =>
  Number(
    (await t.db.query('SELECT id FROM dictionary_item WHERE type = $1 ORDER BY id OFFSET $2 LIMIT 1', [type, skip]))[0]
      .id,
  );

async function talent(name: string, visible: boolean, profile: object): Promise<SignedUp & { publicId: string }> {
  const who = await signUpTalent(t, { Name: name, Technologies: [String(ids.tech)] });
  dataOf(
    await post(who, 'Users/UpdateUserProfileInfo', {
      fullName: name,
      fieldId: ids.field,
      experienceId: ids.level,
      jobFunctionIds: [],
    }),
  );
  dataOf(await post(who, 'Users/UpdateTalentProfile', profile));
  const settings = dataOf(
    await post(who, 'Users/UpdateTalentDirectory', { visible, showSalary: true, experienceYears: 6 }),
  );
  return { ...who, publicId: settings.preview.talentId };
}

async function company(name: string, complete: boolean) {
  const who = await signUpCompany(t, name);
  const id = await companyIdOf(t, who.email);
  if (complete) await completeCompany(t, id);
  const vacancy = await seed.insertVacancy({
    companyId: id,
    title: `${name}: backend engineer`,
    titleGe: 'ბექენდ ინჟინერი',
  });
  return { ...who, id, vacancy };
}

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100', PUBLIC_URL: 'https://techboard.example' });
  await seed.loadDictionary();
  ids = {
    tech: await firstItem(DictionaryType.Technology),
    city: await firstItem(DictionaryType.City),
    otherCity: await firstItem(DictionaryType.City, 1),
    format: await firstItem(DictionaryType.WorkLocation),
    field: await firstItem(DictionaryType.Field),
    level: await firstItem(DictionaryType.Experience),
  };
  const profile = (city: number) => ({
    headline: 'Backend engineer, Go and PostgreSQL',
    headlineGe: 'ბექენდ ინჟინერი',
    summary: 'Payments and search for ten years.',
    desiredSalaryMin: 5000,
    desiredSalaryMax: 7000,
    desiredSalaryCurrency: 1,
    workLocationIds: [ids.format],
    cityIds: [city],
  });
  people.nino = await talent(NINO.name, true, {
    ...profile(ids.city),
    phone: NINO.phone,
    linkedinUrl: NINO.linkedin,
    githubUrl: NINO.github,
    portfolioUrl: NINO.portfolio,
  });
  people.giorgi = await talent('Giorgi Neveropted', false, profile(ids.city));
  people.ana = await talent('Ana Hidesfromowner', true, profile(ids.otherCity));
  await t.http.post('/api/Users/UploadCv').set(bearer(people.nino)).attach('CV', pdf('Nino'), NINO.cvName).expect(200);
  companies.owner = await company('Directory Owner Labs', true);
  companies.rival = await company('Directory Rival Labs', true);
  companies.unverified = await company('Directory Newcomer Labs', false);
  dataOf(await post(people.ana, 'Users/HideFromCompany', { companyId: companies.owner.id }));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The invitation mail from the company to the address (the talent's sign-up mails aside). */
async function invitationMail(email: string, companyName: string) {
  await mail.delivered([email]);
  const mails = mail.mailsTo(email).filter((received) => received.subject.includes(companyName));
  expect(mails).toHaveLength(1);
  return mails[0];
}

const found = async (who: SignedUp, query: object = {}) =>
  (dataOf(await get(who, 'Company/SearchTalents', query)).items as { talentId: string }[]).map((item) => item.talentId);

describe('the talent’s directory settings', () => {
  it('are off by default, and the preview is exactly the anonymous profile', async () => {
    const fresh = await signUpTalent(t, { Name: 'Tamar Freshaccount' });
    const settings = dataOf(await get(fresh, 'Users/GetTalentDirectory'));
    expect(settings).toMatchObject({ visible: false, showSalary: false, experienceYears: null, hiddenCompanies: [] });
    expect(settings.preview.talentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(settings.preview)).not.toContain('Tamar');
  });

  it('save visibility, the salary and the years, and the preview follows', async () => {
    const settings = dataOf(
      await post(people.nino, 'Users/UpdateTalentDirectory', { visible: true, showSalary: true, experienceYears: 6 }),
    );
    expect(settings.preview).toMatchObject({
      headline: 'Backend engineer, Go and PostgreSQL',
      experienceYears: 6,
      salary: { min: 5000, max: 7000, currency: 1 },
      cities: [{ id: ids.city, name: expect.any(String) }],
    });
    const georgian = dataOf(await get(people.nino, 'Users/GetTalentDirectory', {}, 'ka'));
    expect(georgian.preview.headline).toBe('ბექენდ ინჟინერი');
  });

  it.each([
    [{ showSalary: true }, 'visible'],
    [{ visible: 'maybe', showSalary: true }, 'visible'],
    [{ visible: true, showSalary: true, experienceYears: 61 }, 'experienceYears'],
    [{ visible: true, showSalary: true, experienceYears: 2.5 }, 'experienceYears'],
  ])('refuse %j with a message on %s, in the request’s language', async (body, field) => {
    const errors = errorsOf(await post(people.giorgi, 'Users/UpdateTalentDirectory', body, 'ka'), 400);
    expect(errors[field][0]).toMatch(GEORGIAN);
  });

  it('hide the profile from a company of the directory, and show it again', async () => {
    const hidden = dataOf(await post(people.giorgi, 'Users/HideFromCompany', { companyId: companies.rival.id }));
    expect(hidden.hiddenCompanies).toEqual([
      {
        id: companies.rival.id,
        name: 'Directory Rival Labs',
        transformedName: expect.any(String),
        logoUrl: expect.any(String),
      },
    ]);
    expect(
      dataOf(await post(people.giorgi, 'Users/UnhideFromCompany', { companyId: companies.rival.id })).hiddenCompanies,
    ).toEqual([]);
    expect(
      errorsOf(await post(people.giorgi, 'Users/HideFromCompany', { companyId: 99999999 }), 400).companyId,
    ).toHaveLength(1);
    expect(errorsOf(await post(people.giorgi, 'Users/HideFromCompany', {}), 400).companyId).toHaveLength(1);
  });

  it('move the profile’s “active” on a sign-in, not on a staff member’s view-as', async () => {
    const activeAt = async () =>
      new Date(dataOf(await get(people.giorgi, 'Users/GetTalentDirectory')).preview.activeAt).getTime();
    await t.db.query(`UPDATE talent_directory SET active_at = now() - interval '30 days' WHERE public_id = $1`, [
      people.giorgi.publicId,
    ]);
    const before = await activeAt();
    const staff = await signInStaff(t);
    await viewAsSessionOf(t, staff, await accountIdOf(t, people.giorgi.email));
    expect(await activeAt()).toBe(before);
    await signIn(t, people.giorgi.email);
    expect(await activeAt()).toBeGreaterThan(before + 29 * 24 * 3600_000);
  });

  it('are the talent’s only: a company may not call them', async () => {
    expect((await get(companies.owner, 'Users/GetTalentDirectory')).status).toBe(403);
    expect((await t.http.get('/api/Users/GetTalentDirectory')).status).toBe(401);
  });
});

describe('a company’s search', () => {
  it('finds the talents who opted in and did not hide from it, and no one else', async () => {
    const ownerSees = await found(companies.owner);
    expect(ownerSees).toContain(people.nino.publicId);
    expect(ownerSees).not.toContain(people.giorgi.publicId);
    expect(ownerSees).not.toContain(people.ana.publicId);
    expect(await found(companies.rival)).toEqual(expect.arrayContaining([people.nino.publicId, people.ana.publicId]));
  });

  it('filters by city, technology, years and salary, all at once', async () => {
    expect(await found(companies.rival, { cityIds: String(ids.otherCity) })).toEqual([people.ana.publicId]);
    expect(await found(companies.rival, { technologyIds: [ids.tech], minYears: 5, maxYears: 7 })).toEqual(
      expect.arrayContaining([people.nino.publicId, people.ana.publicId]),
    );
    expect(await found(companies.rival, { minYears: 7 })).toEqual([]);
    expect(await found(companies.rival, { salaryUpTo: 4000, currency: 1 })).toEqual([]);
    expect(await found(companies.rival, { salaryUpTo: 5000, currency: 1 })).toHaveLength(2);
  });

  it('does not find a talent by a salary the talent hides', async () => {
    await post(people.ana, 'Users/UpdateTalentDirectory', { visible: true, showSalary: false, experienceYears: 6 });
    expect(await found(companies.rival, { salaryUpTo: 9000, currency: 1 })).toEqual([people.nino.publicId]);
    const [ana] = dataOf(await get(companies.rival, 'Company/SearchTalents', { cityIds: ids.otherCity })).items;
    expect(ana.salary).toBeNull();
    await post(people.ana, 'Users/UpdateTalentDirectory', { visible: true, showSalary: true, experienceYears: 6 });
  });

  it.each([
    [{ salaryUpTo: 5000 }, 'currency'],
    [{ minYears: 8, maxYears: 2 }, 'maxYears'],
    [{ cityIds: 'abc' }, 'cityIds'],
    [{ pageSize: 51 }, 'pageSize'],
    [{ currency: 9 }, 'currency'],
  ])('refuses %j with a message on %s', async (query, field) => {
    const errors = errorsOf(await get(companies.owner, 'Company/SearchTalents', query, 'ka'), 400);
    expect(errors[field][0]).toMatch(GEORGIAN);
  });

  it('is for verified companies with a complete profile only, which the answer says', async () => {
    const errors = errorsOf(await get(companies.unverified, 'Company/SearchTalents', {}, 'ka'), 403);
    expect(errors._[0]).toMatch(GEORGIAN);
    expect(errorsOf(await get(companies.unverified, 'Company/SearchTalents'), 403)._[0]).toMatch(/verified/);
    expect((await get(people.nino, 'Company/SearchTalents')).status).toBe(403);
  });

  it('answers a guessed id, a talent who did not opt in and one who hid the profile alike', async () => {
    const answers = await Promise.all(
      [randomUUID(), people.giorgi.publicId, people.ana.publicId].map(async (talentId) => {
        const response = await get(companies.owner, 'Company/GetTalent', { talentId });
        return { status: response.status, errors: response.body.errors };
      }),
    );
    expect(answers[0].status).toBe(404);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(errorsOf(await get(companies.owner, 'Company/GetTalent', { talentId: '42' }), 400).talentId).toHaveLength(1);
  });

  it('hides the profile at once when the talent turns the directory off', async () => {
    await post(people.ana, 'Users/UpdateTalentDirectory', { visible: false, showSalary: true, experienceYears: 6 });
    expect(await found(companies.rival)).not.toContain(people.ana.publicId);
    expect((await get(companies.rival, 'Company/GetTalent', { talentId: people.ana.publicId })).status).toBe(404);
    await post(people.ana, 'Users/UpdateTalentDirectory', { visible: true, showSalary: true, experienceYears: 6 });
  });
});

describe('comparing the profiles with one of the company’s vacancies (issue 25)', () => {
  /** Two technologies, ordered as a vacancy card orders them: Nino knows `ids.tech` only. */
  let technologies: { id: number; key: string; name: string; nameGe: string }[];
  let compared: number;
  beforeAll(async () => {
    const rows: { id: number; key: string; name: string; name_ge: string | null }[] = await t.db.query(
      `SELECT id, key, name, name_ge FROM dictionary_item
        WHERE type = $1 AND (id = $2 OR id = (SELECT min(id) FROM dictionary_item WHERE type = $1 AND id > $2))
        ORDER BY order_index, name, id`,
      [DictionaryType.Technology, ids.tech],
    );
    technologies = rows.map((row) => ({
      id: Number(row.id),
      key: row.key,
      name: row.name,
      nameGe: row.name_ge || row.name,
    }));
    expect(technologies).toHaveLength(2);
    compared = await seed.insertVacancy({
      companyId: companies.owner.id,
      title: 'Directory Owner Labs: full-stack engineer',
      status: VacancyStatus.Draft,
      technologies: technologies.map((technology) => technology.key),
    });
  });
  const known = () => technologies.find((technology) => technology.id === ids.tech)!;
  const other = () => technologies.find((technology) => technology.id !== ids.tech)!;
  const ninoIn = (page: { items: { talentId: string; vacancyFit: unknown }[] }) =>
    page.items.find((item) => item.talentId === people.nino.publicId)!;

  it('says on each card and on the profile which of the vacancy’s technologies the talent has and lacks', async () => {
    const expected = {
      commonIds: [known().id],
      missingIds: [other().id],
      common: [{ id: known().id, name: known().name }],
      missing: [{ id: other().id, name: other().name }],
    };
    const page = dataOf(await get(companies.owner, 'Company/SearchTalents', { vacancyId: compared }));
    expect(ninoIn(page).vacancyFit).toEqual(expected);
    const profile = dataOf(
      await get(companies.owner, 'Company/GetTalent', { talentId: people.nino.publicId, vacancyId: compared }),
    );
    expect(profile.vacancyFit).toEqual(expected);
    const inGeorgian = dataOf(
      await get(companies.owner, 'Company/GetTalent', { talentId: people.nino.publicId, vacancyId: compared }, 'ka'),
    );
    expect(inGeorgian.vacancyFit.missing).toEqual([{ id: other().id, name: other().nameGe }]);
  });

  it('leaves the fit out (null) without a vacancy, and in the talent’s own preview', async () => {
    const page = dataOf(await get(companies.owner, 'Company/SearchTalents'));
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(item.vacancyFit).toBeNull();
    const profile = dataOf(await get(companies.owner, 'Company/GetTalent', { talentId: people.nino.publicId }));
    expect(profile.vacancyFit).toBeNull();
    expect(dataOf(await get(people.nino, 'Users/GetTalentDirectory')).preview.vacancyFit).toBeNull();
  });

  it('refuses another company’s vacancy or an unknown one (404) and a malformed id (400), with messages in both languages', async () => {
    const others = companies.rival.vacancy;
    for (const vacancyId of [others, 2_000_000_000]) {
      const search = errorsOf(await get(companies.owner, 'Company/SearchTalents', { vacancyId }), 404);
      expect(search._[0]).toMatch(/no such vacancy/);
      const talent = errorsOf(
        await get(companies.owner, 'Company/GetTalent', { talentId: people.nino.publicId, vacancyId }, 'ka'),
        404,
      );
      expect(talent._[0]).toMatch(GEORGIAN);
    }
    for (const vacancyId of ['abc', 0, 3_000_000_000]) {
      const errors = errorsOf(await get(companies.owner, 'Company/SearchTalents', { vacancyId }, 'ka'), 400);
      expect(errors.vacancyId[0]).toMatch(GEORGIAN);
    }
    expect(
      errorsOf(await get(companies.owner, 'Company/GetTalent', { talentId: people.nino.publicId, vacancyId: 'x' }), 400)
        .vacancyId,
    ).toEqual(['Choose one of your vacancies']);
  });
});

describe('invitations', () => {
  let invitationId: number;
  const invite = (who: SignedUp & { vacancy: number }, talentId: string, extra: object = {}, language = 'en') =>
    post(
      who,
      'Company/InviteTalent',
      { talentId, vacancyId: who.vacancy, message: 'We would like to talk.\nCall us.', ...extra },
      language,
    );

  it('reach the talent by mail, in the talent’s language, with a one-click “not interested” link', async () => {
    const sent = dataOf(await invite(companies.owner, people.nino.publicId));
    invitationId = sent.id;
    expect(sent).toMatchObject({
      status: InvitationStatus.Pending,
      talentId: people.nino.publicId,
      message: 'We would like to talk.\nCall us.',
    });
    const received = await invitationMail(people.nino.email, 'Directory Owner Labs');
    expect(received.subject).toContain('Directory Owner Labs');
    expect(received.text).toMatch(
      /Not interested: https:\/\/techboard\.example\/invitations\/notInterested\?token=\S+/,
    );
    const listed = dataOf(await get(people.nino, 'Users/GetTalentInvitations'));
    expect(listed.items[0]).toMatchObject({
      id: invitationId,
      status: InvitationStatus.Pending,
      company: { name: 'Directory Owner Labs' },
    });
  });

  it('allow one pending invitation per talent and company (409)', async () => {
    const errors = errorsOf(await invite(companies.owner, people.nino.publicId, {}, 'ka'), 409);
    expect(errors.talentId[0]).toMatch(GEORGIAN);
  });

  it.each([
    [{ message: '   ' }, 'message'],
    [{ message: 'x'.repeat(2001) }, 'message'],
    [{ vacancyId: 0 }, 'vacancyId'],
    [{ talentId: 'not-a-uuid' }, 'talentId'],
  ])('refuse %j with a message on %s', async (extra, field) => {
    const errors = errorsOf(await invite(companies.rival, people.ana.publicId, extra), 400);
    expect(errors[field]).toHaveLength(1);
  });

  it('name one of the company’s own open vacancies', async () => {
    const errors = errorsOf(
      await invite(companies.rival, people.ana.publicId, { vacancyId: companies.owner.vacancy }),
      400,
    );
    expect(errors.vacancyId).toHaveLength(1);
  });

  it('cannot reach a talent who hid the profile from the company', async () => {
    expect((await invite(companies.owner, people.ana.publicId)).status).toBe(404);
  });

  it('are at most 20 a day per company (429, with a message)', async () => {
    const [{ id: talentAccount }] = await t.db.query(
      'SELECT account_id AS id FROM talent_directory WHERE public_id = $1',
      [people.giorgi.publicId],
    );
    await t.db.query(
      `INSERT INTO talent_invitation (company_id, account_id, vacancy_id, message, status)
       SELECT $1, $2, $3, 'Seeded', ${InvitationStatus.Declined} FROM generate_series(1, 20)`,
      [companies.rival.id, talentAccount, companies.rival.vacancy],
    );
    const response = await invite(companies.rival, people.ana.publicId, {}, 'ka');
    expect(errorsOf(response, 429)._[0]).toMatch(GEORGIAN);
    await t.db.query(`DELETE FROM talent_invitation WHERE company_id = $1 AND message = 'Seeded'`, [
      companies.rival.id,
    ]);
  });

  it('show the company nothing that names the talent before acceptance', async () => {
    const answers = [
      await get(companies.owner, 'Company/SearchTalents'),
      await get(companies.owner, 'Company/GetTalent', { talentId: people.nino.publicId }),
      await get(companies.owner, 'Company/GetTalentInvitations'),
      await invite(companies.owner, people.nino.publicId),
    ];
    const [{ email }] = [{ email: people.nino.email }];
    for (const answer of answers) {
      const json = JSON.stringify(answer.body);
      for (const secret of [
        NINO.name,
        'Directoryfinder',
        email,
        NINO.phone,
        '599 11 22 33',
        'linkedin',
        'github',
        NINO.portfolio,
        NINO.cvName,
      ])
        expect(json).not.toContain(secret);
    }
    expect(dataOf(answers[1]).revealed).toBeNull();
  });

  it('when accepted, apply with the last CV (source “invitation”) and reveal the talent to that company only', async () => {
    const accepted = dataOf(await post(people.nino, 'Users/AcceptTalentInvitation', { invitationId }));
    expect(accepted).toMatchObject({ status: InvitationStatus.Accepted, applicationId: expect.any(Number) });
    const [application] = await t.db.query(
      'SELECT full_name, email, phone, cv_file_name, source FROM application WHERE id = $1',
      [accepted.applicationId],
    );
    expect(application).toEqual({
      full_name: NINO.name,
      email: people.nino.email,
      phone: NINO.phone,
      cv_file_name: NINO.cvName,
      source: ApplicationSource.Invitation,
    });
    const revealed = dataOf(
      await get(companies.owner, 'Company/GetTalent', { talentId: people.nino.publicId }),
    ).revealed;
    expect(revealed).toMatchObject({
      fullName: NINO.name,
      email: people.nino.email,
      applicationId: accepted.applicationId,
    });
    expect(
      dataOf(await get(companies.rival, 'Company/GetTalent', { talentId: people.nino.publicId })).revealed,
    ).toBeNull();
    const applicants = dataOf(
      await get(companies.owner, 'Vacancy/getVacancyApplicants', { vacancyId: companies.owner.vacancy }),
    );
    expect(JSON.stringify(applicants)).toContain(NINO.name);
    expect(
      errorsOf(await post(people.nino, 'Users/AcceptTalentInvitation', { invitationId }), 409).invitationId,
    ).toHaveLength(1);
  });

  it('stay revealed to the accepted company when the talent leaves the directory', async () => {
    await post(people.nino, 'Users/UpdateTalentDirectory', { visible: false, showSalary: true, experienceYears: 6 });
    expect(
      dataOf(await get(companies.owner, 'Company/GetTalent', { talentId: people.nino.publicId })).revealed,
    ).not.toBeNull();
    expect((await get(companies.rival, 'Company/GetTalent', { talentId: people.nino.publicId })).status).toBe(404);
    await post(people.nino, 'Users/UpdateTalentDirectory', { visible: true, showSalary: true, experienceYears: 6 });
  });

  it('cannot be accepted without a CV (400), nor by another talent (404)', async () => {
    const sent = dataOf(await invite(companies.rival, people.ana.publicId));
    expect(
      errorsOf(await post(people.nino, 'Users/AcceptTalentInvitation', { invitationId: sent.id }), 404)._,
    ).toHaveLength(1);
    expect(
      errorsOf(await post(people.ana, 'Users/AcceptTalentInvitation', { invitationId: sent.id }, 'ka'), 400)._[0],
    ).toMatch(GEORGIAN);
    const [{ status }] = await t.db.query('SELECT status FROM talent_invitation WHERE id = $1', [sent.id]);
    expect(status).toBe(InvitationStatus.Pending);
  });

  it('declined with a reason show the company only “declined”', async () => {
    const [pending] = dataOf(await get(people.ana, 'Users/GetTalentInvitations')).items;
    const declined = dataOf(
      await post(people.ana, 'Users/DeclineTalentInvitation', {
        invitationId: pending.id,
        reason: DeclineReason.Salary,
      }),
    );
    expect(declined).toMatchObject({ status: InvitationStatus.Declined, declineReason: DeclineReason.Salary });
    const [seen] = dataOf(
      await get(companies.rival, 'Company/GetTalentInvitations', { status: InvitationStatus.Declined }),
    ).items;
    expect(seen.status).toBe(InvitationStatus.Declined);
    expect(JSON.stringify(seen)).not.toContain('declineReason');
    expect(
      errorsOf(await post(people.ana, 'Users/DeclineTalentInvitation', { invitationId: pending.id, reason: 9 }), 400)
        .reason,
    ).toHaveLength(1);
  });

  it('are declined by the mail’s link without signing in, the mail in the talent’s language; a tampered link is refused', async () => {
    await mail.delivered([people.ana.email]);
    smtp.messages.length = 0;
    await t.db.query(`UPDATE account SET language = 'ka' WHERE email = $1`, [people.ana.email]);
    const sent = dataOf(await invite(companies.rival, people.ana.publicId));
    const received = await invitationMail(people.ana.email, 'Directory Rival Labs');
    expect(received.subject).toMatch(GEORGIAN);
    expect(received.text).toMatch(/არ მაინტერესებს: https:\/\/techboard\.example\/invitations\/notInterested\?token=/);
    await t.db.query(`UPDATE account SET language = 'en' WHERE email = $1`, [people.ana.email]);
    const token = /notInterested\?token=(\S+)/.exec(received.text)![1];
    const declined = dataOf(
      await t.http.post('/api/Users/DeclineTalentInvitationByToken').query({ token: decodeURIComponent(token) }),
    );
    expect(declined).toMatchObject({ id: sent.id, status: InvitationStatus.Declined, declineReason: null });
    const refused = await t.http
      .post('/api/Users/DeclineTalentInvitationByToken')
      .query({ token: `${decodeURIComponent(token)}x` });
    expect(errorsOf(refused, 400).token).toHaveLength(1);
  });

  const expiredInvitation = async () => {
    const sent = dataOf(await invite(companies.rival, people.ana.publicId));
    await t.db.query(`UPDATE talent_invitation SET expires_at = now() - interval '1 minute' WHERE id = $1`, [sent.id]);
    return sent.id as number;
  };
  const statusOf = async (id: number) =>
    Number((await t.db.query('SELECT status FROM talent_invitation WHERE id = $1', [id]))[0].status);

  it('expire after 14 days: they read as expired at once, and the scheduler marks them', async () => {
    const id = await expiredInvitation();
    expect(dataOf(await get(companies.rival, 'Company/GetTalentInvitations')).items[0]).toMatchObject({
      id,
      status: InvitationStatus.Expired,
    });
    expect(
      errorsOf(await post(people.ana, 'Users/DeclineTalentInvitation', { invitationId: id }), 409).invitationId,
    ).toHaveLength(1);
    expect(await t.app.get(InvitationExpiryJob).run()).toBe(1);
    expect(await statusOf(id)).toBe(InvitationStatus.Expired);
    expect(await t.app.get(InvitationExpiryJob).run()).toBe(0);
  });

  // Two processes share a database on PostgreSQL only (PGlite lives inside one process).
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('expire exactly once when two processes run the scheduler at the same moment', async () => {
    const id = await expiredInvitation();
    const second = await startTestApp(t.sameDatabase);
    try {
      const counts = await Promise.all([
        t.app.get(InvitationExpiryJob).run(),
        second.app.get(InvitationExpiryJob).run(),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      await second.close();
    }
    expect(await statusOf(id)).toBe(InvitationStatus.Expired);
  });

  it('may be read but not sent in a staff member’s view-as session of the company', async () => {
    const staff = await signInStaff(t);
    const viewAs = await viewAsSessionOf(t, staff, await accountIdOf(t, companies.owner.email));
    const asCompany = { ...companies.owner, token: viewAs.token };
    expect(dataOf(await get(asCompany, 'Company/GetTalentInvitations')).totalCount).toBeGreaterThan(0);
    expect(await found(asCompany)).toContain(people.nino.publicId);
    expect(errorsOf(await invite(asCompany, people.nino.publicId), 403)._).toHaveLength(1);
  });

  it('stop when staff suspend the company’s right to invite, which is audited', async () => {
    const staff = await signInStaff(t);
    dataOf(
      await post(staff, 'Admin/SetCompanyInvitationsSuspended', {
        companyId: companies.rival.id,
        suspended: true,
        reason: 'Spam',
      }),
    );
    expect(errorsOf(await invite(companies.rival, people.ana.publicId, {}, 'ka'), 403)._[0]).toMatch(GEORGIAN);
    const [audit] = await t.db.query(`SELECT action, target_id FROM audit_log WHERE action = 'invitations.suspended'`);
    expect(Number(audit.target_id)).toBe(companies.rival.id);
    dataOf(
      await post(staff, 'Admin/SetCompanyInvitationsSuspended', { companyId: companies.rival.id, suspended: false }),
    );
    expect(
      (
        await post(companies.rival, 'Admin/SetCompanyInvitationsSuspended', {
          companyId: companies.rival.id,
          suspended: false,
        })
      ).status,
    ).toBe(403);
    expect(
      errorsOf(await post(staff, 'Admin/SetCompanyInvitationsSuspended', { companyId: companies.rival.id }), 400)
        .suspended,
    ).toHaveLength(1);
  });
});
