import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app';
import { LIST, companyRoutes, page } from './vacancy-test-fixtures';

const PROFILE_INCOMPLETE =
  'Your profile must be at 100 percent to add vacancies. Complete it, or wait until your company is verified.';

describe('the vacancy pages guard (spec point 4)', () => {
  it.each(['/companyPanel/vacancies', '/companyPanel/vacancies/create', '/companyPanel/vacancies/update/5'])(
    'sends an unverified company at 60 %% from %s to its general information, saying why once',
    async (path) => {
      const { api, notify, location } = await renderApp(path, { routes: companyRoutes({ progress: 60 }) });
      await waitFor(() => expect(location().pathname).toBe('/companyPanel/generalInformation'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Company information' })).toBeInTheDocument();
      expect(notify.mock.calls.filter(([, text]) => text === PROFILE_INCOMPLETE)).toEqual([
        ['warning', PROFILE_INCOMPLETE],
      ]);
      expect(api.callsTo(LIST)).toHaveLength(0);
      expect(api.callsTo('GET /api/Vacancy/GetCompanyVacancy')).toHaveLength(0);
    },
  );

  it('lets a verified company in at 60 %: /companyPanel/vacancies opens the active list', async () => {
    const { api, notify, location } = await renderApp('/companyPanel/vacancies', {
      routes: companyRoutes({ progress: 60, isVerified: true }, { [LIST]: { data: page([]) } }),
    });
    expect(location().pathname).toBe('/companyPanel/vacancies/active');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancies' })).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo(LIST)[0].query)).toEqual({ Type: '1', page: '1', pageSize: '20' });
    expect(notify).not.toHaveBeenCalledWith('warning', PROFILE_INCOMPLETE);
  });

  it('lets an unverified company with a complete profile in, and links the pages from the panel', async () => {
    const { location } = await renderApp('/companyPanel/vacancies/drafts', {
      routes: companyRoutes({ progress: 100 }, { [LIST]: { data: page([]) } }),
    });
    expect(await screen.findByText('No drafts')).toBeInTheDocument();
    expect(location().pathname).toBe('/companyPanel/vacancies/drafts');
    const side = screen.getByRole('navigation', { name: 'Company panel' });
    expect(within(side).getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/companyPanel/vacancies');
  });

  it('a bare vacancyDetails goes to the vacancy lists', async () => {
    const { location } = await renderApp('/companyPanel/vacancies/vacancyDetails', {
      routes: companyRoutes({ progress: 100 }, { [LIST]: { data: page([]) } }),
    });
    await waitFor(() => expect(location().pathname).toBe('/companyPanel/vacancies/active'));
  });

  it('offers to try again when the check itself fails', async () => {
    await renderApp('/companyPanel/vacancies/active', {
      routes: companyRoutes({}, { 'GET /api/Company/getCompanyProgress': { status: 500, errors: { _: ['Boom'] } } }),
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
