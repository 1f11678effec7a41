import type { Api } from '../../api';
import type { BlogPost } from '../../api/blog';
import { Loadable } from '../base/Loadable';

/** Ids the content services use: digits (built-in), Strapi's documentId. */
export const ARTICLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** /news/{id}: one article, loaded again when the language changes. */
export class ArticleStore {
  readonly article: Loadable<BlogPost>;
  readonly validId: boolean;

  constructor(api: Api, id: string) {
    this.validId = ARTICLE_ID.test(id);
    this.article = new Loadable(() => api.blog.getBlog(id));
  }

  /** A malformed id, or one the server does not know. */
  get notFound(): boolean {
    const status = this.article.error?.status;
    return !this.validId || status === 404 || status === 400;
  }
}
