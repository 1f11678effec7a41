import { screen, within } from '@testing-library/react';
import { signedInAs, talentInfo } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const savedSearches = [
  {
    id: 5,
    name: 'react · Tbilisi',
    frequency: 2,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    search: { salaryShown: true, cities: [1], technologies: [12, 11], searchTerm: 'react' },
  },
  {
    id: 6,
    name: 'Remote',
    frequency: 1,
    createdAt: '2026-04-01T10:00:00.000Z',
    updatedAt: '2026-04-01T10:00:00.000Z',
    search: { workLocations: [32] },
  },
];

/** A signed-in talent (the token is stored anew for each test) with two saved searches. */
const routes = () => ({
  ...signedInAs(talentInfo),
  'GET /api/Common/GetDictionary': { data: [] },
  'GET /api/Users/GetUserSubscribedCompanies': { data: { frequency: 1, companies: [] } },
  'GET /api/Users/GetUserSubscribedJobFunctions': { data: { frequency: 1, jobFunctions: [] } },
  'GET /api/Users/GetUserSubscriptions': { data: savedSearches },
});

describe('saved searches on /userPanel/user-subscriptions', () => {
  it('each has the RSS feed of its filter', async () => {
    await renderApp('/userPanel/user-subscriptions', { routes: routes() });
    const list = await screen.findByRole('list', { name: 'Your saved searches' });
    expect(within(list).getByRole('link', { name: 'RSS feed of react · Tbilisi' })).toHaveAttribute(
      'href',
      '/api/Vacancy/Rss?searchTerm=react&technologies=11&technologies=12&cities=1&salaryShown=true&lang=en',
    );
    expect(within(list).getByRole('link', { name: 'RSS feed of Remote' })).toHaveAttribute(
      'href',
      '/api/Vacancy/Rss?workLocations=32&lang=en',
    );
  });

  it('in the Georgian interface the feeds are Georgian', async () => {
    await renderApp('/userPanel/user-subscriptions', { routes: routes(), search: '?lang=ka' });
    const link = await screen.findByRole('link', { name: '„Remote“ — RSS არხი' });
    expect(link).toHaveAttribute('href', '/api/Vacancy/Rss?workLocations=32&lang=ka');
    expect(link).toHaveTextContent('RSS არხი');
  });
});
