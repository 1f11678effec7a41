import { PICTURE_SIZES, type PictureRole, SHARE_IMAGE, type ShareCard } from './share-card.js';
import { fitLine, type TextStyle, wrapLines } from './text-lines.js';
import { textWidth } from './text-width.js';
import { xmlText } from './xml-text.js';

/** A picture ready to draw: a PNG of its role's size, as a data URI. */
export interface EmbeddedPicture {
  role: PictureRole;
  dataUri: string;
}

/** DejaVu Sans first: it has Georgian as well as Latin letters (`fc-list :lang=ka`), and its widths
 *  are the ones text-width.ts measured. The others are fallbacks of machines without it. */
export const SHARE_FONT_FAMILY = "'DejaVu Sans', 'Noto Sans Georgian', 'Noto Sans', sans-serif";

const { width: W, height: H } = SHARE_IMAGE;
const PAD = 72;
const TEXT_TOP = 184;
const LOGO_BOX = 184;
const GAP = 44;
/** The title's size: the largest at which it fits three lines without being cut. */
const TITLE_SIZES = [64, 56, 48];
const TITLE_LINES = 3;
const SUBTITLE = { fontSize: 38, weight: 700 } as const;
const DETAILS = { fontSize: 32, weight: 400 } as const;
const DETAIL_LINES = 2;
const LABEL = { fontSize: 24, weight: 700 } as const;
/** The share of a font size above the baseline, and a line's height. */
const ASCENT = 0.93;
const LEADING = 1.2;

const LIGHT = {
  ink: '#1e2a5a',
  accent: '#4c6ef5',
  green: '#12b886',
  muted: '#495057',
  pill: '#e7ecff',
  pillInk: '#3b5bdb',
};
const DARK = {
  ink: '#ffffff',
  accent: '#91a7ff',
  green: '#63e6be',
  muted: '#e9ecef',
  pill: 'rgba(255,255,255,0.18)',
  pillInk: '#ffffff',
};

/** The width the texts may take beside the card's picture. */
function textWidthBeside(picture: EmbeddedPicture | null): number {
  const full = W - 2 * PAD;
  if (picture?.role === 'logo') return full - LOGO_BOX - GAP;
  if (picture?.role === 'illustration') return full - PICTURE_SIZES.illustration.width - GAP;
  return full;
}

function titleLines(title: string, maxWidth: number): { lines: string[]; fontSize: number } {
  let fitted = { lines: [] as string[], fontSize: TITLE_SIZES[0]! };
  for (const fontSize of TITLE_SIZES) {
    fitted = { lines: wrapLines(title, { fontSize, weight: 700, maxWidth }, TITLE_LINES), fontSize };
    if (!fitted.lines.at(-1)?.endsWith('…')) break;
  }
  return fitted;
}

/** `<text>` elements of lines from a top edge; answers them and the bottom edge of the last. */
function textBlock(
  lines: string[],
  style: Omit<TextStyle, 'maxWidth'>,
  top: number,
  fill: string,
): { svg: string; bottom: number } {
  const lineHeight = style.fontSize * LEADING;
  const svg = lines
    .map((line, index) => {
      const baseline = Math.round(top + index * lineHeight + style.fontSize * ASCENT);
      return `<text x="${PAD}" y="${baseline}" font-size="${style.fontSize}" font-weight="${style.weight}" fill="${fill}">${xmlText(line)}</text>`;
    })
    .join('');
  return { svg, bottom: top + lines.length * lineHeight };
}

function background(picture: EmbeddedPicture | null): string {
  if (picture?.role === 'cover') {
    return (
      `<image href="${picture.dataUri}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/>` +
      `<rect width="${W}" height="${H}" fill="url(#shade)"/>`
    );
  }
  return (
    `<rect width="${W}" height="${H}" fill="url(#paper)"/>` +
    `<circle cx="${W - 40}" cy="${H - 10}" r="190" fill="#e3fafc"/>` +
    `<circle cx="${W - 10}" cy="20" r="96" fill="#edf2ff"/>`
  );
}

/** The site's mark and name (as in /static/logo.svg), and the page's label in the corner. */
function header(label: string | null, colors: typeof LIGHT): string {
  const mark =
    `<g transform="translate(${PAD - 2} 54) scale(1.1667)">` +
    `<rect x="2" y="2" width="44" height="44" rx="11" fill="url(#mark)"/>` +
    `<path d="M19 16 11 24l8 8M29 16l8 8-8 8" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="24" cy="32" r="2.8" fill="#fff"/></g>` +
    `<text x="${PAD + 74}" y="97" font-size="34" font-weight="700" fill="${colors.ink}">Tech<tspan fill="${colors.accent}">Board</tspan><tspan fill="${colors.green}">.ge</tspan></text>`;
  if (!label) return mark;
  const labelText = fitLine(label, { ...LABEL, maxWidth: 420 });
  const pillWidth = Math.round(textWidth(labelText, LABEL.fontSize, LABEL.weight) + 44);
  const pillX = W - PAD - pillWidth;
  return (
    mark +
    `<rect x="${pillX}" y="60" width="${pillWidth}" height="46" rx="23" fill="${colors.pill}"/>` +
    `<text x="${pillX + pillWidth / 2}" y="92" text-anchor="middle" font-size="${LABEL.fontSize}" font-weight="700" fill="${colors.pillInk}">${xmlText(labelText)}</text>`
  );
}

function aside(picture: EmbeddedPicture | null): string {
  if (picture?.role === 'logo') {
    const x = W - PAD - LOGO_BOX;
    const inset = (LOGO_BOX - PICTURE_SIZES.logo.width) / 2;
    return (
      `<rect x="${x}" y="${TEXT_TOP}" width="${LOGO_BOX}" height="${LOGO_BOX}" rx="28" fill="#ffffff" stroke="#dee2e6" stroke-width="2"/>` +
      `<image href="${picture.dataUri}" x="${x + inset}" y="${TEXT_TOP + inset}" width="${PICTURE_SIZES.logo.width}" height="${PICTURE_SIZES.logo.height}"/>`
    );
  }
  if (picture?.role === 'illustration') {
    const { width, height } = PICTURE_SIZES.illustration;
    return `<image href="${picture.dataUri}" x="${W - PAD - width}" y="${TEXT_TOP - 24}" width="${width}" height="${height}"/>`;
  }
  return '';
}

/**
 * The card as an SVG of 1200×630: the site's mark and name, the page's label, the title wrapped
 * over at most three lines (cut with an ellipsis), a subtitle and details, the picture. Every text
 * is escaped for XML; the fonts named cover Georgian.
 */
export function shareCardSvg(card: ShareCard, picture: EmbeddedPicture | null): string {
  const colors = picture?.role === 'cover' ? DARK : LIGHT;
  const maxWidth = textWidthBeside(picture);
  const title = titleLines(card.title, maxWidth);
  const parts = [textBlock(title.lines, { fontSize: title.fontSize, weight: 700 }, TEXT_TOP, colors.ink)];
  if (card.subtitle) {
    const line = fitLine(card.subtitle, { ...SUBTITLE, maxWidth });
    parts.push(textBlock([line], SUBTITLE, parts.at(-1)!.bottom + 22, colors.accent));
  }
  if (card.details) {
    const lines = wrapLines(card.details, { ...DETAILS, maxWidth }, DETAIL_LINES);
    parts.push(textBlock(lines, DETAILS, parts.at(-1)!.bottom + (card.subtitle ? 6 : 22), colors.muted));
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${SHARE_FONT_FAMILY}">` +
    `<defs>` +
    `<linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4c6ef5"/><stop offset="1" stop-color="#15aabf"/></linearGradient>` +
    `<linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef3ff"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0f1a3d" stop-opacity="0.92"/><stop offset="1" stop-color="#0f1a3d" stop-opacity="0.62"/></linearGradient>` +
    `</defs>` +
    background(picture) +
    header(card.label, colors) +
    aside(picture) +
    parts.map((part) => part.svg).join('') +
    `<rect x="0" y="${H - 14}" width="${W}" height="14" fill="url(#mark)"/>` +
    `</svg>`
  );
}
