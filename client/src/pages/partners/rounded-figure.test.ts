import { isFigureWorthClaiming, roundedFigure } from './rounded-figure';

describe('roundedFigure', () => {
  it.each([
    [0, '0'],
    [8, '8'],
    [9, '9'],
    [10, '10+'],
    [36, '30+'],
    [52, '50+'],
    [99, '90+'],
    [100, '100+'],
    [357, '350+'],
    [999, '990+'],
    [1234, '1,200+'],
    [12_345, '12,000+'],
    [1_000_000, '1,000,000+'],
  ])('shows %i as %s', (value, shown) => {
    expect(roundedFigure(value, 'en-US')).toBe(shown);
  });

  it('never claims more than the number, and never goes below zero', () => {
    for (const value of [10, 11, 49, 50, 51, 351, 4_999, 70_001]) {
      expect(Number(roundedFigure(value, 'en-US').replace(/[,+]/g, ''))).toBeLessThanOrEqual(value);
    }
    expect(roundedFigure(-5, 'en-US')).toBe('0');
    expect(roundedFigure(52.9, 'en-US')).toBe('50+');
  });

  it('groups the thousands as Georgian pages do', () => {
    expect(roundedFigure(1234, 'ka-GE')).toBe('1\u202f200+');
    expect(roundedFigure(8, 'ka-GE')).toBe('8');
  });

  it('claims a figure from 30 on (the smallest the specification shows), never a smaller one', () => {
    expect([0, 9, 10, 29].map(isFigureWorthClaiming)).toEqual([false, false, false, false]);
    expect([30, 36, 350].map(isFigureWorthClaiming)).toEqual([true, true, true]);
  });
});
