import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { AllowedInViewAs } from '../../../core/auth/view-as.decorator.js';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../config/app-config.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { OptionalSession } from '../../../core/auth/current-session.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { RawResponse } from '../../../core/envelope/raw-response.decorator.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { RateLimited } from '../../../core/rate-limit/rate-limited.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { BlogSubscriptionStatusView } from './blog-subscription-status.view.js';
import { BlogSubscriptionService } from './blog-subscription.service.js';
import {
  CheckBlogSubscriptionStatusBody,
  ConfirmBlogSubscriptionBody,
  SubscribeUnsubscribeToBlogsBody,
} from './dto/blog-subscription.dto.js';

const TOKEN_QUERY = { name: 'token', required: true, description: "The token of the news mail's unsubscribe link" };

/** The blog's e-mail subscription (spec point 7). Open to everyone: an address and the mailed
 *  links' tokens are the credentials, except that the status by e-mail is only the caller's own. */
@ApiTags('Users: blog subscription')
@Public()
@Controller('Users')
export class BlogSubscriptionController {
  private readonly unsubscribePage: string;

  constructor(
    private readonly subscriptions: BlogSubscriptionService,
    config: AppConfig,
  ) {
    this.unsubscribePage = `${config.publicUrl}/unsubscribe`;
  }

  @Post('subscribeUnsubscribeToBlogs')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Subscribes an address (a confirmation link is mailed; the answer is the same for every address), or with `token` unsubscribes (409 when already)',
  })
  async subscribeUnsubscribe(@Body() body: SubscribeUnsubscribeToBlogsBody, @RequestLanguage() language: Language) {
    if (body.token) {
      await this.subscriptions.unsubscribe(body.token, 'conflict');
      return translate(language, 'blog.unsubscribed');
    }
    await this.subscriptions.subscribe(body.email!, language);
    return translate(language, 'blog.checkInbox');
  }

  @AllowedInViewAs()
  @Post('CheckSubscribtionStatusForBlogs')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "{ status: none|pending|subscribed|unsubscribed } of an unsubscribe link's token, or of the signed-in account's own e-mail",
  })
  @ApiEnvelope(BlogSubscriptionStatusView)
  async checkStatus(
    @Body() body: CheckBlogSubscriptionStatusBody,
    @OptionalSession() session: AuthSession | undefined,
  ): Promise<BlogSubscriptionStatusView> {
    const status = body.token
      ? await this.subscriptions.statusByToken(body.token)
      : await this.subscriptions.statusByEmail(body.email!, session);
    return { status };
  }

  @Post('ConfirmBlogSubscription')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Opens the confirmation link of the mail (valid 7 days): the address starts receiving the weekly news',
  })
  async confirm(@Body() body: ConfirmBlogSubscriptionBody, @RequestLanguage() language: Language) {
    await this.subscriptions.confirm(body.token);
    return translate(language, 'blog.confirmed');
  }

  @Post('UnsubscribeFromBlogs')
  @HttpCode(200)
  @ApiQuery(TOKEN_QUERY)
  @ApiOperation({
    summary: "One-click unsubscribe (RFC 8058) of the news mail's List-Unsubscribe header; saying it twice is harmless",
  })
  async unsubscribeOneClick(@Query('token') token: unknown, @RequestLanguage() language: Language) {
    await this.subscriptions.unsubscribe(token, 'ok');
    return translate(language, 'blog.unsubscribed');
  }

  /** A mail client without one-click support opens the header's link in a browser: the page asks first. */
  @RawResponse()
  @Get('UnsubscribeFromBlogs')
  @ApiQuery(TOKEN_QUERY)
  @ApiOperation({
    summary: "A browser's view of the header's link: redirects to the /unsubscribe page (changes nothing)",
  })
  redirectToPage(@Query('token') token: unknown, @Res() response: Response): void {
    const query = typeof token === 'string' ? `?token=${encodeURIComponent(token)}` : '';
    response.redirect(302, `${this.unsubscribePage}${query}`);
  }
}
