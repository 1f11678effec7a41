import { ApiError } from '../../../api/api-error';
import { serverText } from '../../../lib/forms/server-text';

/** The explanation of a 403 from the directory's company calls (the company is not verified, its
 *  profile is not complete, or its right to invite is suspended): the server's own text, shown as
 *  a notice rather than as an error. Undefined for any other failure. */
export function directoryRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  return serverText(error) ?? '';
}
