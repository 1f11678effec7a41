import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { screenOf } from '../../../test/screen-width';

const item = (id: number, type: number, name: string, nameGE: string) => ({
  id,
  dictionaryType: type,
  name,
  nameGE,
  description: null,
  descriptionGE: null,
  iconUrl: null,
  activeVacancyCount: null,
  activeCompanyCount: null,
  parentDictionary: null,
  childDictionaries: [],
});

const routes = {
  'GET /api/Vacancy/SearchVacancies': { data: { items: [], totalCount: 0, page: 1, pageSize: 36 } },
  'GET /api/Common/GetDictionary': {
    data: [
      item(11, 8, 'React', 'React'),
      item(12, 8, 'TypeScript', 'TypeScript'),
      item(1, 2, 'Tbilisi', 'თბილისი'),
      item(21, 4, 'Full-time', 'სრული განაკვეთი'),
    ],
  },
  'GET /api/Company/searchCompanies': { data: { items: [], totalCount: 0, page: 1, pageSize: 36 } },
  'GET /api/Company/GetTeamSizes': { data: [] },
};

const headFeed = () =>
  document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]');

describe('the vacancy RSS feed on /vacancies', () => {
  // The filters of a wide screen, in the column beside the results.
  let restoreScreen: () => void;
  beforeEach(() => (restoreScreen = screenOf(1280)));
  afterEach(() => restoreScreen());

  it('links the feed of the current filter, in the page and in the head, and follows the filter', async () => {
    await renderApp('/vacancies?technologies=12&technologies=11&searchTerm=react&cities=1&sortBy=3&page=2', { routes });
    const link = await screen.findByRole('link', { name: 'RSS feed' });
    // Sort and page are no part of a feed; ids come sorted, the language last.
    const expected = '/api/Vacancy/Rss?searchTerm=react&technologies=11&technologies=12&cities=1&lang=en';
    expect(link).toHaveAttribute('href', expected);
    // The head's link is absolute, as the server writes it.
    await waitFor(() => expect(headFeed()[0]).toHaveAttribute('href', `${window.location.origin}${expected}`));
    expect(headFeed()).toHaveLength(1);
    expect(headFeed()[0]).toHaveAttribute('title', 'TechBoard.ge vacancies');

    await userEvent.click(screen.getByRole('checkbox', { name: 'With salary only' }));
    const withSalary =
      '/api/Vacancy/Rss?searchTerm=react&technologies=11&technologies=12&cities=1&salaryShown=true&lang=en';
    await waitFor(() => expect(link).toHaveAttribute('href', withSalary));
    await waitFor(() => expect(headFeed()[0]).toHaveAttribute('href', `${window.location.origin}${withSalary}`));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(link).toHaveAttribute('href', '/api/Vacancy/Rss?lang=en'));
    expect(headFeed()).toHaveLength(1);
  });

  it('leaves the head when the page goes', async () => {
    await renderApp('/vacancies', { routes });
    await screen.findByRole('link', { name: 'RSS feed' });
    await waitFor(() => expect(headFeed()).toHaveLength(1));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Companies' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Companies' });
    await waitFor(() => expect(headFeed()).toHaveLength(0));
  });

  it('is the Georgian feed in the Georgian interface', async () => {
    await renderApp('/vacancies?employmentTypes=21', { routes, search: '?lang=ka' });
    expect(await screen.findByRole('link', { name: 'RSS არხი' })).toHaveAttribute(
      'href',
      '/api/Vacancy/Rss?employmentTypes=21&lang=ka',
    );
    await waitFor(() => expect(headFeed()[0]).toHaveAttribute('title', 'TechBoard.ge-ის ვაკანსიები'));
  });
});
