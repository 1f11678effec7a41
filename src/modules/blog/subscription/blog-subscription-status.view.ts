import { ApiProperty } from '@nestjs/swagger';
import { BLOG_SUBSCRIPTION_STATUS_NAMES, type BlogSubscriptionStatusName } from './blog-subscriber.js';

/** POST Users/CheckSubscribtionStatusForBlogs: where an address stands with the blog's mail. */
export class BlogSubscriptionStatusView {
  @ApiProperty({
    enum: BLOG_SUBSCRIPTION_STATUS_NAMES,
    enumName: 'BlogSubscriptionStatus',
    description: '`none` when the address never subscribed',
  })
  status: BlogSubscriptionStatusName;
}
