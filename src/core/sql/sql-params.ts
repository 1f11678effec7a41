/** Positional parameters of a query built piece by piece: `add(value)` gives its `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
}
