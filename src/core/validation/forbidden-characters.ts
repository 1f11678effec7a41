/** PostgreSQL text cannot hold the NUL character; a value carrying one is refused at the door. */
const NUL = '\u0000';

/** The path (`field`, `items.2.name`) of the first string in a query or body that holds a NUL
 *  character, or null when there is none. */
export function findForbiddenCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findForbiddenCharacter(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}
