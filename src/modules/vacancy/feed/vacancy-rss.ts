import { Feed, type Item } from 'feed';
import type { Language } from '../../../core/i18n/language.js';
import type { FeedEntry } from './vacancy-feed-entry.view.js';
import { cdataText, elementText } from '../../../core/text/xml-safe-text.js';

export interface FeedChannel {
  title: string;
  description: string;
  /** The same search on the site. */
  link: string;
  /** The feed's own address (atom:link rel="self"). */
  selfLink: string;
  language: Language;
}

const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';
/** An empty feed has no newest item; a fixed date keeps its bytes, and so its ETag, the same. */
const NO_ITEMS_BUILD_DATE = new Date(0);

/** The newest publication date of the entries. */
const lastBuildDate = (entries: FeedEntry[]): Date =>
  entries.reduce<Date>(
    (newest, entry) => (entry.publishedAt && entry.publishedAt > newest ? entry.publishedAt : newest),
    NO_ITEMS_BUILD_DATE,
  );

/** RSS 2.0 of the entries, in their order. Every text goes through xml-safe-text (see there why). */
export function renderVacancyRss(channel: FeedChannel, entries: FeedEntry[]): string {
  const feed = new Feed({
    title: elementText(channel.title),
    description: elementText(channel.description),
    link: channel.link,
    feed: channel.selfLink,
    language: channel.language,
    updated: lastBuildDate(entries),
    generator: false,
  });
  for (const entry of entries) feed.addItem(itemOf(entry));
  return feed.rss2();
}

function itemOf(entry: FeedEntry): Item {
  return {
    title: cdataText(entry.title),
    // Without a guid or id the library writes the link as the guid with isPermaLink="true".
    link: entry.link,
    // Open vacancies always have one (publishing sets it); the library skips pubDate without it.
    date: entry.publishedAt as Date,
    description: cdataText(entry.description),
    category: entry.categories.map((name) => ({ name: elementText(name) })),
    // RSS's own <author> must be an e-mail address; a company is dc:creator, declared in place
    // because the library declares the dc namespace only for content:encoded.
    extensions: [
      { name: 'dc:creator', objects: { _attributes: { 'xmlns:dc': DUBLIN_CORE }, _text: elementText(entry.author) } },
    ],
  };
}
