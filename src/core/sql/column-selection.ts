/**
 * A selection of an owner's columns for another module's query (docs/architecture.md): each name
 * the caller's rows carry, mapped to the column of the owner's table it is read from. The owner
 * lists its columns with their driver types (`T`), so a renamed column fails the type check of
 * every selection that names it.
 */
export type ColumnSelection<T> = Readonly<Record<string, keyof T & string>>;

/** The row a {@link ColumnSelection} answers: each selected name with its column's type. */
export type SelectedRow<T, S extends ColumnSelection<T>> = { -readonly [K in keyof S]: T[S[K]] };

/** A row of a LEFT JOIN: every column is null when nothing was joined. */
export type LeftJoined<R> = { [K in keyof R]: R[K] | null };

/** `alias.column AS name, ...` of the selection, for the table joined as `alias` (no AS where the name is the column's). */
export const selectColumns = <T>(alias: string, selection: ColumnSelection<T>): string =>
  Object.entries(selection)
    .map(([name, column]) => (name === column ? `${alias}.${column}` : `${alias}.${column} AS ${name}`))
    .join(', ');
