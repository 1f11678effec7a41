import type { Language } from '../../../core/i18n/language.js';

/** blog_subscriber.status. */
export enum BlogSubscriberStatus {
  /** Entered on the site, confirmation link not opened yet: gets no news. */
  Pending = 1,
  Confirmed = 2,
  Unsubscribed = 3,
}

/** CheckSubscribtionStatusForBlogs' answer; `none` when the address never subscribed. */
export const BLOG_SUBSCRIPTION_STATUS_NAMES = ['none', 'pending', 'subscribed', 'unsubscribed'] as const;
export type BlogSubscriptionStatusName = (typeof BLOG_SUBSCRIPTION_STATUS_NAMES)[number];

export const STATUS_NAMES: Record<BlogSubscriberStatus, BlogSubscriptionStatusName> = {
  [BlogSubscriberStatus.Pending]: 'pending',
  [BlogSubscriberStatus.Confirmed]: 'subscribed',
  [BlogSubscriberStatus.Unsubscribed]: 'unsubscribed',
};

/** What the mails of a subscriber need. */
export interface BlogSubscriber {
  id: number;
  email: string;
  language: Language;
  tokenVersion: number;
}

/** A blog_subscriber row as the queries select it. */
export interface BlogSubscriberRow {
  id: number;
  email: string;
  language: string;
  status: number;
  token_version: number;
}

export function toSubscriber(row: BlogSubscriberRow): BlogSubscriber {
  return {
    id: Number(row.id),
    email: row.email,
    language: row.language === 'ka' ? 'ka' : 'en',
    tokenVersion: Number(row.token_version),
  };
}
