import { highlightParts } from './highlight-parts';

describe('highlightParts', () => {
  it('marks the ranges and keeps the text between them', () => {
    expect(highlightParts('Senior React Developer', [[7, 12]])).toEqual([
      { text: 'Senior ', marked: false },
      { text: 'React', marked: true },
      { text: ' Developer', marked: false },
    ]);
  });

  it('is the whole text unmarked without ranges', () => {
    expect(highlightParts('Go', [])).toEqual([{ text: 'Go', marked: false }]);
    expect(highlightParts('Go', undefined)).toEqual([{ text: 'Go', marked: false }]);
    expect(highlightParts('', [[0, 3]])).toEqual([{ text: '', marked: false }]);
  });

  it('sorts, joins overlapping and touching ranges, clips and drops broken ones', () => {
    expect(
      highlightParts('abcdefghij', [
        [6, 20],
        [0, 2],
        [1, 3],
        [3, 4],
        [5, 5],
        [-4, -1],
        [9, 2],
      ]),
    ).toEqual([
      { text: 'abcd', marked: true },
      { text: 'ef', marked: false },
      { text: 'ghij', marked: true },
    ]);
  });

  it('counts in UTF-16 units, as the server does (Georgian letters are one unit each)', () => {
    expect(highlightParts('უფროსი დეველოპერი', [[7, 17]])).toEqual([
      { text: 'უფროსი ', marked: false },
      { text: 'დეველოპერი', marked: true },
    ]);
  });
});
