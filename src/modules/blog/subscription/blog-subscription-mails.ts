import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import type { OutgoingMail } from '../../../core/mail/mail-outbox.service.js';
import {
  type BlogMailPost,
  blogAlreadySubscribedMail,
  blogConfirmationMail,
  blogWeeklyMail,
} from '../../../core/mail/templates/blog-mails.js';
import type { BlogSubscriber } from './blog-subscriber.js';
import { BlogSubscriptionTokens } from './blog-subscription-tokens.js';

/** The subscription's mails with their links, in the subscriber's language. */
@Injectable()
export class BlogSubscriptionMails {
  private readonly publicUrl: string;

  constructor(
    config: AppConfig,
    private readonly tokens: BlogSubscriptionTokens,
  ) {
    this.publicUrl = config.publicUrl;
  }

  confirmation(subscriber: BlogSubscriber): OutgoingMail {
    const token = this.tokens.signConfirmation(subscriber.id, subscriber.tokenVersion);
    const confirmUrl = `${this.publicUrl}/news?confirmSubscription=${encodeURIComponent(token)}`;
    return { to: subscriber.email, ...blogConfirmationMail(subscriber.language, { confirmUrl }) };
  }

  alreadySubscribed(subscriber: BlogSubscriber): OutgoingMail {
    return {
      to: subscriber.email,
      ...blogAlreadySubscribedMail(subscriber.language, {
        newsUrl: `${this.publicUrl}/news`,
        unsubscribeUrl: this.pageUrl(subscriber),
      }),
    };
  }

  /** The week's news, with the one-click unsubscribe headers (RFC 8058). */
  weekly(subscriber: BlogSubscriber, posts: BlogMailPost[]): OutgoingMail {
    const content = blogWeeklyMail(subscriber.language, {
      posts,
      newsUrl: `${this.publicUrl}/news`,
      unsubscribeUrl: this.pageUrl(subscriber),
    });
    const oneClick = `${this.publicUrl}/api/Users/UnsubscribeFromBlogs?token=${this.unsubscribeToken(subscriber)}`;
    return {
      to: subscriber.email,
      ...content,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  /** The /unsubscribe page of the client, which shows the state and asks before it acts. */
  private pageUrl(subscriber: BlogSubscriber): string {
    return `${this.publicUrl}/unsubscribe?token=${this.unsubscribeToken(subscriber)}`;
  }

  private unsubscribeToken(subscriber: BlogSubscriber): string {
    return encodeURIComponent(this.tokens.signUnsubscribe(subscriber.id, subscriber.tokenVersion));
  }
}
