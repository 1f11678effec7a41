import { randomBytes } from 'node:crypto';

/** Public path under which the API serves stored images (FilesController). */
export const IMAGE_URL_PREFIX = '/api/Files/Images/';

/** Folder (key prefix) of images in the FileStorage. */
const IMAGE_FOLDER = 'images';

export type ImageVariant = 'normal' | 'small';

/** `<32 hex>.webp` for the normal size, `<32 hex>-small.webp` for the small one. */
const IMAGE_NAME = /^([0-9a-f]{32})(-small)?\.webp$/;

export const newImageId = (): string => randomBytes(16).toString('hex');

export const imageName = (id: string, variant: ImageVariant): string =>
  variant === 'small' ? `${id}-small.webp` : `${id}.webp`;

export const imageKey = (name: string): string => `${IMAGE_FOLDER}/${name}`;

export const imageUrl = (name: string): string => `${IMAGE_URL_PREFIX}${name}`;

/** The image id of a served file name, or null for anything the server did not generate. */
export function parseImageName(name: string): { id: string; variant: ImageVariant } | null {
  const match = IMAGE_NAME.exec(name);
  return match ? { id: match[1]!, variant: match[2] ? 'small' : 'normal' } : null;
}

/** The image id behind a URL this server produced (path, or the same path on any origin), or null. */
export function parseImageUrl(url: string): { id: string; variant: ImageVariant } | null {
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  if (path.slice(0, IMAGE_URL_PREFIX.length).toLowerCase() !== IMAGE_URL_PREFIX.toLowerCase()) return null;
  return parseImageName(path.slice(IMAGE_URL_PREFIX.length));
}
