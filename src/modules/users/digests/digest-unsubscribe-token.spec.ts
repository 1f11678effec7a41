import { AppConfig } from '../../../config/app-config.js';
import { DigestUnsubscribeToken } from './digest-unsubscribe-token.js';

const tokens = (secret: string) =>
  new DigestUnsubscribeToken(AppConfig.fromProcessEnv({ NODE_ENV: 'test', JWT_SECRET: secret }));

describe('DigestUnsubscribeToken', () => {
  const one = tokens('a-secret-of-at-least-32-characters-0001');

  it('verifies its own tokens and names the account', () => {
    const token = one.sign(42);
    expect(token).toMatch(/^42\.[\w-]{43}$/);
    expect(one.verify(token)).toBe(42);
    expect(one.sign(42)).toBe(token);
  });

  it('refuses another account, another secret, and anything malformed', () => {
    const token = one.sign(42);
    expect(one.verify(`43.${token.split('.')[1]}`)).toBeNull();
    expect(tokens('another-secret-of-at-least-32-characters').verify(token)).toBeNull();
    for (const bad of [
      undefined,
      '',
      '42',
      '42.',
      `042.${token.split('.')[1]}`,
      `${token}=`,
      `99999999999.${token.split('.')[1]}`,
    ]) {
      expect(one.verify(bad)).toBeNull();
    }
  });
});
