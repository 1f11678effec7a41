import { meanRating } from './company-rate.rules.js';

describe('meanRating', () => {
  it('is null without ratings', () => {
    expect(meanRating(0, 0)).toBeNull();
  });

  it('rounds to one decimal, halves up', () => {
    expect(meanRating(9, 2)).toBe(4.5);
    expect(meanRating(83, 20)).toBe(4.2); // 4.15 → 4.2
    expect(meanRating(10, 3)).toBe(3.3);
    expect(meanRating(11, 3)).toBe(3.7);
    expect(meanRating(5, 1)).toBe(5);
  });
});
