import { ApiError } from '../../api/api-error';
import { SOMETHING_WENT_WRONG, type FieldMessage } from './form-state';

/** Every text of a refusal (the server's errors map, field by field, in order); none for other
 *  failures (a network failure carries none either). */
export const serverTexts = (error: unknown): string[] =>
  error instanceof ApiError ? Object.values(error.errors).flat() : [];

/** The first text of a refusal, for a toast or an alert; undefined for other failures. */
export const serverText = (error: unknown): string | undefined => serverTexts(error)[0];

/** The server's first text of a failed call, or "something went wrong" (network, no text). */
export const failureText = (error: unknown): FieldMessage => {
  const text = serverText(error);
  return text ? { text } : SOMETHING_WENT_WRONG;
};
