import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** One article in a list, in the request's language. `id` is a string: the content service's own. */
export interface BlogPostSummary {
  id: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  publishedAt: string;
  readingMinutes: number;
}

export interface BlogPost extends BlogPostSummary {
  /** Markdown. */
  body: string;
  author: string | null;
  updatedAt: string;
  /** The language of the text served (the other one when the asked one is missing). */
  language: 'en' | 'ka';
}

/** The blog list in the content service's shape (spec point 3: "data and meta"). */
export interface BlogList {
  data: BlogPostSummary[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

export type BlogSubscriptionStatus = 'none' | 'pending' | 'subscribed' | 'unsubscribed';

export type BlogSubscriptionRequest = Schemas['SubscribeUnsubscribeToBlogsBody'];

/** The Blog module (articles, read through the server whichever content service holds them) and
 *  the blog's e-mail subscription. */
export const blogApi = (http: HttpClient) => ({
  getBlogs: (query: { page: number; pageSize: number; search?: string }) =>
    http.get<BlogList>('/Blog/GetBlogs', {
      page: query.page,
      pageSize: query.pageSize,
      search: query.search || undefined,
    }),
  getBlog: (id: string) => http.get<BlogPost>('/Blog/GetBlog', { id }),
  /** Subscribes (a confirmation mail follows), or with `token` unsubscribes; answers the text to show. */
  subscribeUnsubscribe: (request: BlogSubscriptionRequest) =>
    http.post<string>('/users/subscribeUnsubscribeToBlogs', request),
  checkStatus: (request: { email?: string; token?: string }) =>
    http.post<{ status: BlogSubscriptionStatus }>('/Users/CheckSubscribtionStatusForBlogs', request),
  confirm: (token: string) => http.post<string>('/Users/ConfirmBlogSubscription', { token }),
});

/** The news feed's address (RSS 2.0), in one language. */
export const newsFeedUrl = (lang: 'en' | 'ka') => `/api/Blog/Rss?lang=${lang}`;
