import { type VacancyCallToAction, VacancyStatus } from '../../../shared/enums.js';
import { approvedVacancyCondition, openVacancyCondition } from './vacancy-visibility.sql.js';

/** SQL condition of a vacancy whose page the public may see: published (open or ended, never a
 *  draft) and approved by staff (review mode). Open ones are the subset of `openVacancyCondition`. */
export const publicVacancyCondition = (alias: string) =>
  `(${alias}.status IN (${VacancyStatus.Active}, ${VacancyStatus.Ended}) AND ${approvedVacancyCondition(alias)})`;

/** The columns a vacancy is judged by when a talent applies to it or saves it. */
export const VACANCY_ACCESS_SELECT = (alias: string) => `
  ${alias}.id, ${alias}.company_id, ${alias}.title, ${alias}.title_ge, ${alias}.transformed_title,
  ${alias}.call_to_action, ${publicVacancyCondition(alias)} AS is_public, ${openVacancyCondition(alias)} AS is_open`;

export interface VacancyAccessRow {
  id: number;
  company_id: number;
  title: string;
  title_ge: string | null;
  transformed_title: string | null;
  call_to_action: VacancyCallToAction;
  is_public: boolean;
  is_open: boolean;
}
