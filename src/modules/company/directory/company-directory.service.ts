import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import { escapeLike } from '../../../core/text/escape-like.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { prepareSearch } from '../../search/text/search-query.js';
import {
  openVacancyCountOfCompanySql,
  openVacancyCountsByCompanySql,
  openVacancyCountsFor,
} from '../../visibility/open-vacancy-counts.sql.js';
import { type CompanyListItem, toCompanyListItem } from '../company-list-item.sql.js';
import { visibleCompanyCondition } from '../../visibility/company-visibility.sql.js';
import type { CompanyPageFacts } from '../../../../shared/page-facts/company-page-facts.js';
import { ReviewRatingService } from '../reviews/review-rating.service.js';
import type { CompanyCardView, CompanyComparison, CompanyDetailView } from './company-directory.view.js';
import { CompanyProfilePartsQuery } from './company-profile-parts.sql.js';
import { parseCompareUrl } from './compare-url.js';
import { PICKER_PAGE_SIZE } from './dto/company-pickers.dto.js';
import type { SearchCompaniesQuery } from './dto/search-companies.dto.js';

/** The columns of a company card in a list, in the wire's names: no about texts, which only a
 *  company's own page shows (they were most of a search's bytes). */
const CARD_COLUMNS = `c.id, c.name, c.transformed_name AS "transformedName",
  c.tagline, c.tagline_ge AS "taglineGe", c.team_size AS "teamSize", c.profile_image_url AS "profileImageUrl",
  c.small_profile_image_url AS "smallProfileImageUrl",
  c.is_verified AS "isVerified", c.verified_date AS "verifiedDate", c.is_claiming_necessary AS "isClaimingNecessary"`;

/** The company columns every whole view here starts from. */
const COMPANY_COLUMNS = `${CARD_COLUMNS}, c.about, c.about_ge AS "aboutGe", c.cover_image_url AS "coverImageUrl"`;

interface CardRow {
  id: number;
  name: string;
  transformedName: string;
  tagline: string | null;
  taglineGe: string | null;
  teamSize: string | null;
  profileImageUrl: string | null;
  smallProfileImageUrl: string | null;
  isVerified: boolean;
  verifiedDate: Date | null;
  isClaimingNecessary: boolean;
}

interface CompanyRow extends CardRow {
  about: string | null;
  aboutGe: string | null;
  coverImageUrl: string | null;
}

/** A URL name or an id, as the public page's address carries it. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The public side of companies: the directory search, the pickers, the company page and the
 * comparison. Everything here is public and read-only.
 */
@Injectable()
export class CompanyDirectoryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ratings: ReviewRatingService,
    private readonly parts: CompanyProfilePartsQuery,
  ) {}

  /** The directory: verified first, then by open vacancies, then by name. */
  async search(query: SearchCompaniesQuery): Promise<Page<CompanyCardView>> {
    const empty = { items: [], totalCount: 0, page: query.page, pageSize: query.pageSize };
    const params = new SqlParams();
    const where: string[] = [visibleCompanyCondition('c')];
    const text = query.searchTerm?.trim();
    if (text) {
      const prepared = await prepareSearch(this.db, text);
      if (!prepared) return empty;
      where.push(`c.search_vector @@ ${params.add(prepared.fuzzy)}::tsquery`);
    }
    if (query.technologies?.length) {
      const ids = params.add([...new Set(query.technologies)]);
      where.push(`EXISTS (SELECT 1 FROM company_technology ct JOIN dictionary_item t ON t.id = ct.technology_id
                           WHERE ct.company_id = c.id AND (t.id = ANY(${ids}::int[]) OR t.parent_id = ANY(${ids}::int[])))`);
    }
    if (query.teamSizes?.length) where.push(`c.team_size = ANY(${params.add([...new Set(query.teamSizes)])}::text[])`);
    if (query.isVerified !== undefined) where.push(`c.is_verified = ${params.add(query.isVerified)}`);
    const filter = `WHERE ${where.join(' AND ')}`;

    const offset = (query.page - 1) * query.pageSize;
    // The page and the total in one pass over the matches.
    // Open vacancies per company: counted for the matching companies only when a filter narrows
    // them, in one pass over the open vacancies when every company is listed.
    const openCounts =
      where.length > 1
        ? `LEFT JOIN LATERAL (${openVacancyCountOfCompanySql('c.id')}) oc ON true`
        : `LEFT JOIN (${openVacancyCountsByCompanySql()}) oc ON oc.company_id = c.id`;
    const rows: (CardRow & { activeVacancyCount: number; total: number })[] = await this.db.query(
      `SELECT ${CARD_COLUMNS}, coalesce(oc.count, 0)::int AS "activeVacancyCount", count(*) OVER ()::int AS total
         FROM company c ${openCounts}
         ${filter}
        ORDER BY c.is_verified DESC, "activeVacancyCount" DESC, lower(c.name), c.id
        LIMIT ${params.add(query.pageSize)} OFFSET ${params.add(offset)}`,
      params.values,
    );
    let totalCount = rows.length ? Number(rows[0].total) : 0;
    if (rows.length === 0 && offset > 0) {
      const [{ count }] = await this.db.query(
        `SELECT count(*)::int AS count FROM company c ${filter}`,
        params.values.slice(0, -2),
      );
      totalCount = Number(count);
    }
    const ratings = await this.ratings.ratingsFor(rows.map((row) => Number(row.id)));
    const items = rows.map((row): CompanyCardView => {
      const rating = ratings.get(Number(row.id)) ?? { companyRate: null, reviewCount: 0 };
      return {
        ...toCompanyListItem(row),
        profileImageUrl: row.profileImageUrl,
        tagline: row.tagline,
        taglineGe: row.taglineGe,
        teamSize: row.teamSize,
        activeVacancyCount: Number(row.activeVacancyCount),
        companyRate: rating.companyRate,
        reviewCount: rating.reviewCount,
      };
    });
    return { items, totalCount, page: query.page, pageSize: query.pageSize };
  }

  /** A picker's list: companies whose name contains the text, names starting with it first. */
  async pickerList(text: string | undefined, page: number): Promise<Page<CompanyListItem>> {
    const term = text?.trim() ?? '';
    const filter = `WHERE ${visibleCompanyCondition('c')}${term ? ' AND c.name ILIKE $1' : ''}`;
    const filterParams = term ? [`%${escapeLike(term)}%`] : [];
    const [{ count: totalCount }] = await this.db.query(
      `SELECT count(*)::int AS count FROM company c ${filter}`,
      filterParams,
    );
    const offset = (page - 1) * PICKER_PAGE_SIZE;
    const next = filterParams.length + 1;
    const rows: CardRow[] =
      offset >= totalCount
        ? []
        : await this.db.query(
            `SELECT ${CARD_COLUMNS} FROM company c ${filter}
              ORDER BY (c.name ILIKE $${next}) DESC, c.is_verified DESC, lower(c.name), c.id
              LIMIT $${next + 1} OFFSET $${next + 2}`,
            [...filterParams, `${escapeLike(term)}%`, PICKER_PAGE_SIZE, offset],
          );
    return { items: rows.map(toCompanyListItem), totalCount, page, pageSize: PICKER_PAGE_SIZE };
  }

  /** The public company page by id or URL name; 404 when there is none. */
  async details(by: { companyId?: number; companySlug?: string }, language: Language): Promise<CompanyDetailView> {
    const row =
      by.companyId !== undefined
        ? await this.findRow({ id: by.companyId })
        : await this.findRow({ slug: by.companySlug ?? '' });
    if (!row) throw AppException.notFound('companyDirectory.notFound');
    const [view] = await this.detailViews([row], language);
    return view;
  }

  /** Two companies side by side, from `first-slug-vs-second-slug`. */
  async compare(compareUrl: string, language: Language): Promise<CompanyComparison> {
    const pair = await this.comparedRows(compareUrl);
    if (!pair) throw AppException.notFound('companyDirectory.notFound');
    const [first, second] = pair;
    const ids = [...new Set([Number(first.id), Number(second.id)])];
    const definitions = await this.parts.keyFactDefinitions(language);
    const keyFacts = await this.parts.keyFactValues(ids, definitions, language);
    const views = new Map(
      (await this.detailViews(ids.length === 1 ? [first] : [first, second], language)).map((view) => [view.id, view]),
    );
    return {
      first: { ...views.get(Number(first.id))!, keyFacts: keyFacts.get(Number(first.id)) ?? [] },
      second: { ...views.get(Number(second.id))!, keyFacts: keyFacts.get(Number(second.id)) ?? [] },
      keyFactDefinitions: definitions,
    };
  }

  /** The names of the two companies a comparison address names, for its page head; null when it names none. */
  async comparedNames(compareUrl: string): Promise<[string, string] | null> {
    const pair = parseCompareUrl(compareUrl) ? await this.comparedRows(compareUrl) : null;
    return pair ? [pair[0].name, pair[1].name] : null;
  }

  /** 400 for a malformed address; null when no split of it names two companies. */
  private async comparedRows(compareUrl: string): Promise<[CompanyRow, CompanyRow] | null> {
    const candidates = parseCompareUrl(compareUrl);
    if (!candidates) throw AppException.validation('compareUrl', 'companyDirectory.compareUrlInvalid');
    const rows: CompanyRow[] = await this.db.query(
      `SELECT ${COMPANY_COLUMNS} FROM company c WHERE c.transformed_name = ANY($1::text[]) AND ${visibleCompanyCondition('c')}`,
      [[...new Set(candidates.flat())]],
    );
    const bySlug = new Map(rows.map((row) => [row.transformedName, row]));
    // A URL name may itself contain "-vs-": take the first split whose both sides are companies.
    const pair = candidates.find(([first, second]) => bySlug.has(first) && bySlug.has(second));
    return pair ? [bySlug.get(pair[0])!, bySlug.get(pair[1])!] : null;
  }

  /** The facts the server needs for a company page's head, by URL name or id; null when there is none. */
  async pageFacts(slugOrId: string): Promise<CompanyPageFacts | null> {
    const key = slugOrId.trim().toLowerCase();
    const row = /^\d{1,9}$/.test(key)
      ? ((await this.findRow({ slug: key })) ?? (await this.findRow({ id: Number(key) })))
      : await this.findRow({ slug: key });
    if (!row) return null;
    const rating = (await this.ratings.ratingsFor([Number(row.id)])).get(Number(row.id))!;
    return {
      id: Number(row.id),
      name: row.name,
      transformedName: row.transformedName,
      tagline: row.tagline,
      taglineGe: row.taglineGe,
      about: row.about,
      aboutGe: row.aboutGe,
      profileImageUrl: row.profileImageUrl,
      companyRate: rating.companyRate,
      reviewCount: rating.reviewCount,
    };
  }

  /** Every company's URL name, for the sitemap. */
  async sitemapSlugs(): Promise<string[]> {
    const rows: { slug: string }[] = await this.db.query(
      `SELECT c.transformed_name AS slug FROM company c WHERE ${visibleCompanyCondition('c')} ORDER BY c.id`,
    );
    return rows.map((row) => row.slug);
  }

  private async findRow(by: { id: number } | { slug: string }): Promise<CompanyRow | null> {
    if ('slug' in by && !SLUG_PATTERN.test(by.slug.toLowerCase())) return null;
    const [row] = await this.db.query(
      `SELECT ${COMPANY_COLUMNS} FROM company c WHERE ${'id' in by ? 'c.id = $1' : 'c.transformed_name = lower($1)'} AND ${visibleCompanyCondition('c')}`,
      ['id' in by ? by.id : by.slug],
    );
    return row ?? null;
  }

  private async detailViews(rows: CompanyRow[], language: Language): Promise<CompanyDetailView[]> {
    const ids = rows.map((row) => Number(row.id));
    const [ratings, vacancyCounts, technologies, benefits] = await Promise.all([
      this.ratings.ratingsFor(ids),
      openVacancyCountsFor(this.db, ids),
      this.parts.technologies(ids, language),
      this.parts.benefits(ids, language),
    ]);
    return rows.map((row) => {
      const id = Number(row.id);
      const rating = ratings.get(id) ?? { companyRate: null, reviewCount: 0 };
      return {
        ...toCompanyListItem(row),
        about: row.about,
        aboutGe: row.aboutGe,
        teamSize: row.teamSize,
        profileImageUrl: row.profileImageUrl,
        companyRate: rating.companyRate,
        coverImageUrl: row.coverImageUrl,
        tagline: row.tagline,
        taglineGe: row.taglineGe,
        activeVacancyCount: vacancyCounts.get(id) ?? 0,
        reviewCount: rating.reviewCount,
        technologies: technologies.get(id) ?? [],
        benefits: benefits.get(id) ?? [],
      };
    });
  }
}
