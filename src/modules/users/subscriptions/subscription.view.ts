import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NotificationFrequency } from '../../../../shared/enums.js';
import { CompanyRef } from '../../company/company-ref.view.js';
import {
  companyLogoColumns,
  type CompanyLogoRow,
  companyNameOrder,
  companyRefColumns,
  type CompanyRefRow,
} from '../../company/company.sql.js';
import { DictionaryRef } from '../../vacancy/vacancy-list-item.sql.js';
import { type Db, storedGroupFrequency } from './subscriber-account.js';
import { normalizeSearchFilter, type VacancySearchFilter } from './dto/vacancy-search-filter.js';

/** Names in both languages (`name` English, `nameGE` Georgian): the client picks. */
const ref = (id: number, name: string, nameGe: string | null): DictionaryRef => ({
  id: Number(id),
  name,
  nameGE: nameGe ?? name,
});

export class SubscribedCompany extends CompanyRef {
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
}

/** GET Users/GetUserSubscribedCompanies. */
export class SubscribedCompaniesView {
  @ApiProperty({
    enum: NotificationFrequency,
    description: 'The frequency of the whole group (daily when there is none)',
  })
  frequency: NotificationFrequency;
  @ApiProperty({ type: [SubscribedCompany] })
  companies: SubscribedCompany[];
}

export class SubscribedJobFunction extends DictionaryRef {
  @ApiProperty({ type: DictionaryRef, nullable: true })
  parent: DictionaryRef | null;
}

/** GET Users/GetUserSubscribedJobFunctions. */
export class SubscribedJobFunctionsView {
  @ApiProperty({ enum: NotificationFrequency })
  frequency: NotificationFrequency;
  @ApiProperty({ type: [SubscribedJobFunction] })
  jobFunctions: SubscribedJobFunction[];
}

/** A saved search's filters as stored (VacancySearchFilter): empty ones are left out. */
export class SavedSearchFilterView {
  @ApiPropertyOptional()
  searchTerm?: string;
  @ApiPropertyOptional({ type: [Number] })
  technologies?: number[];
  @ApiPropertyOptional({ type: [Number] })
  employmentTypes?: number[];
  @ApiPropertyOptional({ type: [Number] })
  workLocations?: number[];
  @ApiPropertyOptional({ type: [Number] })
  jobFunctions?: number[];
  @ApiPropertyOptional({ type: [Number] })
  cities?: number[];
  @ApiPropertyOptional({ type: [Number] })
  experiences?: number[];
  @ApiPropertyOptional()
  salaryShown?: boolean;
}

/** One item of GET Users/GetUserSubscriptions. */
export class SavedSearchView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty({ type: SavedSearchFilterView })
  search: VacancySearchFilter;
  @ApiProperty({ enum: NotificationFrequency })
  frequency: NotificationFrequency;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

export async function loadSubscribedCompanies(db: Db, accountId: number): Promise<SubscribedCompaniesView> {
  const rows: (CompanyRefRow & CompanyLogoRow)[] = await db.query(
    `SELECT ${companyRefColumns('c')}, ${companyLogoColumns('c')}
         FROM company_subscription s JOIN company c ON c.id = s.company_id
        WHERE s.account_id = $1
        ORDER BY ${companyNameOrder('c')}`,
    [accountId],
  );
  return {
    frequency: (await storedGroupFrequency(db, 'company_subscription', accountId)) ?? NotificationFrequency.Daily,
    companies: rows.map((row) => ({
      id: Number(row.company_id),
      name: row.company_name,
      transformedName: row.company_transformed_name,
      smallProfileImageUrl: row.company_small_image_url ?? row.company_image_url,
    })),
  };
}

export async function loadSubscribedJobFunctions(db: Db, accountId: number): Promise<SubscribedJobFunctionsView> {
  const rows: {
    id: number;
    name: string;
    name_ge: string | null;
    parent_id: number | null;
    parent_name: string | null;
    parent_name_ge: string | null;
  }[] = await db.query(
    `SELECT f.id, f.name, f.name_ge, p.id AS parent_id, p.name AS parent_name, p.name_ge AS parent_name_ge
         FROM job_function_subscription s
         JOIN dictionary_item f ON f.id = s.job_function_id
         LEFT JOIN dictionary_item p ON p.id = f.parent_id
        WHERE s.account_id = $1
        ORDER BY coalesce(p.order_index, f.order_index), coalesce(p.id, f.id), p.id NULLS FIRST, f.order_index, f.id`,
    [accountId],
  );
  return {
    frequency: (await storedGroupFrequency(db, 'job_function_subscription', accountId)) ?? NotificationFrequency.Daily,
    jobFunctions: rows.map((row) => ({
      ...ref(row.id, row.name, row.name_ge),
      parent:
        row.parent_id === null || row.parent_name === null
          ? null
          : ref(row.parent_id, row.parent_name, row.parent_name_ge),
    })),
  };
}

export async function loadSavedSearches(db: Db, accountId: number): Promise<SavedSearchView[]> {
  const rows: { id: number; name: string; search: unknown; frequency: number; created_at: Date; updated_at: Date }[] =
    await db.query(
      `SELECT id, name, search, frequency, created_at, updated_at FROM search_subscription
      WHERE account_id = $1 ORDER BY created_at DESC, id DESC`,
      [accountId],
    );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    search: normalizeSearchFilter(typeof row.search === 'string' ? JSON.parse(row.search) : (row.search as object)),
    frequency: Number(row.frequency) as NotificationFrequency,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}
