import type { EntityManager } from 'typeorm';
import { passwordHasher } from '../../modules/account/password-hasher.js';
import { createOrPromoteStaff } from '../../modules/account/staff/staff-accounts.js';
import { DictionaryType } from './reference/types.js';

/** Accounts that can sign in on a local demo site. The talent's and the company's passwords are
 *  listed in the README's development section. The staff member's is never published: it is made
 *  when the demo content is loaded (or taken from DEMO_STAFF_PASSWORD) and told to whoever loaded it. */
export const demoLogins = {
  talent: { email: 'talent@demo.techboard.ge', password: 'Talent#2026', fullName: 'Ana Demo' },
  company: { email: 'company@demo.techboard.ge', password: 'Company#2026', companyKey: 'kartuli-code' },
  admin: { email: 'admin@demo.techboard.ge', fullName: 'Demo Staff' },
};

/** argon2 is slow on purpose: the demo seeder starts hashing first and inserts its content meanwhile. */
export async function hashDemoPasswords(): Promise<{ talent: string; company: string }> {
  const [talent, company] = await Promise.all([
    passwordHasher.hash(demoLogins.talent.password),
    passwordHasher.hash(demoLogins.company.password),
  ]);
  return { talent, company };
}

export async function seedDemoAccounts(
  db: EntityManager,
  companyIds: Map<string, number>,
  staffPassword: string,
  passwordHashes: Promise<{ talent: string; company: string }> = hashDemoPasswords(),
): Promise<void> {
  const { talent, company, admin } = demoLogins;
  const hashes = await passwordHashes;
  const [talentRow] = await db.query(
    `INSERT INTO account (email, password_hash, account_kind, full_name, is_email_verified, email_verified_at,
       field_id, experience_id)
     VALUES ($1, $2, 1, $3, true, now(),
       (SELECT id FROM dictionary_item WHERE type = $4 ORDER BY id LIMIT 1),
       (SELECT id FROM dictionary_item WHERE type = $5 ORDER BY id LIMIT 1 OFFSET 2))
     RETURNING id`,
    [talent.email, hashes.talent, talent.fullName, DictionaryType.Field, DictionaryType.Experience],
  );
  await db.query(
    `INSERT INTO account_technology (account_id, technology_id)
     SELECT $1, id FROM dictionary_item WHERE type = $2 AND key = ANY($3::text[])`,
    [talentRow.id, DictionaryType.Technology, ['typescript', 'react', 'nodejs', 'postgresql']],
  );

  const companyId = companyIds.get(company.companyKey);
  if (!companyId) throw new Error(`Demo company ${company.companyKey} is missing`);
  const [name] = await db.query('SELECT name FROM company WHERE id = $1', [companyId]);
  const [companyRow] = await db.query(
    `INSERT INTO account (email, password_hash, account_kind, full_name, is_email_verified, email_verified_at)
     VALUES ($1, $2, 2, $3, true, now()) RETURNING id`,
    [company.email, hashes.company, name.name],
  );
  await db.query('UPDATE company SET account_id = $1 WHERE id = $2', [companyRow.id, companyId]);

  await createOrPromoteStaff(db, admin.email, staffPassword, admin.fullName);
}
