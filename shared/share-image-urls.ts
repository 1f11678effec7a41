import type { Language } from './language.js';

/** What a share image shows: one public vacancy, company or blog article, or the site itself. */
export type ShareSubject =
  | { kind: 'vacancy'; id: string }
  | { kind: 'company'; slug: string }
  | { kind: 'article'; id: string }
  | { kind: 'site' };

/** The folder of the share images: outside /api, so that robots.txt lets link previews fetch them. */
export const SHARE_IMAGE_PREFIX = '/share';

const FOLDERS = { vacancy: 'vacancies', company: 'companies', article: 'news' } as const;
const KINDS = { vacancies: 'vacancy', companies: 'company', news: 'article' } as const;

/** `/share/vacancies/7.png`, `/share/ka/companies/alpha-soft.png`, `/share/site.png`: the language
 *  is a segment of its own (`/ka`) right after the folder, as on the Georgian pages. */
export function shareImagePath(subject: ShareSubject, language: Language): string {
  const folder = `${SHARE_IMAGE_PREFIX}${language === 'ka' ? '/ka' : ''}`;
  if (subject.kind === 'site') return `${folder}/site.png`;
  const name = subject.kind === 'company' ? subject.slug : subject.id;
  return `${folder}/${FOLDERS[subject.kind]}/${encodeURIComponent(name)}.png`;
}

export const shareImageUrl = (publicUrl: string, subject: ShareSubject, language: Language): string =>
  `${publicUrl}${shareImagePath(subject, language)}`;

export const isShareImagePath = (path: string): boolean =>
  path === SHARE_IMAGE_PREFIX || path.startsWith(`${SHARE_IMAGE_PREFIX}/`);

const SHARE_PATH = /^\/share(\/ka)?\/(?:site|(vacancies|companies|news)\/([^/]+))\.png$/;

/** The subject and language of a share image's path; null for any other path. */
export function parseShareImagePath(path: string): { subject: ShareSubject; language: Language } | null {
  const match = SHARE_PATH.exec(path);
  if (!match) return null;
  const language: Language = match[1] ? 'ka' : 'en';
  if (!match[2]) return { subject: { kind: 'site' }, language };
  let name: string;
  try {
    name = decodeURIComponent(match[3]!);
  } catch {
    return null;
  }
  const kind = KINDS[match[2] as keyof typeof KINDS];
  return { subject: kind === 'company' ? { kind, slug: name } : { kind, id: name }, language };
}
