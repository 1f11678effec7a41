import sharp from 'sharp';
import { PICTURE_SIZES, type PictureRole, SHARE_IMAGE, type ShareCard } from './share-card.js';
import { type EmbeddedPicture, shareCardSvg } from './share-card-svg.js';

/** Pictures of more pixels than this are not decoded (as for uploads). */
const MAX_PICTURE_PIXELS = 25_000_000;
/** SVG pictures are drawn at the resolution of their box, within these densities (dpi). */
const SVG_DENSITY = { min: 72, max: 1200 };

/** A picture as a PNG of its role's size (a cover filling its box, a logo or illustration
 *  contained in it on transparency), for the card's SVG. */
export async function embedPicture(bytes: Buffer, role: PictureRole): Promise<EmbeddedPicture> {
  const box = PICTURE_SIZES[role];
  const metadata = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata();
  let density: number | undefined;
  if (metadata.format === 'svg' && metadata.width && metadata.height) {
    const scale =
      role === 'cover'
        ? Math.max(box.width / metadata.width, box.height / metadata.height)
        : Math.min(box.width / metadata.width, box.height / metadata.height);
    density = Math.min(SVG_DENSITY.max, Math.max(SVG_DENSITY.min, Math.ceil(72 * scale)));
  }
  const png = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, ...(density ? { density } : {}) })
    .resize(box.width, box.height, {
      fit: role === 'cover' ? 'cover' : 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer();
  return { role, dataUri: `data:image/png;base64,${png.toString('base64')}` };
}

/** The card drawn as a PNG of 1200×630. */
export async function renderShareImage(card: ShareCard, picture: EmbeddedPicture | null): Promise<Buffer> {
  const svg = Buffer.from(shareCardSvg(card, picture), 'utf8');
  // zlib level 6 (sharp's default): level 9 with adaptive filtering took three times as long for no smaller file.
  const png = await sharp(svg).png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true });
  if (png.info.width !== SHARE_IMAGE.width || png.info.height !== SHARE_IMAGE.height) {
    throw new Error(`A share image came out ${png.info.width}×${png.info.height}`);
  }
  return png.data;
}
