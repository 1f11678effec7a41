import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../test/fake-api';
import { fakeToken, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const vacancy = (id: number, match?: { score: number } | null) => ({
  id,
  title: `Go Developer ${id}`,
  titleGE: `Go დეველოპერი ${id}`,
  company: {
    id: 3,
    name: 'Kartuli Code',
    transformedName: 'kartuli-code',
    smallProfileImageUrl: null,
    isVerified: false,
    isClaimingNecessary: false,
    verifiedDate: null,
  },
  city: null,
  employmentType: null,
  workLocation: null,
  experience: null,
  technologies: [],
  publishedAt: '2026-03-05T10:00:00.000Z',
  deadline: '2026-04-05T10:00:00.000Z',
  salary: null,
  isFavorite: false,
  ...(match === undefined
    ? {}
    : {
        match: match && {
          technologies: { commonIds: [], missingIds: [] },
          level: 'unknown',
          workFormat: 'unknown',
          city: 'unknown',
          salary: 'unknown',
          ...match,
        },
      }),
});

const routes = (items: unknown[]) => ({
  'GET /api/Vacancy/SearchVacancies': (request: RecordedRequest) => ({
    data: { items, totalCount: items.length, page: Number(request.query.get('page')), pageSize: 36 },
  }),
  'GET /api/Common/GetDictionary': { data: [] },
});

type Rendered = Awaited<ReturnType<typeof renderApp>>;
const lastSearch = (api: Rendered['api']) => api.callsTo('GET /api/Vacancy/SearchVacancies').at(-1)?.query.toString();
const asTalent = () => signedInAs(talentInfo);

describe('/vacancies: the match of a signed-in talent', () => {
  it('marks each card with its match in words and score, and no mark where there is none', async () => {
    await renderApp('/vacancies', {
      routes: {
        ...routes([vacancy(1, { score: 82 }), vacancy(2, { score: 61 }), vacancy(3, null), vacancy(4)]),
        ...asTalent(),
      },
    });
    const card = async (id: number) => within(await screen.findByRole('article', { name: `Go Developer ${id}` }));
    expect((await card(1)).getByText('Strong match · 82%')).toBeInTheDocument();
    expect((await card(2)).getByText('Good match · 61%')).toBeInTheDocument();
    expect((await card(3)).queryByText(/match ·/)).toBeNull();
    expect((await card(4)).queryByText(/match ·/)).toBeNull();
  });

  it('marks the cards in Georgian on the Georgian page', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/vacancies', {
      routes: { ...routes([vacancy(1, { score: 45 }), vacancy(2, { score: 12 })]), ...asTalent() },
    });
    expect(await screen.findByText('ნაწილობრივი შესაბამისობა · 45%')).toBeInTheDocument();
    expect(screen.getByText('სუსტი შესაბამისობა · 12%')).toBeInTheDocument();
  });

  it('offers a talent "Best match", kept in the URL as sort=match and asked of the server', async () => {
    const { api, location } = await renderApp('/vacancies?searchTerm=go', {
      routes: { ...routes([vacancy(1, { score: 82 })]), ...asTalent() },
    });
    await screen.findByRole('article', { name: 'Go Developer 1' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Best match' }));
    await waitFor(() => expect(location().search).toBe('?searchTerm=go&sort=match'));
    expect(lastSearch(api)).toBe('searchTerm=go&sort=match&page=1&pageSize=36');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Best match');

    // Back to a sort of the server's own: sort=match leaves the URL and the request.
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deadline soonest' }));
    await waitFor(() => expect(location().search).toBe('?searchTerm=go&sortBy=2'));
    expect(lastSearch(api)).toBe('searchTerm=go&sortBy=2&page=1&pageSize=36');
  });

  it('opens a shared sort=match address sorted by best match', async () => {
    const { api } = await renderApp('/vacancies?sort=match&page=2', {
      routes: { ...routes([vacancy(1, { score: 82 })]), ...asTalent() },
    });
    await screen.findByRole('article', { name: 'Go Developer 1' });
    expect(lastSearch(api)).toBe('sort=match&page=2&pageSize=36');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Best match');
  });

  it('offers a visitor no "Best match", and sorts a sort=match address by newest', async () => {
    const { api } = await renderApp('/vacancies?sort=match', { routes: routes([vacancy(1)]) });
    await screen.findByRole('article', { name: 'Go Developer 1' });
    expect(lastSearch(api)).toBe('sortBy=1&page=1&pageSize=36');
    expect(api.callsTo('GET /api/Vacancy/SearchVacancies').every(({ query }) => !query.has('sort'))).toBe(true);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('Newest');
    await userEvent.click(sort);
    expect(await screen.findByRole('option', { name: 'Newest' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Best match' })).toBeNull();
    expect(screen.queryByText(/match ·/)).toBeNull();
  });

  it('asks a sort=match address again by best match once a talent signs in on the page', async () => {
    const { api, store } = await renderApp('/vacancies?sort=match', {
      routes: { ...routes([vacancy(1)]), 'GET /api/Account/GetUserInfo': { data: talentInfo } },
    });
    await screen.findByRole('article', { name: 'Go Developer 1' });
    expect(lastSearch(api)).toBe('sortBy=1&page=1&pageSize=36');
    await act(() => store.auth.loginWithToken(fakeToken({ id: talentInfo.id })));
    await waitFor(() => expect(lastSearch(api)).toBe('sort=match&page=1&pageSize=36'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Best match');
  });
});
