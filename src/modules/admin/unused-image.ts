import type { DataSource } from 'typeorm';
import { IMAGE_URL_PREFIX, parseImageUrl } from '../../core/files/image-names.js';
import type { ImageUploadService } from '../../core/files/image-upload.service.js';
import { accountShowsImage } from '../account/account.sql.js';
import { companyShowsImage } from '../company/company.sql.js';

/**
 * Deletes an uploaded image (both sizes) that no longer shows anywhere. Staff may have pasted its
 * address elsewhere (a cover, a logo, a Markdown text), so every column that can hold one is asked
 * about the image's id. Addresses this server did not make (`/static/...`, https) are left alone.
 */
export async function deleteImageIfUnused(
  db: DataSource,
  images: ImageUploadService,
  url: string | null | undefined,
): Promise<void> {
  const image = url?.startsWith(IMAGE_URL_PREFIX) ? parseImageUrl(url) : null;
  if (!image) return;
  const [{ used }] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM dictionary_item WHERE strpos(coalesce(icon_url, ''), $1) > 0)
         OR EXISTS (SELECT 1 FROM hero_content WHERE strpos(image_url, $1) > 0)
         OR EXISTS (SELECT 1 FROM static_page WHERE strpos(content_en || content_ge, $1) > 0)
         OR EXISTS (SELECT 1 FROM faq_item WHERE strpos(answer_en || answer_ge, $1) > 0)
         OR EXISTS (SELECT 1 FROM blog_post WHERE strpos(concat_ws(' ', cover_url, body_en, body_ge), $1) > 0)
         OR ${companyShowsImage('$1')}
         OR ${accountShowsImage('$1')} AS used`,
    [image.id],
  );
  if (!used) await images.deleteImage(url);
}
