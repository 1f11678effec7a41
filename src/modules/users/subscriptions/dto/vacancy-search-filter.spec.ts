import { DictionaryType } from '../../../../../shared/enums.js';
import { acceptedTypes, isEmptySearchFilter, normalizeSearchFilter } from './vacancy-search-filter.js';

describe('a saved search filter', () => {
  it('sorts and dedupes ids, trims the text and leaves out empty fields and salaryShown=false', () => {
    expect(
      normalizeSearchFilter({
        searchTerm: '  go ',
        cities: [9, 3, 9],
        technologies: [],
        experiences: null,
        salaryShown: false,
      }),
    ).toEqual({ searchTerm: 'go', cities: [3, 9] });
    expect(normalizeSearchFilter({ searchTerm: '   ', salaryShown: true })).toEqual({ salaryShown: true });
  });

  it('makes equal searches equal JSON, whatever the order they were given in', () => {
    const a = normalizeSearchFilter({ cities: [2, 1], technologies: [5], searchTerm: 'x' });
    const b = normalizeSearchFilter({ searchTerm: ' x', technologies: [5, 5], cities: [1, 2] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(normalizeSearchFilter(a)).toEqual(a);
  });

  it("merges the spec's spelling employmentTypies into employmentTypes", () => {
    expect(normalizeSearchFilter({ employmentTypes: [4], employmentTypies: [2, 4] })).toEqual({
      employmentTypes: [2, 4],
    });
  });

  it('is empty when nothing narrows the search', () => {
    expect(isEmptySearchFilter(normalizeSearchFilter({}))).toBe(true);
    expect(isEmptySearchFilter(normalizeSearchFilter(null))).toBe(true);
    expect(isEmptySearchFilter(normalizeSearchFilter({ workLocations: [1] }))).toBe(false);
  });

  it('takes technologies and technology categories for technologies, one dictionary for the others', () => {
    expect(acceptedTypes('technologies')).toEqual([DictionaryType.Technology, DictionaryType.TechnologyCategory]);
    expect(acceptedTypes('cities')).toEqual([DictionaryType.City]);
  });
});
