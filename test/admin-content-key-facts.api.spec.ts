import { KeyFactType } from '../shared/enums.js';
import { seedReferenceData } from '../src/database/seed/reference-data.seeder.js';
import { bearer, signInStaff, signUpCompany, type SignedUp } from './support/accounts.js';
import { accountIdOf, expectStaffOnly } from './support/admin-callers.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let staff: SignedUp;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

interface Option {
  id: number;
  key: string;
  name: string;
  nameGE: string;
}
interface Definition {
  id: number;
  key: string;
  name: string;
  nameGE: string;
  keyFactType: KeyFactType;
  isMandatory: boolean;
  hide: boolean;
  orderIndex: number;
  options: Option[];
  usageCount: number;
}

const workModel = {
  name: 'Work model',
  nameGE: 'მუშაობის მოდელი',
  keyFactType: KeyFactType.MultipleChoice,
  isMandatory: false,
  hide: false,
  options: [
    { name: 'Office', nameGE: 'ოფისი' },
    { name: 'Remote', nameGE: 'დისტანციური' },
  ],
};
const create = (body: Record<string, unknown>, language = 'en') =>
  t.http.post('/api/Admin/CreateKeyFactDefinition').set(bearer(staff)).set('Accept-Language', language).send(body);
const update = (id: number, body: Record<string, unknown>, language = 'en') =>
  t.http
    .post('/api/Admin/UpdateKeyFactDefinition')
    .set(bearer(staff))
    .set('Accept-Language', language)
    .query({ id })
    .send(body);
const remove = (id: number, language = 'en') =>
  t.http.post('/api/Admin/DeleteKeyFactDefinition').set(bearer(staff)).set('Accept-Language', language).query({ id });
const definitions = async () =>
  dataOf<Definition[]>(await t.http.get('/api/Admin/GetKeyFactDefinitions').set(bearer(staff)));
const publicDefinitions = async () =>
  dataOf<{ id: number; name: string; hide: boolean; options: Option[] }[]>(
    await t.http.get('/api/Company/getKeyFacts'),
  );
const asBody = (fact: Definition) => ({
  name: fact.name,
  nameGE: fact.nameGE,
  keyFactType: fact.keyFactType,
  isMandatory: fact.isMandatory,
  hide: fact.hide,
  orderIndex: fact.orderIndex,
  options: fact.options.map(({ id, name, nameGE }) => ({ id, name, nameGE })),
});

describe('Admin key-fact definitions', () => {
  it('creates a choice key fact companies then fill in; protects what they chose; hides and finally deletes it; every step audited', async () => {
    const created = dataOf<Definition>(await create(workModel));
    expect(created).toMatchObject({
      ...workModel,
      key: 'work-model',
      usageCount: 0,
      options: [
        { key: 'office', name: 'Office' },
        { key: 'remote', name: 'Remote' },
      ],
    });
    const all = await definitions();
    expect(all.at(-1)!.id).toBe(created.id);
    expect(created.orderIndex).toBeGreaterThan(all.at(-2)!.orderIndex);
    expect((await publicDefinitions()).find((fact) => fact.id === created.id)?.options.map((o) => o.name)).toEqual([
      'Office',
      'Remote',
    ]);

    const company = await signUpCompany(t, 'Key Fact Co');
    const [office, remote] = created.options;
    await t.http
      .post('/api/Company/CreateUpdateCompanyKeyFact')
      .set(bearer(company))
      .send({ keyFactId: created.id, checkedOptions: [office!.id] })
      .expect(200);
    const used = (await definitions()).find((fact) => fact.id === created.id)!;
    expect(used.usageCount).toBe(1);

    // Renaming, reordering and adding options keeps the company's choice.
    const edited = dataOf<Definition>(
      await update(created.id, {
        ...asBody(used),
        name: 'Ways of working',
        isMandatory: true,
        options: [
          { name: 'Hybrid', nameGE: 'ჰიბრიდული' },
          { id: remote!.id, name: 'Fully remote', nameGE: 'სრულად დისტანციური' },
          { id: office!.id, name: 'Office', nameGE: 'ოფისი' },
        ],
      }),
    );
    expect(edited).toMatchObject({ key: 'work-model', name: 'Ways of working', isMandatory: true, usageCount: 1 });
    expect(edited.options.map((o) => [o.name, o.key])).toEqual([
      ['Hybrid', 'hybrid'],
      ['Fully remote', 'remote'],
      ['Office', 'office'],
    ]);
    const values = dataOf<{ keyFactId: number; checkedOptions: number[] }[]>(
      await t.http
        .get('/api/Company/GetCompanyKeyFactsByCompanyId')
        .query({ companyId: (await t.db.query(`SELECT id FROM company WHERE name = 'Key Fact Co'`))[0].id }),
    );
    expect(values.find((value) => value.keyFactId === created.id)?.checkedOptions).toEqual([office!.id]);

    // A chosen option stays, the type stays, and a used key fact is hidden rather than deleted.
    const withoutOffice = { ...asBody(edited), options: asBody(edited).options.filter((o) => o.id !== office!.id) };
    expect(errorsOf(await update(created.id, withoutOffice), 409).options).toEqual([
      'Companies have chosen the option “Office”, so it cannot be removed',
    ]);
    expect(errorsOf(await update(created.id, withoutOffice, 'ka'), 409).options).toEqual([
      'კომპანიებს არჩეული აქვთ ვარიანტი „Office“, ამიტომ მისი წაშლა შეუძლებელია',
    ]);
    const single = { ...asBody(edited), keyFactType: KeyFactType.SingleChoice };
    expect(errorsOf(await update(created.id, single), 409).keyFactType).toEqual([
      'Companies have filled in this key fact, so its type cannot change',
    ]);
    expect(errorsOf(await remove(created.id), 409)._).toEqual([
      'Companies have filled in this key fact (1); hide it instead of deleting it',
    ]);
    expect(errorsOf(await remove(created.id, 'ka'), 409)._[0]).toMatch(GEORGIAN);
    const withoutHybrid = { ...asBody(edited), options: asBody(edited).options.filter((o) => o.name !== 'Hybrid') };
    expect(dataOf<Definition>(await update(created.id, withoutHybrid)).options.map((o) => o.name)).toEqual([
      'Fully remote',
      'Office',
    ]);

    const hidden = dataOf<Definition>(await update(created.id, { ...withoutHybrid, hide: true }));
    expect(hidden.hide).toBe(true);
    expect((await publicDefinitions()).find((fact) => fact.id === created.id)?.hide).toBe(true);
    const companyId = (await t.db.query(`SELECT id FROM company WHERE name = 'Key Fact Co'`))[0].id;
    const shown = dataOf<{ keyFactId: number }[]>(
      await t.http.get('/api/Company/GetCompanyKeyFactsByCompanyId').query({ companyId }),
    );
    expect(shown.map((value) => value.keyFactId)).not.toContain(created.id);

    await t.db.query(`DELETE FROM company_key_fact WHERE key_fact_id = $1`, [created.id]);
    expect(dataOf(await remove(created.id))).toBe('The key fact has been deleted');
    expect((await definitions()).map((fact) => fact.id)).not.toContain(created.id);
    expect(errorsOf(await remove(created.id, 'ka'), 404)._).toEqual(['ძირითადი ფაქტი ვერ მოიძებნა']);

    const rows = await t.db.query(
      `SELECT action, actor_account_id, before, after FROM audit_log WHERE target_type = 'key_fact_definition' AND target_id = $1 ORDER BY id`,
      [created.id],
    );
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      'content.keyFactCreated',
      'content.keyFactUpdated',
      'content.keyFactUpdated',
      'content.keyFactUpdated',
      'content.keyFactDeleted',
    ]);
    for (const row of rows) expect(row.actor_account_id).toBe(await accountIdOf(t, staff.email));
    expect(rows[1]).toMatchObject({
      before: { name: 'Work model', isMandatory: false },
      after: { name: 'Ways of working', isMandatory: true },
    });
  });

  it('changes the type of an unused key fact, dropping or adding options, and places it by orderIndex', async () => {
    const text = dataOf<Definition>(
      await create({
        ...workModel,
        name: 'Motto',
        nameGE: 'დევიზი',
        keyFactType: KeyFactType.Text,
        options: [],
        orderIndex: 0,
      }),
    );
    expect(text).toMatchObject({ key: 'motto', keyFactType: KeyFactType.Text, orderIndex: 0, options: [] });
    expect((await definitions())[0]!.id).toBe(text.id);
    const choice = dataOf<Definition>(
      await update(text.id, { ...asBody(text), keyFactType: KeyFactType.SingleChoice, options: workModel.options }),
    );
    expect(choice.options.map((o) => o.name)).toEqual(['Office', 'Remote']);
    const back = dataOf<Definition>(
      await update(text.id, { ...asBody(choice), keyFactType: KeyFactType.Number, options: [] }),
    );
    expect(back).toMatchObject({ keyFactType: KeyFactType.Number, options: [] });
    expect(await t.db.query(`SELECT id FROM key_fact_option WHERE key_fact_id = $1`, [text.id])).toEqual([]);
    // Without orderIndex the place is kept.
    expect(dataOf<Definition>(await update(text.id, { ...asBody(back), orderIndex: undefined })).orderIndex).toBe(0);
    expect(dataOf(await remove(text.id))).toBe('The key fact has been deleted');
  });

  it('validates in the request language', async () => {
    expect(errorsOf(await create({}), 400)).toMatchObject({
      name: ['Enter the English name'],
      nameGE: ['Enter the Georgian name'],
      keyFactType: ['keyFactType must be 1 (text), 2 (number), 3 (year), 4 (multiple choice) or 5 (single choice)'],
      isMandatory: ['isMandatory must be true or false'],
      hide: ['hide must be true or false'],
    });
    const georgian = errorsOf(await create({}, 'ka'), 400);
    expect(georgian.name).toEqual(['შეიყვანეთ სახელი ინგლისურად']);
    expect(georgian.hide).toEqual(['hide უნდა იყოს true ან false']);
    expect(errorsOf(await create({ ...workModel, options: [] }), 400).options).toEqual([
      'A choice key fact needs at least two options',
    ]);
    expect(errorsOf(await create({ ...workModel, options: [workModel.options[0]] }, 'ka'), 400).options).toEqual([
      'არჩევანის ტიპის ძირითად ფაქტს სულ მცირე ორი ვარიანტი სჭირდება',
    ]);
    expect(errorsOf(await create({ ...workModel, keyFactType: KeyFactType.Year }), 400).options).toEqual([
      'Only choice key facts have options',
    ]);
    expect(
      errorsOf(
        await create({
          ...workModel,
          options: [
            { name: 'A', nameGE: 'ა' },
            { name: 'a', nameGE: 'ბ' },
          ],
        }),
        400,
      ),
    ).toEqual({
      'options.1.name': ['Two options have the same name'],
    });
    expect(
      errorsOf(
        await create({
          ...workModel,
          options: [
            { name: '', nameGE: 'ა' },
            { name: 'B', nameGE: 'ბ' },
          ],
        }),
        400,
      ),
    ).toEqual({
      'options.0.name': ['Enter the English name'],
    });
    expect(errorsOf(await create({ ...workModel, options: 'Office' }), 400).options).toEqual([
      'options must be a list of at most 50 options',
    ]);
    expect(
      errorsOf(
        await create({
          ...workModel,
          options: Array.from({ length: 51 }, (_, i) => ({ name: `o${i}`, nameGE: `ო${i}` })),
        }),
        400,
      ).options,
    ).toEqual(['options must be a list of at most 50 options']);
    expect(errorsOf(await create({ ...workModel, orderIndex: -1 }), 400).orderIndex).toEqual([
      'orderIndex must be a whole number from 0 to 100000',
    ]);
    expect(errorsOf(await create({ ...workModel, keyFactType: 6 }), 400).keyFactType).toBeDefined();

    const founded = (await definitions()).find((fact) => fact.key === 'founded')!;
    const industry = (await definitions()).find((fact) => fact.key === 'industry')!;
    expect(
      errorsOf(
        await update(industry.id, {
          ...asBody(industry),
          options: [{ id: founded.id + 100_000, name: 'X', nameGE: 'X' }, ...asBody(industry).options],
        }),
        400,
      ),
    ).toEqual({
      'options.0.id': ['The option must be one of this key fact’s options'],
    });
    expect(errorsOf(await update(0, workModel), 400).id).toEqual(['id must be the id of a key fact']);
    expect(errorsOf(await update(999_999, workModel), 404)._).toEqual(['The key fact was not found']);
  });

  it('does not bring a deleted shipped key fact or option back when the reference data is seeded again', async () => {
    const revenue = (await definitions()).find((fact) => fact.key === 'revenue')!;
    const trimmed = { ...asBody(revenue), options: asBody(revenue).options.slice(1) };
    expect(dataOf<Definition>(await update(revenue.id, trimmed)).options).toHaveLength(revenue.options.length - 1);
    const headquarters = (await definitions()).find((fact) => fact.key === 'headquarters')!;
    expect(dataOf(await remove(headquarters.id))).toBe('The key fact has been deleted');

    await t.db.transaction((manager) => seedReferenceData(manager));
    const after = await definitions();
    expect(after.map((fact) => fact.key)).not.toContain('headquarters');
    expect(after.find((fact) => fact.key === 'revenue')!.options.map((o) => o.key)).toEqual(
      revenue.options.slice(1).map((o) => o.key),
    );
  });

  it('is refused to visitors (401), talents, companies and view-as sessions (403)', async () => {
    const fact = (await definitions()).find((item) => item.key === 'founded')!;
    await expectStaffOnly(t, [
      { method: 'get', path: '/api/Admin/GetKeyFactDefinitions' },
      { method: 'post', path: '/api/Admin/CreateKeyFactDefinition', body: workModel },
      { method: 'post', path: '/api/Admin/UpdateKeyFactDefinition', query: { id: fact.id }, body: asBody(fact) },
      { method: 'post', path: '/api/Admin/DeleteKeyFactDefinition', query: { id: fact.id } },
    ]);
    expect((await definitions()).find((item) => item.id === fact.id)).toEqual(fact);
  });
});
