/** PostgreSQL text cannot hold the NUL character, and a lone UTF-16 surrogate (`"\ud800"` in JSON) is
 *  no text at all (validators crash on it, the database would store U+FFFD instead): a value carrying
 *  either is refused at the door. */
const FORBIDDEN = /[\u0000\uD800-\uDFFF]/u;

/** The path (`field`, `items.2.name`) of the first string in a query or body that holds a NUL
 *  character or a lone surrogate, or null when there is none. */
export function findForbiddenCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findForbiddenCharacter(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}
