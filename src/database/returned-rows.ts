/** Rows of an `UPDATE/DELETE ... RETURNING` run through `manager.query()`: TypeORM's PostgreSQL runner
 *  answers those with `[rows, affectedCount]` and everything else with the rows themselves. */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
