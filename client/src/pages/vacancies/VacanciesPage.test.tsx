import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../test/fake-api';
import { companyInfo, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { screenOf } from '../../../test/screen-width';

const company = {
  id: 3,
  name: 'Kartuli Code',
  transformedName: 'kartuli-code',
  smallProfileImageUrl: null,
  isVerified: true,
  isClaimingNecessary: false,
  verifiedDate: '2026-01-01T00:00:00.000Z',
};

const vacancy = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  title: `Senior React Developer ${id}`,
  titleGE: `უფროსი React დეველოპერი ${id}`,
  company,
  city: { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' },
  employmentType: { id: 21, name: 'Full-time', nameGE: 'სრული განაკვეთი' },
  workLocation: { id: 31, name: 'Hybrid', nameGE: 'ჰიბრიდული' },
  experience: null,
  technologies: [
    { id: 11, name: 'React', nameGE: 'React' },
    { id: 12, name: 'TypeScript', nameGE: 'TypeScript' },
  ],
  publishedAt: '2026-03-05T10:00:00.000Z',
  deadline: '2026-04-05T10:00:00.000Z',
  salary: { min: 4000, max: 6000, currency: 1 },
  isFavorite: false,
  ...fields,
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
const frontend = { id: 2, name: 'Frontend', nameGE: 'ფრონტენდი' };
const development = { id: 60, name: 'Development', nameGE: 'დეველოპმენტი' };
const dictionary = [
  item(11, 8, 'React', 'React', frontend),
  item(12, 8, 'TypeScript', 'TypeScript', frontend),
  item(21, 4, 'Full-time', 'სრული განაკვეთი'),
  item(22, 4, 'Part-time', 'ნახევარი განაკვეთი'),
  item(31, 7, 'Hybrid', 'ჰიბრიდული'),
  item(32, 7, 'Remote', 'დისტანციური'),
  item(60, 6, 'Development', 'დეველოპმენტი'),
  item(61, 6, 'Frontend development', 'ფრონტენდ დეველოპმენტი', development),
  item(1, 2, 'Tbilisi', 'თბილისი'),
  item(51, 5, 'Senior', 'უფროსი'),
];

/** The search answers page N with vacancy N (100 found), or nothing when `empty` says so. */
const routes = (empty: (request: RecordedRequest) => boolean = () => false) => ({
  'GET /api/Vacancy/SearchVacancies': (request: RecordedRequest) => {
    const page = Number(request.query.get('page'));
    return empty(request)
      ? { data: { items: [], totalCount: 0, page, pageSize: 36 } }
      : { data: { items: [vacancy(page)], totalCount: 100, page, pageSize: 36 } };
  },
  'GET /api/Common/GetDictionary': { data: dictionary },
});

type Rendered = Awaited<ReturnType<typeof renderApp>>;
const searches = (api: Rendered['api']) =>
  api.callsTo('GET /api/Vacancy/SearchVacancies').map((request) => request.query);
const lastSearch = (api: Rendered['api']) => searches(api).at(-1)?.toString();

describe('/vacancies', () => {
  // Most tests use the filters of a wide screen, in the column beside the results.
  let restoreScreen: () => void;
  beforeEach(() => (restoreScreen = screenOf(1280)));
  afterEach(() => restoreScreen());

  it('searches with what the URL says, shows cards and records the visit', async () => {
    const { api } = await renderApp(
      '/vacancies?searchTerm=react&technologies=11&cities=1&salaryShown=true&sortBy=3&page=2',
      { routes: routes() },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancies' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Senior React Developer 2' })).toHaveAttribute(
      'href',
      '/vacancies/2',
    );
    // (StrictMode may run the first search twice; every one is the URL's.)
    expect(new Set(searches(api).map(String))).toEqual(
      new Set(['searchTerm=react&technologies=11&cities=1&salaryShown=true&sortBy=3&page=2&pageSize=36']),
    );
    expect(screen.getByRole('searchbox', { name: 'Search vacancies' })).toHaveValue('react');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Highest salary');
    expect(screen.getByRole('checkbox', { name: 'With salary only' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('100 vacancies found');
    expect(api.callsTo('GET /api/Common/GetDictionary')[0].query.getAll('dictionaryType').sort()).toEqual([
      '2',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    await waitFor(() =>
      expect(api.callsTo('POST /api/Account/AddUserActivity')[0]?.body).toEqual({ userActivePage: 3 }),
    );
  });

  it('shows on a card the company, where and how, technologies, salary and publication date', async () => {
    await renderApp('/vacancies', { routes: routes() });
    const card = await screen.findByRole('article', { name: 'Senior React Developer 1' });
    expect(card).toHaveTextContent('Kartuli Code');
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(card).toHaveTextContent('Tbilisi');
    expect(card).toHaveTextContent('Full-time');
    expect(card).toHaveTextContent('Hybrid');
    expect(
      within(within(card).getByRole('list', { name: 'Technologies' }))
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['React', 'TypeScript']);
    expect(card).toHaveTextContent('₾4,000 – ₾6,000');
    expect(card).toHaveTextContent('Published 5 March 2026');
    // A visitor has no favourite button.
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a card without a published salary shows none', async () => {
    await renderApp('/vacancies', {
      routes: {
        ...routes(),
        'GET /api/Vacancy/SearchVacancies': {
          data: { items: [vacancy(4, { salary: null })], totalCount: 1, page: 1, pageSize: 36 },
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Senior React Developer 4' });
    expect(card).not.toHaveTextContent('₾');
    expect(screen.getByRole('status')).toHaveTextContent('1 vacancy found');
  });

  it('a filter or a sort sends page 1 and goes into the URL; a page goes into the URL', async () => {
    const { api, location } = await renderApp('/vacancies?page=3', { routes: routes() });
    expect(await screen.findByRole('link', { name: 'Senior React Developer 3' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Employment type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Part-time' }));
    await waitFor(() => expect(lastSearch(api)).toBe('employmentTypes=22&sortBy=1&page=1&pageSize=36'));
    expect(location().search).toBe('?employmentTypes=22');

    await userEvent.click(screen.getByRole('combobox', { name: 'Technologies' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Frontend')).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'TypeScript' }));
    await waitFor(() => expect(location().search).toBe('?technologies=12&employmentTypes=22'));

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastSearch(api)).toBe('technologies=12&employmentTypes=22&sortBy=1&page=2&pageSize=36'));
    expect(location().search).toBe('?technologies=12&employmentTypes=22&page=2');
    expect(await screen.findByRole('link', { name: 'Senior React Developer 2' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deadline soonest' }));
    await waitFor(() => expect(lastSearch(api)).toBe('technologies=12&employmentTypes=22&sortBy=2&page=1&pageSize=36'));
    expect(location().search).toBe('?technologies=12&employmentTypes=22&sortBy=2');

    await userEvent.click(screen.getByRole('checkbox', { name: 'With salary only' }));
    await waitFor(() =>
      expect(location().search).toBe('?technologies=12&employmentTypes=22&salaryShown=true&sortBy=2'),
    );
    expect(lastSearch(api)).toBe('technologies=12&employmentTypes=22&salaryShown=true&sortBy=2&page=1&pageSize=36');
  });

  it('in the technology filter, Enter picks the first match of what is typed', async () => {
    const { location } = await renderApp('/vacancies', { routes: routes() });
    expect(await screen.findByRole('link', { name: 'Senior React Developer 1' })).toBeInTheDocument();
    const technologies = screen.getByRole('combobox', { name: 'Technologies' });
    await userEvent.click(technologies);
    await screen.findByRole('option', { name: 'TypeScript' });
    await userEvent.type(technologies, 'type');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'TypeScript' })).toHaveAttribute('data-combobox-selected'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location().search).toBe('?technologies=12'));
  });

  it("asks for the filters' choices only when the visitor comes to the filters, unless the URL names some", async () => {
    const { api } = await renderApp('/vacancies', { routes: routes() });
    expect(await screen.findByRole('link', { name: 'Senior React Developer 1' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/Common/GetDictionary')).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: 'City' }));
    expect(await screen.findByRole('option', { name: 'Tbilisi' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/Common/GetDictionary')).toHaveLength(1);
  });

  it('drops a filter id of the URL that is no choice and searches without it', async () => {
    const { api, location } = await renderApp('/vacancies?technologies=11&technologies=999&cities=1&page=3', {
      routes: routes(),
    });
    await waitFor(() => expect(lastSearch(api)).toBe('technologies=11&cities=1&sortBy=1&page=1&pageSize=36'));
    expect(location().search).toBe('?technologies=11&cities=1');
    expect(screen.queryByText('999')).not.toBeInTheDocument();
  });

  it('searches the typed text once after a pause, from page 1', async () => {
    const { api, location } = await renderApp('/vacancies?page=2', { routes: routes() });
    expect(await screen.findByRole('link', { name: 'Senior React Developer 2' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search vacancies' }), 'golang', { delay: null });
    await waitFor(() => expect(lastSearch(api)).toBe('searchTerm=golang&sortBy=1&page=1&pageSize=36'));
    expect(searches(api).filter((query) => query.has('searchTerm'))).toHaveLength(1);
    await waitFor(() => expect(location().search).toBe('?searchTerm=golang'));
  });

  it('clears the text and every filter, sorts by newest again and starts from page 1', async () => {
    const { api, location } = await renderApp('/vacancies?searchTerm=react&cities=1&sortBy=3&page=4', {
      routes: routes((request) => request.query.has('cities')),
    });
    expect(await screen.findByText('Try other filters, or clear them.')).toBeInTheDocument();
    expect(screen.getByText('No vacancies found')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastSearch(api)).toBe('sortBy=1&page=1&pageSize=36'));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search vacancies' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest');
    expect(await screen.findByRole('link', { name: 'Senior React Developer 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('follows the URL back through the history', async () => {
    const { api } = await renderApp('/vacancies', { routes: routes() });
    expect(await screen.findByRole('link', { name: 'Senior React Developer 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Senior React Developer 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Senior React Developer 1' })).toBeInTheDocument();
    expect(lastSearch(api)).toBe('sortBy=1&page=1&pageSize=36');
  });

  it('a talent adds and removes a favourite; the list comes from the answer', async () => {
    const favorites: number[][] = [[1, 99], [99]];
    const { api, notify } = await renderApp('/vacancies', {
      routes: {
        ...routes(),
        ...signedInAs(talentInfo),
        'POST /api/Users/AddRemoveFavoriteVacancy': () => {
          const ids = favorites.shift()!;
          return { data: { isFavorite: ids.includes(1), favoriteVacancyIds: ids } };
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Senior React Developer 1' });
    const button = within(card).getByRole('button', { name: 'Save Senior React Developer 1 to favourites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('POST /api/Users/AddRemoveFavoriteVacancy')[0].query.get('vacancyId')).toBe('1');
    expect(notify).toHaveBeenLastCalledWith('success', 'The vacancy was added to your favourites.');

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(notify).toHaveBeenLastCalledWith('success', 'The vacancy was removed from your favourites.');
  });

  it("shows a favourite the server already knows, and the server's message when a toggle fails", async () => {
    const { notify } = await renderApp('/vacancies', {
      routes: {
        ...routes(),
        'GET /api/Vacancy/SearchVacancies': {
          data: { items: [vacancy(5, { isFavorite: true })], totalCount: 1, page: 1, pageSize: 36 },
        },
        ...signedInAs(talentInfo),
        'POST /api/Users/AddRemoveFavoriteVacancy': { status: 404, errors: { _: ['The vacancy was not found'] } },
      },
    });
    const button = await screen.findByRole('button', { name: 'Save Senior React Developer 5 to favourites' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'The vacancy was not found'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('a company has no favourite button', async () => {
    await renderApp('/vacancies', { routes: { ...routes(), ...signedInAs(companyInfo) } });
    const card = await screen.findByRole('article', { name: 'Senior React Developer 1' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the search fails and tries again', async () => {
    let fail = true;
    await renderApp('/vacancies', {
      routes: {
        ...routes(),
        'GET /api/Vacancy/SearchVacancies': () =>
          fail
            ? { status: 500, errors: { _: ['Boom'] } }
            : { data: { items: [vacancy(1)], totalCount: 1, page: 1, pageSize: 36 } },
      },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Senior React Developer 1' })).toBeInTheDocument();
  });

  it('in Georgian: labels, filter choices, titles and the count', async () => {
    await renderApp('/vacancies', { routes: routes(), search: '?lang=ka' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ვაკანსიები' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'უფროსი React დეველოპერი 1' });
    expect(card).toHaveTextContent('თბილისი');
    expect(card).toHaveTextContent('სრული განაკვეთი');
    expect(card).toHaveTextContent('გამოქვეყნდა');
    expect(screen.getByRole('status')).toHaveTextContent('ნაპოვნია 100 ვაკანსია');
    expect(screen.getByRole('searchbox', { name: 'ვაკანსიების ძიება' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'დალაგება' })).toHaveValue('უახლესი');
    await userEvent.click(screen.getByRole('combobox', { name: 'სამუშაო ფუნქცია' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('დეველოპმენტი')).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'ფრონტენდ დეველოპმენტი' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'სამუშაო ადგილი' }));
    expect(await screen.findByRole('option', { name: 'დისტანციური' })).toBeInTheDocument();
  });

  describe('on a narrow screen', () => {
    beforeEach(() => {
      restoreScreen();
      restoreScreen = screenOf(390);
    });

    it('the filters sit behind one button that counts the chosen ones, in a drawer that shows what they find', async () => {
      const { api, location } = await renderApp('/vacancies?cities=1&salaryShown=true', { routes: routes() });
      expect(await screen.findByRole('link', { name: 'Senior React Developer 1' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'City' })).not.toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Filters, 2 chosen' });
      expect(button).toHaveTextContent('2');

      await userEvent.click(button);
      const drawer = await screen.findByRole('dialog', { name: 'Vacancy filters' });
      expect(within(drawer).getByRole('checkbox', { name: 'With salary only' })).toBeChecked();
      await userEvent.click(within(drawer).getByRole('combobox', { name: 'Employment type' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Part-time' }));
      await waitFor(() => expect(location().search).toBe('?employmentTypes=22&cities=1&salaryShown=true'));
      expect(lastSearch(api)).toBe('employmentTypes=22&cities=1&salaryShown=true&sortBy=1&page=1&pageSize=36');

      await userEvent.click(within(drawer).getByRole('button', { name: 'Show 100 vacancies' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Filters, 3 chosen' })).toBeInTheDocument();
    });

    it('in Georgian', async () => {
      await renderApp('/vacancies', { routes: routes(), search: '?lang=ka' });
      expect(await screen.findByRole('article', { name: 'უფროსი React დეველოპერი 1' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'ფილტრები' }));
      const drawer = await screen.findByRole('dialog', { name: 'ვაკანსიების ფილტრები' });
      expect(within(drawer).getByRole('combobox', { name: 'ტექნოლოგიები' })).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: '100 ვაკანსიის ნახვა' })).toBeInTheDocument();
    });

    it('in the drawer, Enter in the technology filter picks the first match', async () => {
      const { location } = await renderApp('/vacancies', { routes: routes() });
      expect(await screen.findByRole('link', { name: 'Senior React Developer 1' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const drawer = await screen.findByRole('dialog', { name: 'Vacancy filters' });
      const technologies = within(drawer).getByRole('combobox', { name: 'Technologies' });
      await userEvent.click(technologies);
      await userEvent.type(technologies, 'rea');
      await waitFor(() =>
        expect(screen.getByRole('option', { name: 'React' })).toHaveAttribute('data-combobox-selected'),
      );
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(location().search).toBe('?technologies=11'));
    });
  });
});
