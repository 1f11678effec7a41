import { findForbiddenCharacter } from './forbidden-characters.js';

describe('findForbiddenCharacter', () => {
  it('names the field of the first string holding a NUL character', () => {
    expect(findForbiddenCharacter({ filter: 'a\u0000b' })).toBe('filter');
    expect(findForbiddenCharacter({ items: ['ok', { name: '\u0000' }] })).toBe('items.1.name');
  });

  it('names the field of a string holding a lone surrogate, which is no text', () => {
    expect(findForbiddenCharacter({ email: 'a\uD800@example.com' })).toBe('email');
    expect(findForbiddenCharacter({ name: 'x\uDFFF' })).toBe('name');
  });

  it('passes ordinary text, numbers, Georgian and emoji (paired surrogates)', () => {
    expect(findForbiddenCharacter({ name: 'Nino 👩‍💻 ნინო' })).toBeNull();
    expect(findForbiddenCharacter({ filter: 'ბათუმი', id: 3, tags: ['a', null] })).toBeNull();
  });
});
