import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { bearer, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
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

const itemsOf = (type: number, count: number, where = ''): Promise<Item[]> =>
  t.db.query(`SELECT id, name, name_ge FROM dictionary_item WHERE type = $1 ${where} ORDER BY id LIMIT $2`, [
    type,
    count,
  ]);
const ref = (item: Item) => ({ id: item.id, name: item.name, nameGE: item.name_ge });
const byName = (items: Item[]) => [...items].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map(ref);
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <<>>\n%%EOF\n');

async function choices() {
  const [[field], [experience], jobFunctions, technologies] = await Promise.all([
    itemsOf(1, 1),
    itemsOf(5, 1),
    itemsOf(6, 12, 'AND parent_id IS NOT NULL'),
    itemsOf(8, 31),
  ]);
  return { field, experience, jobFunctions, technologies };
}

async function viewAsSession(targetEmail: string) {
  const staff = await signInStaff(t);
  const account = dataOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: targetEmail }));
  return viewAsSessionOf(t, staff, account.id);
}

const profileOf = async (who: { token: string }) =>
  dataOf(await t.http.get('/api/Users/GetUserProfileInfo').set(bearer(who)));
const updateInfo = (who: { token: string }, body: object, language = 'en') =>
  t.http.post('/api/Users/UpdateUserProfileInfo').set(bearer(who)).set('Accept-Language', language).send(body);
const updateTechnologies = (who: { token: string }, body: object) =>
  t.http.post('/api/Users/UpdateUserTechnologies').set(bearer(who)).send(body);

describe('the talent profile', () => {
  it("GetUserProfileInfo answers the general information, names in both languages, with the specification's name and userType (issue 22)", async () => {
    const { technologies } = await choices();
    const talent = await signUpTalent(t);
    const profile = await profileOf(talent);
    expect(profile).toEqual({
      id: expect.any(Number),
      name: 'Nino Beridze',
      userType: 1,
      fullName: 'Nino Beridze',
      email: talent.email,
      isEmailVerified: false,
      profileImageUrl: null,
      smallProfileImageUrl: null,
      field: null,
      experience: null,
      technologies: byName(technologies.slice(0, 2)),
      jobFunctions: [],
      cvFileName: null,
      cvUrl: null,
      cvUploadedAt: null,
      hideNotifications: false,
      talentProfile: {
        headline: null,
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
      },
    });

    dataOf(await t.http.post('/api/Users/UploadCv').set(bearer(talent)).attach('CV', pdf(), 'Nino CV.pdf'));
    await t.db.query('UPDATE account SET hide_notifications = true WHERE id = $1', [profile.id]);
    const withCv = await profileOf(talent);
    expect(withCv).toMatchObject({
      cvFileName: 'Nino CV.pdf',
      cvUrl: '/api/Users/DownloadCv',
      hideNotifications: true,
    });
    expect(Date.now() - new Date(withCv.cvUploadedAt).getTime()).toBeLessThan(60_000);
  });

  it('UpdateUserProfileInfo replaces the name, field, experience and the whole set of job functions; GetUserInfo follows', async () => {
    const { field, experience, jobFunctions } = await choices();
    const talent = await signUpTalent(t, { JobFunctions: [String(jobFunctions[0].id), String(jobFunctions[1].id)] });
    const body = {
      fullName: '  ნინო   ბერიძე ',
      fieldId: field.id,
      experienceId: experience.id,
      jobFunctionIds: [jobFunctions[2].id, jobFunctions[3].id, jobFunctions[2].id],
    };
    const updated = dataOf(await updateInfo(talent, body));
    expect(updated).toMatchObject({
      fullName: 'ნინო ბერიძე',
      field: ref(field),
      experience: ref(experience),
      jobFunctions: byName(jobFunctions.slice(2, 4)),
    });
    expect(updated.field.nameGE).toMatch(GEORGIAN);
    expect(await profileOf(talent)).toEqual(updated);
    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)));
    expect(info).toMatchObject({ fullName: 'ნინო ბერიძე', field: { id: field.id }, experience: { id: experience.id } });
    expect(info.jobFunctions.map((item: { id: number }) => item.id).sort()).toEqual(
      [jobFunctions[2].id, jobFunctions[3].id].sort(),
    );

    const cleared = dataOf(await updateInfo(talent, { ...body, jobFunctionIds: [] }));
    expect(cleared.jobFunctions).toEqual([]);
    expect(
      dataOf(await updateInfo(talent, { fullName: 'Nino Beridze', fieldId: field.id, experienceId: experience.id }))
        .jobFunctions,
    ).toEqual([]);
  });

  it('UpdateUserTechnologies replaces the whole set (empty clears it); GetUserInfo follows', async () => {
    const { technologies } = await choices();
    const talent = await signUpTalent(t);
    const chosen = technologies.slice(5, 8);
    const updated = dataOf(
      await updateTechnologies(talent, { technologyIds: [...chosen.map((item) => item.id), chosen[0].id] }),
    );
    expect(updated.technologies).toEqual(byName(chosen));
    const info = dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)));
    expect(info.technologies.map((item: { id: number }) => item.id).sort()).toEqual(
      chosen.map((item) => item.id).sort(),
    );

    expect(
      dataOf(await updateTechnologies(talent, { technologyIds: technologies.slice(0, 30).map((item) => item.id) }))
        .technologies,
    ).toHaveLength(30);
    expect(dataOf(await updateTechnologies(talent, { technologyIds: [] })).technologies).toEqual([]);
    expect(dataOf(await t.http.get('/api/Account/GetUserInfo').set(bearer(talent))).technologies).toEqual([]);
  });

  it('two replacements at once leave one whole set, never a mix of both', async () => {
    const { technologies, field, experience, jobFunctions } = await choices();
    const talent = await signUpTalent(t);
    const sets = [technologies.slice(10, 15), technologies.slice(15, 20)].map((set) => set.map((item) => item.id));
    const answers = await Promise.all(sets.map((technologyIds) => updateTechnologies(talent, { technologyIds })));
    for (const answer of answers) dataOf(answer);
    const ids = (await profileOf(talent)).technologies.map((item: { id: number }) => item.id).sort();
    expect(sets.map((set) => [...set].sort())).toContainEqual(ids);

    const info = { fullName: 'Nino Beridze', fieldId: field.id, experienceId: experience.id };
    const functionSets = [jobFunctions.slice(0, 4), jobFunctions.slice(4, 8)].map((set) => set.map((item) => item.id));
    await Promise.all(functionSets.map((jobFunctionIds) => updateInfo(talent, { ...info, jobFunctionIds })));
    const functionIds = (await profileOf(talent)).jobFunctions.map((item: { id: number }) => item.id).sort();
    expect(functionSets.map((set) => [...set].sort())).toContainEqual(functionIds);
  });

  it('GetFieldsAndExperiences is public and answers both lists in the dictionary order', async () => {
    const order = (type: number) =>
      t.db.query('SELECT id, name, name_ge FROM dictionary_item WHERE type = $1 ORDER BY order_index, id', [
        type,
      ]) as Promise<Item[]>;
    const [fields, experiences] = await Promise.all([order(1), order(5)]);
    expect(fields.length).toBeGreaterThan(1);
    expect(experiences.length).toBeGreaterThan(1);
    expect(dataOf(await t.http.get('/api/Users/GetFieldsAndExperiences'))).toEqual({
      fields: fields.map(ref),
      experiences: experiences.map(ref),
    });
  });
});

describe('profile validation', () => {
  it('checks every field with the sign-up messages; nothing changes on a refusal', async () => {
    const { field, experience, jobFunctions, technologies } = await choices();
    const talent = await signUpTalent(t);
    const valid = {
      fullName: 'Giorgi Tsereteli',
      fieldId: field.id,
      experienceId: experience.id,
      jobFunctionIds: [jobFunctions[0].id],
    };
    const refused = async (body: object, status = 400) =>
      errorsOf(await updateInfo(talent, { ...valid, ...body }), status);

    expect((await refused({ fullName: '' })).fullName).toEqual(['The full name is required']);
    expect((await refused({ fullName: 'Al B' + 'c'.repeat(60) })).fullName).toEqual([
      'The full name must be 4 to 50 characters long',
    ]);
    expect((await refused({ fullName: 'Nino B3ridze' })).fullName).toEqual([
      'Input full name in GE or EN language: at least two words, letters only',
    ]);
    expect((await refused({ fieldId: undefined })).fieldId).toEqual(['Choose your field']);
    expect((await refused({ fieldId: experience.id })).fieldId).toEqual(['Choose a value from the list']);
    expect((await refused({ experienceId: null })).experienceId).toEqual(['Choose your experience level']);
    expect((await refused({ experienceId: 'x' })).experienceId).toEqual(['Choose a value from the list']);
    expect((await refused({ experienceId: field.id })).experienceId).toEqual(['Choose a value from the list']);
    expect(
      (await refused({ jobFunctionIds: jobFunctions.slice(0, 11).map((item) => item.id) })).jobFunctionIds,
    ).toEqual(['Choose at most 10 job functions']);
    expect((await refused({ jobFunctionIds: ['x'] })).jobFunctionIds).toEqual(['Choose a value from the list']);
    expect((await refused({ jobFunctionIds: [technologies[0].id] })).jobFunctionIds).toEqual([
      'Choose a value from the list',
    ]);
    const ka = errorsOf(await updateInfo(talent, { ...valid, fullName: 'x' }, 'ka'), 400);
    expect(ka.fullName[0]).toMatch(GEORGIAN);

    const tooMany = errorsOf(
      await updateTechnologies(talent, { technologyIds: technologies.map((item) => item.id) }),
      400,
    );
    expect(tooMany.technologyIds).toEqual(['Choose at most 30 technologies']);
    expect(errorsOf(await updateTechnologies(talent, { technologyIds: [field.id] }), 400).technologyIds).toEqual([
      'Choose a value from the list',
    ]);
    expect(errorsOf(await updateTechnologies(talent, { technologyIds: 'many' }), 400).technologyIds).toEqual([
      'Choose a value from the list',
    ]);

    expect(await profileOf(talent)).toMatchObject({
      fullName: 'Nino Beridze',
      field: null,
      experience: null,
      jobFunctions: [],
      technologies: byName(technologies.slice(0, 2)),
    });
  });
});

describe('who may call the profile', () => {
  it('visitors get 401, companies 403, view-as sessions may read but not write', async () => {
    const { field, experience } = await choices();
    const company = await signUpCompany(t);
    const talent = await signUpTalent(t);
    const viewAs = await viewAsSession(talent.email);
    const body = { fullName: 'Giorgi Tsereteli', fieldId: field.id, experienceId: experience.id, jobFunctionIds: [] };

    errorsOf(await t.http.get('/api/Users/GetUserProfileInfo'), 401);
    errorsOf(await t.http.post('/api/Users/UpdateUserProfileInfo').send(body), 401);
    errorsOf(await t.http.post('/api/Users/UpdateUserTechnologies').send({ technologyIds: [] }), 401);
    errorsOf(await t.http.get('/api/Users/GetUserProfileInfo').set(bearer(company)), 403);
    errorsOf(await updateInfo(company, body), 403);
    errorsOf(await updateTechnologies(company, { technologyIds: [] }), 403);

    expect((await profileOf(viewAs)).email).toBe(talent.email);
    const readOnly = ['This is a read-only view-as session'];
    expect(errorsOf(await updateInfo(viewAs, body), 403)._).toEqual(readOnly);
    expect(errorsOf(await updateTechnologies(viewAs, { technologyIds: [] }), 403)._).toEqual(readOnly);
    expect((await profileOf(talent)).fullName).toBe('Nino Beridze');
  });
});
