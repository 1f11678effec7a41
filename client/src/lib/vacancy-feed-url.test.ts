import { vacancyFeedUrl } from './vacancy-feed-url';

describe('vacancyFeedUrl', () => {
  it('is the bare feed in the language when nothing is filtered', () => {
    expect(vacancyFeedUrl({}, 'en')).toBe('/api/Vacancy/Rss?lang=en');
    expect(vacancyFeedUrl({ searchTerm: '   ', technologies: [], salaryShown: false }, 'ka')).toBe(
      '/api/Vacancy/Rss?lang=ka',
    );
  });

  it('lists the keys in a fixed order, whatever order the filter has them in', () => {
    const url = vacancyFeedUrl(
      {
        salaryShown: true,
        experiences: [51],
        cities: [1],
        jobFunctions: [61],
        workLocations: [31],
        employmentTypes: [21],
        technologies: [11],
        searchTerm: 'react',
        companyId: 3,
      },
      'en',
    );
    expect(url).toBe(
      '/api/Vacancy/Rss?searchTerm=react&technologies=11&employmentTypes=21&workLocations=31&jobFunctions=61&cities=1&experiences=51&salaryShown=true&companyId=3&lang=en',
    );
    expect(vacancyFeedUrl({ searchTerm: 'react', technologies: [11], companyId: 3, salaryShown: true }, 'en')).toBe(
      vacancyFeedUrl({ companyId: 3, salaryShown: true, technologies: [11], searchTerm: 'react' }, 'en'),
    );
  });

  it('gives one address for one filter: ids sorted and without repeats, the text trimmed', () => {
    expect(vacancyFeedUrl({ technologies: [12, 11, 12], searchTerm: ' senior go ' }, 'ka')).toBe(
      '/api/Vacancy/Rss?searchTerm=senior+go&technologies=11&technologies=12&lang=ka',
    );
    expect(vacancyFeedUrl({ technologies: [11, 12] }, 'en')).toBe(vacancyFeedUrl({ technologies: [12, 11] }, 'en'));
  });

  it('encodes Georgian and special characters', () => {
    const url = vacancyFeedUrl({ searchTerm: 'დეველოპერი & C#' }, 'ka');
    expect(new URL(url, 'https://techboard.ge').searchParams.get('searchTerm')).toBe('დეველოპერი & C#');
  });
});
