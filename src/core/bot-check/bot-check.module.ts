import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { AltchaBotCheck } from './altcha-bot-check.js';
import { BotCheck } from './bot-check.js';
import { NoBotCheck } from './no-bot-check.js';
import { RecaptchaBotCheck } from './recaptcha-bot-check.js';

function botCheckFor(config: AppConfig): BotCheck {
  const { kind, altchaHmacKey, recaptchaSecret, recaptchaVerifyUrl } = config.botCheck;
  switch (kind) {
    case 'altcha':
      return new AltchaBotCheck(altchaHmacKey);
    case 'recaptcha':
      return new RecaptchaBotCheck(recaptchaSecret ?? '', recaptchaVerifyUrl);
    case 'off':
      return new NoBotCheck();
  }
}

@Global()
@Module({
  providers: [{ provide: BotCheck, useFactory: botCheckFor, inject: [AppConfig] }],
  exports: [BotCheck],
})
export class BotCheckModule {}
