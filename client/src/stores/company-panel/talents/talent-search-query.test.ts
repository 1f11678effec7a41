import { emptyTalentFilters, parseTalentQuery, talentQueryString } from './talent-search-query';

describe('the talent search in the URL', () => {
  it('reads ids, numbers, currency and page, and leaves out what does not parse', () => {
    const state = parseTalentQuery('technologyIds=13,x,13,0,11&cityIds=&minYears=-2&maxYears=9&currency=7&page=abc');
    expect(state).toEqual({
      filters: { ...emptyTalentFilters(), technologyIds: [13, 11], maxYears: 9 },
      page: 1,
      vacancyId: null,
    });
    expect(parseTalentQuery('vacancyId=0').vacancyId).toBeNull();
    expect(parseTalentQuery('vacancyId=7x').vacancyId).toBeNull();
  });

  it('writes back what it reads, without the empty filters and the first page', () => {
    const query = 'technologyIds=13,11&experienceIds=52&minYears=3&salaryUpTo=6000&currency=1&vacancyId=42&page=2';
    expect(talentQueryString(parseTalentQuery(query))).toBe(query);
    expect(talentQueryString({ filters: emptyTalentFilters(), page: 1 })).toBe('');
  });
});
