import type { EntityManager } from 'typeorm';
import { DictionaryType, NotificationFrequency } from '../../../shared/enums.js';
import { companySlug } from '../../modules/company/company-slug.js';
import { summarizeSearch } from '../../modules/users/subscriptions/search-summary.js';
import { normalizeSearchFilter } from '../../modules/users/subscriptions/dto/vacancy-search-filter.js';
import { returnedRows } from '../returned-rows.js';
import { demoCompanies } from './demo/companies.js';
import { demoLogins } from './demo-accounts.js';

/** What the demo sign-in talent follows: two companies daily, two job functions weekly and one
 *  saved search daily (React in Tbilisi). */
export const signInTalentSubscriptions = {
  companies: { keys: ['kartuli-code', 'colchis-cloud'], frequency: NotificationFrequency.Daily, daysAgo: 12 },
  jobFunctions: {
    keys: ['backend-development', 'frontend-development'],
    frequency: NotificationFrequency.Weekly,
    daysAgo: 20,
  },
  search: { technologyKeys: ['react'], cityKeys: ['tbilisi'], frequency: NotificationFrequency.Daily, daysAgo: 4 },
};

/**
 * The demo sign-in talent's subscriptions. Runs in seedDemoApplications' transaction after the demo
 * content is loaded; one set-based statement per table, each checked to have found every key.
 */
export async function seedDemoSubscriptions(db: EntityManager): Promise<void> {
  const { companies, jobFunctions, search } = signInTalentSubscriptions;
  const email = demoLogins.talent.email.toLowerCase();
  const slugs = companies.keys.map((key) => {
    const company = demoCompanies.find((c) => c.key === key);
    if (!company) throw new Error(`Demo subscriptions name an unknown demo company "${key}"`);
    return companySlug(company.name);
  });
  const added = await db.query(
    `INSERT INTO company_subscription (account_id, company_id, frequency, created_at)
     SELECT a.id, c.id, $3, now() - make_interval(days => $4)
       FROM account a JOIN company c ON c.transformed_name = ANY($2::text[])
      WHERE lower(a.email) = $1
     RETURNING company_id`,
    [email, slugs, companies.frequency, companies.daysAgo],
  );
  expectAll(added, companies.keys, 'companies');

  const followed = await db.query(
    `INSERT INTO job_function_subscription (account_id, job_function_id, frequency, created_at)
     SELECT a.id, f.id, $3, now() - make_interval(days => $4)
       FROM account a JOIN dictionary_item f ON f.type = $5 AND f.key = ANY($2::text[])
      WHERE lower(a.email) = $1
     RETURNING job_function_id`,
    [email, jobFunctions.keys, jobFunctions.frequency, jobFunctions.daysAgo, DictionaryType.JobFunction],
  );
  expectAll(followed, jobFunctions.keys, 'job functions');

  const items: { id: number; type: number }[] = await db.query(
    `SELECT id, type FROM dictionary_item WHERE (type = $1 AND key = ANY($2::text[])) OR (type = $3 AND key = ANY($4::text[]))`,
    [DictionaryType.Technology, search.technologyKeys, DictionaryType.City, search.cityKeys],
  );
  expectAll(items, [...search.technologyKeys, ...search.cityKeys], 'search items');
  const idsOf = (type: DictionaryType) =>
    items.filter((item) => Number(item.type) === type).map((item) => Number(item.id));
  const filter = normalizeSearchFilter({
    technologies: idsOf(DictionaryType.Technology),
    cities: idsOf(DictionaryType.City),
  });
  const saved = await db.query(
    `INSERT INTO search_subscription (account_id, name, search, frequency, created_at, updated_at)
     SELECT a.id, $2, $3::jsonb, $4, now() - make_interval(days => $5), now() - make_interval(days => $5)
       FROM account a WHERE lower(a.email) = $1
     RETURNING id`,
    [email, await summarizeSearch(db, filter, 'en'), JSON.stringify(filter), search.frequency, search.daysAgo],
  );
  expectAll(saved, ['saved search'], 'saved searches');
}

function expectAll(rows: unknown, keys: string[], what: string): void {
  const count = returnedRows<unknown>(rows).length;
  if (count !== keys.length) throw new Error(`Demo subscriptions: found ${count} of the ${what} ${keys.join(', ')}`);
}
