import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from '../../scripts/eslint/sql-table-owner.js';

/** The rule `local/sql-table-owner` (scripts/eslint/sql-table-owner.js) over the real owner map. */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const file = (path: string) => `/repo/${path}`;
const ADMIN = file('src/modules/admin/content/key-facts/admin-key-facts.service.ts');
const COMPANY = file('src/modules/company/company.service.ts');
const USERS = file('src/modules/users/profile/some.service.ts');

tester.run('sql-table-owner', rule, {
  valid: [
    {
      filename: COMPANY,
      code: 'db.query(`SELECT c.name FROM company c JOIN company_review r ON r.company_id = c.id`)',
    },
    {
      filename: file('src/modules/company/profile/key-fact-definition.sql.ts'),
      code: "q('INSERT INTO key_fact_definition (key) VALUES ($1) ON CONFLICT (key) DO UPDATE SET name = $2')",
    },
    // Prose, an interpolated name, functions and CTEs name no known table.
    { filename: ADMIN, code: "const message = 'Removed from company by staff';" },
    { filename: ADMIN, code: 'q(`SELECT key FROM ${table} WHERE left(key, length($1)) = $1`)' },
    { filename: ADMIN, code: 'q(`WITH picked AS (SELECT 1) SELECT * FROM picked, unnest($1::int[]) AS t(id)`)' },
    { filename: ADMIN, code: 'q(`SELECT id FROM audit_trail FOR UPDATE`)' },
    // Listed in table-owners.js's allowed list.
    {
      filename: file('src/modules/company/statistics/company-statistics.service.ts'),
      code: 'q(`SELECT count(*) FROM application a JOIN vacancy v ON v.id = a.vacancy_id`)',
    },
    { filename: file('src/modules/vacancy/feed/x.ts'), code: 'q(`LEFT JOIN dictionary_item d ON d.id = v.city_id`)' },
    {
      filename: file('src/modules/visibility/x.sql.ts'),
      code: 'q(`EXISTS (SELECT 1 FROM vacancy v WHERE v.company_id = c.id)`)',
    },
    // Outside src/modules (the seeders) nothing is checked.
    { filename: file('src/database/seed/demo.seeder.ts'), code: 'q(`INSERT INTO account (email) VALUES ($1)`)' },
  ],
  invalid: [
    {
      filename: ADMIN,
      code: 'q(`INSERT INTO key_fact_definition (key) VALUES ($1)`)',
      errors: [{ messageId: 'foreignWrite', data: { table: 'key_fact_definition', owner: 'company' } }],
    },
    {
      filename: ADMIN,
      code: "q('DELETE FROM key_fact_option WHERE id = ANY ($1::int[])')",
      errors: [{ messageId: 'foreignWrite', data: { table: 'key_fact_option', owner: 'company' } }],
    },
    {
      filename: USERS,
      code: 'q(`SELECT v.id FROM vacancy v JOIN company c ON c.id = v.company_id WHERE ${where}`)',
      errors: [
        { messageId: 'foreign', data: { table: 'vacancy', owner: 'vacancy' } },
        { messageId: 'foreign', data: { table: 'company', owner: 'company' } },
      ],
    },
    {
      filename: file('src/modules/blog/x.ts'),
      code: 'q(`SELECT 1 FROM account a, company c WHERE c.account_id = a.id`)',
      errors: [
        { messageId: 'foreign', data: { table: 'account', owner: 'account' } },
        { messageId: 'foreign', data: { table: 'company', owner: 'company' } },
      ],
    },
    {
      filename: USERS,
      code: 'q(`DELETE FROM talent_cv t USING application a WHERE a.cv_file_key = t.file_key`)',
      errors: [{ messageId: 'foreign', data: { table: 'application', owner: 'vacancy' } }],
    },
    {
      filename: USERS,
      code: 'q(\'UPDATE public."audit_log" SET details = NULL\')',
      errors: [{ messageId: 'foreignWrite', data: { table: 'audit_log', owner: 'core' } }],
    },
    // An allowed read does not allow a write.
    {
      filename: file('src/modules/vacancy/feed/x.ts'),
      code: 'q(`UPDATE dictionary_item SET hide = true`)',
      errors: [{ messageId: 'foreignWrite', data: { table: 'dictionary_item', owner: 'common' } }],
    },
    // An allowed table is allowed only to the files listed with it.
    {
      filename: file('src/modules/company/statistics/company-statistics.service.ts'),
      code: 'q(`SELECT count(*) FROM favorite_applicant`)',
      errors: [{ messageId: 'foreign', data: { table: 'favorite_applicant', owner: 'vacancy' } }],
    },
  ],
});
