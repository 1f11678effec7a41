import { ENGLISH_TEXT, GEORGIAN_OR_ENGLISH_TEXT, PHONE_PATTERN, withScheme } from './profile.rules.js';

describe('company profile rules (spec point 5)', () => {
  it('English-only text takes Latin letters, digits, punctuation and whitespace, and no other script', () => {
    for (const text of ['', 'Hello, world!', 'Café — 100% “quality”\n\t(since 2014) ₾ & €', 'naïve résumé'])
      expect(ENGLISH_TEXT.test(text)).toBe(true);
    for (const text of ['ქართული', 'Hello მსოფლიო', 'Привет', 'こんにちは', 'مرحبا'])
      expect(ENGLISH_TEXT.test(text)).toBe(false);
  });

  it('a Georgian field takes Georgian or English, and no other script', () => {
    for (const text of ['', 'თბილისი, საქართველო', 'Tbilisi', 'ვაკე — Vake, 12'])
      expect(GEORGIAN_OR_ENGLISH_TEXT.test(text)).toBe(true);
    for (const text of ['Москва', 'თბილისი Москва', 'ベルリン'])
      expect(GEORGIAN_OR_ENGLISH_TEXT.test(text)).toBe(false);
  });

  it('a phone is an optional plus, then digit groups separated by single spaces', () => {
    for (const phone of ['555123456', '+995 555 12 34 56', '1']) expect(PHONE_PATTERN.test(phone)).toBe(true);
    for (const phone of ['', '+', '+ 555', '555  123', '555-123', ' 555', '555 ', '(555) 123', '++995'])
      expect(PHONE_PATTERN.test(phone)).toBe(false);
  });

  it('a link without a scheme gets http:// in front; one with a scheme is kept', () => {
    expect(withScheme('example.com/jobs')).toBe('http://example.com/jobs');
    expect(withScheme('https://example.com')).toBe('https://example.com');
    expect(withScheme('HTTP://example.com')).toBe('HTTP://example.com');
    expect(withScheme('ftp://example.com')).toBe('ftp://example.com');
  });
});
