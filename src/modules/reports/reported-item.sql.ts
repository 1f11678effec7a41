import { ReviewStatus } from '../../../shared/enums.js';
import { companyColumn, type CompanyColumns } from '../company/company.sql.js';
import { reviewColumn, type ReviewColumns } from '../company/reviews/review.sql.js';
import { vacancyColumn, type VacancyColumns } from '../vacancy/vacancy-columns.sql.js';
import { visibleCompanyCondition } from '../visibility/company-visibility.sql.js';
import { publicVacancyCondition } from '../visibility/vacancy-access.sql.js';
import { ReportItemType } from '../../../shared/content-report.js';
import { invitationReportSource } from '../talents/invitations/talent-invitation.sql.js';

/** What a report's item is, from {@link reportedItemJoin}; no row when the item is gone. */
export interface ReportedItemRow {
  item_title: string | null;
  item_title_ge: string | null;
  /** A vacancy: none; a company: its tagline; a review: the beginning of its text; an invitation:
   *  its message. */
  item_summary: string | null;
  item_company_id: number | null;
  item_company_name: string | null;
  item_company_slug: string | null;
  /** Whose the item is: the company's account (none for an unclaimed page), or the review's author. */
  item_owner_account_id: number | null;
  /** The public sees it now (a vacancy may be public and ended); never an invitation. */
  item_is_public: boolean | null;
  /** The one account that sees the item and may report it: an invitation's talent; none (the
   *  public's items) for the others. */
  item_viewer_account_id: number | null;
  /** The vacancy an invitation invites to; none for the others. */
  item_vacancy_id: number | null;
}

export const SUMMARY_LENGTH = 300;

/**
 * `LEFT JOIN LATERAL` of the item a row `alias` (with `item_type` and `item_id`) names: its title,
 * company, owner and whether the public sees it, under the same rules as the public pages. An
 * invitation (read through the talents module) shows as its vacancy's title and its message.
 */
export const reportedItemJoin = (alias: string) => {
  const v = (column: keyof VacancyColumns) => vacancyColumn('v', column);
  const c = (column: keyof CompanyColumns) => companyColumn('c', column);
  const rv = (column: keyof ReviewColumns) => reviewColumn('rv', column);
  return `LEFT JOIN LATERAL (
    SELECT ${v('title')} AS item_title, ${v('title_ge')} AS item_title_ge, NULL::text AS item_summary,
           ${c('id')} AS item_company_id, ${c('name')} AS item_company_name, ${c('transformed_name')} AS item_company_slug,
           ${c('account_id')} AS item_owner_account_id,
           ${publicVacancyCondition('v')} AS item_is_public,
           NULL::int AS item_viewer_account_id, NULL::int AS item_vacancy_id
      FROM vacancy v JOIN company c ON ${c('id')} = ${v('company_id')}
     WHERE ${alias}.item_type = ${ReportItemType.Vacancy} AND ${v('id')} = ${alias}.item_id
    UNION ALL
    SELECT ${c('name')}, NULL, ${c('tagline')}, ${c('id')}, ${c('name')}, ${c('transformed_name')}, ${c('account_id')}, ${visibleCompanyCondition('c')},
           NULL, NULL
      FROM company c
     WHERE ${alias}.item_type = ${ReportItemType.Company} AND ${c('id')} = ${alias}.item_id
    UNION ALL
    SELECT ${rv('headline')}, NULL, left(${rv('description')}, ${SUMMARY_LENGTH}), ${c('id')}, ${c('name')}, ${c('transformed_name')}, ${rv('author_account_id')},
           (${rv('status')} = ${ReviewStatus.Approved} AND ${visibleCompanyCondition('c')}), NULL, NULL
      FROM company_review rv JOIN company c ON ${c('id')} = ${rv('company_id')}
     WHERE ${alias}.item_type = ${ReportItemType.Review} AND ${rv('id')} = ${alias}.item_id
    UNION ALL
    SELECT ${v('title')}, ${v('title_ge')}, inv.message, ${c('id')}, ${c('name')}, ${c('transformed_name')}, ${c('account_id')},
           false, inv.account_id, inv.vacancy_id
      FROM ${invitationReportSource('inv', `${alias}.item_id`)}
      JOIN vacancy v ON ${v('id')} = inv.vacancy_id JOIN company c ON ${c('id')} = inv.company_id
     WHERE ${alias}.item_type = ${ReportItemType.Invitation}
  ) item ON true`;
};

/** The item's row alone: `$1` its type, `$2` its id. */
export const REPORTED_ITEM_SQL = `SELECT item.* FROM (SELECT $1::smallint AS item_type, $2::int AS item_id) wanted ${reportedItemJoin('wanted')}
  WHERE item.item_title IS NOT NULL`;
