import { getMetadataStorage } from 'class-validator';

const declaredCache = new WeakMap<object, Map<string, string>>();

/** Lower-cased name → declared name of every validated property of a DTO class (and its parents). */
function declaredProperties(dto: new (...args: never[]) => unknown): Map<string, string> {
  let names = declaredCache.get(dto);
  if (!names) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
    names = new Map(metadata.map((m) => [m.propertyName.toLowerCase(), m.propertyName]));
    declaredCache.set(dto, names);
  }
  return names;
}

/** Renames the keys of a query or body to the DTO's own spelling, so `Email`, `email` and `EMAIL`
 *  all reach the `email` property (the spec's client mixes PascalCase and camelCase). */
export function matchDeclaredKeys(value: unknown, dto: new (...args: never[]) => unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const declared = declaredProperties(dto);
  const renamed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    renamed[declared.get(key.toLowerCase()) ?? key] = item;
  }
  return renamed;
}
