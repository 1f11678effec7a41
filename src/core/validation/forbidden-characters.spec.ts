import { findForbiddenCharacter } from './forbidden-characters.js';

describe('findForbiddenCharacter', () => {
  it('names the field of the first string holding a NUL character', () => {
    expect(findForbiddenCharacter({ filter: 'a\u0000b' })).toBe('filter');
    expect(findForbiddenCharacter({ items: ['ok', { name: '\u0000' }] })).toBe('items.1.name');
  });

  it('passes ordinary text, numbers and Georgian', () => {
    expect(findForbiddenCharacter({ filter: 'ბათუმი', id: 3, tags: ['a', null] })).toBeNull();
  });
});
