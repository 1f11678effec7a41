import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { ImageUploadService, type UploadedImage } from '../../../core/files/image-upload.service.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { BlogService } from '../../blog/content/blog.service.js';
import { BlogPostEntity, BlogPostStatus } from '../../blog/content/entities/blog-post.entity.js';
import { prepareSearch } from '../../search/text/search-query.js';
import {
  type AdminBlogPost,
  type AdminBlogPostListItem,
  adminListItemOf,
  adminPostOf,
  auditedFieldsOf,
} from './admin-blog.view.js';
import type { AdminBlogPostsQuery, BlogPostBody } from './dto/admin-blog.dto.js';
import { deleteImageIfUnused } from '../unused-image.js';

const LIST_COLUMNS = `p.id, p.title_en AS "titleEn", p.title_ge AS "titleGe", p.summary_en AS "summaryEn", p.summary_ge AS "summaryGe",
  p.cover_url AS "coverUrl", p.author, p.status, p.published_at AS "publishedAt", p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;
const TARGET = 'blog_post';

/**
 * The back office's blog posts (built-in blog only: with an external content service the posts are
 * edited there, and every call here is 409). Every change is audited in its transaction. Public
 * reads of the built-in blog are not cached, so a change shows at once.
 */
@Injectable()
export class AdminBlogService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly blog: BlogService,
    private readonly audit: AuditLogService,
    private readonly images: ImageUploadService,
  ) {}

  async list(query: AdminBlogPostsQuery): Promise<Page<AdminBlogPostListItem>> {
    this.ensureBuiltIn();
    const params = new SqlParams();
    const text = query.search?.trim();
    let filter = '';
    if (text) {
      const prepared = await prepareSearch(this.db, text);
      if (!prepared) return { items: [], totalCount: 0, page: query.page, pageSize: query.pageSize };
      filter = `WHERE p.search_vector @@ ${params.add(prepared.fuzzy)}::tsquery`;
    }
    const offset = (query.page - 1) * query.pageSize;
    const rows: (Omit<BlogPostEntity, 'bodyEn' | 'bodyGe'> & { total: number })[] = await this.db.query(
      `SELECT ${LIST_COLUMNS}, count(*) OVER ()::int AS total FROM blog_post p ${filter}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${params.add(query.pageSize)} OFFSET ${params.add(offset)}`,
      params.values,
    );
    let totalCount = rows.length ? Number(rows[0]!.total) : 0;
    if (rows.length === 0 && offset > 0) {
      const [{ count }] = await this.db.query(
        `SELECT count(*)::int AS count FROM blog_post p ${filter}`,
        params.values.slice(0, -2),
      );
      totalCount = Number(count);
    }
    return { items: rows.map(adminListItemOf), totalCount, page: query.page, pageSize: query.pageSize };
  }

  async get(id: number): Promise<AdminBlogPost> {
    this.ensureBuiltIn();
    return adminPostOf(await this.find(this.db.manager, id));
  }

  async create(staff: AuthSession, body: BlogPostBody): Promise<AdminBlogPost> {
    this.ensureBuiltIn();
    const post = await this.db.transaction(async (manager) => {
      const created = await manager
        .getRepository(BlogPostEntity)
        .save(manager.getRepository(BlogPostEntity).create(fieldsOf(body, null)));
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'blog.postCreated',
          targetType: TARGET,
          targetId: created.id,
          after: auditedFieldsOf(created),
        },
        manager,
      );
      return this.find(manager, created.id);
    });
    return adminPostOf(post);
  }

  async update(staff: AuthSession, id: number, body: BlogPostBody): Promise<AdminBlogPost> {
    this.ensureBuiltIn();
    const { before, after } = await this.db.transaction(async (manager) => {
      const current = await this.find(manager, id, true);
      await manager.getRepository(BlogPostEntity).update({ id }, fieldsOf(body, current));
      const updated = await this.find(manager, id);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'blog.postUpdated',
          targetType: TARGET,
          targetId: id,
          before: auditedFieldsOf(current),
          after: auditedFieldsOf(updated),
        },
        manager,
      );
      return { before: current, after: updated };
    });
    if (before.coverUrl && before.coverUrl !== after.coverUrl) await this.removeCoverIfUnused(before.coverUrl);
    return adminPostOf(after);
  }

  async delete(staff: AuthSession, id: number): Promise<MessageRef> {
    this.ensureBuiltIn();
    const deleted = await this.db.transaction(async (manager) => {
      const current = await this.find(manager, id, true);
      await manager.getRepository(BlogPostEntity).delete({ id });
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'blog.postDeleted',
          targetType: TARGET,
          targetId: id,
          before: auditedFieldsOf(current),
        },
        manager,
      );
      return current;
    });
    if (deleted.coverUrl) await this.removeCoverIfUnused(deleted.coverUrl);
    return { key: 'blog.deleted' };
  }

  /** Stores a cover (at most 1600x600, WebP) for a post about to be saved: its URL goes into coverUrl. */
  async uploadCover(file: UploadedImage | undefined): Promise<{ url: string }> {
    this.ensureBuiltIn();
    if (!file) throw AppException.validation('cover', 'blog.coverRequired');
    const { url } = await this.images.storeProfileImage(file, 'cover', 'cover');
    return { url };
  }

  private ensureBuiltIn(): void {
    if (this.blog.isExternal) throw AppException.of(AppErrorCode.Conflict, 'blog.externalManaged');
  }

  private async find(manager: EntityManager, id: number, lock = false): Promise<BlogPostEntity> {
    const post = await manager
      .getRepository(BlogPostEntity)
      .findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!post) throw AppException.notFound('blog.notFound');
    return post;
  }

  /** An uploaded cover nothing shows any more (the address may have been pasted anywhere). */
  private removeCoverIfUnused(url: string): Promise<void> {
    return deleteImageIfUnused(this.db, this.images, url);
  }
}

/** The columns a body sets; a post is dated when it is first published and keeps that date. */
function fieldsOf(body: BlogPostBody, current: BlogPostEntity | null): Partial<BlogPostEntity> {
  return {
    titleEn: body.titleEn,
    titleGe: body.titleGe,
    summaryEn: body.summaryEn,
    summaryGe: body.summaryGe,
    bodyEn: body.bodyEn,
    bodyGe: body.bodyGe,
    coverUrl: body.coverUrl,
    author: body.author,
    status: body.publish ? BlogPostStatus.Published : BlogPostStatus.Draft,
    publishedAt: body.publish ? (current?.publishedAt ?? new Date()) : (current?.publishedAt ?? null),
  };
}
