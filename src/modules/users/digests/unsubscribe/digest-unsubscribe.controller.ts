import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../../config/app-config.js';
import { Public } from '../../../../core/auth/public.decorator.js';
import { RawResponse } from '../../../../core/envelope/raw-response.decorator.js';
import { AppException } from '../../../../core/errors/app.exception.js';
import type { Language } from '../../../../core/i18n/language.js';
import { RequestLanguage } from '../../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../../core/i18n/translator.js';
import { DigestUnsubscribeService } from './digest-unsubscribe.service.js';
import { type UnsubscribePageState, unsubscribePage } from './unsubscribe-page.js';

const TOKEN_QUERY = {
  name: 'token',
  required: true,
  description: "The signed token of the digest mail's unsubscribe link",
};

/** The unsubscribe link of every digest mail (`List-Unsubscribe`): a mail client's one-click POST
 *  (RFC 8058) changes it at once; a browser's GET asks first, its button posts to UnsubscribeDigestPage.
 *  The token is the only credential. */
@ApiTags('Users: digests')
@Public()
@Controller('Users')
export class DigestUnsubscribeController {
  private readonly manageUrl: string;

  constructor(
    private readonly unsubscribing: DigestUnsubscribeService,
    config: AppConfig,
  ) {
    this.manageUrl = `${config.publicUrl}/userPanel/user-subscriptions`;
  }

  @Post('UnsubscribeDigest')
  @HttpCode(200)
  @ApiQuery(TOKEN_QUERY)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({ summary: 'One-click unsubscribe from the job digests (body List-Unsubscribe=One-Click, or none)' })
  async unsubscribe(@Query('token') token: unknown, @RequestLanguage() language: Language) {
    await this.unsubscribing.unsubscribe(token);
    return translate(language, 'digests.unsubscribed');
  }

  @RawResponse()
  @Get('UnsubscribeDigest')
  @ApiQuery(TOKEN_QUERY)
  @ApiProduces('text/html')
  @ApiOperation({
    summary: "A browser's view of the link: an HTML page in the talent's language that asks first (changes nothing)",
  })
  async page(
    @Query('token') token: unknown,
    @RequestLanguage() language: Language,
    @Res() response: Response,
  ): Promise<void> {
    await this.answerPage(response, language, async () => {
      const { language: talentLanguage } = await this.unsubscribing.check(token);
      const formAction = `/api/Users/UnsubscribeDigestPage?token=${encodeURIComponent(String(token))}`;
      return { language: talentLanguage, state: { kind: 'confirm', formAction } };
    });
  }

  @RawResponse()
  @Post('UnsubscribeDigestPage')
  @HttpCode(200)
  @ApiQuery(TOKEN_QUERY)
  @ApiProduces('text/html')
  @ApiOperation({ summary: "The page's button: turns the digests off and answers the HTML page that says so" })
  async confirmFromPage(
    @Query('token') token: unknown,
    @RequestLanguage() language: Language,
    @Res() response: Response,
  ): Promise<void> {
    await this.answerPage(response, language, async () => {
      const { language: talentLanguage } = await this.unsubscribing.unsubscribe(token);
      return { language: talentLanguage, state: { kind: 'done' } };
    });
  }

  /** Sends the page of `work`'s outcome, or the broken-link page (400) when the token is refused. */
  private async answerPage(
    response: Response,
    language: Language,
    work: () => Promise<{ language: Language | null; state: UnsubscribePageState }>,
  ): Promise<void> {
    let page: { language: Language; state: UnsubscribePageState; status: number };
    try {
      const outcome = await work();
      page = { language: outcome.language ?? language, state: outcome.state, status: 200 };
    } catch (error) {
      if (!(error instanceof AppException)) throw error;
      page = { language, state: { kind: 'invalid' }, status: 400 };
    }
    response
      .status(page.status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(unsubscribePage(page.language, page.state, this.manageUrl));
  }
}
