import { AppConfig } from '../../../config/app-config.js';
import { DigestUnsubscribeToken } from '../../users/digests/digest-unsubscribe-token.js';
import { BlogSubscriptionTokens, CONFIRMATION_TTL_MS } from './blog-subscription-tokens.js';

const config = (secret: string) => AppConfig.fromProcessEnv({ NODE_ENV: 'test', JWT_SECRET: secret });
const tokens = (secret = 'a-secret-of-at-least-32-characters-0001') => new BlogSubscriptionTokens(config(secret));

describe('BlogSubscriptionTokens', () => {
  const one = tokens();
  const issued = new Date('2025-03-10T06:00:00.000Z');

  it('confirmation: names the subscriber and version for 7 days, not after, not from the future', () => {
    const token = one.signConfirmation(5, 2, issued);
    expect(token).toMatch(/^5\.2\.1741586400\.[\w-]{43}$/);
    expect(one.verifyConfirmation(token, issued)).toEqual({ subscriberId: 5, tokenVersion: 2 });
    expect(one.verifyConfirmation(token, new Date(issued.getTime() + CONFIRMATION_TTL_MS))).toEqual({
      subscriberId: 5,
      tokenVersion: 2,
    });
    expect(one.verifyConfirmation(token, new Date(issued.getTime() + CONFIRMATION_TTL_MS + 1000))).toBeNull();
    expect(one.verifyConfirmation(token, new Date(issued.getTime() - 10 * 60_000))).toBeNull();
  });

  it('unsubscribe: never expires; tampered, foreign-secret and other-purpose tokens are refused', () => {
    const token = one.signUnsubscribe(5, 1);
    expect(one.verifyUnsubscribe(token)).toEqual({ subscriberId: 5, tokenVersion: 1 });
    expect(one.verifyUnsubscribe(`6.1.${token.split('.')[2]}`)).toBeNull();
    expect(one.verifyUnsubscribe(`5.2.${token.split('.')[2]}`)).toBeNull();
    expect(tokens('another-secret-of-at-least-32-characters').verifyUnsubscribe(token)).toBeNull();
    // A confirmation token is no unsubscribe token, and a digest token no blog token (keys per purpose).
    expect(one.verifyUnsubscribe(one.signConfirmation(5, 1))).toBeNull();
    const digest = new DigestUnsubscribeToken(config('a-secret-of-at-least-32-characters-0001')).sign(5);
    expect(one.verifyUnsubscribe(`${digest.split('.')[0]}.1.${digest.split('.')[1]}`)).toBeNull();
    for (const bad of [undefined, '', 'nonsense', `${token}x`, `0.1.${token.split('.')[2]}`])
      expect(one.verifyUnsubscribe(bad)).toBeNull();
  });
});
