import { DictionaryType } from '../shared/enums.js';
import { FILE_STORAGE } from '../src/core/files/file-storage.js';
import { seedDemoApplications } from '../src/database/seed/demo-applications.seeder.js';
import { seedDemoData } from '../src/database/seed/demo-data.seeder.js';
import { bearer, type SignedUp, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// ---- people and dictionary items --------------------------------------------------------------

type Talent = SignedUp & { id: number };

async function talent(): Promise<Talent> {
  const who = await signUpTalent(t);
  const [{ id }] = await t.db.query('SELECT id FROM account WHERE email = $1', [who.email]);
  return { ...who, id };
}

async function company(name: string): Promise<SignedUp & { companyId: number }> {
  const who = await signUpCompany(t, name);
  const [{ id }] = await t.db.query(
    'SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1',
    [who.email],
  );
  return { ...who, companyId: id };
}

/** Companies written straight into the table, when only their ids matter. */
async function companyIds(count: number): Promise<number[]> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const rows: { id: number }[] = await t.db.query(
    `INSERT INTO company (name, transformed_name) SELECT 'Firm ' || n, 'firm-${tag}-' || n FROM generate_series(1, $1) n RETURNING id`,
    [count],
  );
  return rows.map((row) => row.id);
}

const item = async (type: DictionaryType, key: string): Promise<number> =>
  (await t.db.query('SELECT id FROM dictionary_item WHERE type = $1 AND key = $2', [type, key]))[0].id;

async function viewAsSession(targetEmail: string) {
  const staff = await signInStaff(t);
  const account = dataOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: targetEmail }));
  return viewAsSessionOf(t, staff, account.id);
}

const hideNotifications = async (who: Talent, value?: boolean): Promise<boolean> => {
  if (value !== undefined)
    await t.db.query('UPDATE account SET hide_notifications = $2 WHERE id = $1', [who.id, value]);
  return (await t.db.query('SELECT hide_notifications FROM account WHERE id = $1', [who.id]))[0].hide_notifications;
};

const post = (path: string, who: { token: string } | null, language = 'en') => {
  const request = t.http.post(`/api/Users/${path}`).set('Accept-Language', language);
  return who ? request.set(bearer(who)) : request;
};
const get = (path: string, who: { token: string }) => t.http.get(`/api/Users/${path}`).set(bearer(who));

const companyRows = async (who: Talent) =>
  t.db.query('SELECT company_id, frequency FROM company_subscription WHERE account_id = $1 ORDER BY company_id', [
    who.id,
  ]);
const jobFunctionRows = async (who: Talent) =>
  t.db.query(
    'SELECT job_function_id, frequency FROM job_function_subscription WHERE account_id = $1 ORDER BY job_function_id',
    [who.id],
  );
const searchRows = async (who: Talent) =>
  t.db.query('SELECT id, name, search, frequency FROM search_subscription WHERE account_id = $1 ORDER BY id', [who.id]);

/** A company and a view-as session of a talent, made once for every role check. */
let others: Promise<{ employer: { token: string }; viewAs: { token: string } }> | undefined;
const otherRoles = () =>
  (others ??= (async () => {
    const employer = await company('Role Check Ltd');
    const owner = await talent();
    return { employer, viewAs: await viewAsSession(owner.email) };
  })());

/** Every write of this section: a visitor is 401, a company 403, a view-as session of a talent 403. */
async function expectTalentsOnly(
  send: (who: { token: string } | null) => PromiseLike<{ status: number; body: unknown }>,
) {
  const { employer, viewAs } = await otherRoles();
  errorsOf((await send(null)) as never, 401);
  errorsOf((await send(employer)) as never, 403);
  expect(errorsOf((await send(viewAs)) as never, 403)._).toEqual(['This is a read-only view-as session']);
}

// ---- companies --------------------------------------------------------------------------------

describe('Users/GetUserSubscribedCompanies, UpdateUserSubscribedCompanies', () => {
  it('replaces the set with its frequency, lists the companies and turns digests back on', async () => {
    const me = await talent();
    expect(dataOf(await get('GetUserSubscribedCompanies', me))).toEqual({ frequency: 1, companies: [] });
    const kartuli = await company('Kartuli Subscribe');
    const [b, c] = await companyIds(2);
    await hideNotifications(me, true);

    expect(
      dataOf(
        await post('UpdateUserSubscribedCompanies', me).send({ companyIds: [kartuli.companyId, b, b], frequency: 1 }),
      ),
    ).toBe('Company subscriptions saved');
    expect(await companyRows(me)).toEqual([
      { company_id: kartuli.companyId, frequency: 1 },
      { company_id: b, frequency: 1 },
    ]);
    expect(await hideNotifications(me)).toBe(false);
    const listed = dataOf(await get('GetUserSubscribedCompanies', me));
    expect(listed.frequency).toBe(1);
    expect(listed.companies).toContainEqual({
      id: kartuli.companyId,
      name: 'Kartuli Subscribe',
      transformedName: 'kartuli-subscribe',
      smallProfileImageUrl: expect.any(String),
    });

    dataOf(await post('UpdateUserSubscribedCompanies', me).send({ CompanyIds: [b, c], Frequency: 2 }));
    expect(await companyRows(me)).toEqual([
      { company_id: b, frequency: 2 },
      { company_id: c, frequency: 2 },
    ]);
    // Without a frequency the group keeps its own.
    dataOf(await post('UpdateUserSubscribedCompanies', me).send({ companyIds: [c] }));
    expect(await companyRows(me)).toEqual([{ company_id: c, frequency: 2 }]);
  });

  it('validates: at least one company (en and ka), known ids, at most 100, a valid frequency', async () => {
    const me = await talent();
    const [known] = await companyIds(1);
    const update = (body: object, language = 'en') => post('UpdateUserSubscribedCompanies', me, language).send(body);
    expect(errorsOf(await update({ companyIds: [] }), 400).companyIds).toEqual(['At least one company must be chosen']);
    expect(errorsOf(await update({}), 400).companyIds).toEqual(['At least one company must be chosen']);
    const georgian = errorsOf(await update({ companyIds: [] }, 'ka'), 400).companyIds[0];
    expect(georgian).toMatch(GEORGIAN);
    expect(errorsOf(await update({ companyIds: [known, 2_000_000] }), 400).companyIds).toEqual([
      'One of the chosen companies does not exist',
    ]);
    expect(errorsOf(await update({ companyIds: ['x'] }), 400).companyIds).toEqual([
      'companyIds must be a list of company ids',
    ]);
    const many = Array.from({ length: 101 }, (_, n) => n + 1);
    expect(errorsOf(await update({ companyIds: many }), 400).companyIds).toEqual([
      'You can subscribe to at most 100 companies',
    ]);
    expect(errorsOf(await update({ companyIds: [known], frequency: 3 }), 400).frequency).toEqual([
      'The frequency must be 1 (daily) or 2 (weekly)',
    ]);
    expect(await companyRows(me)).toEqual([]);
  });

  it('is for talents only', async () => {
    const [id] = await companyIds(1);
    await expectTalentsOnly((who) => post('UpdateUserSubscribedCompanies', who).send({ companyIds: [id] }));
    const { employer, viewAs } = await otherRoles();
    errorsOf(await get('GetUserSubscribedCompanies', employer), 403);
    errorsOf(await t.http.get('/api/Users/GetUserSubscribedCompanies'), 401);
    expect(dataOf(await get('GetUserSubscribedCompanies', viewAs)).companies).toEqual([]);
  });
});

describe('Users/SubscribeToCompany, UnsubscribeFromCompany', () => {
  it('subscribes once with the group frequency (or weekly), a given frequency sets the group; unsubscribes one', async () => {
    const me = await talent();
    const acme = await company('Acme Follow');
    const [other] = await companyIds(1);
    await hideNotifications(me, true);

    const subscribe = (companyId: number, body?: object) =>
      post('SubscribeToCompany', me).query({ companyId }).send(body);
    expect(dataOf(await subscribe(acme.companyId))).toBe('You are now subscribed to Acme Follow');
    expect(dataOf(await subscribe(acme.companyId))).toBe('You are now subscribed to Acme Follow');
    expect(await companyRows(me)).toEqual([{ company_id: acme.companyId, frequency: 2 }]);
    expect(await hideNotifications(me)).toBe(false);

    dataOf(await subscribe(other, { frequency: 1 }));
    expect(await companyRows(me)).toEqual([
      { company_id: acme.companyId, frequency: 1 },
      { company_id: other, frequency: 1 },
    ]);
    expect(dataOf(await post('SubscribeToCompany', me, 'ka').query({ companyId: acme.companyId }))).toMatch(GEORGIAN);

    const unsubscribe = (companyId: number) => post('UnsubscribeFromCompany', me).query({ companyId });
    expect(dataOf(await unsubscribe(acme.companyId))).toBe('You are no longer subscribed to Acme Follow');
    expect(dataOf(await unsubscribe(other))).toBe('You are no longer subscribed to Firm 1');
    expect(await companyRows(me)).toEqual([]);
    expect(errorsOf(await unsubscribe(other), 404)._).toEqual(['You are not subscribed to this company']);
  });

  it('answers 404 for an unknown company and 400 for a bad id, frequency or one company too many', async () => {
    const me = await talent();
    expect(errorsOf(await post('SubscribeToCompany', me).query({ companyId: 2_000_000 }), 404)._).toEqual([
      'The company was not found',
    ]);
    expect(errorsOf(await post('UnsubscribeFromCompany', me).query({ companyId: 2_000_000 }), 404)._).toEqual([
      'The company was not found',
    ]);
    expect(errorsOf(await post('SubscribeToCompany', me), 400).companyId).toEqual(['Choose the company (companyId)']);
    expect(errorsOf(await post('SubscribeToCompany', me).query({ companyId: 'abc' }), 400).companyId).toEqual([
      'companyId must be the id of a company',
    ]);
    const [id] = await companyIds(1);
    expect(
      errorsOf(await post('SubscribeToCompany', me).query({ companyId: id }).send({ frequency: 0 }), 400).frequency,
    ).toEqual(['The frequency must be 1 (daily) or 2 (weekly)']);

    const hundred = await companyIds(100);
    dataOf(await post('UpdateUserSubscribedCompanies', me).send({ companyIds: hundred }));
    expect(errorsOf(await post('SubscribeToCompany', me).query({ companyId: id }), 400).companyId).toEqual([
      'You can subscribe to at most 100 companies',
    ]);
    dataOf(await post('SubscribeToCompany', me).query({ companyId: hundred[0] }));
  });

  it('is for talents only', async () => {
    const [id] = await companyIds(1);
    await expectTalentsOnly((who) => post('SubscribeToCompany', who).query({ companyId: id }));
    await expectTalentsOnly((who) => post('UnsubscribeFromCompany', who).query({ companyId: id }));
  });
});

// ---- job functions ----------------------------------------------------------------------------

describe('Users/GetUserSubscribedJobFunctions, UpdateUserSubscribedJobFunctions', () => {
  it('stores a parent for all its children, lists them with their parents, removes them all with an empty list', async () => {
    const me = await talent();
    expect(dataOf(await get('GetUserSubscribedJobFunctions', me))).toEqual({ frequency: 1, jobFunctions: [] });
    const software = await item(DictionaryType.JobFunction, 'software-development');
    const backend = await item(DictionaryType.JobFunction, 'backend-development');
    const manual = await item(DictionaryType.JobFunction, 'manual-testing');
    await hideNotifications(me, true);

    expect(
      dataOf(
        await post('UpdateUserSubscribedJobFunctions', me).send({
          jobFunctionIds: [backend, software, manual],
          frequency: 1,
        }),
      ),
    ).toBe('Job function subscriptions saved');
    expect(await jobFunctionRows(me)).toEqual(
      [software, manual].sort((a, b) => a - b).map((id) => ({ job_function_id: id, frequency: 1 })),
    );
    expect(await hideNotifications(me)).toBe(false);
    const listed = dataOf(await get('GetUserSubscribedJobFunctions', me));
    expect(listed.frequency).toBe(1);
    expect(listed.jobFunctions).toEqual([
      { id: software, name: 'Software Development', nameGE: 'პროგრამული უზრუნველყოფის შემუშავება', parent: null },
      {
        id: manual,
        name: 'Manual Testing',
        nameGE: 'მანუალური ტესტირება',
        parent: {
          id: expect.any(Number),
          name: 'Quality Assurance & Testing',
          nameGE: 'ხარისხის უზრუნველყოფა და ტესტირება',
        },
      },
    ]);

    dataOf(await post('UpdateUserSubscribedJobFunctions', me).send({ jobFunctionIds: [backend], frequency: 2 }));
    expect(await jobFunctionRows(me)).toEqual([{ job_function_id: backend, frequency: 2 }]);
    expect(dataOf(await post('UpdateUserSubscribedJobFunctions', me).send({ jobFunctionIds: [] }))).toBe(
      'Job function subscriptions removed',
    );
    expect(await jobFunctionRows(me)).toEqual([]);
  });

  it('validates: job functions only, at most 30, a list, a valid frequency (en and ka)', async () => {
    const me = await talent();
    const react = await item(DictionaryType.Technology, 'react');
    const update = (body: object, language = 'en') => post('UpdateUserSubscribedJobFunctions', me, language).send(body);
    expect(errorsOf(await update({ jobFunctionIds: [react] }), 400).jobFunctionIds).toEqual([
      'One of the chosen job functions does not exist',
    ]);
    expect(errorsOf(await update({ jobFunctionIds: [react] }, 'ka'), 400).jobFunctionIds[0]).toMatch(GEORGIAN);
    const many = Array.from({ length: 31 }, (_, n) => n + 1);
    expect(errorsOf(await update({ jobFunctionIds: many }), 400).jobFunctionIds).toEqual([
      'You can subscribe to at most 30 job functions',
    ]);
    expect(errorsOf(await update({}), 400).jobFunctionIds).toEqual([
      'jobFunctionIds must be a list of job function ids',
    ]);
    expect(errorsOf(await update({ jobFunctionIds: [-1] }), 400).jobFunctionIds).toEqual([
      'jobFunctionIds must be a list of job function ids',
    ]);
    expect(errorsOf(await update({ jobFunctionIds: [], frequency: 'daily' }), 400).frequency).toEqual([
      'The frequency must be 1 (daily) or 2 (weekly)',
    ]);
  });

  it('is for talents only', async () => {
    await expectTalentsOnly((who) => post('UpdateUserSubscribedJobFunctions', who).send({ jobFunctionIds: [] }));
    errorsOf(await get('GetUserSubscribedJobFunctions', (await otherRoles()).employer), 403);
  });
});

// ---- saved searches ---------------------------------------------------------------------------

describe('Users/GetUserSubscriptions, CreateUpdateSubscriptions, DeleteSubscription', () => {
  let react: number;
  let typescript: number;
  let frontend: number;
  let tbilisi: number;
  let batumi: number;
  beforeAll(async () => {
    [react, typescript, frontend, tbilisi, batumi] = await Promise.all([
      item(DictionaryType.Technology, 'react'),
      item(DictionaryType.Technology, 'typescript'),
      item(DictionaryType.TechnologyCategory, 'frontend'),
      item(DictionaryType.City, 'tbilisi'),
      item(DictionaryType.City, 'batumi'),
    ]);
  });
  const save = (who: { token: string } | null, body: object, language = 'en') =>
    post('CreateUpdateSubscriptions', who, language).send(body);

  it('saves a normalised filter with a readable default name; the same filter again updates it; lists newest first', async () => {
    const me = await talent();
    expect(dataOf(await get('GetUserSubscriptions', me))).toEqual([]);
    const search = {
      searchTerm: '  react  ',
      technologies: [typescript, react, react],
      cities: [tbilisi],
      experiences: [],
      salaryShown: false,
    };
    await hideNotifications(me, true);
    expect(dataOf(await save(me, { search, frequency: 1 }))).toBe('Subscription created');
    expect(await hideNotifications(me)).toBe(false);
    const [stored] = await searchRows(me);
    expect(stored).toMatchObject({
      name: 'react · TypeScript +1 · Tbilisi',
      search: { searchTerm: 'react', technologies: [react, typescript].sort((a, b) => a - b), cities: [tbilisi] },
      frequency: 1,
    });
    expect(Object.keys(stored.search).sort()).toEqual(['cities', 'searchTerm', 'technologies']);

    expect(
      dataOf(
        await save(me, {
          search: { cities: [tbilisi], technologies: [react, typescript], searchTerm: 'react' },
          frequency: 2,
        }),
      ),
    ).toBe('Subscription updated');
    expect(await searchRows(me)).toEqual([{ ...stored, frequency: 2 }]);

    expect(dataOf(await save(me, { search: { cities: [batumi], salaryShown: true }, name: '  Batumi jobs ' }))).toBe(
      'Subscription created',
    );
    const list = dataOf(await get('GetUserSubscriptions', me));
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Batumi jobs', 'react · TypeScript +1 · Tbilisi']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Batumi jobs',
      search: { cities: [batumi], salaryShown: true },
      frequency: 2,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('names a search in the request language and takes technology categories', async () => {
    const me = await talent();
    dataOf(await save(me, { search: { technologies: [frontend], cities: [tbilisi], salaryShown: true } }, 'ka'));
    const [stored] = await searchRows(me);
    expect(stored.name).toBe('ფრონტენდი · თბილისი · ანაზღაურებით');
    expect(stored.search).toEqual({ technologies: [frontend], cities: [tbilisi], salaryShown: true });
  });

  it("updates one's own by id (a new default name, the frequency kept), merging into a search with the same filter", async () => {
    const me = await talent();
    dataOf(await save(me, { search: { cities: [tbilisi] }, frequency: 1 }));
    dataOf(await save(me, { search: { cities: [batumi] }, name: 'Seaside' }));
    const [first, second] = await searchRows(me);

    expect(dataOf(await save(me, { id: first.id, search: { searchTerm: 'go', cities: [tbilisi] } }))).toBe(
      'Subscription updated',
    );
    expect((await searchRows(me))[0]).toMatchObject({
      id: first.id,
      name: 'go · Tbilisi',
      search: { searchTerm: 'go', cities: [tbilisi] },
      frequency: 1,
    });

    dataOf(await save(me, { id: first.id, search: { cities: [batumi] }, name: 'Batumi', frequency: 2 }));
    expect(await searchRows(me)).toEqual([
      { id: first.id, name: 'Batumi', search: { cities: [batumi] }, frequency: 2 },
    ]);
    expect(second.id).not.toBe(first.id);
  });

  it("refuses another talent's saved search and unknown ones with 404; deletes one's own", async () => {
    const me = await talent();
    const someone = await talent();
    dataOf(await save(someone, { search: { cities: [tbilisi] } }));
    const [theirs] = await searchRows(someone);
    expect(errorsOf(await save(me, { id: theirs.id, search: { cities: [batumi] } }), 404)._).toEqual([
      'The saved search was not found',
    ]);
    expect(errorsOf(await post('DeleteSubscription', me).query({ subscriptionId: theirs.id }), 404)._).toEqual([
      'The saved search was not found',
    ]);
    errorsOf(await post('DeleteSubscription', me).query({ subscriptionId: 2_000_000 }), 404);
    expect(await searchRows(someone)).toEqual([theirs]);

    dataOf(await save(me, { search: { cities: [batumi] } }));
    const [mine] = await searchRows(me);
    expect(dataOf(await post('DeleteSubscription', me).query({ subscriptionId: mine.id }))).toBe(
      'Subscription deleted',
    );
    expect(await searchRows(me)).toEqual([]);
    expect(errorsOf(await post('DeleteSubscription', me), 400).subscriptionId).toEqual([
      'Choose the saved search (subscriptionId)',
    ]);
    expect(errorsOf(await post('DeleteSubscription', me).query({ subscriptionId: 'x' }), 400).subscriptionId).toEqual([
      'subscriptionId must be the id of a saved search',
    ]);
  });

  it('validates the filter, the name and the frequency (en and ka)', async () => {
    const me = await talent();
    const fails = async (body: object, field: string, language = 'en') =>
      errorsOf(await save(me, body, language), 400)[field];
    const nothing = 'Choose at least one filter or a search text';
    expect(await fails({ search: {} }, 'search')).toEqual([nothing]);
    expect(await fails({}, 'search')).toEqual([nothing]);
    expect(await fails({ search: [] }, 'search')).toEqual([nothing]);
    expect(await fails({ search: { searchTerm: '   ', technologies: [], salaryShown: false } }, 'search')).toEqual([
      nothing,
    ]);
    expect((await fails({ search: {} }, 'search', 'ka'))[0]).toMatch(GEORGIAN);
    expect(await fails({ search: { technologies: [tbilisi], cities: [react] } }, 'search.technologies')).toEqual([
      'technologies: one of the chosen items does not exist',
    ]);
    expect(await fails({ search: { cities: [react] } }, 'search.cities')).toEqual([
      'cities: one of the chosen items does not exist',
    ]);
    expect(await fails({ search: { cities: [2_000_000] } }, 'search.cities')).toEqual([
      'cities: one of the chosen items does not exist',
    ]);
    expect(await fails({ search: { cities: ['x'] } }, 'search.cities')).toEqual(['cities must be a list of ids']);
    expect(await fails({ search: { cities: Array.from({ length: 51 }, (_, n) => n + 1) } }, 'search.cities')).toEqual([
      'cities: choose at most 50',
    ]);
    expect(await fails({ search: { searchTerm: 'x'.repeat(101) } }, 'search.searchTerm')).toEqual([
      'The search text must be at most 100 characters long',
    ]);
    expect(await fails({ search: { searchTerm: 5 } }, 'search.searchTerm')).toEqual(['The search text must be text']);
    expect(await fails({ search: { salaryShown: 'maybe' } }, 'search.salaryShown')).toEqual([
      'salaryShown must be true or false',
    ]);
    expect(await fails({ search: { cities: [tbilisi] }, name: 'n'.repeat(101) }, 'name')).toEqual([
      'The name must be at most 100 characters long',
    ]);
    expect(await fails({ search: { cities: [tbilisi] }, frequency: 7 }, 'frequency')).toEqual([
      'The frequency must be 1 (daily) or 2 (weekly)',
    ]);
    expect(await fails({ search: { cities: [tbilisi] }, id: 0 }, 'id')).toEqual([
      'id must be the id of one of your saved searches',
    ]);
    expect(await searchRows(me)).toEqual([]);
  });

  it('keeps at most 20 saved searches; saving one of them again still updates it', async () => {
    const me = await talent();
    await t.db.query(
      `INSERT INTO search_subscription (account_id, name, search, frequency)
       SELECT $1, 'Search ' || n, jsonb_build_object('searchTerm', 'term ' || n), 2 FROM generate_series(1, 20) n`,
      [me.id],
    );
    expect(errorsOf(await save(me, { search: { cities: [tbilisi] } }), 400)._).toEqual([
      'You can keep at most 20 saved searches',
    ]);
    expect(dataOf(await save(me, { search: { searchTerm: 'term 3' }, frequency: 1 }))).toBe('Subscription updated');
    expect((await searchRows(me)).length).toBe(20);
  });

  it('is for talents only', async () => {
    await expectTalentsOnly((who) => save(who, { search: { cities: [tbilisi] } }));
    await expectTalentsOnly((who) => post('DeleteSubscription', who).query({ subscriptionId: 1 }));
    errorsOf(await get('GetUserSubscriptions', (await otherRoles()).employer), 403);
    errorsOf(await t.http.get('/api/Users/GetUserSubscriptions'), 401);
  });
});

// ---- demo data --------------------------------------------------------------------------------

describe('demo subscriptions', () => {
  it('gives the demo sign-in talent two companies daily, two job functions weekly and one saved search daily', async () => {
    const rollback = new Error('rollback');
    const seen = await t.db
      .transaction(async (db) => {
        await db.query('DELETE FROM company'); // the demo loads only into a database without companies
        expect(await seedDemoData(db, 'Staff#2026demo')).toBe(true);
        await seedDemoApplications(db, t.app.get(FILE_STORAGE));
        const [account] = await db.query(`SELECT id FROM account WHERE email = 'talent@demo.techboard.ge'`);
        const count = async (table: string) =>
          db.query(`SELECT frequency, count(*)::int AS count FROM ${table} WHERE account_id = $1 GROUP BY frequency`, [
            account.id,
          ]);
        const [search] = await db.query('SELECT name, search FROM search_subscription WHERE account_id = $1', [
          account.id,
        ]);
        throw Object.assign(rollback, {
          seen: {
            companies: await count('company_subscription'),
            jobFunctions: await count('job_function_subscription'),
            searches: await count('search_subscription'),
            search,
          },
        });
      })
      .catch((error) => (error === rollback ? (rollback as Error & { seen: unknown }).seen : Promise.reject(error)));
    expect(seen).toEqual({
      companies: [{ frequency: 1, count: 2 }],
      jobFunctions: [{ frequency: 2, count: 2 }],
      searches: [{ frequency: 1, count: 1 }],
      search: { name: 'React · Tbilisi', search: { technologies: [expect.any(Number)], cities: [expect.any(Number)] } },
    });
  }, 30_000);
});
