import {
  ENGLISH_TEXT,
  GEORGIAN_OR_ENGLISH_TEXT,
  insertWithinLimit,
  isProfileUrl,
  keyFactNumberRule,
  keyFactYearRule,
  optionalText,
  phoneRule,
  profileEmailRule,
  profileTextRule,
  profileUrlRule,
  withScheme,
} from './company-profile-rules';

describe('language of a text (spec point 5)', () => {
  it.each(['We build payment apps.', 'Café, 50% off — “quotes” & symbols: €₾ 123', 'line\nbreak', ''])(
    'ENGLISH_TEXT accepts %j',
    (text) => {
      expect(ENGLISH_TEXT.test(text)).toBe(true);
    },
  );

  it.each(['ვაშენებთ აპებს', 'Mixed ქართული', 'Привет'])('ENGLISH_TEXT refuses %j', (text) => {
    expect(ENGLISH_TEXT.test(text)).toBe(false);
  });

  it.each(['ვაშენებთ აპებს.', 'TypeScript და Go, 2024!', 'plain English'])(
    'GEORGIAN_OR_ENGLISH_TEXT accepts %j',
    (text) => {
      expect(GEORGIAN_OR_ENGLISH_TEXT.test(text)).toBe(true);
    },
  );

  it.each(['Привет', 'こんにちは', 'ქართული и русский'])('GEORGIAN_OR_ENGLISH_TEXT refuses %j', (text) => {
    expect(GEORGIAN_OR_ENGLISH_TEXT.test(text)).toBe(false);
  });

  it('profileTextRule checks the length first, then the language', () => {
    expect(profileTextRule('a'.repeat(1000), 1000, 'english')).toBeUndefined();
    expect(profileTextRule(`  ${'a'.repeat(1000)}  `, 1000, 'english')).toBeUndefined();
    expect(profileTextRule('a'.repeat(1001), 1000, 'english')).toBe('panel.edit.errors.tooLong');
    expect(profileTextRule('ქართული', 1000, 'english')).toBe('panel.edit.errors.englishOnly');
    expect(profileTextRule('ქართული', 1000, 'georgianOrEnglish')).toBeUndefined();
    expect(profileTextRule('Привет', 1000, 'georgianOrEnglish')).toBe('panel.edit.errors.georgianOrEnglish');
    expect(profileTextRule('', 1000, 'english')).toBeUndefined();
  });
});

describe('phone (optional plus, digit groups separated by single spaces)', () => {
  it.each(['', '555123456', '555 12 34 56', '+995 555 123 456', '  32 2 11 22 33  '])('accepts %j', (phone) => {
    expect(phoneRule(phone)).toBeUndefined();
  });

  it.each(['555-123-456', '555  123', '++995 5', '(32) 211', 'phone', '1234567890123456', '+'])(
    'refuses %j',
    (phone) => {
      expect(phoneRule(phone)).toBe('panel.edit.errors.phoneInvalid');
    },
  );
});

describe('e-mail', () => {
  it('is optional, but must look like an e-mail when given', () => {
    expect(profileEmailRule('')).toBeUndefined();
    expect(profileEmailRule('hr@kartuli.dev')).toBeUndefined();
    expect(profileEmailRule('hr@kartuli')).toBe('panel.edit.errors.emailInvalid');
    expect(profileEmailRule('hr kartuli.dev')).toBe('panel.edit.errors.emailInvalid');
  });
});

describe('URL with an optional scheme', () => {
  it.each([
    'kartuli.dev',
    'www.kartuli.dev/jobs?x=1',
    'http://kartuli.dev',
    'https://maps.google.com/?q=Tbilisi',
    'facebook.com/kartuli',
    'xn--80ak6aa92e.com',
  ])('accepts %j', (url) => {
    expect(isProfileUrl(url)).toBe(true);
    expect(profileUrlRule(url)).toBeUndefined();
  });

  it.each([
    'kartuli',
    'ftp://kartuli.dev',
    'javascript:alert(1)',
    'http://user:pw@kartuli.dev',
    'kartuli .dev',
    'http://',
    'kartuli.d',
  ])('refuses %j', (url) => {
    expect(isProfileUrl(url)).toBe(false);
    expect(profileUrlRule(url)).toBe('panel.edit.errors.urlInvalid');
  });

  it('is optional, has a length limit and gets http:// in front when it has no scheme', () => {
    expect(profileUrlRule('  ')).toBeUndefined();
    expect(profileUrlRule(`kartuli.dev/${'a'.repeat(500)}`)).toBe('panel.edit.errors.urlTooLong');
    expect(profileUrlRule(`kartuli.dev/${'a'.repeat(500)}`, 1000)).toBeUndefined();
    expect(withScheme('kartuli.dev')).toBe('http://kartuli.dev');
    expect(withScheme('https://kartuli.dev')).toBe('https://kartuli.dev');
  });
});

describe('key-fact numbers and years', () => {
  it('numbers only: digits, no sign or fraction, at most a billion', () => {
    expect(keyFactNumberRule('')).toBeUndefined();
    expect(keyFactNumberRule('120')).toBeUndefined();
    expect(keyFactNumberRule(' 120 ')).toBeUndefined();
    expect(keyFactNumberRule('12a')).toBe('panel.edit.errors.numbersOnly');
    expect(keyFactNumberRule('-5')).toBe('panel.edit.errors.numbersOnly');
    expect(keyFactNumberRule('1.5')).toBe('panel.edit.errors.numbersOnly');
    expect(keyFactNumberRule('1000000001')).toBe('panel.edit.errors.numberTooLarge');
  });

  it('a year lies between 1800 and the current year', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(keyFactYearRule('', now)).toBeUndefined();
    expect(keyFactYearRule('1800', now)).toBeUndefined();
    expect(keyFactYearRule('2026', now)).toBeUndefined();
    expect(keyFactYearRule('1799', now)).toBe('panel.edit.errors.invalidYear');
    expect(keyFactYearRule('2027', now)).toBe('panel.edit.errors.invalidYear');
    expect(keyFactYearRule('20x0', now)).toBe('panel.edit.errors.invalidYear');
    expect(keyFactYearRule('02000', now)).toBe('panel.edit.errors.invalidYear');
  });
});

describe('helpers', () => {
  it('optionalText trims and turns blank into null', () => {
    expect(optionalText('  a\r\nb ')).toBe('a\nb');
    expect(optionalText('   ')).toBeNull();
  });

  it('insertWithinLimit shortens only the pasted part', () => {
    expect(insertWithinLimit('abcd', 'XYZ', 2, 2, 10)).toEqual({ value: 'abXYZcd', caret: 5, trimmed: false });
    expect(insertWithinLimit('abcd', 'XYZ', 2, 2, 5)).toEqual({ value: 'abXcd', caret: 3, trimmed: true });
    expect(insertWithinLimit('abcd', 'XYZW', 1, 3, 5)).toEqual({ value: 'aXYZd', caret: 4, trimmed: true });
    expect(insertWithinLimit('abcdef', 'X', 6, 6, 5)).toEqual({ value: 'abcdef', caret: 6, trimmed: true });
  });
});
