import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, type FakeRoutes } from '../../../test/fake-api';
import { serverRoutes } from '../../../test/fixtures';
import { renderApp, settle } from '../../../test/render-app';
import { SMART_SEARCH, smartSearchRoute } from './search-fixtures';

const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  [SMART_SEARCH]: smartSearchRoute,
  'GET /api/Vacancy/SearchVacancies': { data: { items: [], totalCount: 0, page: 1, pageSize: 36 } },
  'GET /api/Company/searchCompanies': { data: { items: [], totalCount: 0, page: 1, pageSize: 36 } },
  'GET /api/Company/GetTeamSizes': { data: [] },
  ...overrides,
});

type Rendered = Awaited<ReturnType<typeof renderApp>>;
const searchTerms = (api: Rendered['api']) =>
  api.callsTo(SMART_SEARCH).map((request) => request.query.getAll('SearchTerm'));
const box = () => screen.getByRole('combobox', { name: 'Search vacancies, companies and technologies' });
// (A hidden element has no accessible name, so the listbox is found by its role alone.)
const listbox = () => screen.getByRole('listbox', { hidden: true });
const marks = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('/search', () => {
  it('is linked from the header', async () => {
    await renderApp('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });

  it('starts with a focused, empty box and a hint, and asks nothing', async () => {
    const seo = {
      pageKind: 'search',
      titleEn: 'Search Tech Jobs | TechBoard.ge',
      titleGe: 'ძიება | TechBoard.ge',
      descriptionEn: 'One box',
      descriptionGe: 'ერთი ველი',
    };
    const { api } = await renderApp('/search', {
      routes: routes({ 'GET /api/Common/GetSeoDetails': { data: [seo] } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('maxLength', '100');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Search everything at once' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Example searches' })).getByRole('link', { name: 'React' }),
    ).toHaveAttribute('href', '/search?q=React');
    expect(api.callsTo(SMART_SEARCH)).toHaveLength(0);
    // The search page's own SEO texts, not the vacancies' (issue 20).
    await waitFor(() => expect(document.title).toBe('Search Tech Jobs | TechBoard.ge'));
  });

  it('sends the typed words once after a pause, and keeps the text in the URL', async () => {
    const { api, location } = await renderApp('/search', { routes: routes() });
    await userEvent.type(await screen.findByRole('combobox'), 'senior  React senior', { delay: null });
    await waitFor(() => expect(api.callsTo(SMART_SEARCH)).toHaveLength(1));
    const [request] = api.callsTo(SMART_SEARCH);
    expect(request.query.getAll('SearchTerm')).toEqual(['senior', 'React']);
    expect(request.query.get('take')).toBe('5');
    expect(request.headers['Accept-Language']).toBe('en');
    await waitFor(() => expect(location().search).toBe('?q=senior++React+senior'));
    expect(await screen.findByRole('option', { name: /Senior React Developer/ })).toBeInTheDocument();
    await settle();
    expect(api.callsTo(SMART_SEARCH)).toHaveLength(1);
  });

  it('shows the three groups with their counts, highlights and links', async () => {
    await renderApp('/search?q=react', { routes: routes() });
    const vacancies = await screen.findByRole('group', { name: 'Vacancies: 11 found' });
    const vacancy = within(vacancies).getByRole('option', { name: /Senior React Developer/ });
    expect(vacancy).toHaveAttribute('href', '/vacancies/1');
    expect(vacancy).toHaveTextContent('Kartuli Code');
    expect(vacancy).toHaveTextContent('Tbilisi');
    expect(marks(vacancy)).toEqual(['React']);
    expect(within(vacancies).getByRole('option', { name: 'See all vacancies (11)' })).toHaveAttribute(
      'href',
      '/vacancies?searchTerm=react',
    );

    const companies = screen.getByRole('group', { name: 'Companies: 1 found' });
    const company = within(companies).getByRole('option', { name: /React Labs/ });
    expect(company).toHaveAttribute('href', '/companies/react-labs');
    expect(company).toHaveTextContent('1 active vacancy');
    expect(marks(company)).toEqual(['React']);
    expect(within(companies).getByRole('option', { name: 'See all companies (1)' })).toHaveAttribute(
      'href',
      '/companies?searchTerm=react',
    );

    const technologies = screen.getByRole('group', { name: 'Technologies: 1 found' });
    const technology = within(technologies).getByRole('option', { name: /React/ });
    expect(technology).toHaveAttribute('href', '/vacancies?technologies=11');
    expect(technology).toHaveTextContent('Frontend');
    expect(technology).toHaveTextContent('12 vacancies');
    expect(marks(technology)).toEqual(['React']);

    expect(screen.getByRole('status')).toHaveTextContent('13 results for “react”');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox().id);
  });

  it('says "1000+" where the server stopped counting vacancies', async () => {
    const capped: FakeRoutes[string] = (request) => {
      const answer = smartSearchRoute(request);
      return {
        data: { ...answer.data, vacancies: { ...answer.data.vacancies, totalCount: 1000, totalCountCapped: true } },
      };
    };
    await renderApp('/search?q=react', { routes: routes({ [SMART_SEARCH]: capped }) });
    const vacancies = await screen.findByRole('group', { name: 'Vacancies: 1000 found' });
    expect(within(vacancies).getByText('1000+')).toBeInTheDocument();
    expect(within(vacancies).getByRole('option', { name: 'See all vacancies (1000+)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1002+ results for “react”');
  });

  it('shows a verified badge on a verified company', async () => {
    await renderApp('/search?q=kartuli', { routes: routes() });
    const company = await screen.findByRole('option', { name: /Kartuli Code/ });
    expect(within(company).getByText('Verified')).toBeInTheDocument();
    expect(company).toHaveTextContent('2 active vacancies');
  });

  it('walks every result with the arrows (wrapping), follows the mouse, and opens the active one on Enter', async () => {
    const { location } = await renderApp('/search?q=react', { routes: routes() });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/vacancies/1',
      '/vacancies?searchTerm=react',
      '/companies/react-labs',
      '/companies?searchTerm=react',
      '/vacancies?technologies=11',
    ]);
    const activeHref = () => {
      const id = box().getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.getAttribute('href') : undefined;
    };
    box().focus();
    expect(activeHref()).toBeUndefined();
    await userEvent.keyboard('{ArrowDown}');
    expect(activeHref()).toBe('/vacancies/1');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeHref()).toBe('/vacancies?technologies=11');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeHref()).toBe('/companies/react-labs');

    await userEvent.hover(options[3]);
    expect(activeHref()).toBe('/companies?searchTerm=react');
    expect(options[3]).toHaveAttribute('aria-selected', 'true');
    expect(options[2]).toHaveAttribute('aria-selected', 'false');

    box().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/companies'));
    expect(location().search).toBe('?searchTerm=react');
    // The companies page starts from the text it was given.
    expect(await screen.findByRole('searchbox', { name: 'Search companies' })).toHaveValue('react');
  });

  it('Enter on a vacancy opens its page', async () => {
    const { location } = await renderApp('/search?q=react', { routes: routes() });
    await screen.findAllByRole('option');
    box().focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/vacancies/1'));
  });

  it('Escape empties the box, the URL and the results', async () => {
    const { location } = await renderApp('/search?q=react', { routes: routes() });
    await screen.findAllByRole('option');
    box().focus();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Search everything at once' })).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('says when nothing is found, with tips', async () => {
    await renderApp('/search?q=zzqx', { routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Nothing found for “zzqx”' })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling, or try the word in English.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all vacancies' })).toHaveAttribute('href', '/vacancies');
    expect(screen.getByRole('link', { name: 'Browse all companies' })).toHaveAttribute('href', '/companies');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(listbox()).not.toBeVisible();
  });

  it('offers a retry when the search fails', async () => {
    let fail = true;
    const { api } = await renderApp('/search?q=react', {
      routes: routes({
        [SMART_SEARCH]: (request) => (fail ? { status: 500, errors: { _: ['Boom'] } } : smartSearchRoute(request)),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this content');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /Senior React Developer/ })).toBeInTheDocument();
    expect(searchTerms(api).at(-1)).toEqual(['react']);
  });

  it('follows the URL: an example link, and back from a result', async () => {
    const { api, location } = await renderApp('/search', { routes: routes() });
    await userEvent.click(await screen.findByRole('link', { name: 'React' }));
    await waitFor(() => expect(box()).toHaveValue('React'));
    await userEvent.click(await screen.findByRole('option', { name: /Senior React Developer/ }));
    await waitFor(() => expect(location().pathname).toBe('/vacancies/1'));

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toEqual({ pathname: '/search', search: '?q=React' }));
    expect(await screen.findByRole('option', { name: /Senior React Developer/ })).toBeInTheDocument();
    expect(box()).toHaveValue('React');
    expect(new Set(searchTerms(api).map(String))).toEqual(new Set(['React']));
  });

  it('never shows an older answer over a newer one', async () => {
    // The first request (the text "rea") is held back until the second has been answered.
    const server = fakeFetch(serverRoutes(routes()));
    const asked: string[][] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/Search/GetSmartSearch') {
        asked.push(url.searchParams.getAll('SearchTerm'));
        if (url.searchParams.getAll('SearchTerm').join() === 'rea') await held;
      }
      return server.fetch(input, init);
    }) as typeof globalThis.fetch;
    await renderApp('/search', { fetch });

    await userEvent.type(await screen.findByRole('combobox'), 'rea', { delay: null });
    await waitFor(() => expect(asked).toEqual([['rea']]));
    await userEvent.type(box(), 'ct', { delay: null });
    expect(await screen.findByRole('status')).toHaveTextContent('13 results for “react”');
    release();
    await settle();
    expect(server.callsTo(SMART_SEARCH).map((request) => request.query.getAll('SearchTerm'))).toEqual([
      ['react'],
      ['rea'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('13 results for “react”');
  });

  it('speaks Georgian: Georgian titles and names with their own highlights', async () => {
    const { api } = await renderApp(`/search?q=${encodeURIComponent('react მანქანური')}`, {
      routes: routes(),
      search: '?lang=ka',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ძიება' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ვაკანსიების, კომპანიებისა და ტექნოლოგიების ძიება' })).toHaveValue(
      'react მანქანური',
    );
    const vacancies = await screen.findByRole('group', { name: 'ვაკანსიები: ნაპოვნია 11' });
    const vacancy = within(vacancies).getByRole('option', { name: /უფროსი React დეველოპერი/ });
    expect(vacancy).toHaveTextContent('თბილისი');
    expect(marks(vacancy)).toEqual(['React']);
    expect(within(vacancies).getByRole('option', { name: 'ყველა ვაკანსიის ნახვა (11)' })).toBeInTheDocument();

    const technologies = screen.getByRole('group', { name: 'ტექნოლოგიები: ნაპოვნია 2' });
    const machineLearning = within(technologies).getByRole('option', { name: /მანქანური სწავლება/ });
    expect(marks(machineLearning)).toEqual(['მანქანური']);
    expect(machineLearning).toHaveTextContent('1 ვაკანსია');
    expect(within(technologies).getByRole('option', { name: /React/ })).toHaveTextContent('ფრონტენდი');
    expect(screen.getByRole('status')).toHaveTextContent('მოთხოვნით „react მანქანური“ ნაპოვნია 14 შედეგი');
    expect(api.callsTo(SMART_SEARCH)[0].headers['Accept-Language']).toBe('ka');
  });

  it('says in Georgian when nothing is found', async () => {
    await renderApp('/search?q=zzqx', { routes: routes(), search: '?lang=ka' });
    expect(await screen.findByRole('heading', { name: 'მოთხოვნით „zzqx“ ვერაფერი მოიძებნა' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ყველა ვაკანსიის დათვალიერება' })).toBeInTheDocument();
  });
});
