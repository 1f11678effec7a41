import type { DataSource, EntityManager } from 'typeorm';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** A technology a vacancy asks for, named in both languages. */
export interface VacancyTechnologyRow {
  id: number;
  name: string;
  name_ge: string | null;
}

/** The technologies a company's own vacancy asks for, in the order its card shows them; null when
 *  the vacancy is not the company's (or does not exist). Any state: drafts and ended ones too. */
export async function ownVacancyTechnologies(
  db: Queryable,
  vacancyId: number,
  companyId: number,
): Promise<VacancyTechnologyRow[] | null> {
  const rows: (Partial<VacancyTechnologyRow> & { found: boolean })[] = await db.query(
    `SELECT true AS found, d.id, d.name, d.name_ge
       FROM vacancy v
       LEFT JOIN vacancy_technology vt ON vt.vacancy_id = v.id
       LEFT JOIN dictionary_item d ON d.id = vt.technology_id
      WHERE v.id = $1 AND v.company_id = $2
      ORDER BY d.order_index, d.name, d.id`,
    [vacancyId, companyId],
  );
  if (rows.length === 0) return null;
  return rows
    .filter((row) => row.id != null)
    .map((row) => ({ id: Number(row.id), name: row.name!, name_ge: row.name_ge ?? null }));
}
