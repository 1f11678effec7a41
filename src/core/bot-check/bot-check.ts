/** The anti-bot check on sign-up, repeated sign-in failures and password recovery (DESIGN.md section 4). */
export abstract class BotCheck {
  abstract readonly kind: 'altcha' | 'recaptcha' | 'off';

  /** True when the client's proof (altcha payload or reCAPTCHA response) is valid and unused. */
  abstract verify(proof: string | undefined, remoteIp?: string): Promise<boolean>;

  /** A new challenge for the altcha widget; null for checks that need none. */
  abstract challenge(): Promise<unknown>;
}
