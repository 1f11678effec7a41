import type { Language } from '../../core/i18n/language.js';

/** The size and type of every share image: the size Open Graph and X's large card ask for. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** How a picture of the card is placed: a logo in a box beside the texts, a cover behind them, the
 *  site's illustration beside them. */
export type PictureRole = 'logo' | 'cover' | 'illustration';

/** The size a picture is drawn at, per role. */
export const PICTURE_SIZES: Record<PictureRole, { width: number; height: number }> = {
  logo: { width: 136, height: 136 },
  cover: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height },
  illustration: { width: 480, height: 360 },
};

/** What a share image says, before it is drawn: plain texts in one language. */
export interface ShareCard {
  /** The page's subject, for the cache: `vacancy:7`, `company:12`, `article:5`, `site`. */
  subject: string;
  language: Language;
  /** What the page is ("Vacancy"), in the corner; none on the site's own card. */
  label: string | null;
  /** The big text, on at most three lines. */
  title: string;
  /** One line under the title, in the accent colour (a vacancy's company). */
  subtitle: string | null;
  /** At most two lines under that (a vacancy's city and salary, a company's tagline). */
  details: string | null;
  /** A picture the site holds, by its URL (a stored image or a file under /static). */
  picture: { url: string; role: PictureRole } | null;
}
