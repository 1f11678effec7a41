/** The text cut to at most `max` characters (code points, so no emoji is split), ending in `…` when cut. */
export function shorten(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** The text on one line (runs of white space as one space), cut to at most `max` characters. */
export const shortenFlat = (text: string, max: number): string => shorten(text.replace(/\s+/g, ' ').trim(), max);
