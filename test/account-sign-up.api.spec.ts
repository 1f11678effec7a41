import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import {
  bearer,
  PASSWORD,
  pngImage,
  signUpCompany,
  signUpTalent,
  technologyIds,
  uniqueEmail,
} from './support/accounts.js';
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

function userForm(fields: Record<string, string | string[] | undefined>) {
  const request = t.http.post('/api/Account/CreateUserAccount');
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) for (const item of [value].flat()) request.field(key, item);
  }
  return request;
}

async function validUser(overrides: Record<string, string | string[] | undefined> = {}) {
  return {
    Name: 'Giorgi Kapanadze',
    Email: uniqueEmail(),
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    AcceptTerms: 'true',
    Technologies: (await technologyIds(t, 3)).map(String),
    ...overrides,
  };
}

describe('GET /api/Account/CheckUserExist', () => {
  it('answers exists:false for a free e-mail and 409 on the e-mail field for a taken one', async () => {
    const free = uniqueEmail();
    expect(dataOf(await t.http.get('/api/Account/CheckUserExist').query({ Email: free }))).toEqual({ exists: false });
    const { email } = await signUpTalent(t);
    const errors = errorsOf(await t.http.get('/api/Account/CheckUserExist').query({ Email: email.toUpperCase() }), 409);
    expect(errors.email).toEqual(['An account with this e-mail already exists']);
  });

  it('refuses a malformed or missing e-mail with the spec messages, in Georgian too', async () => {
    expect(errorsOf(await t.http.get('/api/Account/CheckUserExist').query({ Email: 'nope' }), 400).email).toEqual([
      'Invalid email format',
    ]);
    expect(errorsOf(await t.http.get('/api/Account/CheckUserExist'), 400).email).toEqual([
      'The Email field is required',
    ]);
    const ka = errorsOf(
      await t.http.get('/api/Account/CheckUserExist').set('Accept-Language', 'ka').query({ Email: 'nope' }),
      400,
    );
    expect(ka.email[0]).toMatch(GEORGIAN);
  });
});

describe('POST /api/Account/CreateUserAccount', () => {
  it('creates the talent with field, experience, technologies, job functions and photo, signs them in and mails a verification link', async () => {
    const [field] = await t.db.query('SELECT id FROM dictionary_item WHERE type = 1 LIMIT 1');
    const [experience] = await t.db.query('SELECT id FROM dictionary_item WHERE type = 5 LIMIT 1');
    const jobFunctions = await t.db.query(
      'SELECT id FROM dictionary_item WHERE type = 6 AND parent_id IS NOT NULL LIMIT 2',
    );
    const form = await validUser({
      Field: String(field.id),
      Experience: String(experience.id),
      JobFunctions: jobFunctions.map((j: { id: number }) => String(j.id)),
    });
    const response = await userForm(form)
      .set('Accept-Language', 'ka')
      .attach('ProfileImage', await pngImage(), 'me.png');
    const { token } = dataOf(response);
    expect(typeof token).toBe('string');
    const cookie = [response.headers['set-cookie']].flat().find((c: string) => c.startsWith('refreshToken='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/Account/);

    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer({ token })));
    expect(info).toMatchObject({
      fullName: 'Giorgi Kapanadze',
      email: form.Email,
      userType: 1,
      isEmailVerified: false,
      isAdmin: false,
      viewAs: false,
      hasPassword: true,
      language: 'ka',
      field: { id: field.id },
      experience: { id: experience.id },
      transformedName: null,
      cvUrl: null,
      cvFileName: null,
    });
    expect(info.technologies).toHaveLength(3);
    expect(info.jobFunctions).toHaveLength(2);
    expect(info.profileImageUrl).toMatch(/^\/api\/Files\/Images\//);
    expect((await t.http.get(info.smallProfileImageUrl)).headers['content-type']).toBe('image/webp');

    const [stored] = await t.db.query('SELECT password_hash FROM account WHERE email = $1', [form.Email]);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const mail = await smtp.waitFor((m) => m.to.includes(form.Email.toLowerCase()));
    expect(mail.subject).toMatch(GEORGIAN);
    expect(mail.text).toMatch(/\/verifyEmail\?verificationId=/);
  });

  it('answers each validation rule of spec point 5 with its message on its field', async () => {
    const cases: [Record<string, string | string[] | undefined>, string, string][] = [
      [{ Name: 'Nino' }, 'name', 'Input full name in GE or EN language: at least two words, letters only'],
      [{ Name: 'Ab' }, 'name', 'The full name must be 4 to 50 characters long'],
      [{ Name: 'Nino ბერიძე' }, 'name', 'Input full name in GE or EN language: at least two words, letters only'],
      [{ Name: 'Nino B3ridze' }, 'name', 'Input full name in GE or EN language: at least two words, letters only'],
      [{ Email: 'not-an-email' }, 'email', 'Invalid email format'],
      [{ Email: '"quoted"@example.com' }, 'email', 'Invalid email format'],
      [{ Email: undefined }, 'email', 'The Email field is required'],
      [{ Password: 'short1!A', ConfirmPassword: 'short1!A' }, 'password', ''],
      [
        { Password: 'alllowercase1!', ConfirmPassword: 'alllowercase1!' },
        'password',
        'The password must be 8 to 128 characters long and contain at least one lower case letter, one upper case letter, one digit and one special character',
      ],
      [
        { Password: 'NoSpecial123', ConfirmPassword: 'NoSpecial123' },
        'password',
        'The password must be 8 to 128 characters long and contain at least one lower case letter, one upper case letter, one digit and one special character',
      ],
      [
        { Password: `Waytoolong#1${'x'.repeat(117)}`, ConfirmPassword: `Waytoolong#1${'x'.repeat(117)}` },
        'password',
        'The password must be 8 to 128 characters long and contain at least one lower case letter, one upper case letter, one digit and one special character',
      ],
      [{ ConfirmPassword: 'Other#1234' }, 'confirmPassword', 'The passwords do not match: repeat the password'],
      [{ Technologies: undefined }, 'technologies', 'Pick at least one technology'],
      [{ Technologies: ['999999'] }, 'technologies', 'Choose a value from the list'],
      [{ Field: 'abc' }, 'field', ''],
    ];
    for (const [override, field, message] of cases) {
      const response = await userForm(await validUser(override));
      if (field === 'password' && message === '') {
        expect(response.status).toBe(200); // 'short1!A' is exactly 8 characters: allowed
        continue;
      }
      const errors = errorsOf(response, 400);
      expect(Object.keys(errors)).toEqual([field]);
      if (message) expect(errors[field]).toEqual([message]);
    }
  });

  it('refuses a taken e-mail (any letter case) with 409 and stores nothing new', async () => {
    const { email } = await signUpTalent(t);
    const [{ count: before }] = await t.db.query('SELECT count(*)::int AS count FROM account');
    const errors = errorsOf(await userForm(await validUser({ Email: email.toUpperCase() })), 409);
    expect(errors.email).toEqual(['An account with this e-mail already exists']);
    const [{ count: after }] = await t.db.query('SELECT count(*)::int AS count FROM account');
    expect(after).toBe(before);
  });

  it('refuses an address whose local part or domain mixes alphabets (a look-alike), in both languages, and stores nothing', async () => {
    const [{ count: before }] = await t.db.query('SELECT count(*)::int AS count FROM account');
    const lookAlike = `nаno.${Date.now()}@example.ge`; // a Cyrillic а among Latin letters
    const errors = errorsOf(await userForm(await validUser({ Email: lookAlike })), 400);
    expect(errors.email).toEqual([
      'The e-mail address mixes letters of different alphabets, such as a Cyrillic "а" among Latin letters. Please type it in one alphabet.',
    ]);
    const ka = errorsOf(
      await userForm(await validUser({ Email: `nino.${Date.now()}@exаmple.ge` })).set('Accept-Language', 'ka'),
      400,
    );
    expect(ka.email![0]).toMatch(/ანბანის/);
    const company = t.http
      .post('/api/Account/CreateCompanyAccount')
      .field('Name', 'Look Alike')
      .field('Email', lookAlike)
      .field('Password', PASSWORD)
      .field('ConfirmPassword', PASSWORD)
      .field('AcceptTerms', 'true')
      .attach('ProfileImage', await pngImage(), 'logo.png');
    expect(errorsOf(await company, 400).email).toHaveLength(1);
    expect(
      errorsOf(await t.http.get('/api/Account/CheckUserExist').query({ Email: lookAlike }), 400).email,
    ).toHaveLength(1);
    const [{ count: after }] = await t.db.query('SELECT count(*)::int AS count FROM account');
    expect(after).toBe(before);
  });

  it('refuses a photo that is not an image (415) or too large (413) and creates no account', async () => {
    const form = await validUser();
    const wrong = await userForm(form).attach('ProfileImage', Buffer.from('%PDF-1.4 not an image'), 'photo.png');
    expect(errorsOf(wrong, 415).profileImage).toEqual(['The file format is not valid']);
    const huge = await userForm(form).attach('ProfileImage', Buffer.alloc(10_000 * 1024 + 1, 1), 'photo.jpg');
    expect(errorsOf(huge, 413).profileImage).toEqual(['The file is too large to upload']);
    expect(await t.db.query('SELECT 1 FROM account WHERE email = $1', [form.Email])).toHaveLength(0);
  });

  it('is refused to someone already signed in, in both languages, and stores nothing (issue 22)', async () => {
    const talent = await signUpTalent(t);
    const form = await validUser();
    expect(errorsOf(await userForm(form).set(bearer(talent)), 403)._).toEqual([
      'You are already signed in. Sign out first to use another account',
    ]);
    expect(errorsOf(await userForm(form).set(bearer(talent)).set('Accept-Language', 'ka'), 403)._[0]).toMatch(GEORGIAN);
    expect(await t.db.query('SELECT 1 FROM account WHERE email = $1', [form.Email])).toHaveLength(0);
    expect((await userForm(form)).status).toBe(200);
  });

  it('requires the consent to the terms of use and the privacy policy, and stores when and which versions (issue 22)', async () => {
    for (const acceptTerms of [undefined, 'false', 'yes']) {
      const form = await validUser({ AcceptTerms: acceptTerms });
      expect(errorsOf(await userForm(form), 400).acceptTerms).toEqual([
        'Agree to the terms of use and the privacy policy to sign up',
      ]);
      expect(await t.db.query('SELECT 1 FROM account WHERE email = $1', [form.Email])).toHaveLength(0);
    }
    expect(
      errorsOf(await userForm(await validUser({ AcceptTerms: undefined })).set('Accept-Language', 'ka'), 400)
        .acceptTerms[0],
    ).toMatch(GEORGIAN);

    const [terms] = await t.db.query('SELECT updated_at FROM static_page WHERE type = 2');
    const [privacy] = await t.db.query('SELECT updated_at FROM static_page WHERE type = 1');
    const form = await validUser();
    const before = Date.now();
    expect((await userForm(form)).status).toBe(200);
    const [account] = await t.db.query(
      'SELECT terms_accepted_at, terms_of_use_version, privacy_policy_version FROM account WHERE email = $1',
      [form.Email],
    );
    expect(new Date(account.terms_accepted_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(account.terms_of_use_version && new Date(account.terms_of_use_version).toISOString()).toBe(
      terms && new Date(terms.updated_at).toISOString(),
    );
    expect(account.privacy_policy_version && new Date(account.privacy_policy_version).toISOString()).toBe(
      privacy && new Date(privacy.updated_at).toISOString(),
    );
  });

  it('takes a long passphrase from a password manager (64 and 128 characters), and the same signs in (issue 22)', async () => {
    for (const length of [64, 128]) {
      const password = `Aa1#${'correct horse battery staple '.repeat(5)}`.slice(0, length);
      const form = await validUser({ Password: password, ConfirmPassword: password });
      expect((await userForm(form)).status).toBe(200);
      const signIn = await t.http.post('/api/Account/SignIn').send({ email: form.Email, password });
      expect(dataOf(signIn).token).toEqual(expect.any(String));
    }
  });
});

describe('POST /api/Account/CreateCompanyAccount', () => {
  it('creates the company account and its profile with a URL name and logo', async () => {
    const first = await signUpCompany(t, 'Kartuli Soft');
    const second = await signUpCompany(t, 'Kartuli Soft');
    const one = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(first)));
    const two = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(second)));
    expect(one).toMatchObject({ userType: 2, fullName: 'Kartuli Soft', transformedName: 'kartuli-soft' });
    expect(two.transformedName).toBe('kartuli-soft-2');
    expect(one.profileImageUrl).toMatch(/^\/api\/Files\/Images\//);
    const [company] = await t.db.query('SELECT name, account_id, small_profile_image_url FROM company WHERE id = $1', [
      one.companyId,
    ]);
    expect(company).toMatchObject({ name: 'Kartuli Soft', account_id: one.id });
    expect(company.small_profile_image_url).toMatch(/small/);
  });

  it('requires the consent, stores it, and is refused to someone signed in (issue 22)', async () => {
    const form = (email: string) =>
      t.http
        .post('/api/Account/CreateCompanyAccount')
        .field('Name', 'Consent Labs')
        .field('Email', email)
        .field('Password', PASSWORD)
        .field('ConfirmPassword', PASSWORD);
    const email = uniqueEmail('company');
    expect(errorsOf(await form(email).attach('ProfileImage', await pngImage(), 'logo.png'), 400).acceptTerms).toEqual([
      'Agree to the terms of use and the privacy policy to sign up',
    ]);
    const talent = await signUpTalent(t);
    const refused = await form(email)
      .field('AcceptTerms', 'true')
      .attach('ProfileImage', await pngImage(), 'logo.png')
      .set(bearer(talent));
    expect(errorsOf(refused, 403)._).toEqual(['You are already signed in. Sign out first to use another account']);
    expect(
      (
        await form(email)
          .field('AcceptTerms', 'true')
          .attach('ProfileImage', await pngImage(), 'logo.png')
      ).status,
    ).toBe(200);
    const [account] = await t.db.query('SELECT terms_accepted_at FROM account WHERE email = $1', [email]);
    expect(account.terms_accepted_at).not.toBeNull();
  });

  it('requires the logo and the company-name rules, in both languages', async () => {
    const base = () =>
      t.http
        .post('/api/Account/CreateCompanyAccount')
        .field('Email', uniqueEmail('company'))
        .field('Password', PASSWORD)
        .field('ConfirmPassword', PASSWORD)
        .field('AcceptTerms', 'true');
    expect(errorsOf(await base().field('Name', 'Acme'), 400).profileImage).toEqual(['Please upload the photo!']);
    const logo = await pngImage();
    const cases: [string, string][] = [
      ['A', 'The company name must be 2 to 50 characters long'],
      ['ქართული სოფტი', 'Enter the company name in English'],
      ['Acme <script>', 'The company name is not in the correct format'],
      ['   ', 'The company name is required'],
      ['x'.repeat(51), 'The company name must be 2 to 50 characters long'],
    ];
    for (const [name, message] of cases) {
      expect(errorsOf(await base().field('Name', name).attach('ProfileImage', logo, 'logo.png'), 400).name).toEqual([
        message,
      ]);
    }
    const ka = errorsOf(
      await base().set('Accept-Language', 'ka').field('Name', 'ქართული').attach('ProfileImage', logo, 'logo.png'),
      400,
    );
    expect(ka.name[0]).toMatch(GEORGIAN);
  });
});
