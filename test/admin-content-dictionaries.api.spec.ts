import { DictionaryType, VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { seedReferenceData } from '../src/database/seed/reference-data.seeder.js';
import { bearer, pngImage, signInStaff, signUpTalent, type SignedUp } from './support/accounts.js';
import { accountIdOf, expectStaffOnly } from './support/admin-callers.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The back office's dictionaries, with the read cache on: a change must show on the public site at once. */
let t: TestApp;
let staff: SignedUp;
beforeAll(async () => {
  t = await startTestApp({ READ_CACHE_SECONDS: '600' });
  staff = await signInStaff(t);
});
afterAll(() => t.close());

interface Item {
  id: number;
  type: number;
  key: string;
  name: string;
  nameGE: string;
  description: string | null;
  descriptionGE: string | null;
  iconUrl: string | null;
  parent: { id: number; name: string; nameGE: string } | null;
  usageCount: number;
}

const city = {
  type: DictionaryType.City,
  name: 'Shatili',
  nameGE: 'შატილი',
  description: 'West of Georgia',
  descriptionGE: 'დასავლეთ საქართველო',
};
const create = (body: Record<string, unknown>, language = 'en') =>
  t.http.post('/api/Admin/CreateDictionaryItem').set(bearer(staff)).set('Accept-Language', language).send(body);
const update = (id: number, body: Record<string, unknown>, language = 'en') =>
  t.http
    .post('/api/Admin/UpdateDictionaryItem')
    .set(bearer(staff))
    .set('Accept-Language', language)
    .query({ id })
    .send(body);
const remove = (id: number, language = 'en') =>
  t.http.post('/api/Admin/DeleteDictionaryItem').set(bearer(staff)).set('Accept-Language', language).query({ id });
const publicCities = async (language = 'en') =>
  dataOf<{ id: number; name: string; nameGE: string }[]>(
    await t.http
      .get('/api/Common/GetDictionary')
      .set('Accept-Language', language)
      .query({ dictionaryType: DictionaryType.City }),
  );
const auditOf = (id: number) =>
  t.db.query(
    `SELECT action, actor_account_id, before, after FROM audit_log WHERE target_type = 'dictionary_item' AND target_id = $1 ORDER BY id`,
    [id],
  );
const idOfKey = async (type: DictionaryType, key: string) =>
  Number((await t.db.query(`SELECT id FROM dictionary_item WHERE type = $1 AND key = $2`, [type, key]))[0].id);

describe('Admin dictionaries', () => {
  it('creates, renames and deletes an item; the public lists and vacancy cards show each change at once; every step audited', async () => {
    const before = await publicCities();
    const created = dataOf<Item>(await create(city));
    expect(created).toMatchObject({ ...city, key: 'shatili', iconUrl: null, parent: null, usageCount: 0 });
    expect((await publicCities()).map((item) => item.name)).toEqual([...before.map((item) => item.name), 'Shatili']);

    // A vacancy card names its city: the cached landing list follows the rename at once.
    const [{ id: companyId }] = await t.db.query(
      `INSERT INTO company (name, transformed_name) VALUES ('Shatili Soft', 'shatili-soft') RETURNING id`,
    );
    const [{ id: vacancyId }] = await t.db.query(
      `INSERT INTO vacancy (company_id, title, status, approval, published_at, deadline, city_id)
       VALUES ($1, 'Shatili Developer', $2, $3, now(), now() + interval '30 days', $4) RETURNING id`,
      [companyId, VacancyStatus.Active, VacancyApproval.Approved, created.id],
    );
    const cardCity = async () =>
      dataOf<{ items: { id: number; city: { name: string } | null }[] }>(
        await t.http.get('/api/Vacancy/GetLatestVacancies'),
      ).items.find((item) => item.id === vacancyId)?.city?.name;
    expect(await cardCity()).toBe('Shatili');

    const renamed = dataOf<Item>(
      await update(created.id, { ...city, name: 'Shatili Village', nameGE: 'სოფელი შატილი', description: '' }),
    );
    expect(renamed).toMatchObject({
      id: created.id,
      key: 'shatili',
      name: 'Shatili Village',
      description: null,
      usageCount: 1,
    });
    expect((await publicCities('ka')).find((item) => item.id === created.id)?.nameGE).toBe('სოფელი შატილი');
    expect(await cardCity()).toBe('Shatili Village');
    // The vacancy is found by its city's new name at once.
    const found = dataOf<{ items: { id: number }[] }>(
      await t.http.get('/api/Vacancy/SearchVacancies').query({ searchTerm: 'სოფელი' }),
    );
    expect(found.items.map((item) => item.id)).toContain(vacancyId);

    const inUse = errorsOf(await remove(created.id), 409);
    expect(inUse._).toEqual([
      'The item is in use (1 references: vacancies, companies, profiles, subscriptions or sub-items) and cannot be deleted',
    ]);
    expect(errorsOf(await remove(created.id, 'ka'), 409)._[0]).toMatch(GEORGIAN);
    await t.db.query(`DELETE FROM vacancy WHERE id = $1`, [vacancyId]);

    expect(dataOf(await remove(created.id))).toBe('The dictionary item has been deleted');
    expect((await publicCities()).map((item) => item.id)).not.toContain(created.id);
    errorsOf(await update(created.id, city), 404);
    expect(errorsOf(await remove(created.id, 'ka'), 404)._).toEqual(['ლექსიკონის ელემენტი ვერ მოიძებნა']);

    const actor = await accountIdOf(t, staff.email);
    const rows = await auditOf(created.id);
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      'content.dictionaryItemCreated',
      'content.dictionaryItemUpdated',
      'content.dictionaryItemDeleted',
    ]);
    for (const row of rows) expect(row.actor_account_id).toBe(actor);
    expect(rows[1]).toMatchObject({
      before: { name: 'Shatili', description: 'West of Georgia' },
      after: { name: 'Shatili Village', description: null },
    });
    expect(rows[2]).toMatchObject({ before: { key: 'shatili', type: DictionaryType.City }, after: null });
  });

  it('counts every kind of reference: vacancies, talents, companies, saved searches and sub-items', async () => {
    const technology = dataOf<Item>(await create({ type: DictionaryType.Technology, name: 'Zig', nameGE: 'Zig' }));
    const usage = async () =>
      dataOf<{ items: Item[] }>(
        await t.http
          .get('/api/Admin/GetDictionaryItems')
          .set(bearer(staff))
          .query({ type: DictionaryType.Technology, search: 'zig' }),
      ).items[0]!.usageCount;
    expect(await usage()).toBe(0);
    const talent = await signUpTalent(t, { Technologies: [String(technology.id)] });
    expect(await usage()).toBe(1);
    await t.db.query(
      `INSERT INTO search_subscription (account_id, name, search, frequency) VALUES ($1, 'Zig jobs', $2, 1)`,
      [await accountIdOf(t, talent.email), JSON.stringify({ technologies: [technology.id] })],
    );
    expect(await usage()).toBe(2);
    expect(errorsOf(await remove(technology.id), 409)._[0]).toContain('(2 references');

    const parent = dataOf<Item>(
      await create({ type: DictionaryType.JobFunction, name: 'Robotics', nameGE: 'რობოტიკა' }),
    );
    const child = dataOf<Item>(
      await create({
        type: DictionaryType.JobFunction,
        name: 'Robot firmware',
        nameGE: 'რობოტების პროგრამები',
        parentId: parent.id,
      }),
    );
    expect(child.parent).toEqual({ id: parent.id, name: 'Robotics', nameGE: 'რობოტიკა' });
    expect(errorsOf(await remove(parent.id), 409)._[0]).toContain('(1 references');
    expect(dataOf(await remove(child.id))).toBe('The dictionary item has been deleted');
    expect(dataOf(await remove(parent.id))).toBe('The dictionary item has been deleted');
  });

  it('lists a list in order with sub-items after their parent, searches names in both languages and the key, and pages', async () => {
    const list = (query: Record<string, unknown>) =>
      t.http.get('/api/Admin/GetDictionaryItems').set(bearer(staff)).query(query);
    const benefits = dataOf<{ items: Item[]; totalCount: number; page: number; pageSize: number }>(
      await list({ type: DictionaryType.Benefit, pageSize: 100 }),
    );
    expect(benefits.totalCount).toBeGreaterThan(1);
    expect(benefits.items.every((item) => item.type === DictionaryType.Benefit)).toBe(true);
    for (const [index, item] of benefits.items.entries()) {
      if (item.parent) expect(benefits.items.slice(0, index).map((other) => other.id)).toContain(item.parent.id);
    }

    const georgian = dataOf<{ items: Item[] }>(await list({ type: DictionaryType.City, search: 'თბილის' }));
    expect(georgian.items.map((item) => item.name)).toEqual(['Tbilisi']);
    expect(dataOf<{ items: Item[] }>(await list({ search: 'tbilisi' })).items.map((item) => item.key)).toContain(
      'tbilisi',
    );
    const second = dataOf<{ items: Item[]; page: number; pageSize: number; totalCount: number }>(
      await list({ type: DictionaryType.City, page: 2, pageSize: 2 }),
    );
    expect(second).toMatchObject({ page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(2);
    expect(
      dataOf<{ items: Item[]; totalCount: number }>(await list({ type: DictionaryType.City, page: 999 })),
    ).toMatchObject({ items: [], totalCount: second.totalCount });

    expect(errorsOf(await list({ type: 10 }), 400).type).toEqual(['type must be a dictionary type from 0 to 9']);
    expect(errorsOf(await list({ type: 'Technology' }), 400).type).toEqual([
      'type must be a dictionary type from 0 to 9',
    ]);
    expect(errorsOf(await list({ pageSize: 101 }), 400).pageSize).toEqual([
      'The page size must be a whole number from 1 to 100',
    ]);
    expect(errorsOf(await list({ search: 'x'.repeat(101) }).set('Accept-Language', 'ka'), 400).search[0]).toMatch(
      GEORGIAN,
    );
  });

  it('keeps two levels of the right lists: a technology under a category, a job function or benefit under a top-level one', async () => {
    const categoryId = await idOfKey(
      DictionaryType.TechnologyCategory,
      (await t.db.query(`SELECT key FROM dictionary_item WHERE type = 9 LIMIT 1`))[0].key,
    );
    const technology = dataOf<Item>(
      await create({ type: DictionaryType.Technology, name: 'Nim', nameGE: 'Nim', parentId: categoryId }),
    );
    expect(technology.parent?.id).toBe(categoryId);
    expect(
      errorsOf(await update(technology.id, { name: 'Nim', nameGE: 'Nim', parentId: technology.id }), 400).parentId,
    ).toEqual([
      'Choose a parent from the right list: a technology category for a technology, a top-level item for a job function or a benefit',
    ]);
    expect(
      errorsOf(await create({ ...city, name: 'Ushguli', nameGE: 'უშგული', parentId: categoryId }), 400).parentId,
    ).toEqual(['Items of this list have no parent']);
    expect(
      errorsOf(await create({ ...city, name: 'Ushguli', nameGE: 'უშგული', parentId: categoryId }, 'ka'), 400).parentId,
    ).toEqual(['ამ სიის ელემენტებს მშობელი არ აქვთ']);

    const top = dataOf<Item>(
      await create({ type: DictionaryType.Benefit, name: 'Mindfulness', nameGE: 'გაცნობიერებულობა' }),
    );
    const sub = dataOf<Item>(
      await create({
        type: DictionaryType.Benefit,
        name: 'Yoga classes',
        nameGE: 'იოგის გაკვეთილები',
        parentId: top.id,
      }),
    );
    expect(
      errorsOf(
        await create({ type: DictionaryType.Benefit, name: 'Pilates', nameGE: 'პილატესი', parentId: sub.id }),
        400,
      ).parentId,
    ).toBeDefined();
    const other = dataOf<Item>(
      await create({ type: DictionaryType.Benefit, name: 'Extras', nameGE: 'დამატებითი სიკეთეები' }),
    );
    expect(
      errorsOf(await update(top.id, { name: 'Mindfulness', nameGE: 'გაცნობიერებულობა', parentId: other.id }), 400)
        .parentId,
    ).toEqual(['This item has sub-items, so it cannot be put under a parent']);
    const moved = dataOf<Item>(
      await update(sub.id, { name: 'Yoga classes', nameGE: 'იოგის გაკვეთილები', parentId: other.id }),
    );
    expect(moved.parent?.id).toBe(other.id);
    errorsOf(
      await create({ type: DictionaryType.Benefit, name: 'Gym', nameGE: 'სპორტდარბაზი', parentId: 2_000_000_000 }),
      400,
    );
  });

  it('validates in the request language and refuses a second item of the same name in a list', async () => {
    const missing = errorsOf(await create({ type: DictionaryType.City }), 400);
    expect(missing).toEqual({ name: ['Enter the English name'], nameGE: ['Enter the Georgian name'] });
    const georgian = errorsOf(await create({ type: DictionaryType.City }, 'ka'), 400);
    expect(georgian).toEqual({ name: ['შეიყვანეთ სახელი ინგლისურად'], nameGE: ['შეიყვანეთ სახელი ქართულად'] });
    expect(errorsOf(await create({ ...city, type: undefined }), 400).type).toEqual([
      'type must be a dictionary type from 0 to 9',
    ]);
    expect(errorsOf(await create({ ...city, name: '   ' }), 400).name).toEqual(['Enter the English name']);
    expect(errorsOf(await create({ ...city, name: 'x'.repeat(201) }), 400).name).toEqual([
      'The name must be at most 200 characters long',
    ]);
    expect(errorsOf(await create({ ...city, descriptionGE: 'x'.repeat(2001) }), 400).descriptionGE).toEqual([
      'The description must be at most 2000 characters long',
    ]);
    expect(errorsOf(await create({ ...city, description: 5 }), 400).description).toEqual(['This field must be text']);
    for (const iconUrl of ['javascript:alert(1)', 'http://insecure.example/a.png', '/api/Files/Images/../x.webp']) {
      expect(errorsOf(await create({ ...city, iconUrl }), 400).iconUrl).toEqual([
        'The image must be an uploaded image, a site picture (/static/...) or an https:// address',
      ]);
    }
    expect(errorsOf(await create({ ...city, parentId: 'x' }), 400).parentId).toEqual([
      'parentId must be the id of a dictionary item',
    ]);
    expect(errorsOf(await update(0, city), 400).id).toEqual(['id must be the id of a dictionary item']);
    expect(errorsOf(await remove(Number.NaN), 400).id).toEqual(['id must be the id of a dictionary item']);

    const taken = errorsOf(await create({ ...city, name: 'tbilisi', nameGE: 'სხვა' }), 409);
    expect(taken).toEqual({ name: ['This list already has an item with this name'] });
    expect(errorsOf(await create({ ...city, name: 'Other', nameGE: 'თბილისი' }, 'ka'), 409).nameGE).toEqual([
      'ამ სიაში ასეთი სახელის ელემენტი უკვე არსებობს',
    ]);
    // The same name in another list is fine; an https icon is kept as given.
    const experience = dataOf<Item>(
      await create({
        type: DictionaryType.Experience,
        name: 'Tbilisi',
        nameGE: 'თბილისი',
        iconUrl: 'https://cdn.example/t.png',
      }),
    );
    expect(experience).toMatchObject({ key: 'tbilisi', iconUrl: 'https://cdn.example/t.png' });
    expect(
      dataOf<Item>(await create({ type: DictionaryType.Experience, name: 'Tbilisi!', nameGE: 'თბილისი!' })).key,
    ).toBe('tbilisi-2');
  });

  it('uploads icons as WebP and removes a replaced one that nothing else shows', async () => {
    const upload = async () =>
      dataOf<{ url: string }>(
        await t.http
          .post('/api/Admin/UploadDictionaryIcon')
          .set(bearer(staff))
          .attach('Icon', await pngImage(800, 800), 'icon.png'),
      );
    const first = await upload();
    expect(first.url).toMatch(/^\/api\/Files\/Images\/[0-9a-f]{32}\.webp$/);
    const item = dataOf<Item>(
      await create({
        type: DictionaryType.WorkLocation,
        name: 'Floating office',
        nameGE: 'მცურავი ოფისი',
        iconUrl: first.url,
      }),
    );
    expect(item.iconUrl).toBe(first.url);
    const second = await upload();
    await update(item.id, { name: item.name, nameGE: item.nameGE, iconUrl: second.url }).expect(200);
    expect((await t.http.get(first.url)).status).toBe(404);
    expect((await t.http.get(second.url)).status).toBe(200);
    expect(dataOf(await remove(item.id))).toBe('The dictionary item has been deleted');
    expect((await t.http.get(second.url)).status).toBe(404);

    errorsOf(
      await t.http
        .post('/api/Admin/UploadDictionaryIcon')
        .set(bearer(staff))
        .attach('Icon', Buffer.from('not an image'), 'icon.png'),
      415,
    );
    expect(
      errorsOf(await t.http.post('/api/Admin/UploadDictionaryIcon').set(bearer(staff)).field('x', 'y'), 400).icon,
    ).toEqual(['Choose an image']);
  });

  it('does not bring a deleted shipped item back when the reference data is seeded again', async () => {
    const id = await idOfKey(DictionaryType.City, 'telavi');
    expect(dataOf(await remove(id))).toBe('The dictionary item has been deleted');
    await t.db.transaction((manager) => seedReferenceData(manager));
    expect(
      await t.db.query(`SELECT id FROM dictionary_item WHERE type = $1 AND key = 'telavi'`, [DictionaryType.City]),
    ).toEqual([]);
    expect(await t.db.query(`SELECT kind, key FROM reference_removal WHERE key = 'telavi'`)).toEqual([
      { kind: `dictionary:${DictionaryType.City}`, key: 'telavi' },
    ]);
  });

  it('is refused to visitors (401), talents, companies and view-as sessions (403)', async () => {
    const id = await idOfKey(DictionaryType.City, 'batumi');
    await expectStaffOnly(t, [
      { method: 'get', path: '/api/Admin/GetDictionaryItems' },
      { method: 'post', path: '/api/Admin/CreateDictionaryItem', body: { ...city, name: 'Guarded', nameGE: 'დაცული' } },
      {
        method: 'post',
        path: '/api/Admin/UpdateDictionaryItem',
        query: { id },
        body: { name: 'Guarded', nameGE: 'დაცული' },
      },
      { method: 'post', path: '/api/Admin/DeleteDictionaryItem', query: { id } },
      { method: 'post', path: '/api/Admin/UploadDictionaryIcon' },
    ]);
    expect((await publicCities()).find((item) => item.id === id)?.name).toBe('Batumi');
  });
});
