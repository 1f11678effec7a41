import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../../core/audit/audit-log.service.js';
import { SEO_PAGE_KINDS, type SeoPageKind } from '../../../../../shared/enums.js';
import type { SeoDetailView } from '../../../common/site-facts.service.js';
import type { SeoTextBody } from './dto/admin-pages.dto.js';

const SEO_COLUMNS = `k.kind AS "pageKind", coalesce(s.title_en, '') AS "titleEn", coalesce(s.title_ge, '') AS "titleGe",
  coalesce(s.description_en, '') AS "descriptionEn", coalesce(s.description_ge, '') AS "descriptionGe"`;

/**
 * The <title> and meta description of each kind of page, in both languages (GetSeoDetails, and the
 * head the server writes into every page). Read afresh by every page, so a change shows at once.
 */
@Injectable()
export class AdminSeoService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  /** Every kind of page in a fixed order; a kind without texts yet has empty ones. */
  list(): Promise<SeoDetailView[]> {
    return this.db.query(
      `SELECT ${SEO_COLUMNS} FROM unnest($1::text[]) WITH ORDINALITY AS k (kind, position)
         LEFT JOIN seo_detail s ON s.page_kind = k.kind ORDER BY k.position`,
      [[...SEO_PAGE_KINDS]],
    );
  }

  async update(staff: AuthSession, pageKind: SeoPageKind, body: SeoTextBody): Promise<SeoDetailView> {
    return this.db.transaction(async (manager) => {
      const [before] = await manager.query(
        `SELECT title_en AS "titleEn", title_ge AS "titleGe", description_en AS "descriptionEn", description_ge AS "descriptionGe"
           FROM seo_detail WHERE page_kind = $1 FOR UPDATE`,
        [pageKind],
      );
      const after = {
        pageKind,
        titleEn: body.titleEn,
        titleGe: body.titleGe,
        descriptionEn: body.descriptionEn,
        descriptionGe: body.descriptionGe,
      };
      await manager.query(
        `INSERT INTO seo_detail (page_kind, title_en, title_ge, description_en, description_ge) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (page_kind) DO UPDATE SET title_en = $2, title_ge = $3, description_en = $4, description_ge = $5`,
        [pageKind, body.titleEn, body.titleGe, body.descriptionEn, body.descriptionGe],
      );
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.seoTextUpdated',
          targetType: 'seo_detail',
          before: before ? { pageKind, ...before } : null,
          after,
        },
        manager,
      );
      return after;
    });
  }
}
