import { Feed } from 'feed';
import type { Language } from '../../../core/i18n/language.js';
import { cdataText, elementText } from '../../../core/text/xml-safe-text.js';
import type { FeedImage } from './blog-feed-images.js';
import type { BlogPostSummary } from './blog-post.view.js';

export interface BlogFeedChannel {
  title: string;
  description: string;
  /** /news on the site. */
  link: string;
  /** The feed's own address (atom:link rel="self"). */
  selfLink: string;
  language: Language;
  /** An article's page on the site. */
  articleLink: (id: string) => string;
  /** A post's enclosure (see BlogFeedImages), if it has one. */
  imageOf: (post: BlogPostSummary) => FeedImage | null;
}

/** An empty feed has no newest item; a fixed date keeps its bytes, and so its ETag, the same. */
const NO_ITEMS_BUILD_DATE = new Date(0);

/** RSS 2.0 of the posts, in their order (newest first); texts through xml-safe-text (see there why). */
export function renderBlogRss(channel: BlogFeedChannel, posts: BlogPostSummary[]): string {
  const feed = new Feed({
    title: elementText(channel.title),
    description: elementText(channel.description),
    link: channel.link,
    feed: channel.selfLink,
    language: channel.language,
    updated: posts.length ? new Date(posts[0]!.publishedAt) : NO_ITEMS_BUILD_DATE,
    generator: false,
  });
  for (const post of posts) {
    const link = channel.articleLink(post.id);
    const image = channel.imageOf(post);
    feed.addItem({
      title: cdataText(post.title),
      // Without a guid or id the library writes the link as the guid with isPermaLink="true".
      link,
      date: new Date(post.publishedAt),
      description: cdataText(post.summary || post.title),
      ...(image ? { image } : {}),
    });
  }
  return feed.rss2();
}
