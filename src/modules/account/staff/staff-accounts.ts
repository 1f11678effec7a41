import type { EntityManager } from 'typeorm';
import { PASSWORD_PATTERN } from '../dto/account-fields.rules.js';
import { passwordHasher } from '../password-hasher.js';

export type StaffResult = 'created' | 'promoted';

/** Makes the e-mail's account staff (Admin role), creating a staff-only account when none exists.
 *  Staff are never made by sign-up; this is what `npm run admin:create` and the demo seed call. */
export async function createOrPromoteStaff(
  manager: EntityManager,
  email: string,
  password: string | null,
  fullName = 'Staff',
): Promise<StaffResult> {
  if (password !== null && !PASSWORD_PATTERN.test(password)) {
    throw new Error(
      'The password must be 8 to 128 characters with a lower and an upper case letter, a digit and a special character',
    );
  }
  const hash = password === null ? null : await passwordHasher.hash(password);
  const existing: { id: number }[] = await manager.query('SELECT id FROM account WHERE lower(email) = lower($1)', [
    email,
  ]);
  if (existing[0]) {
    await manager.query(
      'UPDATE account SET is_staff = true, password_hash = COALESCE($2, password_hash) WHERE id = $1',
      [existing[0].id, hash],
    );
    return 'promoted';
  }
  if (hash === null) throw new Error('A new staff account needs a password');
  await manager.query(
    `INSERT INTO account (email, password_hash, account_kind, full_name, is_staff, is_email_verified, email_verified_at)
     VALUES ($1, $2, 0, $3, true, true, now())`,
    [email, hash, fullName],
  );
  return 'created';
}
