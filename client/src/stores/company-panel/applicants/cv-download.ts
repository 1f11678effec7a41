import type { Api } from '../../../api';
import type { DownloadedFile } from '../../../api/http-client';
import { saveFile } from '../../../lib/save-file';
import { toastServerErrors, type Toast } from '../VacancyMessages';
import type { FavouriteMarks } from '../../FavouritesStore';

export interface ApplicantsDeps {
  api: Api;
  toast: Toast;
  /** The company's saved talents (the root store's). */
  favourites: FavouriteMarks;
}

/** Downloads a file and hands it to the browser; a failure is a toast per server message.
 *  Answers whether it worked. */
export async function downloadFile(
  toast: Toast,
  fetchFile: () => Promise<DownloadedFile>,
  fallbackName: string,
): Promise<boolean> {
  try {
    saveFile(await fetchFile(), fallbackName);
    return true;
  } catch (error) {
    toastServerErrors(toast, error);
    return false;
  }
}

/** The application id in a CV link such as `/api/Vacancy/getApplicationCv?applicationId=12`. */
export function applicationIdOfCvUrl(cvUrl: string | null | undefined): number | undefined {
  const match = /[?&]applicationId=(\d+)/i.exec(cvUrl ?? '');
  return match ? Number(match[1]) : undefined;
}
