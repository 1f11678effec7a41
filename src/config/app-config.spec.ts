import { AppConfig } from './app-config.js';
import { parseEnvironment } from './environment.js';

describe('the public address (PUBLIC_URL)', () => {
  const publicUrlOf = (env: Record<string, string>) => new AppConfig(parseEnvironment(env)).publicUrl;

  it('is this machine at the port the server listens on when unset or empty', () => {
    expect(publicUrlOf({})).toBe('http://localhost:3000');
    expect(publicUrlOf({ PORT: '3999' })).toBe('http://localhost:3999');
    expect(publicUrlOf({ PORT: '3999', PUBLIC_URL: '' })).toBe('http://localhost:3999');
  });

  it('is PUBLIC_URL when set, whatever the port, without a trailing slash', () => {
    expect(publicUrlOf({ PORT: '3999', PUBLIC_URL: 'https://techboard.ge/' })).toBe('https://techboard.ge');
    expect(publicUrlOf({ PUBLIC_URL: 'http://localhost:8080' })).toBe('http://localhost:8080');
  });
});
