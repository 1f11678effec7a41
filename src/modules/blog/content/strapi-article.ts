import type { Language } from '../../../core/i18n/language.js';
import type { SourcePage, SourcePost } from './blog-post.view.js';

/** What a content service's answer must hold; anything else is a service we cannot read. */
export class StrapiShapeError extends Error {}

/** An article's id as our addresses carry it (GetBlog's id rule). */
export const ARTICLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(what: string): never {
  throw new StrapiShapeError(`unexpected content service answer: ${what}`);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function date(value: unknown, field: string): Date {
  const parsed = typeof value === 'string' ? new Date(value) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) fail(`${field} is not a date`);
  return parsed;
}

/** Strapi 4 wraps relations and media as `{ data: { id, attributes } }` (or a list of them). */
function unwrap(value: unknown): Fields | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (!isObject(first)) return null;
  if ('data' in first) return unwrap(first.data);
  return isObject(first.attributes) ? first.attributes : first;
}

/** The cover's address, absolute: Strapi serves its uploads under its own origin. */
function coverUrlOf(cover: unknown, baseUrl: string): string | null {
  const url = text(unwrap(cover)?.url).trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${baseUrl}${url}` : null;
}

function authorOf(author: unknown): string | null {
  if (typeof author === 'string') return author.trim() || null;
  const fields = unwrap(author);
  const name = text(fields?.name ?? fields?.username).trim();
  return name || null;
}

/** One article of a Strapi 5 answer (flat fields, `documentId`) or a Strapi 4 one (`{ id, attributes }`). */
export function strapiArticleOf(item: unknown, baseUrl: string, language: Language): SourcePost {
  if (!isObject(item)) fail('an article is not an object');
  const v4 = isObject(item.attributes);
  const fields = v4 ? (item.attributes as Fields) : item;
  const id = String((v4 ? item.id : (item.documentId ?? item.id)) ?? '');
  if (!ARTICLE_ID.test(id)) fail('an article has no usable id');
  const title = text(fields.title).trim();
  if (!title) fail(`article ${id} has no title`);
  const body = typeof fields.content === 'string' ? fields.content : fields.body;
  if (typeof body !== 'string') fail(`article ${id} has no Markdown content`);
  const publishedAt = date(fields.publishedAt, 'publishedAt');
  return {
    id,
    title,
    summary: text(fields.summary ?? fields.description).trim(),
    body,
    coverUrl: coverUrlOf(fields.cover, baseUrl),
    author: authorOf(fields.author),
    publishedAt,
    updatedAt:
      fields.updatedAt === undefined || fields.updatedAt === null ? publishedAt : date(fields.updatedAt, 'updatedAt'),
    language: fields.locale === 'en' || fields.locale === 'ka' ? fields.locale : language,
  };
}

/** GET /api/blogs: `{ data: [...], meta: { pagination: { total } } }`. One unreadable article (no
 *  title in this language, a body of another kind) is left out and reported through `onSkipped`;
 *  it does not take the whole list down. A list that is not one is an error. */
export function strapiPageOf(
  answer: unknown,
  baseUrl: string,
  language: Language,
  onSkipped: (error: StrapiShapeError) => void = () => {},
): SourcePage {
  if (!isObject(answer) || !Array.isArray(answer.data)) fail('the list has no data');
  const total = isObject(answer.meta) && isObject(answer.meta.pagination) ? answer.meta.pagination.total : undefined;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) fail('the list has no total');
  const posts: SourcePost[] = [];
  for (const item of answer.data) {
    try {
      posts.push(strapiArticleOf(item, baseUrl, language));
    } catch (error) {
      if (!(error instanceof StrapiShapeError)) throw error;
      onSkipped(error);
    }
  }
  return { posts, total };
}

/** GET /api/blogs/{id}: `{ data: {...} }`. */
export function strapiSingleOf(answer: unknown, baseUrl: string, language: Language): SourcePost {
  if (!isObject(answer)) fail('the article answer is not an object');
  return strapiArticleOf(answer.data, baseUrl, language);
}
