import { ApiProperty } from '@nestjs/swagger';
import { ReportItemType, ReportReason, ReportStatus } from '../../../../shared/content-report.js';
import type { ReportedItemRow } from '../../reports/reported-item.sql.js';
import { CompanyRef } from '../../company/company-ref.view.js';
import { companyOfAccountJoin } from '../../company/company.sql.js';
import { selectAccountColumns, type AccountColumnsRow, accountDisplayName } from '../../account/account.sql.js';
import type { LeftJoined } from '../../../core/sql/column-selection.js';

/** An account as a report names it (the reporter, the item's owner, the staff member who resolved it). */
export class AdminReportAccount {
  @ApiProperty()
  id: number;
  @ApiProperty()
  email: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The company's name for a company account, else the person's full name",
  })
  name: string | null;
  @ApiProperty()
  isBlocked: boolean;
}

/** What a report is about, as the queue shows it; null on the report when the item is gone. */
export class AdminReportedItem {
  @ApiProperty({ enum: ReportItemType })
  type: ReportItemType;
  @ApiProperty()
  id: number;
  @ApiProperty({
    description: "The vacancy's title (an invitation's too), the company's name or the review's headline",
  })
  title: string;
  @ApiProperty({ type: String, nullable: true })
  titleGE: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "A company's tagline, the beginning of a review's text or an invitation's message",
  })
  summary: string | null;
  @ApiProperty({ description: 'Where staff open it on the site' })
  link: string;
  @ApiProperty({ type: CompanyRef })
  company: CompanyRef;
  @ApiProperty({
    type: AdminReportAccount,
    nullable: true,
    description:
      "Whose it is: the company's account (none for an unclaimed page; an invitation's sender) or the review's author",
  })
  owner: AdminReportAccount | null;
  @ApiProperty({ description: 'The public sees it now' })
  isPublic: boolean;
}

export class AdminReport {
  @ApiProperty()
  id: number;
  @ApiProperty({ enum: ReportItemType })
  itemType: ReportItemType;
  @ApiProperty()
  itemId: number;
  @ApiProperty({ enum: ReportReason })
  reason: ReportReason;
  @ApiProperty({ type: String, nullable: true })
  details: string | null;
  @ApiProperty({ enum: ReportStatus })
  status: ReportStatus;
  @ApiProperty()
  createdAt: string;
  @ApiProperty({ type: String, nullable: true })
  resolvedAt: string | null;
  @ApiProperty({ type: AdminReportAccount, nullable: true })
  reporter: AdminReportAccount | null;
  @ApiProperty({ type: AdminReportAccount, nullable: true })
  resolvedBy: AdminReportAccount | null;
  @ApiProperty({ type: AdminReportedItem, nullable: true })
  item: AdminReportedItem | null;
  @ApiProperty({ description: 'Open reports of the same item, this one included when open' })
  openReportsOfItem: number;
}

/** The accounts a report names: who reported it, who resolved it, whose the item is. */
type ReportAccount = 'reporter' | 'resolver' | 'owner';

/** The account columns of a report's account, prefixed `<as>_` (its name is {@link accountDisplayName}). */
type ReportAccountSelection<As extends ReportAccount> = Record<`${As}_id`, 'id'> &
  Record<`${As}_email`, 'email'> &
  Record<`${As}_blocked`, 'is_blocked'>;

/** A report's account in its row (LEFT JOIN: each may be missing). */
type ReportAccountRow<As extends ReportAccount> = LeftJoined<AccountColumnsRow<ReportAccountSelection<As>>> &
  Record<`${As}_name`, string | null>;

/** A report's account columns, from {@link accountJoin}`(alias, ...)`. */
const reportAccountColumns = (alias: string, as: ReportAccount) =>
  `${selectAccountColumns(alias, { [`${as}_id`]: 'id', [`${as}_email`]: 'email' })}, ${accountDisplayName(alias, `${alias}c`)} AS ${as}_name, ${selectAccountColumns(alias, { [`${as}_blocked`]: 'is_blocked' })}`;

/** The account `alias` whose id is `idColumn`, with its company page `<alias>c`. */
export const accountJoin = (alias: string, idColumn: string) =>
  `LEFT JOIN account ${alias} ON ${alias}.id = ${idColumn} ${companyOfAccountJoin(`${alias}c`, `${alias}.id`)}`;

export const REPORT_ACCOUNT_COLUMNS = [
  reportAccountColumns('rep', 'reporter'),
  reportAccountColumns('res', 'resolver'),
  reportAccountColumns('own', 'owner'),
].join(',\n  ');

export interface AdminReportRow
  extends ReportedItemRow, ReportAccountRow<'reporter'>, ReportAccountRow<'resolver'>, ReportAccountRow<'owner'> {
  id: number;
  item_type: number;
  item_id: number;
  reason: number;
  details: string | null;
  status: number;
  created_at: Date | string;
  resolved_at: Date | string | null;
  open_count: number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const accountOf = (row: AdminReportRow, as: ReportAccount): AdminReportAccount | null =>
  row[`${as}_id`] === null || row[`${as}_id`] === undefined
    ? null
    : {
        id: Number(row[`${as}_id`]),
        email: row[`${as}_email`]!,
        name: row[`${as}_name`] ?? null,
        isBlocked: row[`${as}_blocked`] === true,
      };

/** The site path of a reported item; a vacancy (an invitation's too) opens in staff preview, so a
 *  hidden one shows too. */
export function itemLink(type: ReportItemType, id: number, item: ReportedItemRow): string {
  const companySlug = item.item_company_slug!;
  switch (type) {
    case ReportItemType.Vacancy:
      return `/vacancies/${id}?fromAdmin=true`;
    case ReportItemType.Invitation:
      return `/vacancies/${Number(item.item_vacancy_id)}?fromAdmin=true`;
    case ReportItemType.Company:
      return `/companies/${companySlug}`;
    case ReportItemType.Review:
      return `/companies/${companySlug}/reviews`;
  }
}

export function adminReportOf(row: AdminReportRow): AdminReport {
  const itemType = Number(row.item_type) as ReportItemType;
  const itemId = Number(row.item_id);
  const item: AdminReportedItem | null =
    row.item_title === null || row.item_title === undefined
      ? null
      : {
          type: itemType,
          id: itemId,
          title: row.item_title,
          titleGE: row.item_title_ge,
          summary: row.item_summary,
          link: itemLink(itemType, itemId, row),
          company: {
            id: Number(row.item_company_id),
            name: row.item_company_name!,
            transformedName: row.item_company_slug!,
          },
          owner: accountOf(row, 'owner'),
          isPublic: row.item_is_public === true,
        };
  return {
    id: Number(row.id),
    itemType,
    itemId,
    reason: Number(row.reason) as ReportReason,
    details: row.details,
    status: Number(row.status) as ReportStatus,
    createdAt: iso(row.created_at)!,
    resolvedAt: iso(row.resolved_at),
    reporter: accountOf(row, 'reporter'),
    resolvedBy: accountOf(row, 'resolver'),
    item,
    openReportsOfItem: Number(row.open_count),
  };
}
