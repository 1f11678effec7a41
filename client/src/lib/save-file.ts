import type { DownloadedFile } from '../api/http-client';

/** Hands a downloaded file to the browser's own download (a CV, a zip of CVs). */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName || fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL may go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
