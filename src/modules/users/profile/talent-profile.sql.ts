import type { Currency } from '../../../../shared/enums.js';
import {
  type ColumnSelection,
  type LeftJoined,
  type SelectedRow,
  selectColumns,
} from '../../../core/sql/column-selection.js';

/** The talent profile's table (talent_profile) for other modules: its columns with their driver
 *  types, selected through {@link selectTalentProfileColumns} after {@link talentProfileLeftJoin}. */
export interface TalentProfileColumns {
  headline: string | null;
  headline_ge: string | null;
  summary: string | null;
  summary_ge: string | null;
  linkedin_url: string | null;
  github_url: string | null;
  portfolio_url: string | null;
  phone: string | null;
  desired_salary_min: number | null;
  desired_salary_max: number | null;
  desired_salary_currency: Currency | null;
  work_location_ids: number[];
  city_ids: number[];
  open_to_offers: boolean;
}

/** SQL: the profile of the talent whose account id is `accountIdExpr`, joined as `alias` (a talent
 *  who never saved one has none: every column is null). */
export const talentProfileLeftJoin = (alias: string, accountIdExpr: string): string =>
  `LEFT JOIN talent_profile ${alias} ON ${alias}.account_id = ${accountIdExpr}`;

export const selectTalentProfileColumns = (alias: string, selection: ColumnSelection<TalentProfileColumns>): string =>
  selectColumns(alias, selection);

/** A row of {@link selectTalentProfileColumns} over {@link talentProfileLeftJoin}. */
export type TalentProfileColumnsRow<S extends ColumnSelection<TalentProfileColumns>> = LeftJoined<
  SelectedRow<TalentProfileColumns, S>
>;
