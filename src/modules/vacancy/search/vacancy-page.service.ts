import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { type VacancyApproval, type VacancyCallToAction, VacancyStatus } from '../../../../shared/enums.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import { MAX_RECORD_ID } from '../../../core/validation/is-record-id.decorator.js';
import {
  dictionaryItemColumns,
  dictionaryItemsColumn,
  dictionaryRef,
  type LinkedDictionaryItem,
  shownSalary,
  talentAccountOf,
  toVacancyListItem,
  VACANCY_CARD_COLUMNS,
  VACANCY_CARD_JOINS,
  type VacancyCardRow,
} from '../vacancy-list-item.sql.js';
import { openVacancyCondition } from '../../visibility/vacancy-visibility.sql.js';
import type { EditorDocument } from '../description/editor-document.js';
import { hasText } from '../../../../shared/text/editor-text.js';
import { favoriteVacancyIds } from '../../users/favorites/favorite-vacancy.sql.js';
import { vacancyMatches } from '../match/vacancy-matches.sql.js';
import { meanRating } from '../../company/reviews/company-rate.rules.js';
import { approvedReviewCountSql, approvedReviewRatingSumSql } from '../../company/reviews/review.sql.js';
import { APPLICANT_COUNT_CAP, publicApplicantCount } from './applicant-count.js';
import { ACCESS_COLUMNS, isPublic, mayPreview, type VacancyAccessRow } from './vacancy-access.js';
import type { VacancyPageFacts } from '../../../../shared/page-facts/vacancy-page-facts.js';
import type { BenefitRef, VacancyDetailView, VacancySitemapEntry } from './vacancy-search.view.js';

interface VacancyPageRow extends VacancyCardRow, VacancyAccessRow {
  /** Stored normalised (editor-document.ts). */
  description_en: EditorDocument | null;
  description_ge: EditorDocument | null;
  call_to_action: number;
  languages: string[] | null;
  is_expired: boolean;
  updated_at: Date | string;
  company_tagline: string | null;
  company_tagline_ge: string | null;
  company_team_size: string | null;
  company_review_count: number;
  company_rating_sum: number | null;
  /** Applications counted up to APPLICANT_COUNT_CAP. */
  applicant_count: number;
  job_function_id: number | null;
  job_function_name: string | null;
  job_function_name_ge: string | null;
  employment_type_key: string | null;
  work_location_key: string | null;
  benefits: LinkedDictionaryItem[];
}

/** The vacancy page: what `GetVacancy` answers, who may see it, and the facts of its server-rendered
 *  head and sitemap entry. */
@Injectable()
export class VacancyPageService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** 404 for an unknown id and for a vacancy the caller may not see (another company's draft). */
  async detail(
    vacancyId: number | undefined,
    fromAdmin: boolean,
    session: AuthSession | undefined,
    language: Language,
  ): Promise<VacancyDetailView> {
    if (vacancyId === undefined) throw AppException.validation('vacancyId', 'vacancySearch.vacancyRequired');
    const row = await this.findRow(vacancyId);
    if (!row) throw AppException.notFound('vacancySearch.notFound');
    const visibleToAll = isPublic(row);
    if (!visibleToAll && !mayPreview(row, session, fromAdmin)) throw AppException.notFound('vacancySearch.notFound');

    const talentAccountId = talentAccountOf(session);
    const favorites = await favoriteVacancyIds(this.db, talentAccountId, [vacancyId]);
    const applied: unknown[] =
      talentAccountId === null
        ? []
        : await this.db.query('SELECT 1 FROM application WHERE vacancy_id = $1 AND account_id = $2', [
            vacancyId,
            talentAccountId,
          ]);
    const matches = await vacancyMatches(this.db, talentAccountId, [vacancyId]);
    const card = toVacancyListItem(row, language, favorites, matches);
    return {
      ...card,
      company: {
        ...card.company,
        tagline: row.company_tagline,
        taglineGe: row.company_tagline_ge,
        profileImageUrl: row.company_image_url,
        teamSize: row.company_team_size,
        companyRate: meanRating(Number(row.company_rating_sum ?? 0), Number(row.company_review_count)),
        reviewCount: Number(row.company_review_count),
      },
      applicants: publicApplicantCount(Number(row.applicant_count)),
      jobFunction: dictionaryRef(language, row.job_function_id, row.job_function_name, row.job_function_name_ge),
      descriptionEN: row.description_en,
      descriptionGE: row.description_ge,
      elementContext: language === 'ka' && hasText(row.description_ge) ? row.description_ge : row.description_en,
      benefits: row.benefits.map(([id, name, nameGe, iconUrl]): BenefitRef => ({
        ...dictionaryRef(language, id, name, nameGe)!,
        iconUrl,
      })),
      languages: row.languages ?? [],
      callToAction: Number(row.call_to_action) as VacancyCallToAction,
      status: Number(row.status) as VacancyStatus,
      approval: Number(row.approval) as VacancyApproval,
      isExpired: row.is_expired,
      isPreview: !visibleToAll,
      isApplied: applied.length > 0,
      employmentTypeKey: row.employment_type_key,
      workLocationKey: row.work_location_key,
      updatedAt: new Date(row.updated_at),
    };
  }

  /**
   * The facts of a vacancy page's head, for a vacancy the public may see; null otherwise (an
   * unknown id, a draft, one waiting for review). `companySegment` is the company part of
   * `/{companyId}/vacancies/{id}`: the company's id or URL name (lower case), else null.
   */
  async pageFacts(vacancyIdText: string, companySegment?: string): Promise<VacancyPageFacts | null> {
    if (!/^\d{1,10}$/.test(vacancyIdText) || Number(vacancyIdText) > MAX_RECORD_ID) return null;
    const row = await this.findRow(Number(vacancyIdText));
    if (!row || !isPublic(row)) return null;
    if (
      companySegment !== undefined &&
      companySegment !== String(row.company_id) &&
      companySegment !== row.company_transformed_name
    )
      return null;
    return {
      id: Number(row.id),
      title: row.title,
      titleGe: row.title_ge,
      descriptionEn: row.description_en,
      descriptionGe: row.description_ge,
      isOpen: row.is_open,
      publishedAt: row.published_at === null ? null : new Date(row.published_at),
      deadline: row.deadline === null ? null : new Date(row.deadline),
      updatedAt: new Date(row.updated_at),
      employmentTypeKey: row.employment_type_key,
      workLocationKey: row.work_location_key,
      city: row.city_name === null ? null : { name: row.city_name, nameGe: row.city_name_ge ?? row.city_name },
      salary: shownSalary(row),
      callToAction: Number(row.call_to_action) as VacancyCallToAction,
      company: {
        id: Number(row.company_id),
        name: row.company_name,
        transformedName: row.company_transformed_name,
        profileImageUrl: row.company_image_url,
      },
    };
  }

  /** Every open vacancy, with its last change, for the sitemap. */
  async sitemapEntries(): Promise<VacancySitemapEntry[]> {
    const rows: { id: number; last_modified: Date | string }[] = await this.db.query(
      `SELECT v.id, greatest(v.updated_at, v.published_at) AS last_modified FROM vacancy v
        WHERE ${openVacancyCondition('v')} ORDER BY v.id`,
    );
    return rows.map((row) => ({ id: Number(row.id), lastModified: new Date(row.last_modified) }));
  }

  private async findRow(vacancyId: number): Promise<VacancyPageRow | null> {
    const [row] = await this.db.query(
      `SELECT ${VACANCY_CARD_COLUMNS}, ${ACCESS_COLUMNS},
              vd.description_en, vd.description_ge, v.call_to_action, v.languages, v.updated_at,
              (v.status = ${VacancyStatus.Ended} OR v.deadline <= now()) IS TRUE AS is_expired,
              c.tagline AS company_tagline, c.tagline_ge AS company_tagline_ge, c.team_size AS company_team_size,
              (${approvedReviewCountSql('c.id')}) AS company_review_count,
              (${approvedReviewRatingSumSql('c.id')}) AS company_rating_sum,
              -- Every application of the vacancy, whatever its status; counting stops at the last step.
              (SELECT count(*)::int FROM (SELECT 1 FROM application a WHERE a.vacancy_id = v.id LIMIT ${APPLICANT_COUNT_CAP}) counted) AS applicant_count,
              ${dictionaryItemColumns('v.employment_type_id', 'employment_type', ['key'])},
              ${dictionaryItemColumns('v.work_location_id', 'work_location', ['key'])},
              ${dictionaryItemColumns('v.job_function_id', 'job_function')},
              ${dictionaryItemsColumn('vacancy_benefit', 'benefit_id', 'benefits', 'd.order_index, d.id')}
         FROM vacancy v ${VACANCY_CARD_JOINS}
         LEFT JOIN vacancy_description vd ON vd.vacancy_id = v.id
        WHERE v.id = $1`,
      [vacancyId],
    );
    return row ?? null;
  }
}
