import { textWords, toLatin } from './search-text.js';

describe('search text', () => {
  it('splits words, lower-cased, with their places in the original', () => {
    expect(textWords('Senior React-Developer (Tbilisi)')).toEqual([
      { word: 'senior', start: 0, end: 6 },
      { word: 'react', start: 7, end: 12 },
      { word: 'developer', start: 13, end: 22 },
      { word: 'tbilisi', start: 24, end: 31 },
    ]);
  });

  it('spells out symbolic technology names, only as whole words', () => {
    expect(textWords('C# and C++, ASP.NET; abc++').map((w) => w.word)).toEqual([
      'csharp',
      'and',
      'cpp',
      'asp',
      'dotnet',
      'abc',
    ]);
    expect(textWords('C#')[0]).toEqual({ word: 'csharp', start: 0, end: 2 });
  });

  it('keeps Georgian words and reads them in Latin letters', () => {
    expect(textWords('უფროსი დეველოპერი').map((w) => w.word)).toEqual(['უფროსი', 'დეველოპერი']);
    expect(toLatin('თიბისი')).toBe('tibisi');
    expect(toLatin('შპს ჭკვიანი წყარო')).toBe('shps chkviani tsqaro');
    expect(toLatin('react')).toBe('react');
  });

  it('keeps offsets where lower-casing would change a length', () => {
    expect(textWords('İx ab')).toEqual([
      { word: 'x', start: 1, end: 2 },
      { word: 'ab', start: 3, end: 5 },
    ]);
  });
});
