import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { isUniqueViolation } from '../../../database/unique-violation.js';
import { toCompanyListItem } from '../company-list-item.sql.js';
import { Company } from '../entities/company.entity.js';
import type { CreateUpdateReviewBody } from './dto/review.dto.js';
import type { ReviewPageQuery } from './dto/review-query.dto.js';
import { CompanyReview } from './entities/company-review.entity.js';
import { ReviewStatus } from '../../../../shared/enums.js';
import { REVIEW_FROM, REVIEW_SELECT } from './review-queries.js';
import { type AuthorReviewView, type ReviewRow, toAuthorReview } from './review.view.js';

const orNull = (text: string | null | undefined): string | null => (text ? text : null);

/** A talent's own reviews: write one per company, update it (back to pending), read and delete it. */
@Injectable()
export class ReviewService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(CompanyReview) private readonly reviews: Repository<CompanyReview>,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
  ) {}

  async createOrUpdate(session: AuthSession, body: CreateUpdateReviewBody): Promise<AuthorReviewView> {
    const fields = {
      rating: body.rating,
      headline: body.headline,
      description: body.description,
      pros: orNull(body.pros),
      cons: orNull(body.cons),
      advice: orNull(body.advice),
      benefits: orNull(body.benefits),
      visibility: body.visibility,
      position: orNull(body.position),
      tenure: orNull(body.tenure),
      status: ReviewStatus.Pending,
      rejectionReason: null,
    };
    if (body.id !== undefined) {
      const review = await this.reviews.findOne({ where: { id: body.id, authorAccountId: session.accountId } });
      if (!review) throw AppException.notFound('reviews.notFound');
      if (review.companyId !== body.companyId) throw AppException.validation('companyId', 'reviews.companyMismatch');
      await this.reviews.update({ id: review.id, authorAccountId: session.accountId }, fields);
      return this.own(session, review.id);
    }

    if (!(await this.companies.exists({ where: { id: body.companyId } })))
      throw AppException.notFound('reviews.companyNotFound');
    if (await this.reviews.exists({ where: { companyId: body.companyId, authorAccountId: session.accountId } }))
      throw this.alreadyReviewed();
    try {
      const saved = await this.reviews.save(
        this.reviews.create({ ...fields, companyId: body.companyId, authorAccountId: session.accountId }),
      );
      return this.own(session, saved.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw this.alreadyReviewed();
      throw error;
    }
  }

  /** The caller's own review in any status, else 404. */
  async own(session: AuthSession, reviewId: number): Promise<AuthorReviewView> {
    const [view] = await this.authorViews(
      `r.author_account_id = $1 AND r.id = $2`,
      [session.accountId, reviewId],
      1,
      0,
    );
    if (!view) throw AppException.notFound('reviews.notFound');
    return view;
  }

  /** The caller's reviews across companies, any status, last changed first ("my reviews"). */
  async mine(session: AuthSession, query: ReviewPageQuery): Promise<Page<AuthorReviewView>> {
    const [{ count }]: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM company_review WHERE author_account_id = $1`,
      [session.accountId],
    );
    const items = await this.authorViews(
      `r.author_account_id = $1`,
      [session.accountId],
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return { items, totalCount: Number(count), page: query.page, pageSize: query.pageSize };
  }

  /** Deletes the caller's own review (likes and reply go with it); someone else's is a 404. */
  async deleteOwn(session: AuthSession, reviewId: number): Promise<true> {
    const result = await this.reviews.delete({ id: reviewId, authorAccountId: session.accountId });
    if (!result.affected) throw AppException.notFound('reviews.notFound');
    return true;
  }

  private alreadyReviewed(): AppException {
    return AppException.of(AppErrorCode.Conflict, 'reviews.alreadyReviewed', undefined, 'companyId');
  }

  private async authorViews(
    where: string,
    params: unknown[],
    limit: number,
    offset: number,
  ): Promise<AuthorReviewView[]> {
    const rows: ReviewRow[] = await this.db.query(
      `SELECT ${REVIEW_SELECT} ${REVIEW_FROM}
        WHERE ${where}
        ORDER BY r.updated_at DESC, r.id DESC
        LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      params,
    );
    const companyIds = [...new Set(rows.map((row) => Number(row.company_id)))];
    const companies = companyIds.length ? await this.companies.findBy({ id: In(companyIds) }) : [];
    const byId = new Map(companies.map((company) => [company.id, toCompanyListItem(company)]));
    return rows.map((row) => toAuthorReview(row, byId.get(Number(row.company_id)) ?? null));
  }
}
