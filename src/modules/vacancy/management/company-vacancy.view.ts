import type { DataSource, EntityManager } from 'typeorm';
import { ApiProperty } from '@nestjs/swagger';
import { Currency, VacancyApproval, VacancyCallToAction, VacancyStatus } from '../../../../shared/enums.js';
import type { EditorDocument } from '../description/editor-document.js';
import { EditorDocumentView } from '../description/editor-document.view.js';
import { effectiveStatusSql } from './vacancy-rules.js';

/** What the company panel shows of where a vacancy stands. `status` is the effective one: an active
 *  vacancy past its deadline is ended even before the scheduler marks it. */
export class CompanyVacancyState {
  @ApiProperty()
  id: number;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: String, nullable: true })
  titleGE: string | null;
  @ApiProperty({ type: String, nullable: true })
  transformedTitle: string | null;
  @ApiProperty({ enum: VacancyStatus })
  status: VacancyStatus;
  @ApiProperty({
    enum: VacancyApproval,
    description: 'Review mode: 1 waiting for staff, 2 approved (public when active), 3 rejected (see rejectionReason)',
  })
  approval: VacancyApproval;
  @ApiProperty({ type: String, nullable: true })
  rejectionReason: string | null;
  @ApiProperty()
  deadlineMonths: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deadline: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

/** GET Vacancy/GetCompanyVacancy (and what Create/Update/End/RenewCompanyVacancy answer): everything
 *  the editor needs, in the body's field names. */
export class CompanyVacancyView extends CompanyVacancyState {
  @ApiProperty({ type: EditorDocumentView, nullable: true, description: 'The English description as stored' })
  descriptionEN: EditorDocument | null;
  @ApiProperty({ type: EditorDocumentView, nullable: true, description: 'The Georgian description as stored' })
  descriptionGE: EditorDocument | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Seniority (dictionary Experience)' })
  experienceId: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Job type (dictionary EmploymentType)' })
  employmentTypeId: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Work place type (dictionary WorkLocation)' })
  workLocationId: number | null;
  @ApiProperty({ type: Number, nullable: true })
  cityId: number | null;
  @ApiProperty({ type: Number, nullable: true })
  jobFunctionId: number | null;
  @ApiProperty({ type: [Number] })
  technologyIds: number[];
  @ApiProperty({ type: [Number] })
  benefitIds: number[];
  @ApiProperty({ type: [String], description: 'ISO 639-1 codes' })
  languages: string[];
  @ApiProperty({ type: Number, nullable: true })
  salaryMin: number | null;
  @ApiProperty({ type: Number, nullable: true })
  salaryMax: number | null;
  @ApiProperty({ enum: Currency })
  currency: Currency;
  @ApiProperty()
  showSalary: boolean;
  @ApiProperty({ enum: VacancyCallToAction, description: '0 none, 1 apply now, 2 subscribe' })
  callToAction: VacancyCallToAction;
}

/** A card of the panel's lists (GetAuthorizeCompanyVacancies). */
export class CompanyVacancyListItem extends CompanyVacancyState {
  @ApiProperty()
  applicantCount: number;
  @ApiProperty({ description: 'Applications nobody has opened yet (status 1, new)' })
  newApplicantCount: number;
  @ApiProperty({ description: "Visits of the vacancy's page (the company statistics' vacancy visits)" })
  visitCount: number;
}

/** SQL columns of {@link CompanyVacancyState} for the vacancy `v`. */
export const STATE_COLUMNS = `v.id, v.title, v.title_ge, v.transformed_title, ${effectiveStatusSql('v')} AS status,
  v.approval, v.rejection_reason, v.deadline_months, v.published_at, v.deadline,
  COALESCE(v.ended_at, CASE WHEN v.status = ${VacancyStatus.Active} AND v.deadline <= now() THEN v.deadline END) AS ended_at,
  v.created_at, v.updated_at`;

export interface StateRow {
  id: number;
  title: string;
  title_ge: string | null;
  transformed_title: string | null;
  status: number;
  approval: number;
  rejection_reason: string | null;
  deadline_months: number;
  published_at: Date | string | null;
  deadline: Date | string | null;
  ended_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export const toState = (row: StateRow): CompanyVacancyState => ({
  id: Number(row.id),
  title: row.title,
  titleGE: row.title_ge,
  transformedTitle: row.transformed_title,
  status: Number(row.status) as VacancyStatus,
  approval: Number(row.approval) as VacancyApproval,
  rejectionReason: row.rejection_reason,
  deadlineMonths: Number(row.deadline_months),
  publishedAt: dateOf(row.published_at),
  deadline: dateOf(row.deadline),
  endedAt: dateOf(row.ended_at),
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

interface VacancyRow extends StateRow {
  description_en: EditorDocument | null;
  description_ge: EditorDocument | null;
  experience_id: number | null;
  employment_type_id: number | null;
  work_location_id: number | null;
  city_id: number | null;
  job_function_id: number | null;
  technology_ids: number[];
  benefit_ids: number[];
  languages: string[];
  salary_min: number | null;
  salary_max: number | null;
  currency: number;
  show_salary: boolean;
  call_to_action: number;
}

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

/** The company's own vacancy in full, or null when the company has no vacancy with this id. */
export async function loadCompanyVacancy(
  db: DataSource | EntityManager,
  companyId: number,
  vacancyId: number,
): Promise<CompanyVacancyView | null> {
  const [row]: VacancyRow[] = await db.query(
    `SELECT ${STATE_COLUMNS}, vd.description_en, vd.description_ge, v.experience_id, v.employment_type_id,
            v.work_location_id, v.city_id, v.job_function_id, v.languages, v.salary_min, v.salary_max, v.currency,
            v.show_salary, v.call_to_action,
            ARRAY(SELECT vt.technology_id FROM vacancy_technology vt WHERE vt.vacancy_id = v.id ORDER BY vt.technology_id) AS technology_ids,
            ARRAY(SELECT vb.benefit_id FROM vacancy_benefit vb WHERE vb.vacancy_id = v.id ORDER BY vb.benefit_id) AS benefit_ids
       FROM vacancy v LEFT JOIN vacancy_description vd ON vd.vacancy_id = v.id
      WHERE v.id = $1 AND v.company_id = $2`,
    [vacancyId, companyId],
  );
  if (!row) return null;
  return {
    ...toState(row),
    descriptionEN: row.description_en,
    descriptionGE: row.description_ge,
    experienceId: numberOrNull(row.experience_id),
    employmentTypeId: numberOrNull(row.employment_type_id),
    workLocationId: numberOrNull(row.work_location_id),
    cityId: numberOrNull(row.city_id),
    jobFunctionId: numberOrNull(row.job_function_id),
    technologyIds: row.technology_ids.map(Number),
    benefitIds: row.benefit_ids.map(Number),
    languages: row.languages,
    salaryMin: numberOrNull(row.salary_min),
    salaryMax: numberOrNull(row.salary_max),
    currency: Number(row.currency) as Currency,
    showSalary: row.show_salary,
    callToAction: Number(row.call_to_action) as VacancyCallToAction,
  };
}
