/** The mean of approved ratings rounded to one decimal (half up), computed from whole numbers so the
 *  same ratings always give the same figure; null when there is none. */
export function meanRating(ratingSum: number, reviewCount: number): number | null {
  if (reviewCount <= 0) return null;
  return Math.round((ratingSum * 10) / reviewCount) / 10;
}
