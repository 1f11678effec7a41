import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../../core/audit/audit-log.service.js';
import { SEO_PAGE_KINDS, type SeoPageKind } from '../../../../../shared/enums.js';
import type { SeoDetailView } from '../../../common/site-facts.service.js';
import { lockSeoTexts, saveSeoTexts, seoDetailsOf } from '../../../common/seo-detail.sql.js';
import type { SeoTextBody } from './dto/admin-pages.dto.js';

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
    return seoDetailsOf(this.db, SEO_PAGE_KINDS);
  }

  async update(staff: AuthSession, pageKind: SeoPageKind, body: SeoTextBody): Promise<SeoDetailView> {
    return this.db.transaction(async (manager) => {
      const before = await lockSeoTexts(manager, pageKind);
      const after = {
        pageKind,
        titleEn: body.titleEn,
        titleGe: body.titleGe,
        descriptionEn: body.descriptionEn,
        descriptionGe: body.descriptionGe,
      };
      await saveSeoTexts(manager, pageKind, after);
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
