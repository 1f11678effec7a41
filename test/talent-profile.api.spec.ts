import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { bearer, PASSWORD, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Item {
  id: number;
  name: string;
  name_ge: string;
}

const itemsOf = (type: number, count: number): Promise<Item[]> =>
  t.db.query('SELECT id, name, name_ge FROM dictionary_item WHERE type = $1 ORDER BY order_index, id LIMIT $2', [
    type,
    count,
  ]);
const both = (item: Item) => ({ id: item.id, name: item.name, nameGE: item.name_ge });

const save = (who: { token: string }, body: object, language = 'en') =>
  t.http.post('/api/Users/UpdateTalentProfile').set(bearer(who)).set('Accept-Language', language).send(body);
const talentProfileOf = async (who: { token: string }) =>
  dataOf(await t.http.get('/api/Users/GetUserProfileInfo').set(bearer(who))).talentProfile;
const storedRow = async (email: string) =>
  (
    await t.db.query('SELECT p.* FROM talent_profile p JOIN account a ON a.id = p.account_id WHERE a.email = $1', [
      email,
    ])
  )[0];

async function fullBody() {
  const [formats, cities] = await Promise.all([itemsOf(7, 2), itemsOf(2, 2)]);
  return {
    formats,
    cities,
    body: {
      headline: '  Senior   backend engineer ',
      headlineGe: 'უფროსი ბექენდ ინჟინერი',
      summary: 'Ten years of Go and PostgreSQL.\r\nPayments, search.',
      summaryGe: 'ათი წელი Go-სა და PostgreSQL-ში.',
      linkedinUrl: 'www.linkedin.com/in/nino-beridze',
      githubUrl: 'https://github.com/nino',
      portfolioUrl: 'nino.dev',
      phone: ' +995 599 12 34 56 ',
      desiredSalaryMin: 6000,
      desiredSalaryMax: '8000',
      desiredSalaryCurrency: 1,
      workLocationIds: [formats[1].id, formats[0].id, formats[1].id],
      cityIds: [cities[0].id],
      openToOffers: true,
    },
  };
}

describe('POST Users/UpdateTalentProfile (issue 22)', () => {
  it('saves the whole profile, normalised, and GetUserProfileInfo and GetUserInfo answer it to its owner', async () => {
    const talent = await signUpTalent(t);
    const { formats, cities, body } = await fullBody();
    const answered = dataOf(await save(talent, body));
    const expected = {
      headline: 'Senior backend engineer',
      headlineGe: 'უფროსი ბექენდ ინჟინერი',
      summary: 'Ten years of Go and PostgreSQL.\nPayments, search.',
      summaryGe: 'ათი წელი Go-სა და PostgreSQL-ში.',
      linkedinUrl: 'http://www.linkedin.com/in/nino-beridze',
      githubUrl: 'https://github.com/nino',
      portfolioUrl: 'http://nino.dev',
      phone: '+995 599 12 34 56',
      desiredSalary: { min: 6000, max: 8000, currency: 1 },
      workLocations: [both(formats[0]), both(formats[1])],
      cities: [both(cities[0])],
      openToOffers: true,
      shareSalaryForInsights: false,
    };
    expect(answered.talentProfile).toEqual(expected);
    expect(answered.email).toBe(talent.email);
    expect(await talentProfileOf(talent)).toEqual(expected);
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent))).phone).toBe('+995 599 12 34 56');
  });

  it('replaces the whole profile: what is left out or empty is cleared, a currency without a salary is dropped', async () => {
    const talent = await signUpTalent(t);
    dataOf(await save(talent, (await fullBody()).body));
    const cleared = dataOf(
      await save(talent, { headline: 'Data engineer', summary: '', desiredSalaryCurrency: 2 }),
    ).talentProfile;
    expect(cleared).toEqual({
      headline: 'Data engineer',
      headlineGe: null,
      summary: null,
      summaryGe: null,
      linkedinUrl: null,
      githubUrl: null,
      portfolioUrl: null,
      phone: null,
      desiredSalary: null,
      workLocations: [],
      cities: [],
      openToOffers: false,
      shareSalaryForInsights: false,
    });
    expect(await storedRow(talent.email)).toMatchObject({
      desired_salary_currency: null,
      work_location_ids: [],
      city_ids: [],
    });
    const onlyFrom = dataOf(await save(talent, { desiredSalaryMin: 3000, desiredSalaryCurrency: 3 })).talentProfile;
    expect(onlyFrom.desiredSalary).toEqual({ min: 3000, max: null, currency: 3 });
  });

  it('refuses bad input field by field, in the language of the request, and keeps what was stored', async () => {
    const talent = await signUpTalent(t);
    const { body } = await fullBody();
    dataOf(await save(talent, body));
    const before = await storedRow(talent.email);

    const refusals: [object, Record<string, string[]>][] = [
      [
        { linkedinUrl: 'https://facebook.com/nino' },
        { linkedinUrl: ['Enter the address of your LinkedIn profile (linkedin.com/in/…)'] },
      ],
      [
        { linkedinUrl: 'https://evil-linkedin.com/in/x' },
        { linkedinUrl: ['Enter the address of your LinkedIn profile (linkedin.com/in/…)'] },
      ],
      [{ githubUrl: 'gitlab.com/nino' }, { githubUrl: ['Enter the address of your GitHub profile (github.com/…)'] }],
      [{ portfolioUrl: 'javascript:alert(1)' }, { portfolioUrl: ['Enter correct url!'] }],
      [
        { portfolioUrl: `https://nino.dev/${'a'.repeat(300)}` },
        { portfolioUrl: ['The link must be at most 300 characters long'] },
      ],
      [{ phone: '599-12-34' }, { phone: ['Phone number is not valid'] }],
      [{ headline: 'ბექენდ ინჟინერი' }, { headline: ['This field must be only in English'] }],
      [{ headline: 'a'.repeat(121) }, { headline: ['The text must be at most 120 characters long'] }],
      [{ summaryGe: 'Привет' }, { summaryGe: ['This field must be in Georgian or English'] }],
      [
        { desiredSalaryMin: -1, desiredSalaryCurrency: 1 },
        { desiredSalaryMin: ['The salary must be a whole number from 0 to 10,000,000'] },
      ],
      [
        { desiredSalaryMax: 12.5, desiredSalaryCurrency: 1 },
        { desiredSalaryMax: ['The salary must be a whole number from 0 to 10,000,000'] },
      ],
      [
        { desiredSalaryMin: 9000, desiredSalaryMax: 5000, desiredSalaryCurrency: 1 },
        { desiredSalaryMax: ['The upper end must not be below the lower end'] },
      ],
      [
        { desiredSalaryMin: 5000, desiredSalaryCurrency: null },
        { desiredSalaryCurrency: ['Choose the currency of the salary'] },
      ],
      [
        { desiredSalaryMin: 5000, desiredSalaryCurrency: 9 },
        { desiredSalaryCurrency: ['Choose a currency from the list'] },
      ],
      [{ cityIds: [999_999] }, { cityIds: ['Choose a value from the list'] }],
      [{ workLocationIds: [body.cityIds[0]] }, { workLocationIds: ['Choose a value from the list'] }],
      [{ workLocationIds: [1, 2, 3, 4] }, { workLocationIds: ['Choose at most 3 work formats'] }],
      [{ openToOffers: 'maybe' }, { openToOffers: ['openToOffers must be true or false'] }],
    ];
    for (const [input, errors] of refusals) {
      const response = await save(talent, { ...body, ...input });
      expect([input, response.status, response.body.errors]).toEqual([input, 400, errors]);
    }

    const ka = errorsOf(
      await save(
        talent,
        { ...body, linkedinUrl: 'https://x.com/nino', desiredSalaryMin: 9, desiredSalaryMax: 1 },
        'ka',
      ),
      400,
    );
    expect(ka.linkedinUrl[0]).toMatch(GEORGIAN);
    expect(await storedRow(talent.email)).toEqual(before);
  });

  it('visitors get 401, companies 403, view-as may read but not write; the profile goes with the account', async () => {
    const talent = await signUpTalent(t);
    const company = await signUpCompany(t);
    errorsOf(await t.http.post('/api/Users/UpdateTalentProfile').send({ headline: 'x' }), 401);
    errorsOf(await save(company, { headline: 'x' }), 403);

    dataOf(await save(talent, { headline: 'Frontend engineer' }));
    const staff = await signInStaff(t);
    const account = dataOf(
      await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: talent.email }),
    );
    const viewAs = await viewAsSessionOf(t, staff, account.id);
    expect((await talentProfileOf(viewAs)).headline).toBe('Frontend engineer');
    expect(errorsOf(await save(viewAs, { headline: 'Changed' }), 403)._).toEqual([
      'This is a read-only view-as session',
    ]);
    expect((await talentProfileOf(talent)).headline).toBe('Frontend engineer');

    dataOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(talent)).send({ password: PASSWORD }));
    expect(await t.db.query('SELECT 1 FROM talent_profile WHERE account_id = $1', [account.id])).toEqual([]);
  });
});
