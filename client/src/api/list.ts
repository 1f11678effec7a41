/** A list answer: a bare array, or a page `{ items, ... }` (DESIGN.md section 3). */
export type ListAnswer<T> = T[] | { items: T[] } | null;

export const itemsOf = <T>(answer: ListAnswer<T>): T[] => (Array.isArray(answer) ? answer : (answer?.items ?? []));
