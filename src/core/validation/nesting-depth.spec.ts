import { findTooDeep } from './nesting-depth.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

describe('findTooDeep', () => {
  it('names the top-level field under which the value nests too deeply, at any depth', () => {
    expect(findTooDeep({ ok: 1, description: nested(40) }, 32)).toBe('description');
    expect(findTooDeep({ list: nested(100_000) }, 32)).toBe('list');
    expect(findTooDeep([nested(40)], 32)).toBe('0');
  });

  it('passes values within the limit', () => {
    expect(findTooDeep({ description: nested(30) }, 32)).toBeNull();
    expect(findTooDeep('text', 32)).toBeNull();
    expect(findTooDeep(null, 32)).toBeNull();
  });
});
