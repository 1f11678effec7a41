/** Escapes LIKE/ILIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The same escaping in SQL, for text that is already in the database (a saved search's term). */
export const escapeLikeSql = (expression: string) => `regexp_replace(${expression}, '([\\\\%_])', '\\\\\\1', 'g')`;
