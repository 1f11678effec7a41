import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../config/app-config.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { RawResponse } from '../../../core/envelope/raw-response.decorator.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import { RequestLanguage } from '../../../core/i18n/request-language.decorator.js';
import { translate } from '../../../core/i18n/translator.js';
import { DigestUnsubscribeService } from './digest-unsubscribe.service.js';
import { unsubscribePage } from './unsubscribe-page.js';

const TOKEN_QUERY = { name: 'token', required: true, description: "The signed token of the digest mail's unsubscribe link" };

/** The unsubscribe link of every digest mail (`List-Unsubscribe`): a mail client's one-click POST
 *  (RFC 8058) or a browser's GET. The token is the only credential. */
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
  @ApiOperation({ summary: "The same from a browser: an HTML page in the talent's language" })
  async page(@Query('token') token: unknown, @RequestLanguage() language: Language, @Res() response: Response): Promise<void> {
    let done = true;
    let pageLanguage = language;
    try {
      pageLanguage = (await this.unsubscribing.unsubscribe(token)).language ?? language;
    } catch (error) {
      if (!(error instanceof AppException)) throw error;
      done = false;
    }
    response
      .status(done ? 200 : 400)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(unsubscribePage(pageLanguage, done, this.manageUrl));
  }
}
