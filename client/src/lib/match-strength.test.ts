import { matchStrength } from './match-strength';

describe('matchStrength', () => {
  it.each([
    [100, 'strong'],
    [80, 'strong'],
    [79, 'good'],
    [60, 'good'],
    [59, 'partial'],
    [40, 'partial'],
    [39, 'weak'],
    [0, 'weak'],
  ])('calls a score of %i %s', (score, word) => {
    expect(matchStrength(score)).toBe(word);
  });
});
