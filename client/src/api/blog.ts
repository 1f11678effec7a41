import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** One article in a list, in the request's language. `id` is a string: the content service's own. */
export type BlogPostSummary = Schemas['BlogPostSummary'];

/** An article; `body` is Markdown, `language` the one its text is in. */
export type BlogPost = Schemas['BlogPost'];

/** The blog list in the content service's shape (spec point 3: "data and meta"). */
export type BlogList = Schemas['BlogList'];

export type BlogSubscriptionStatus = Schemas['BlogSubscriptionStatus'];

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
    http.post<Schemas['BlogSubscriptionStatusView']>('/Users/CheckSubscribtionStatusForBlogs', request),
  confirm: (token: string) => http.post<string>('/Users/ConfirmBlogSubscription', { token }),
});

/** The news feed's address (RSS 2.0), in one language. */
export const newsFeedUrl = (lang: 'en' | 'ka') => `/api/Blog/Rss?lang=${lang}`;
