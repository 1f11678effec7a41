/** Largest image upload: 10000 KB (the spec's limit for profile images and logos). */
export const MAX_IMAGE_BYTES = 10000 * 1024;

/** Largest image by pixels, checked before decoding so a small file cannot expand into gigabytes. */
export const MAX_IMAGE_PIXELS = 25_000_000;

/** Formats accepted, as sharp names the decoder it picks from the bytes (jpg is jpeg). */
export const ACCEPTED_IMAGE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

export type ImageKind = 'profile' | 'cover';

/** Bounding boxes of the stored sizes; images are scaled down to fit inside, never up, never cropped. */
export const IMAGE_SIZES: Record<
  ImageKind,
  { normal: { width: number; height: number }; small: { width: number; height: number } | null }
> = {
  profile: { normal: { width: 400, height: 400 }, small: { width: 96, height: 96 } },
  cover: { normal: { width: 1600, height: 600 }, small: null },
};

export const WEBP_QUALITY = 82;
