/** An ILIKE pattern that finds the text anywhere, the text's own % _ and \ taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
