import { smartSearchTerms } from './smart-search-terms';

describe('smartSearchTerms', () => {
  it('splits on any whitespace and drops empty words', () => {
    expect(smartSearchTerms('  senior\treact \n developer ')).toEqual(['senior', 'react', 'developer']);
    expect(smartSearchTerms('   ')).toEqual([]);
  });

  it('keeps the first spelling of a word repeated in any case', () => {
    expect(smartSearchTerms('React react REACT go')).toEqual(['React', 'go']);
    expect(smartSearchTerms('დეველოპერი დეველოპერი')).toEqual(['დეველოპერი']);
  });

  it('sends at most ten terms', () => {
    expect(smartSearchTerms('a b c d e f g h i j k l')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
  });
});
