import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoutes } from '../../../test/fake-api';
import { dictionaryItem } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { salaryRoutes } from '../../../test/salary-fixtures';

/** The links to /salaries?technologyId= from the vacancy search, the company directory and a
 *  company's technologies (issue 25). */
const languages = { id: 2, name: 'Programming languages', nameGE: 'პროგრამირების ენები' };
const dictionary = [
  dictionaryItem(11, 8, 'TypeScript', 'TypeScript', languages),
  dictionaryItem(13, 8, 'Go', 'Go', languages),
  dictionaryItem(21, 2, 'Tbilisi', 'თბილისი'),
];
const emptyPage = { data: { items: [], totalCount: 0, page: 1, pageSize: 36 } };

const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  ...salaryRoutes(),
  'GET /api/Common/GetDictionary': { data: dictionary },
  'GET /api/Vacancy/SearchVacancies': emptyPage,
  'GET /api/Company/searchCompanies': emptyPage,
  'GET /api/Company/GetTeamSizes': { data: [] },
  ...extra,
});

const company = {
  id: 3,
  name: 'Kartuli Code',
  about: 'We write software in Tbilisi.',
  aboutGe: null,
  teamSize: '11-50',
  transformedName: 'kartuli-code',
  isClaimingNecessary: false,
  profileImageUrl: null,
  smallProfileImageUrl: null,
  coverImageUrl: null,
  tagline: null,
  taglineGe: null,
  isVerified: true,
  verifiedDate: '2026-01-01T00:00:00.000Z',
  companyRate: 4.2,
  reviewCount: 2,
  activeVacancyCount: 0,
  technologies: [
    {
      id: 2,
      name: 'Languages',
      technologies: [
        { id: 11, name: 'TypeScript', iconUrl: null },
        { id: 13, name: 'Go', iconUrl: null },
      ],
    },
  ],
  benefits: [],
};

describe('links to the salaries of a technology', () => {
  it('the vacancy search links to them when exactly one technology is chosen, and the link opens them', async () => {
    const { api } = await renderApp('/vacancies?technologies=13', { routes: routes() });
    const link = await screen.findByRole('link', { name: 'Salaries for Go' });
    expect(link).toHaveAttribute('href', '/salaries?technologyId=13');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Salaries: Go' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/Salaries/GetSalaryInsights').at(-1)!.query.get('technologyId')).toBe('13');
  });

  it('the vacancy search has no such link with two technologies or none', async () => {
    const { unmount } = await renderApp('/vacancies?technologies=13&technologies=11', { routes: routes() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Salaries for/ })).not.toBeInTheDocument();
    unmount();
    await renderApp('/vacancies', { routes: routes() });
    expect(screen.queryByRole('link', { name: /^Salaries for/ })).not.toBeInTheDocument();
  });

  it('the vacancy search says it in Georgian on the Georgian page', async () => {
    await renderApp('/vacancies?technologies=11', { routes: routes(), pathLanguage: 'ka' });
    expect(await screen.findByRole('link', { name: 'TypeScript — ხელფასები' })).toHaveAttribute(
      'href',
      '/salaries?technologyId=11',
    );
  });

  it('the company directory links to them when filtered by exactly one technology', async () => {
    await renderApp('/companies', { routes: routes() });
    expect(screen.queryByRole('link', { name: /^Salaries for/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Technologies' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Go' }));
    expect(await screen.findByRole('link', { name: 'Salaries for Go' })).toHaveAttribute(
      'href',
      '/salaries?technologyId=13',
    );
    await userEvent.click(await screen.findByRole('option', { name: 'TypeScript' }));
    expect(screen.queryByRole('link', { name: /^Salaries for/ })).not.toBeInTheDocument();
  });

  it("each technology on a company's technologies tab links to its salaries", async () => {
    await renderApp('/companies/kartuli-code/technologies', {
      routes: routes({
        'GET /api/Company/GetCompanyDetails': { data: company },
        'GET /api/Company/getKeyFacts': { data: [] },
        'GET /api/Company/GetCompanyKeyFactsByCompanyId': { data: [] },
      }),
    });
    const languagesGroup = await screen.findByRole('region', { name: 'Languages' });
    expect(within(languagesGroup).getByRole('link', { name: 'Salaries for TypeScript' })).toHaveAttribute(
      'href',
      '/salaries?technologyId=11',
    );
    expect(within(languagesGroup).getByRole('link', { name: 'Salaries for Go' })).toHaveTextContent('Salaries');
  });
});
