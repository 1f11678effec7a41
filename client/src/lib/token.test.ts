import { fakeToken } from '../../test/fixtures';
import { readTokenPayload } from './token';

describe('readTokenPayload', () => {
  it('reads id, exp and ViewAs from the payload', () => {
    expect(readTokenPayload(fakeToken({ id: 7, exp: 1_900_000_123 }))).toEqual({
      id: 7,
      exp: 1_900_000_123,
      ViewAs: false,
    });
    expect(readTokenPayload(fakeToken({ id: 7, ViewAs: true }))?.ViewAs).toBe(true);
  });

  it('reads base64url payloads with - and _ and without padding', () => {
    // {"id":1,"exp":2,"ViewAs":true,"name":"ნ?>"} has bytes that base64url writes as - and _.
    const payload = btoa(unescape(encodeURIComponent(JSON.stringify({ id: 1, exp: 2, ViewAs: true, name: 'ნ?>' }))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(readTokenPayload(`h.${payload}.s`)).toEqual({ id: 1, exp: 2, ViewAs: true });
  });

  it.each(['', 'garbage', 'a.b.c', `a.${btoa('{"exp":1}')}.c`])('is undefined for %p', (token) => {
    expect(readTokenPayload(token)).toBeUndefined();
  });
});
