import { languageFromHeader, localized } from './language.js';

describe('request language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['ka', 'ka'],
    ['ka-GE,ka;q=0.9,en;q=0.8', 'ka'],
    ['en-US,ka;q=0.5', 'en'],
    ['de', 'en'],
  ])('reads %p as %p', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });

  it('falls back to English where the Georgian text is missing', () => {
    expect(localized('ka', 'Hello', 'გამარჯობა')).toBe('გამარჯობა');
    expect(localized('ka', 'Hello', '')).toBe('Hello');
    expect(localized('en', 'Hello', 'გამარჯობა')).toBe('Hello');
  });
});
