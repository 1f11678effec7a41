import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoutes } from '../../../../test/fake-api';
import { signedInAs, talentInfo } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const COMPANIES = 'GET /api/Users/GetUserSubscribedCompanies';
const UPDATE_COMPANIES = 'POST /api/Users/UpdateUserSubscribedCompanies';
const UNSUBSCRIBE = 'POST /api/Users/UnsubscribeFromCompany';
const JOB_FUNCTIONS = 'GET /api/Users/GetUserSubscribedJobFunctions';
const UPDATE_JOB_FUNCTIONS = 'POST /api/Users/UpdateUserSubscribedJobFunctions';
const SEARCHES = 'GET /api/Users/GetUserSubscriptions';
const SAVE_SEARCH = 'POST /api/Users/CreateUpdateSubscriptions';
const DELETE_SEARCH = 'POST /api/Users/DeleteSubscription';

const company = (id: number, name: string) => ({
  id,
  name,
  transformedName: name.toLowerCase().replace(/\s+/g, '-'),
  smallProfileImageUrl: null,
  isVerified: false,
  isClaimingNecessary: false,
  verifiedDate: null,
});

const item = (
  id: number,
  type: number,
  name: string,
  nameGE: string,
  parent: { id: number; name: string; nameGE: string } | null = null,
) => ({
  id,
  dictionaryType: type,
  name,
  nameGE,
  description: null,
  descriptionGE: null,
  iconUrl: null,
  activeVacancyCount: null,
  activeCompanyCount: null,
  parentDictionary: parent,
  childDictionaries: [],
});
const development = { id: 60, name: 'Development', nameGE: 'დეველოპმენტი' };
const dictionary = [
  item(11, 8, 'React', 'React'),
  item(1, 2, 'Tbilisi', 'თბილისი'),
  item(60, 6, 'Development', 'დეველოპმენტი'),
  item(61, 6, 'Frontend development', 'ფრონტენდ დეველოპმენტი', development),
  item(62, 6, 'Backend development', 'ბექენდ დეველოპმენტი', development),
];

const savedSearch = {
  id: 5,
  name: 'react · Tbilisi',
  search: { searchTerm: 'react', technologies: [11], cities: [1], salaryShown: true },
  frequency: 2,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

/** A talent with two followed companies, one job function and one saved search. */
const talentRoutes = (routes: FakeRoutes = {}): FakeRoutes => ({
  ...signedInAs(talentInfo),
  'GET /api/Common/GetDictionary': { data: dictionary },
  [COMPANIES]: { data: { frequency: 1, companies: [company(3, 'Kartuli Code'), company(4, 'Tbilisi Soft')] } },
  [JOB_FUNCTIONS]: {
    data: {
      frequency: 2,
      jobFunctions: [{ id: 61, name: 'Frontend development', nameGE: 'ფრონტენდ დეველოპმენტი', parent: development }],
    },
  },
  [SEARCHES]: { data: [savedSearch] },
  'GET /api/Company/GetCompareCompanies': { data: { items: [company(3, 'Kartuli Code'), company(8, 'Batumi Apps')] } },
  ...routes,
});

const region = (name: string) => screen.findByRole('region', { name });

describe('/userPanel/user-subscriptions', () => {
  it('shows the followed companies; one is added with the picker, one removed, and the set saved weekly', async () => {
    const { api, notify } = await renderApp('/userPanel/user-subscriptions', {
      routes: talentRoutes({ [UPDATE_COMPANIES]: { data: 'Company subscriptions saved' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My subscriptions' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'User panel' })).getByRole('link', { name: 'My subscriptions' }),
    ).toHaveAttribute('aria-current', 'page');
    const companies = await region('Companies');
    const list = await within(companies).findByRole('list', { name: 'Companies you follow' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['KKartuli Code', 'TTbilisi Soft']);
    expect(within(list).getByRole('link', { name: 'Kartuli Code' })).toHaveAttribute('href', '/companies/kartuli-code');
    expect(within(companies).getByRole('radio', { name: 'Daily' })).toBeChecked();

    await userEvent.click(within(companies).getByRole('combobox', { name: 'Add a company' }));
    const picker = await screen.findByRole('listbox', { name: 'Add a company' });
    await userEvent.click(await within(picker).findByRole('option', { name: /Batumi Apps/ }));
    await userEvent.click(within(companies).getByRole('button', { name: 'Remove Tbilisi Soft' }));
    await userEvent.click(within(companies).getByRole('radio', { name: 'Weekly' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['KKartuli Code', 'BBatumi Apps']);

    await userEvent.click(within(companies).getByRole('button', { name: 'Save companies' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Company subscriptions saved'));
    expect(api.callsTo(UPDATE_COMPANIES).map((call) => call.body)).toEqual([{ companyIds: [3, 8], frequency: 2 }]);
    expect(api.callsTo(UNSUBSCRIBE)).toHaveLength(0);
  });

  it('removing the last company unsubscribes from it; no company is refused before any request; a refusal shows its text', async () => {
    const { api, notify } = await renderApp('/userPanel/user-subscriptions', {
      routes: talentRoutes({
        [COMPANIES]: { data: { frequency: 2, companies: [company(3, 'Kartuli Code')] } },
        [UNSUBSCRIBE]: { data: 'You are no longer subscribed to Kartuli Code' },
        [UPDATE_COMPANIES]: { status: 400, errors: { companyIds: ['One of the chosen companies does not exist'] } },
      }),
    });
    const companies = await region('Companies');
    await userEvent.click(await within(companies).findByRole('button', { name: 'Remove Kartuli Code' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'You are no longer subscribed to Kartuli Code'));
    expect(api.callsTo(UNSUBSCRIBE).map((call) => call.query.get('companyId'))).toEqual(['3']);
    expect(within(companies).getByText("You don't follow any company yet: find one below.")).toBeInTheDocument();

    await userEvent.click(within(companies).getByRole('button', { name: 'Save companies' }));
    expect(within(companies).getByRole('alert')).toHaveTextContent('At least one company must be chosen');
    expect(api.callsTo(UPDATE_COMPANIES)).toHaveLength(0);

    await userEvent.click(within(companies).getByRole('combobox', { name: 'Add a company' }));
    await userEvent.click(
      await within(await screen.findByRole('listbox', { name: 'Add a company' })).findByRole('option', {
        name: /Batumi Apps/,
      }),
    );
    expect(within(companies).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(companies).getByRole('button', { name: 'Save companies' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'One of the chosen companies does not exist'));
    expect(api.callsTo(UPDATE_COMPANIES).map((call) => call.body)).toEqual([{ companyIds: [8], frequency: 2 }]);
  });

  it('job functions are chosen under their groups and saved with their frequency; saving none removes them', async () => {
    let saved = 0;
    const { api, notify } = await renderApp('/userPanel/user-subscriptions', {
      routes: talentRoutes({
        [UPDATE_JOB_FUNCTIONS]: () => ({
          data: saved++ === 0 ? 'Job function subscriptions saved' : 'Job function subscriptions removed',
        }),
      }),
    });
    const jobFunctions = await region('Job functions');
    const select = await within(jobFunctions).findByRole('combobox', { name: 'Job functions' });
    expect(within(jobFunctions).getByText('Frontend development')).toBeInTheDocument();
    expect(within(jobFunctions).getByRole('radio', { name: 'Weekly' })).toBeChecked();

    await userEvent.click(select);
    const options = await screen.findByRole('listbox');
    expect(within(options).getByText('Development')).toBeInTheDocument();
    await userEvent.click(within(options).getByRole('option', { name: 'Backend development' }));
    await userEvent.click(within(jobFunctions).getByRole('button', { name: 'Save job functions' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Job function subscriptions saved'));

    await userEvent.click(select);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await userEvent.click(within(jobFunctions).getByRole('radio', { name: 'Daily' }));
    await userEvent.click(within(jobFunctions).getByRole('button', { name: 'Save job functions' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Job function subscriptions removed'));
    expect(api.callsTo(UPDATE_JOB_FUNCTIONS).map((call) => call.body)).toEqual([
      { jobFunctionIds: [61, 62], frequency: 2 },
      { jobFunctionIds: [], frequency: 1 },
    ]);
  });

  it('a saved search shows its filters by name, runs again from its link, changes frequency and is deleted after a question', async () => {
    const { api, notify } = await renderApp('/userPanel/user-subscriptions', {
      routes: talentRoutes({
        [SAVE_SEARCH]: { data: 'Subscription updated' },
        [DELETE_SEARCH]: { data: 'Subscription deleted' },
      }),
    });
    const searches = await region('Saved searches');
    const card = await within(searches).findByRole('article', { name: 'react · Tbilisi' });
    await waitFor(() => expect(card).toHaveTextContent('TechnologiesReact'));
    expect(card).toHaveTextContent('Text“react”');
    expect(card).toHaveTextContent('CityTbilisi');
    expect(card).toHaveTextContent('With salary onlyYes');
    expect(within(card).getByRole('link', { name: 'Open search react · Tbilisi' })).toHaveAttribute(
      'href',
      '/vacancies?searchTerm=react&technologies=11&cities=1&salaryShown=true',
    );

    await userEvent.click(within(card).getByRole('radio', { name: 'Daily' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Subscription updated'));
    expect(api.callsTo(SAVE_SEARCH).map((call) => call.body)).toEqual([
      { id: 5, name: 'react · Tbilisi', search: savedSearch.search, frequency: 1 },
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete react · Tbilisi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the saved search?' });
    expect(dialog).toHaveTextContent('You will no longer get the vacancies of “react · Tbilisi”.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Subscription deleted'));
    expect(api.callsTo(DELETE_SEARCH).map((call) => call.query.get('subscriptionId'))).toEqual(['5']);
    expect(await within(searches).findByText('No saved searches yet')).toBeInTheDocument();
    expect(within(searches).getByRole('link', { name: 'Search vacancies' })).toHaveAttribute('href', '/vacancies');
  });

  it('speaks Georgian: headings, the saved search by its Georgian names, and the at-least-one-company rule', async () => {
    const { api } = await renderApp('/userPanel/user-subscriptions', {
      search: '?lang=ka',
      routes: talentRoutes({ [COMPANIES]: { data: { frequency: 1, companies: [] } } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ჩემი გამოწერები' })).toBeInTheDocument();
    const searches = await region('შენახული ძიებები');
    expect(await within(searches).findByText('თბილისი')).toBeInTheDocument();
    const companies = await region('კომპანიები');
    await userEvent.click(within(companies).getByRole('button', { name: 'კომპანიების შენახვა' }));
    expect(within(companies).getByRole('alert')).toHaveTextContent('აირჩიეთ მინიმუმ ერთი კომპანია');
    expect(api.callsTo(UPDATE_COMPANIES)).toHaveLength(0);
  });
});
