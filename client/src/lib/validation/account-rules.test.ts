import { readFileSync } from 'node:fs';
import {
  companyNameRule,
  confirmPasswordRule,
  currentPasswordRule,
  emailRule,
  fullNameRule,
  IMAGE_MAX_BYTES,
  imageFileRule,
  normalizeName,
  passwordRule,
  technologiesRule,
} from './account-rules';

const locale = (name: string) => JSON.parse(readFileSync(new URL(`../../i18n/${name}.json`, import.meta.url), 'utf8'));
const english = locale('en-US');
const georgian = locale('ka-GE');
const en = (key: string | undefined) => key && english.validation[key.replace('validation.', '')];

describe('company name (spec point 5)', () => {
  it.each([
    'Kartuli Code',
    'AB',
    'Acme & Sons, Ltd.',
    "O'Reilly Media",
    'Web3 (Labs) #1',
    'a'.repeat(50),
    '  Rioni Data  ',
    'B2B: Data/AI',
  ])('accepts %p', (name) => expect(companyNameRule(name)).toBeUndefined());

  it.each([
    ['', 'The company name is required', 'validation.companyNameRequired'],
    ['   ', 'only spaces', 'validation.companyNameRequired'],
    ['ქართული კოდი', 'Georgian letters', 'validation.companyNameEnglish'],
    ['Кодекс', 'Cyrillic letters', 'validation.companyNameEnglish'],
    ['Acme <script>', 'characters outside common punctuation', 'validation.companyNameFormat'],
    ['Acme*', 'an asterisk', 'validation.companyNameFormat'],
    ['Rocket 🚀', 'an emoji', 'validation.companyNameEnglish'],
    ['Café Tbilisi', 'an accented letter', 'validation.companyNameEnglish'],
    ['A', 'one character', 'validation.companyNameMin'],
    ['ქ', 'one Georgian letter', 'validation.companyNameEnglish'],
    ['a'.repeat(51), '51 characters', 'validation.companyNameMax'],
  ])('refuses %p (%s)', (name, _why, key) => expect(companyNameRule(name)).toBe(key));

  it('asks in English for the company name in English', () => {
    expect(en(companyNameRule('ქართული'))).toBe('Enter the company name in English');
  });
});

describe('full name (spec point 5)', () => {
  it.each(['Nino Beridze', 'ნინო ბერიძე', 'Mary Ann Smith', 'Ana  Lee', ' Giorgi   Abashidze '])('accepts %p', (name) =>
    expect(fullNameRule(name)).toBeUndefined(),
  );

  it.each([
    ['', 'validation.fullNameRequired'],
    ['Nino', 'validation.fullNameFormat'],
    ['Nino B3ridze', 'validation.fullNameLanguage'],
    ['Nino ბერიძე', 'validation.fullNameLanguage'],
    ['Иван Петров', 'validation.fullNameLanguage'],
    ['Nino_Beridze x', 'validation.fullNameLanguage'],
    ['Jean-Luc Picard', 'validation.fullNameLanguage'],
    ['ნ', 'validation.fullNameMin'],
    ['A B', 'validation.fullNameMin'],
    [`${'a'.repeat(25)} ${'b'.repeat(25)}`, 'validation.fullNameMax'],
  ])('refuses %p', (name, key) => expect(fullNameRule(name)).toBe(key));

  it("says 'input full name in GE or EN language'", () => {
    expect(en(fullNameRule('Nino 7'))).toBe('Input full name in GE or EN language');
  });

  it('is sent trimmed with single spaces', () => {
    expect(normalizeName('  Nino   Beridze ')).toBe('Nino Beridze');
  });
});

describe('e-mail', () => {
  it.each(['nino@example.ge', 'first.last+jobs@mail.co.uk'])('accepts %p', (email) =>
    expect(emailRule(email)).toBeUndefined(),
  );

  it.each([
    ['', 'The Email field is required'],
    ['  ', 'The Email field is required'],
    ['nino', 'Invalid email format'],
    ['nino@example', 'Invalid email format'],
    ['nino@@example.ge', 'Invalid email format'],
    ['ni no@example.ge', 'Invalid email format'],
    [`${'a'.repeat(250)}@example.ge`, 'Invalid email format'],
    [
      'nаno@example.ge',
      'The e-mail address mixes letters of different alphabets, such as a Cyrillic "а" among Latin letters. Please type it in one alphabet.',
    ],
  ])('refuses %p with %p', (email, message) => expect(en(emailRule(email))).toBe(message));
});

describe('password', () => {
  it.each(['Passw0rd!', 'Aa1!Aa1!', 'Sixteen-Chars-1a', 'Pass word1', 'Passw0rd!Passw0rd', `Aa1!${'a'.repeat(124)}`])(
    'accepts %p',
    (password) => expect(passwordRule(password)).toBeUndefined(),
  );

  it.each([
    ['', 'validation.passwordRequired'],
    ['Pa0!', 'validation.passwordRule'],
    [`Aa1!${'a'.repeat(125)}`, 'validation.passwordRule'],
    ['password1!', 'validation.passwordRule'],
    ['PASSWORD1!', 'validation.passwordRule'],
    ['Password!!', 'validation.passwordRule'],
    ['Password11', 'validation.passwordRule'],
  ])('refuses %p', (password, key) => expect(passwordRule(password)).toBe(key));

  it('states the rule in both languages (the field also shows it as its helper text)', () => {
    expect(en(passwordRule('weak'))).toMatch(/8–128 characters.*lowercase.*uppercase.*digit.*special character/);
    expect(georgian.validation.passwordRule).toMatch(/8–128 სიმბოლო/);
  });

  it('needs only to be there as the current password', () => {
    expect(currentPasswordRule('')).toBe('validation.passwordRequired');
    expect(currentPasswordRule('anything')).toBeUndefined();
  });

  it("must be repeated ('repeat the password')", () => {
    expect(en(confirmPasswordRule('', 'Passw0rd!'))).toBe('Repeat the password');
    expect(en(confirmPasswordRule('Passw0rd?', 'Passw0rd!'))).toMatch(/repeat the password/);
    expect(confirmPasswordRule('Passw0rd!', 'Passw0rd!')).toBeUndefined();
  });
});

describe('technologies and images', () => {
  it('asks for at least one technology', () => {
    expect(technologiesRule([])).toBe('validation.technologiesRequired');
    expect(technologiesRule([11])).toBeUndefined();
  });

  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
    ['photo.WEBP', ''],
  ])('accepts %p (%p)', (name, type) => expect(imageFileRule({ name, type, size: 1000 })).toBeUndefined());

  it('refuses other formats and files over 10000 KB', () => {
    expect(en(imageFileRule({ name: 'anim.gif', type: 'image/gif', size: 10 }))).toBe('File format is incorrect');
    expect(en(imageFileRule({ name: 'cv.pdf', type: '', size: 10 }))).toBe('File format is incorrect');
    expect(imageFileRule({ name: 'big.png', type: 'image/png', size: IMAGE_MAX_BYTES })).toBeUndefined();
    expect(en(imageFileRule({ name: 'big.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 }))).toBe(
      'File is too large',
    );
  });
});

it('every message has a text in both languages', () => {
  for (const key of Object.keys(english.validation)) expect(georgian.validation[key]).toEqual(expect.any(String));
});
