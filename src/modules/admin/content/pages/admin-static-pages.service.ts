import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../../core/audit/audit-log.service.js';
import { ReadCache } from '../../../../core/cache/read-cache.service.js';
import type { StaticContentType } from '../../../../../shared/enums.js';
import { AppException } from '../../../../core/errors/app.exception.js';
import { ImageUploadService, type UploadedImage } from '../../../../core/files/image-upload.service.js';
import type { HeroView, StaticDataView } from '../../../static/static-content.view.js';
import { heroContent, staticPage, updateHeroContent, updateStaticPage } from '../../../static/static-page.sql.js';
import { CACHED_CONTENT } from '../content-caches.js';
import { deleteImageIfUnused } from '../../unused-image.js';
import type { HeroBody, StaticPageBody } from './dto/admin-pages.dto.js';

/**
 * The static pages (about us, privacy policy, terms of use, support) and the landing page's hero, as
 * staff edit them: the same shapes the public calls answer. Each change is audited, with the old
 * and new texts, in its transaction. The hero is read-cached: a change forgets it at once.
 */
@Injectable()
export class AdminStaticPagesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLogService,
    private readonly cache: ReadCache,
    private readonly images: ImageUploadService,
  ) {}

  page(type: StaticContentType): Promise<StaticDataView> {
    return this.findPage(this.db.manager, type);
  }

  async updatePage(staff: AuthSession, type: StaticContentType, body: StaticPageBody): Promise<StaticDataView> {
    return this.db.transaction(async (manager) => {
      const before = await this.findPage(manager, type, true);
      await updateStaticPage(manager, type, body);
      const after = await this.findPage(manager, type);
      const { updatedAt: _before, ...old } = before;
      const { updatedAt: _after, ...changed } = after;
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.staticPageUpdated',
          targetType: 'static_page',
          targetId: type,
          before: old,
          after: changed,
        },
        manager,
      );
      return after;
    });
  }

  hero(): Promise<HeroView> {
    return this.findHero(this.db.manager);
  }

  async updateHero(staff: AuthSession, body: HeroBody): Promise<HeroView> {
    const { before, after } = await this.db.transaction(async (manager) => {
      const current = await this.findHero(manager, true);
      await updateHeroContent(manager, body);
      const updated = await this.findHero(manager);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'content.heroUpdated',
          targetType: 'hero_content',
          targetId: 1,
          before: current,
          after: updated,
        },
        manager,
      );
      return { before: current, after: updated };
    });
    this.cache.forget(...CACHED_CONTENT.hero);
    if (before.imageUrl !== after.imageUrl) await deleteImageIfUnused(this.db, this.images, before.imageUrl);
    return after;
  }

  /** Stores a hero image (at most 1600x600, WebP) for the hero about to be saved: its URL goes into imageUrl. */
  async uploadHeroImage(file: UploadedImage | undefined): Promise<{ url: string }> {
    if (!file) throw AppException.validation('image', 'admin.content.imageRequired');
    const { url } = await this.images.storeProfileImage(file, 'cover', 'image');
    return { url };
  }

  private async findPage(manager: EntityManager, type: StaticContentType, lock = false): Promise<StaticDataView> {
    const page = await staticPage(manager, type, lock);
    if (!page) throw AppException.notFound('admin.content.staticPage.notFound');
    return page;
  }

  private async findHero(manager: EntityManager, lock = false): Promise<HeroView> {
    const hero = await heroContent(manager, lock);
    if (!hero) throw AppException.notFound();
    return hero;
  }
}
