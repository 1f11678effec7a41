/**
 * Headings of stored text sit under the page's own <h1>: the text's highest level becomes h2 and each
 * lower level found in it the next one, so no level is skipped (levels 2 and 4 → h2 and h3; 3 alone →
 * h2). Levels past `deepest` share it. Keys are the stored levels, values the levels to show.
 */
export function headingLevels(stored: Iterable<number>, deepest = 6): Map<number, number> {
  const levels = [...new Set(stored)].sort((a, b) => a - b);
  return new Map(levels.map((level, index) => [level, Math.min(deepest, index + 2)]));
}
