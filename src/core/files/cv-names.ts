import { randomBytes } from 'node:crypto';
import { CV_FILE_NAME_MAX_LENGTH, type CvFormat } from './cv-rules.js';

/** Folder (key prefix) of CVs in the FileStorage. */
const CV_FOLDER = 'cvs';
const CV_KEY = /^cvs\/[0-9a-f]{32}\.(pdf|doc|docx)$/;

/** A new random key `cvs/<32 hex>.<ext>`: never anything the user sent. */
export const newCvKey = (format: CvFormat): string => `${CV_FOLDER}/${randomBytes(16).toString('hex')}.${format}`;

export const isCvKey = (key: string): boolean => CV_KEY.test(key);

// Characters no file system or Content-Disposition header should meet: path separators, the
// reserved ones of Windows, quotes and every control character.
const UNSAFE = /[\\/:*?"<>|\p{Cc}\p{Cf}]/gu;

/** A file name safe to show and to offer for download: path separators, unsafe and control
 *  characters become spaces, whitespace is collapsed, no leading dot, at most `max` characters (the
 *  extension kept). Empty when nothing is left. */
export function safeFileName(name: string, max = CV_FILE_NAME_MAX_LENGTH): string {
  const clean = name.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (clean.length <= max) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
  return `${clean.slice(0, max - extension.length).trim()}${extension}`;
}

/** The name a CV is kept under: the user's name for it, sanitized, with the extension of the format
 *  its bytes have (a PDF sent as `cv.txt` is `cv.pdf`). */
export function cvFileName(original: string | undefined, format: CvFormat): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const clean = safeFileName(base, CV_FILE_NAME_MAX_LENGTH - format.length - 1);
  const stem = clean.replace(/\.[^.]{1,5}$/, '').trim();
  return `${stem || 'CV'}.${format}`;
}

/** Makes names unique within one archive: the second `a.pdf` becomes `a (2).pdf`. */
export function uniqueNames(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
