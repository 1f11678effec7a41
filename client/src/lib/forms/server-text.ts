import { ApiError } from '../../api/api-error';

/** Every text of a refusal (the server's errors map, field by field, in order); none for other
 *  failures (a network failure carries none either). */
export const serverTexts = (error: unknown): string[] =>
  error instanceof ApiError ? Object.values(error.errors).flat() : [];

/** The first text of a refusal, for a toast or an alert; undefined for other failures. */
export const serverText = (error: unknown): string | undefined => serverTexts(error)[0];
