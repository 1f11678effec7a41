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
import { CACHED_CONTENT } from '../content-caches.js';
import { deleteImageIfUnused } from '../../unused-image.js';
import type { HeroBody, StaticPageBody } from './dto/admin-pages.dto.js';

const PAGE_COLUMNS = `type, title_en AS "titleEN", title_ge AS "titleGE", content_en AS "descriptionEN", content_ge AS "descriptionGE", updated_at AS "updatedAt"`;
const HERO_COLUMNS = `title_en AS "titleEN", title_ge AS "titleGE", text_en AS "textEN", text_ge AS "textGE", image_url AS "imageUrl"`;

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
      await manager.query(
        `UPDATE static_page SET title_en = $2, title_ge = $3, content_en = $4, content_ge = $5, updated_at = now() WHERE type = $1`,
        [type, body.titleEN, body.titleGE, body.descriptionEN, body.descriptionGE],
      );
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
      await manager.query(
        `UPDATE hero_content SET title_en = $1, title_ge = $2, text_en = $3, text_ge = $4, image_url = $5 WHERE id = 1`,
        [body.titleEN, body.titleGE, body.textEN, body.textGE, body.imageUrl],
      );
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
    const [page] = await manager.query(
      `SELECT ${PAGE_COLUMNS} FROM static_page WHERE type = $1${lock ? ' FOR UPDATE' : ''}`,
      [type],
    );
    if (!page) throw AppException.notFound('admin.content.staticPage.notFound');
    return { ...page, type: Number(page.type) };
  }

  private async findHero(manager: EntityManager, lock = false): Promise<HeroView> {
    const [hero] = await manager.query(
      `SELECT ${HERO_COLUMNS} FROM hero_content WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
    );
    if (!hero) throw AppException.notFound();
    return hero;
  }
}
