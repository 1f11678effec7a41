import { ApiError } from '../../../api/api-error';

/** The first message of a refusal, for a toast or an alert; undefined for other failures. */
export const serverText = (error: unknown): string | undefined =>
  error instanceof ApiError ? Object.values(error.errors).flat()[0] : undefined;
