import { BotCheck } from './bot-check.js';

/** Google reCAPTCHA, verified server to server at a configurable site-verify URL. */
export class RecaptchaBotCheck extends BotCheck {
  readonly kind = 'recaptcha' as const;

  constructor(
    private readonly secret: string,
    private readonly verifyUrl: string,
  ) {
    super();
  }

  async challenge(): Promise<unknown> {
    return null;
  }

  async verify(proof: string | undefined, remoteIp?: string): Promise<boolean> {
    if (!proof || proof.length > 10_000) return false;
    const body = new URLSearchParams({
      secret: this.secret,
      response: proof,
      ...(remoteIp ? { remoteip: remoteIp } : {}),
    });
    try {
      const response = await fetch(this.verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5_000) });
      const answer = (await response.json()) as { success?: boolean };
      return answer.success === true;
    } catch {
      return false;
    }
  }
}
