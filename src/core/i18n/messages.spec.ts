import { en } from './messages.en.js';
import { ka } from './messages.ka.js';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, item]) =>
    typeof item === 'object' && item !== null ? keysOf(item, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const valuesOf = (value: object): string[] =>
  Object.values(value).flatMap((item) => (typeof item === 'object' && item !== null ? valuesOf(item) : [item]));

describe('server messages', () => {
  it('have the same keys in English and Georgian', () => {
    expect(keysOf(ka).sort()).toEqual(keysOf(en).sort());
  });

  it('have no empty text, and the Georgian is written in Georgian', () => {
    for (const text of [...valuesOf(en), ...valuesOf(ka)]) expect(text.trim()).not.toBe('');
    for (const text of valuesOf(ka)) expect(text).toMatch(/[\u10D0-\u10FF]/);
  });
});
