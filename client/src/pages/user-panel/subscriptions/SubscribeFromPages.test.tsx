import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../../test/fake-api';
import { companyInfo, signedInAs, talentInfo } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const SAVE_SEARCH = 'POST /api/Users/CreateUpdateSubscriptions';
const SUBSCRIBE = 'POST /api/Users/SubscribeToCompany';

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

const searchRoutes = {
  'GET /api/Vacancy/SearchVacancies': (request: RecordedRequest) => ({
    data: { items: [], totalCount: 0, page: Number(request.query.get('page')), pageSize: 36 },
  }),
  'GET /api/Common/GetDictionary': {
    data: [
      item(11, 8, 'React', 'React'),
      item(1, 2, 'Tbilisi', 'თბილისი'),
      item(21, 4, 'Full-time', 'სრული განაკვეთი'),
    ],
  },
};

const companyDetails = {
  id: 3,
  name: 'Kartuli Code',
  about: null,
  aboutGe: null,
  teamSize: null,
  transformedName: 'kartuli-code',
  isClaimingNecessary: false,
  profileImageUrl: null,
  smallProfileImageUrl: null,
  coverImageUrl: null,
  tagline: null,
  isVerified: false,
  verifiedDate: null,
  companyRate: null,
  reviewCount: 0,
  activeVacancyCount: 0,
  technologies: [],
  benefits: [],
};
const companyRoutes = {
  'GET /api/Company/GetCompanyDetails': { data: companyDetails },
  'GET /api/Company/getKeyFacts': { data: [] },
  'GET /api/Company/GetCompanyKeyFactsByCompanyId': { data: [] },
};

describe('subscribing from the vacancy search and the company page', () => {
  it('/vacancies: a talent subscribes to the search the URL holds, named by the server unless named here', async () => {
    let answers = 0;
    const { api, notify } = await renderApp(
      '/vacancies?searchTerm=react&technologies=11&cities=1&salaryShown=true&sortBy=3&page=2',
      {
        routes: {
          ...searchRoutes,
          ...signedInAs(talentInfo),
          [SAVE_SEARCH]: () =>
            answers++ === 0
              ? { status: 400, errors: { _: ['You can keep at most 20 saved searches'] } }
              : { data: 'Subscription created' },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to this search' });
    await waitFor(() => expect(dialog).toHaveTextContent('Text“react”TechnologiesReactCityTbilisiWith salary onlyYes'));
    expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'You can keep at most 20 saved searches'));
    expect(screen.getByRole('dialog', { name: 'Subscribe to this search' })).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'React in Tbilisi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Subscription created'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const search = { searchTerm: 'react', technologies: [11], cities: [1], salaryShown: true };
    expect(api.callsTo(SAVE_SEARCH).map((call) => call.body)).toEqual([
      { search, frequency: 1 },
      { name: 'React in Tbilisi', search, frequency: 1 },
    ]);
  });

  it('/vacancies: no button without a filter; a visitor is sent to sign in, a company told the feature is for personal profiles', async () => {
    const visitor = await renderApp('/vacancies', { routes: searchRoutes });
    await screen.findByRole('heading', { level: 1, name: 'Vacancies' });
    expect(screen.queryByRole('button', { name: 'Subscribe to this search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe to this search' })).not.toBeInTheDocument();
    visitor.unmount();

    const filtered = await renderApp('/vacancies?employmentTypes=21', { routes: searchRoutes });
    await userEvent.click(await screen.findByRole('link', { name: 'Subscribe to this search' }));
    await waitFor(() => expect(filtered.location().pathname).toBe('/signIn'));
    filtered.unmount();

    const company = await renderApp('/vacancies?employmentTypes=21', {
      routes: { ...searchRoutes, ...signedInAs(companyInfo) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to this search' }));
    expect(company.notify).toHaveBeenCalledWith('warning', 'This feature is not available for business profiles');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(company.api.callsTo(SAVE_SEARCH)).toHaveLength(0);
  });

  it("the company page: a talent subscribes from the header and sees the answer's text; a company is told it is for personal profiles", async () => {
    const talent = await renderApp('/companies/kartuli-code', {
      routes: {
        ...companyRoutes,
        ...signedInAs(talentInfo),
        [SUBSCRIBE]: { data: 'You are now subscribed to Kartuli Code' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(talent.notify).toHaveBeenCalledWith('success', 'You are now subscribed to Kartuli Code'),
    );
    expect(talent.api.callsTo(SUBSCRIBE).map((call) => call.query.get('companyId'))).toEqual(['3']);
    expect(screen.getByRole('button', { name: 'Subscribed' })).toBeInTheDocument();
    talent.unmount();

    const company = await renderApp('/companies/kartuli-code', {
      routes: { ...companyRoutes, ...signedInAs(companyInfo) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(company.notify).toHaveBeenCalledWith('warning', 'This feature is not available for business profiles');
    expect(company.api.callsTo(SUBSCRIBE)).toHaveLength(0);
    company.unmount();

    localStorage.clear();
    await renderApp('/companies/kartuli-code', { routes: companyRoutes });
    expect(await screen.findByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute('href', '/signIn');
  });
});
