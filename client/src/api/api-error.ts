/** Field name (or `_`) → messages, as the server's failure envelope carries them. */
export type ErrorMap = Record<string, string[]>;

/** A failed API call: the HTTP status (0 when the network failed) and the envelope's errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorMap;

  constructor(status: number, errors: ErrorMap = {}, message?: string) {
    super(message ?? Object.values(errors).flat()[0] ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The messages of one field, e.g. `email`, or of the whole request (`_`). */
  messagesFor(field: string): string[] {
    return this.errors[field] ?? [];
  }
}
