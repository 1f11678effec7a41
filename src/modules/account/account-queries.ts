import type { DataSource, EntityManager } from 'typeorm';
import { Account } from './entities/account.entity.js';

/** The account by id or by e-mail (any letter case), with its password hash, which is otherwise never selected. */
export function findAccountWithPassword(
  db: DataSource | EntityManager,
  by: { id: number } | { email: string },
): Promise<Account | null> {
  const query = db.getRepository(Account).createQueryBuilder('account').addSelect('account.passwordHash');
  return (
    'id' in by ? query.where('account.id = :id', by) : query.where('lower(account.email) = lower(:email)', by)
  ).getOne();
}

/** The account by e-mail, any letter case. */
export function findAccountByEmail(db: DataSource | EntityManager, email: string): Promise<Account | null> {
  return db
    .getRepository(Account)
    .createQueryBuilder('account')
    .where('lower(account.email) = lower(:email)', { email })
    .getOne();
}
