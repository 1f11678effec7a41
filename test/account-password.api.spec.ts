import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { bearer, PASSWORD, pngImage, signIn, signUpCompany, signUpTalent } from './support/accounts.js';
import { startSmtpListener, type SmtpListener } from './support/smtp-listener.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let smtp: SmtpListener;

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '100' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The link in the latest mail to the address whose text matches. */
async function linkInMail(email: string, pattern: RegExp): Promise<URL> {
  const mail = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && pattern.test(m.text));
  const match = mail.text.match(new RegExp(`https?://\\S*${pattern.source}\\S*`));
  if (!match) throw new Error(`no link in ${mail.text}`);
  return new URL(match[0]);
}

describe('password recovery', () => {
  it('gives the same answer for a known and an unknown e-mail, and mails only the known one', async () => {
    const { email } = await signUpTalent(t);
    const known = dataOf(await t.http.post('/api/Account/SendPasswordRecoveryLink').send({ email }));
    const unknown = dataOf(
      await t.http.post('/api/Account/SendPasswordRecoveryLink').send({ email: 'ghost@example.com' }),
    );
    expect(known).toBe(unknown);
    expect(known).toBe('If an account exists for this e-mail, we have sent a link to reset the password.');
    await linkInMail(email, /\/passwordRecovery\/newPassword/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('sets the new password from the link once, ends old sessions, and refuses a reused or wrong link', async () => {
    const talent = await signUpTalent(t);
    dataOf(
      await t.http
        .post('/api/Account/SendPasswordRecoveryLink')
        .set('Accept-Language', 'ka')
        .send({ email: talent.email }),
    );
    const link = await linkInMail(talent.email, /\/passwordRecovery\/newPassword/);
    const token = link.searchParams.get('token');
    const body = { email: talent.email, token, newPassword: 'Brand#New99', confirmPassword: 'Brand#New99' };

    expect(
      errorsOf(
        await t.http.post('/api/Account/RecoverUserPassword').send({ ...body, confirmPassword: 'Other#New99' }),
        400,
      ).confirmPassword,
    ).toBeDefined();
    expect(
      errorsOf(
        await t.http
          .post('/api/Account/RecoverUserPassword')
          .send({ ...body, newPassword: 'weak', confirmPassword: 'weak' }),
        400,
      ).newPassword,
    ).toBeDefined();
    expect(
      errorsOf(await t.http.post('/api/Account/RecoverUserPassword').send({ ...body, token: 'forged' }), 400)._,
    ).toEqual(['Incorrect Link']);

    expect(dataOf(await t.http.post('/api/Account/RecoverUserPassword').send(body))).toBe('Updated Successfully');
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)), 401);
    errorsOf(await t.http.post('/api/Account/SignIn').send({ email: talent.email, password: PASSWORD }), 401);
    await signIn(t, talent.email, 'Brand#New99');
    expect(errorsOf(await t.http.post('/api/Account/RecoverUserPassword').send(body), 400)._).toEqual([
      'Incorrect Link',
    ]);
    const ka = errorsOf(
      await t.http.post('/api/Account/RecoverUserPassword').set('Accept-Language', 'ka').send(body),
      400,
    );
    expect(ka._[0]).toMatch(GEORGIAN);
  });

  it('refuses a link issued for another e-mail', async () => {
    const one = await signUpTalent(t);
    const other = await signUpTalent(t);
    dataOf(await t.http.post('/api/Account/SendPasswordRecoveryLink').send({ email: one.email }));
    const token = (await linkInMail(one.email, /\/passwordRecovery\/newPassword/)).searchParams.get('token');
    const body = { email: other.email, token, newPassword: 'Brand#New99', confirmPassword: 'Brand#New99' };
    expect(errorsOf(await t.http.post('/api/Account/RecoverUserPassword').send(body), 400)._).toEqual([
      'Incorrect Link',
    ]);
  });
});

describe('POST /api/Account/PasswordChange', () => {
  it('needs the current password, answers a fresh token and ends the other sessions', async () => {
    const talent = await signUpTalent(t);
    const otherDevice = await signIn(t, talent.email);
    const body = { oldPassword: 'Wrong#1234', newPassword: 'Changed#456', confirmPassword: 'Changed#456' };
    expect(
      errorsOf(await t.http.post('/api/Account/PasswordChange').set(bearer(talent)).send(body), 400).oldPassword,
    ).toEqual(['The current password is incorrect']);
    expect(
      errorsOf(
        await t.http
          .post('/api/Account/PasswordChange')
          .set(bearer(talent))
          .send({ ...body, oldPassword: PASSWORD, confirmPassword: 'x' }),
        400,
      ).confirmPassword,
    ).toEqual(['The passwords do not match: repeat the password']);
    const { token } = dataOf(
      await t.http
        .post('/api/Account/PasswordChange')
        .set(bearer(talent))
        .send({ ...body, oldPassword: PASSWORD }),
    );
    dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer({ token })));
    errorsOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(otherDevice)), 401);
    errorsOf(
      await t.http
        .post('/api/Account/RefreshToken')
        .set('Cookie', otherDevice.refreshCookie)
        .send({ Token: otherDevice.token }),
      401,
    );
    await signIn(t, talent.email, 'Changed#456');
  });

  it('is refused to visitors', async () => {
    errorsOf(
      await t.http
        .post('/api/Account/PasswordChange')
        .send({ oldPassword: PASSWORD, newPassword: 'Changed#456', confirmPassword: 'Changed#456' }),
      401,
    );
  });
});

describe('e-mail verification', () => {
  it('verifies from the mailed link once, then sends the welcome mail; the link cannot be reused or bent to another address', async () => {
    const talent = await signUpTalent(t);
    const link = await linkInMail(talent.email, /\/verifyEmail/);
    const verificationId = link.searchParams.get('verificationId');
    expect(link.searchParams.get('email')).toBe(talent.email);

    expect(
      errorsOf(
        await t.http.post('/api/Account/VerifyUserEmail').send({ verificationId, email: 'other@example.com' }),
        400,
      )._,
    ).toEqual(['Account verification failed']);
    const fresh = await signUpTalent(t);
    const freshLink = await linkInMail(fresh.email, /\/verifyEmail/);
    expect(
      dataOf(
        await t.http
          .post('/api/Account/VerifyUserEmail')
          .send({ verificationId: freshLink.searchParams.get('verificationId'), email: fresh.email }),
      ),
    ).toBe('Your account was verified successfully!');
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(fresh))).isEmailVerified).toBe(true);
    const welcome = await smtp.waitFor((m) => m.to.includes(fresh.email.toLowerCase()) && /userPanel/.test(m.text));
    expect(welcome.subject).toMatch(/welcome/i);
    expect(
      errorsOf(
        await t.http
          .post('/api/Account/VerifyUserEmail')
          .send({ verificationId: freshLink.searchParams.get('verificationId'), email: fresh.email }),
        400,
      )._,
    ).toEqual(['Account verification failed']);
    expect(
      errorsOf(await t.http.post('/api/Account/VerifyUserEmail').send({ email: fresh.email }), 400).verificationId,
    ).toEqual(['Account verification failed']);
  });

  it('resends a new link (the old one stops working) and says so when already verified', async () => {
    const talent = await signUpTalent(t);
    const first = await linkInMail(talent.email, /\/verifyEmail/);
    expect(dataOf(await t.http.post('/api/Account/ReSendVerifyUserEmail').set(bearer(talent)))).toBe(
      'Email sent successfully',
    );
    await smtp.waitFor(
      (m) =>
        m.to.includes(talent.email.toLowerCase()) &&
        m.text.includes('verifyEmail') &&
        !m.text.includes(first.searchParams.get('verificationId')!),
    );
    errorsOf(
      await t.http
        .post('/api/Account/VerifyUserEmail')
        .send({ verificationId: first.searchParams.get('verificationId'), email: talent.email }),
      400,
    );
    await t.db.query('UPDATE account SET is_email_verified = true WHERE email = $1', [talent.email]);
    expect(errorsOf(await t.http.post('/api/Account/ReSendVerifyUserEmail').set(bearer(talent)), 409)._).toEqual([
      'Your e-mail is already verified',
    ]);
    errorsOf(await t.http.post('/api/Account/ReSendVerifyUserEmail'), 401);
  });
});

describe('profile and cover images', () => {
  it('replaces the talent photo and removes the old files', async () => {
    const talent = await signUpTalent(t);
    const first = dataOf(
      await t.http
        .post('/api/Account/UpdateProfileImage')
        .set(bearer(talent))
        .attach('ProfileImage', await pngImage(), 'a.png'),
    );
    expect((await t.http.get(first.profileImageUrl)).status).toBe(200);
    const second = dataOf(
      await t.http
        .post('/api/Account/UpdateProfileImage')
        .set(bearer(talent))
        .attach('ProfileImage', await pngImage(80, 80), 'b.png'),
    );
    expect(second.profileImageUrl).not.toBe(first.profileImageUrl);
    expect((await t.http.get(first.profileImageUrl)).status).toBe(404);
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent))).smallProfileImageUrl).toBe(
      second.smallProfileImageUrl,
    );
    expect(
      errorsOf(await t.http.post('/api/Account/UpdateProfileImage').set(bearer(talent)), 400).profileImage,
    ).toEqual(['Please choose an image to upload']);
    errorsOf(
      await t.http.post('/api/Account/UpdateProfileImage').attach('ProfileImage', await pngImage(), 'a.png'),
      401,
    );
  });

  it("updates a company's logo and cover; a talent may not set a cover", async () => {
    const company = await signUpCompany(t);
    const logo = dataOf(
      await t.http
        .post('/api/Account/UpdateProfileImage')
        .set(bearer(company))
        .attach('ProfileImage', await pngImage(), 'logo.png'),
    );
    const cover = dataOf(
      await t.http
        .post('/api/Account/updateCoverImage')
        .set(bearer(company))
        .attach('CoverImage', await pngImage(1600, 600), 'cover.png'),
    );
    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(company)));
    expect(info).toMatchObject({ profileImageUrl: logo.profileImageUrl, coverImageUrl: cover.coverImageUrl });
    const talent = await signUpTalent(t);
    errorsOf(
      await t.http
        .post('/api/Account/updateCoverImage')
        .set(bearer(talent))
        .attach('CoverImage', await pngImage(), 'c.png'),
      403,
    );
    expect(
      errorsOf(
        await t.http
          .post('/api/Account/updateCoverImage')
          .set(bearer(company))
          .attach('CoverImage', Buffer.from('GIF89a....'), 'c.png'),
        415,
      ).coverImage,
    ).toEqual(['The file format is not valid']);
  });

  it('takes the cover under the names the specification gives (ProfileImage, cover) too, and no other (issue 22)', async () => {
    const company = await signUpCompany(t);
    for (const field of ['ProfileImage', 'cover', 'COVER']) {
      const cover = dataOf(
        await t.http
          .post('/api/Account/updateCoverImage')
          .set(bearer(company))
          .attach(field, await pngImage(1600, 600), 'cover.png'),
      );
      expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(company))).coverImageUrl).toBe(
        cover.coverImageUrl,
      );
    }
    const wrong = await t.http
      .post('/api/Account/updateCoverImage')
      .set(bearer(company))
      .attach('Photo', await pngImage(1600, 600), 'cover.png');
    expect(errorsOf(wrong, 400).Photo).toEqual([expect.any(String)]);
  });
});

describe('POST /api/Account/DeleteCompanyOrTalent', () => {
  it('needs the password, then deletes the talent with their links, sessions and photo', async () => {
    const talent = await signUpTalent(t);
    const photo = dataOf(
      await t.http
        .post('/api/Account/UpdateProfileImage')
        .set(bearer(talent))
        .attach('ProfileImage', await pngImage(), 'a.png'),
    );
    expect(
      errorsOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(talent)).send({}), 400).password,
    ).toEqual(['Enter your password to delete the account']);
    expect(
      errorsOf(
        await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(talent)).send({ password: 'Wrong#1234' }),
        400,
      ).password,
    ).toEqual(['The password is incorrect']);
    const [{ id }] = await t.db.query('SELECT id FROM account WHERE email = $1', [talent.email]);
    expect(
      dataOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(talent)).send({ password: PASSWORD })),
    ).toBe(true);
    for (const table of ['account', 'account_technology', 'refresh_token', 'one_time_token']) {
      const column = table === 'account' ? 'id' : 'account_id';
      expect(await t.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [id])).toHaveLength(0);
    }
    expect((await t.http.get(photo.profileImageUrl)).status).toBe(404);
    errorsOf(await t.http.post('/api/Account/SignIn').send({ email: talent.email, password: PASSWORD }), 401);
  });

  it('deletes a company with its profile and vacancies', async () => {
    const company = await signUpCompany(t, 'Gone Soon');
    const { companyId } = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(company)));
    await t.db.query(
      `INSERT INTO vacancy (company_id, title, title_ge, status, deadline, published_at)
       VALUES ($1, 'Dev', 'დეველოპერი', 1, now() + interval '30 days', now())`,
      [companyId],
    );
    expect(await t.db.query('SELECT 1 FROM vacancy WHERE company_id = $1', [companyId])).toHaveLength(1);
    dataOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(company)).send({ password: PASSWORD }));
    expect(await t.db.query('SELECT 1 FROM company WHERE id = $1', [companyId])).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM vacancy WHERE company_id = $1', [companyId])).toHaveLength(0);
  });

  it('is refused to visitors', async () => {
    errorsOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').send({ password: PASSWORD }), 401);
  });
});
