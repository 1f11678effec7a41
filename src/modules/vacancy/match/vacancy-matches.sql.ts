import type { DataSource, EntityManager } from 'typeorm';
import { type MatchVacancy, scoreMatch, type VacancyMatch } from '../../../../shared/match/vacancy-match.js';
import { loadMatchContext, type MatchContext } from './match-context.sql.js';
import { vacancyGelSql } from './match-score.sql.js';

interface VacancyMatchRow {
  id: number;
  experience_id: number | null;
  work_location_id: number | null;
  city_id: number | null;
  salary_min_gel: number | null;
  salary_max_gel: number | null;
  technology_ids: number[];
}

/** The vacancy's side of the match from its row: the level as its rank, remote or not. */
export function matchVacancyOf(row: VacancyMatchRow, context: MatchContext): MatchVacancy {
  const workLocationId = row.work_location_id === null ? null : Number(row.work_location_id);
  const salary = { min: row.salary_min_gel, max: row.salary_max_gel };
  return {
    technologyIds: row.technology_ids.map(Number),
    levelRank: row.experience_id === null ? null : (context.levelRanks.get(Number(row.experience_id)) ?? null),
    workLocationId,
    isRemote: workLocationId !== null && context.remoteIds.includes(workLocationId),
    cityId: row.city_id === null ? null : Number(row.city_id),
    salary: salary.min === null && salary.max === null ? null : salary,
  };
}

/** The vacancies' sides of the match, by id, in one query; technologies in the order a card lists them. */
export async function matchVacancies(
  db: DataSource | EntityManager,
  context: MatchContext,
  vacancyIds: number[],
): Promise<Map<number, MatchVacancy>> {
  if (vacancyIds.length === 0) return new Map();
  const rows: VacancyMatchRow[] = await db.query(
    `SELECT v.id, v.experience_id, v.work_location_id, v.city_id,
            ${vacancyGelSql('v.salary_min', context.rates)} AS salary_min_gel,
            ${vacancyGelSql('v.salary_max', context.rates)} AS salary_max_gel,
            ARRAY(SELECT vt.technology_id FROM vacancy_technology vt JOIN dictionary_item d ON d.id = vt.technology_id
                   WHERE vt.vacancy_id = v.id ORDER BY d.order_index, d.name, d.id) AS technology_ids
       FROM vacancy v WHERE v.id = ANY($1::int[])`,
    [vacancyIds],
  );
  return new Map(rows.map((row) => [Number(row.id), matchVacancyOf(row, context)]));
}

/**
 * The signed-in talent's match with each of the vacancies (an empty map for anyone else), like
 * favoriteVacancyIds marks their saved ones. `context` when the caller has loaded it for this request
 * already (undefined: loaded here).
 */
export async function vacancyMatches(
  db: DataSource | EntityManager,
  talentAccountId: number | null,
  vacancyIds: number[],
  context?: MatchContext | null,
): Promise<Map<number, VacancyMatch>> {
  if (talentAccountId === null || vacancyIds.length === 0 || context === null) return new Map();
  const talentContext = context ?? (await loadMatchContext(db, talentAccountId));
  const vacancies = await matchVacancies(db, talentContext, vacancyIds);
  return new Map([...vacancies].map(([id, vacancy]) => [id, scoreMatch(talentContext.talent, vacancy)]));
}
