import { Inject, Injectable, Logger } from '@nestjs/common';
import sharp, { type Metadata } from 'sharp';
import { AppException } from '../errors/app.exception.js';
import { AppErrorCode } from '../errors/app-error-code.js';
import { FILE_STORAGE, type FileStorage, type StoredFile } from './file-storage.js';
import { imageKey, imageName, imageUrl, newImageId, parseImageName, parseImageUrl } from './image-names.js';
import {
  ACCEPTED_IMAGE_FORMATS,
  IMAGE_SIZES,
  type ImageKind,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  WEBP_QUALITY,
} from './image-rules.js';

/** An uploaded file as multer's memory storage hands it over (Express.Multer.File fits). */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
  /** Ignored: the format is judged by the bytes only. */
  originalname?: string;
}

/** Public URLs of a stored image; `smallUrl` is null for covers (they have no small size). */
export interface StoredImage {
  url: string;
  smallUrl: string | null;
}

/**
 * Profile images, logos and covers: checks an upload by its bytes, re-encodes it to WebP (turned
 * upright by its EXIF orientation, every metadata stripped) in its sizes, stores it in the
 * FileStorage and answers the public URLs that FilesController serves.
 */
@Injectable()
export class ImageUploadService {
  private readonly logger = new Logger(ImageUploadService.name);

  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /**
   * @param kind  `profile`: at most 400x400 plus a 96x96 small size; `cover`: at most 1600x600.
   * @param field the form field the errors are reported on.
   * @throws AppException 413 over 10000 KB; 415 not a JPEG, PNG or WebP (or a broken one);
   *         400 over 25 megapixels.
   */
  async storeProfileImage(
    file: UploadedImage,
    kind: ImageKind = 'profile',
    field = 'profileImage',
  ): Promise<StoredImage> {
    const input = file.buffer;
    if (Math.max(file.size ?? 0, input.length) > MAX_IMAGE_BYTES) {
      throw AppException.of(AppErrorCode.PayloadTooLarge, 'files.tooLarge', undefined, field);
    }
    const metadata = await readMetadata(input);
    if (!metadata || !ACCEPTED_IMAGE_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
      throw invalidFormat(field);
    }
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
      throw AppException.validation(field, 'files.tooManyPixels', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
    }

    const sizes = IMAGE_SIZES[kind];
    let normal: Buffer;
    let small: Buffer | null;
    try {
      // One after the other: a large image decoded twice at once would double the peak memory.
      normal = await encode(input, sizes.normal);
      small = sizes.small ? await encode(input, sizes.small) : null;
    } catch {
      throw invalidFormat(field);
    }

    const id = newImageId();
    const normalName = imageName(id, 'normal');
    const smallName = imageName(id, 'small');
    try {
      await this.storage.put(imageKey(normalName), normal);
      if (small) await this.storage.put(imageKey(smallName), small);
    } catch (error) {
      await this.removeImage(id);
      throw error;
    }
    return { url: imageUrl(normalName), smallUrl: small ? imageUrl(smallName) : null };
  }

  /** Removes the stored sizes of the image behind a URL (normal or small) this service produced.
   *  Any other URL (demo `/static/...` pictures, external links, null) is left alone. */
  async deleteImage(url: string | null | undefined): Promise<void> {
    const image = url ? parseImageUrl(url) : null;
    if (image) await this.removeImage(image.id);
  }

  /** Opens a served image by its public name; 404 for a malformed or unknown name. */
  async openImage(name: string): Promise<StoredFile> {
    const file = parseImageName(name) ? await this.storage.get(imageKey(name)) : null;
    if (!file) throw AppException.notFound();
    return file;
  }

  private async removeImage(id: string): Promise<void> {
    for (const name of [imageName(id, 'normal'), imageName(id, 'small')]) {
      try {
        await this.storage.delete(imageKey(name));
      } catch (error) {
        this.logger.warn(`Could not remove image ${name}: ${(error as Error).message}`);
      }
    }
  }
}

const invalidFormat = (field: string) =>
  AppException.of(AppErrorCode.UnsupportedMediaType, 'files.invalidFormat', undefined, field);

/** The header of the image as sharp reads it from the bytes, or null when they are no image it knows. */
async function readMetadata(input: Buffer): Promise<Metadata | null> {
  if (input.length === 0) return null;
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/** Upright (EXIF orientation applied), scaled down into the box, WebP with no metadata kept. */
function encode(input: Buffer, box: { width: number; height: number }): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true, failOn: 'warning' })
    .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
