import { SignedToken } from './signed-token.js';

const SECRET = 'a-secret-of-at-least-32-characters-0001';

describe('SignedToken', () => {
  const pair = new SignedToken('pair', SECRET, 2);

  it('signs its numbers and gives them back, the same token for the same numbers', () => {
    const token = pair.sign([7, 0]);
    expect(token).toMatch(/^7\.0\.[\w-]{43}$/);
    expect(pair.verify(token)).toEqual([7, 0]);
    expect(pair.sign([7, 0])).toBe(token);
  });

  it('refuses changed numbers, another purpose or secret, and anything malformed', () => {
    const token = pair.sign([7, 3]);
    const mac = token.split('.')[2];
    expect(pair.verify(`7.4.${mac}`)).toBeNull();
    expect(new SignedToken('other', SECRET, 2).verify(token)).toBeNull();
    expect(new SignedToken('pair', `${SECRET}x`, 2).verify(token)).toBeNull();
    for (const bad of [
      undefined,
      null,
      42,
      '',
      '7.3',
      `07.3.${mac}`,
      `7.3.3.${mac}`,
      `7.-3.${mac}`,
      `${token}=`,
      `7.3.${mac.slice(1)}`,
      `${'9'.repeat(16)}.3.${mac}`,
    ]) {
      expect(pair.verify(bad)).toBeNull();
    }
  });

  it('refuses to sign what it could not verify', () => {
    expect(() => pair.sign([1])).toThrow();
    expect(() => pair.sign([1, -1])).toThrow();
    expect(() => pair.sign([1, 1.5])).toThrow();
  });
});
