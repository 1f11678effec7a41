import type { DataSource, EntityManager } from 'typeorm';
import { type Language, localized } from '../../../core/i18n/language.js';
import { technologiesOfAccounts } from '../../account/talent-links.sql.js';

import type { NamedItem } from '../../account/dto/auth-info.view.js';

export type { NamedItem };

/** The technologies of each talent, names in the request's language, sorted by name; one query. */
export async function technologiesOf(
  db: DataSource | EntityManager,
  accountIds: number[],
  language: Language,
): Promise<Map<number, NamedItem[]>> {
  const byAccount = new Map<number, NamedItem[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return byAccount;
  const rows = await technologiesOfAccounts(db, accountIds);
  for (const row of rows)
    byAccount
      .get(Number(row.account_id))
      ?.push({ id: Number(row.id), name: localized(language, row.name, row.name_ge) });
  for (const items of byAccount.values()) items.sort((a, b) => a.name.localeCompare(b.name));
  return byAccount;
}
