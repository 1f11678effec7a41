import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { VacancyApproval, VacancyStatus } from '../../../../shared/enums.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { returnedRows } from '../../../database/returned-rows.js';
import { type CompanyVacancyView, loadCompanyVacancy } from './company-vacancy.view.js';
import type { CompanyVacancyBody } from './dto/company-vacancy.dto.js';
import { type VacancyInput, VacancyInputService } from './vacancy-input.service.js';
import { VacancyPublisherService } from './vacancy-publisher.service.js';
import { approvalOnPublishing, effectiveStatus, transformedTitleOf } from './vacancy-rules.js';

/** A draft that never chose a deadline keeps the column's default until it is published. */
const DEFAULT_DEADLINE_MONTHS = 1;

/** The vacancy columns a company writes, in the order of {@link contentValues}; the descriptions
 *  go to the vacancy's vacancy_description row ({@link CompanyVacancyEditorService.finish}). */
const CONTENT_COLUMNS = [
  'title',
  'title_ge',
  'experience_id',
  'employment_type_id',
  'work_location_id',
  'city_id',
  'job_function_id',
  'salary_min',
  'salary_max',
  'currency',
  'show_salary',
  'call_to_action',
  'deadline_months',
  'languages',
] as const;
const CONTENT_CASTS: Partial<Record<(typeof CONTENT_COLUMNS)[number], string>> = {
  languages: '::varchar[]',
};

const jsonOrNull = (document: unknown) => (document === null ? null : JSON.stringify(document));

const contentValues = (input: VacancyInput, deadlineMonths: number): unknown[] => [
  input.title,
  input.titleGe,
  input.experienceId,
  input.employmentTypeId,
  input.workLocationId,
  input.cityId,
  input.jobFunctionId,
  input.salaryMin,
  input.salaryMax,
  input.currency,
  input.showSalary,
  input.callToAction,
  deadlineMonths,
  input.languages,
];

/** `col = $n` for each content column, numbered from `first`. */
const contentAssignments = (first: number) =>
  CONTENT_COLUMNS.map((column, i) => `${column} = $${first + i}${CONTENT_CASTS[column] ?? ''}`).join(', ');

/** CreateCompanyVacancy and UpdateCompanyVacancy: the company writes a whole vacancy, as a draft or
 *  published (spec point 4, review mode included). */
@Injectable()
export class CompanyVacancyEditorService {
  constructor(
    private readonly db: DataSource,
    private readonly publisher: VacancyPublisherService,
    private readonly input: VacancyInputService,
  ) {}

  /** A new vacancy: published (`publish`) or saved as a draft. */
  async create(session: AuthSession, body: CompanyVacancyBody): Promise<CompanyVacancyView> {
    const company = await this.publisher.companyOf(session);
    return this.db.transaction(async (manager) => {
      const input = await this.input.read(manager, body, body.publish);
      const approval = body.publish ? approvalOnPublishing(company.isVerified, null) : VacancyApproval.Approved;
      const months = input.deadlineMonths ?? DEFAULT_DEADLINE_MONTHS;
      const first = 6;
      const [row]: { id: number }[] = await manager.query(
        `INSERT INTO vacancy (company_id, status, approval, published_at, deadline, updated_at, ${CONTENT_COLUMNS.join(', ')})
         VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN now() END, CASE WHEN $4::boolean THEN now() + make_interval(months => $5::int) END,
                 now(), ${CONTENT_COLUMNS.map((column, i) => `$${first + i}${CONTENT_CASTS[column] ?? ''}`).join(', ')})
         RETURNING id`,
        [
          company.id,
          body.publish ? VacancyStatus.Active : VacancyStatus.Draft,
          approval,
          body.publish,
          months,
          ...contentValues(input, months),
        ],
      );
      await this.finish(manager, row.id, input);
      return (await loadCompanyVacancy(manager, company.id, row.id))!;
    });
  }

  /**
   * Replaces a vacancy's content. A draft stays a draft, or is published with `publish`; an active
   * vacancy stays active (its deadline follows a new deadline choice, and an unverified company's
   * edit goes back to review); an ended one stays ended until it is renewed.
   */
  async update(session: AuthSession, vacancyId: number, body: CompanyVacancyBody): Promise<CompanyVacancyView> {
    const company = await this.publisher.companyOf(session);
    return this.db.transaction(async (manager) => {
      const [current]: { status: number; deadline: Date | string | null; approval: number }[] = await manager.query(
        'SELECT status, deadline, approval FROM vacancy WHERE id = $1 AND company_id = $2 FOR UPDATE',
        [vacancyId, company.id],
      );
      if (!current) throw AppException.notFound('vacancies.notFound');
      const status = effectiveStatus(
        current.status,
        current.deadline === null ? null : new Date(current.deadline),
        new Date(),
      );
      const publishingDraft = status === VacancyStatus.Draft && body.publish;
      const input = await this.input.read(manager, body, status !== VacancyStatus.Draft || body.publish);
      const months = input.deadlineMonths ?? DEFAULT_DEADLINE_MONTHS;
      const values = contentValues(input, months);
      const first = 3;
      const next = CONTENT_COLUMNS.length + first;

      if (publishingDraft) {
        await manager.query(
          `UPDATE vacancy SET ${contentAssignments(first)}, status = ${VacancyStatus.Active}, approval = $${next},
                  rejection_reason = NULL, published_at = now(), deadline = now() + make_interval(months => $${next + 1}::int),
                  ended_at = NULL, updated_at = now()
            WHERE id = $1 AND company_id = $2`,
          [vacancyId, company.id, ...values, approvalOnPublishing(company.isVerified, null), months],
        );
      } else if (status === VacancyStatus.Active) {
        // An edit of a public vacancy is published again: review mode applies as on publishing.
        const approval = approvalOnPublishing(company.isVerified, current.approval as VacancyApproval);
        const [row] = returnedRows<{ expired: boolean }>(
          await manager.query(
            `UPDATE vacancy SET ${contentAssignments(first)}, approval = $${next},
                    rejection_reason = NULL, deadline = published_at + make_interval(months => $${next + 1}::int), updated_at = now()
              WHERE id = $1 AND company_id = $2
              RETURNING deadline <= now() AS expired`,
            [vacancyId, company.id, ...values, approval, months],
          ),
        );
        if (row.expired) throw AppException.validation('deadlineMonths', 'vacancies.deadlinePassed');
      } else {
        await manager.query(
          `UPDATE vacancy SET ${contentAssignments(first)}, updated_at = now() WHERE id = $1 AND company_id = $2`,
          [vacancyId, company.id, ...values],
        );
      }
      await this.finish(manager, vacancyId, input);
      return (await loadCompanyVacancy(manager, company.id, vacancyId))!;
    });
  }

  /** The URL name (from the title and the id), the vacancy's descriptions (its vacancy_description
   *  row, made or replaced), and its technologies and benefits. */
  private async finish(manager: EntityManager, vacancyId: number, input: VacancyInput): Promise<void> {
    await manager.query('UPDATE vacancy SET transformed_title = $2 WHERE id = $1', [
      vacancyId,
      transformedTitleOf(input.title, vacancyId),
    ]);
    await manager.query(
      `INSERT INTO vacancy_description (vacancy_id, description_en, description_ge) VALUES ($1, $2::jsonb, $3::jsonb)
       ON CONFLICT (vacancy_id) DO UPDATE SET description_en = EXCLUDED.description_en, description_ge = EXCLUDED.description_ge`,
      [vacancyId, jsonOrNull(input.descriptionEn), jsonOrNull(input.descriptionGe)],
    );
    await manager.query('DELETE FROM vacancy_technology WHERE vacancy_id = $1', [vacancyId]);
    await manager.query('DELETE FROM vacancy_benefit WHERE vacancy_id = $1', [vacancyId]);
    if (input.technologyIds.length) {
      await manager.query('INSERT INTO vacancy_technology (vacancy_id, technology_id) SELECT $1, unnest($2::int[])', [
        vacancyId,
        input.technologyIds,
      ]);
    }
    if (input.benefitIds.length) {
      await manager.query('INSERT INTO vacancy_benefit (vacancy_id, benefit_id) SELECT $1, unnest($2::int[])', [
        vacancyId,
        input.benefitIds,
      ]);
    }
  }
}
