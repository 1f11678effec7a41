import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it.each([
    ['/api/Account/ViewAs?tokenId=abc', '/api/Account/ViewAs?tokenId=[redacted]'],
    ['/signIn/continue?tokenId=abc&x=1', '/signIn/continue?tokenId=[redacted]&x=1'],
    ['/verifyEmail?verificationId=s3cret&email=a%40b.ge', '/verifyEmail?verificationId=[redacted]&email=a%40b.ge'],
    [
      '/passwordRecovery/newPassword?email=a%40b.ge&token=s3cret',
      '/passwordRecovery/newPassword?email=a%40b.ge&token=[redacted]',
    ],
    ['/api/Digests/Unsubscribe?TOKEN=1.2.mac', '/api/Digests/Unsubscribe?TOKEN=[redacted]'],
    [
      '/api/Account/GoogleResponse?code=c0de&state=st4te&scope=email',
      '/api/Account/GoogleResponse?code=[redacted]&state=[redacted]&scope=email',
    ],
    ['/api/Account/ViewAs?token%49d=abc', '/api/Account/ViewAs?token%49d=[redacted]'],
  ])('%s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('leaves other URLs as they are', () => {
    for (const url of ['/vacancies?page=2&search=react', '/api/health', '/?', '/a?flag', '/a?token'])
      expect(redactUrl(url)).toBe(url);
  });
});
