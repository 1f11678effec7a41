/** How deep a query or body may nest objects and arrays: a vacancy's Editor.js description, the
 *  deepest the API takes, needs about a dozen levels. Deeper input is refused before anything
 *  recursive (class-transformer, class-validator) walks it and runs out of stack. */
export const MAX_NESTING_DEPTH = 32;

/** The top-level field (or `_` for the value itself) under which `value` nests deeper than
 *  `maxDepth` levels, or null. Walks without recursion, so any depth is safe to check. */
export function findTooDeep(value: unknown, maxDepth = MAX_NESTING_DEPTH): string | null {
  const pending: { item: unknown; depth: number; field: string }[] = [{ item: value, depth: 0, field: '_' }];
  while (pending.length) {
    const { item, depth, field } = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= maxDepth) return field;
    for (const [key, child] of Object.entries(item))
      pending.push({ item: child, depth: depth + 1, field: depth === 0 ? key : field });
  }
  return null;
}
