/** The shape of every JSON answer of the API (DESIGN.md section 3). */
export interface Envelope<T> {
  succeeded: boolean;
  data: T | null;
  errors: Record<string, string[]>;
}

export const success = <T>(data: T): Envelope<T> => ({ succeeded: true, data, errors: {} });
export const failure = (errors: Record<string, string[]>): Envelope<null> => ({ succeeded: false, data: null, errors });

/** A page of a list. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}
