import { BotCheck } from './bot-check.js';

/** BOT_CHECK=off: every request passes (tests, closed networks). */
export class NoBotCheck extends BotCheck {
  readonly kind = 'off' as const;

  async challenge(): Promise<unknown> {
    return null;
  }

  async verify(): Promise<boolean> {
    return true;
  }
}
