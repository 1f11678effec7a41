import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hero } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('HomePage', () => {
  it('shows the hero, the figures and the popular technologies in English', async () => {
    const { api } = await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: hero.titleEN })).toBeInTheDocument();
    expect(screen.getByText(hero.textEN)).toBeInTheDocument();
    const figures = await screen.findByRole('group', { name: 'TechBoard.ge in numbers' });
    expect(within(figures).getByText('1,234')).toBeInTheDocument();
    expect(within(figures).getByText('open vacancies')).toBeInTheDocument();
    expect(within(figures).getByText('56')).toBeInTheDocument();
    expect(within(figures).getByText('7,890')).toBeInTheDocument();
    expect(within(figures).getByText('tech talents')).toBeInTheDocument();

    const technologies = screen.getByRole('region', { name: 'Popular technologies' });
    expect(within(technologies).getByText('Machine learning')).toBeInTheDocument();
    expect(within(technologies).getByText('12 vacancies')).toBeInTheDocument();
    expect(within(technologies).getByText('1 vacancy')).toBeInTheDocument();
    const [dictionaryCall] = api.callsTo('GET /api/Common/GetDictionary');
    expect(dictionaryCall.query.getAll('dictionaryType')).toEqual(['8']);
    expect(dictionaryCall.query.get('isHomeScreen')).toBe('true');
    expect(dictionaryCall.query.get('activeVacancyCount')).toBe('true');
  });

  it('shows empty states when the vacancy and company lists cannot be had', async () => {
    await renderApp('/');
    expect(await screen.findByText('No vacancies yet')).toBeInTheDocument();
    expect(await screen.findByText('No new companies yet')).toBeInTheDocument();
  });

  it('lists the latest vacancies and new companies once the server has them', async () => {
    await renderApp('/', {
      routes: {
        'GET /api/Vacancy/GetLatestVacancies': {
          data: {
            items: [
              {
                id: 7,
                title: 'Senior Go developer',
                titleGE: 'უფროსი Go დეველოპერი',
                publishedAt: '2026-11-20T09:00:00Z',
                deadline: null,
                city: { id: 1, name: 'Batumi', nameGE: 'ბათუმი' },
                salary: { min: 4000, max: 6000, currency: 1 },
                company: {
                  id: 3,
                  name: 'Acme',
                  transformedName: 'acme',
                  smallProfileImageUrl: null,
                  isVerified: true,
                  isClaimingNecessary: false,
                  verifiedDate: null,
                },
              },
            ],
          },
        },
        'GET /api/Company/GetNewCompanies': {
          data: {
            items: [
              {
                id: 3,
                name: 'Acme',
                transformedName: 'acme',
                smallProfileImageUrl: null,
                isVerified: true,
                isClaimingNecessary: false,
                verifiedDate: null,
              },
            ],
          },
        },
      },
    });
    const vacancy = await screen.findByRole('link', { name: /Senior Go developer/ });
    expect(vacancy).toHaveAttribute('href', '/vacancies/7');
    expect(vacancy).toHaveTextContent('Batumi');
    expect(vacancy).toHaveTextContent(/4,000.*6,000/);
    expect(await screen.findByRole('link', { name: /Acme\s*Verified/ })).toHaveAttribute('href', '/companies/acme');
  });

  it('asks for eight of each list and shows eight cards, which fill rows of one, two or four columns', async () => {
    const company = (id: number) => ({
      id,
      name: `Company ${id}`,
      transformedName: `company-${id}`,
      smallProfileImageUrl: null,
      isVerified: false,
      isClaimingNecessary: false,
      verifiedDate: null,
    });
    const vacancy = (id: number) => ({
      id,
      title: `Vacancy ${id}`,
      titleGE: `ვაკანსია ${id}`,
      publishedAt: '2026-11-20T09:00:00Z',
      deadline: null,
      city: null,
      salary: null,
      company: company(id),
    });
    const ids = Array.from({ length: 10 }, (_, index) => index + 1);
    const { api } = await renderApp('/', {
      routes: {
        'GET /api/Vacancy/GetLatestVacancies': { data: { items: ids.map(vacancy) } },
        'GET /api/Company/GetNewCompanies': { data: { items: ids.map(company) } },
      },
    });
    const vacancies = await screen.findByRole('region', { name: 'Latest vacancies' });
    expect(await within(vacancies).findAllByRole('listitem')).toHaveLength(8);
    const companies = screen.getByRole('region', { name: 'New companies' });
    expect(await within(companies).findAllByRole('listitem')).toHaveLength(8);
    expect(api.callsTo('GET /api/Vacancy/GetLatestVacancies')[0].query.get('pageSize')).toBe('8');
    expect(api.callsTo('GET /api/Company/GetNewCompanies')[0].query.get('pageSize')).toBe('8');
  });

  it('shows popular technologies in whole rows of twelve (two, four or six columns)', async () => {
    const technologies = Array.from({ length: 14 }, (_, index) => ({
      id: index + 1,
      dictionaryType: 8,
      name: `Tech ${index + 1}`,
      nameGE: `ტექ ${index + 1}`,
      description: null,
      descriptionGE: null,
      iconUrl: null,
      activeVacancyCount: 1,
      activeCompanyCount: null,
      parentDictionary: null,
      childDictionaries: [],
    }));
    await renderApp('/', { routes: { 'GET /api/Common/GetDictionary': { data: technologies } } });
    const region = await screen.findByRole('region', { name: 'Popular technologies' });
    expect(await within(region).findAllByRole('listitem')).toHaveLength(12);
    expect(within(region).queryByText('Tech 13')).not.toBeInTheDocument();
  });

  it('shows everything in Georgian after switching the language', async () => {
    const { api } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: hero.titleEN });

    await userEvent.click(screen.getByRole('button', { name: 'ქართული' }));

    expect(await screen.findByRole('heading', { level: 1, name: hero.titleGE })).toBeInTheDocument();
    expect(screen.getByText(hero.textGE)).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'TechBoard.ge ციფრებში' });
    expect(within(figures).getByText('აქტიური ვაკანსია')).toBeInTheDocument();
    expect(within(figures).getByText('ტექ-სპეციალისტი')).toBeInTheDocument();
    // 1234 grouped by a narrow no-break space, which the text matcher reads as a space.
    expect(within(figures).getByText('1 234').textContent).toBe('1\u202f234');
    expect(screen.getByText('მანქანური სწავლება')).toBeInTheDocument();
    expect(screen.getByText('12 ვაკანსია')).toBeInTheDocument();
    const mainNavigation = screen.getByRole('navigation', { name: 'მთავარი ნავიგაცია' });
    expect(within(mainNavigation).getByRole('link', { name: 'კომპანიები' })).toHaveAttribute('href', '/companies');
    expect(screen.getByRole('button', { name: 'ქართული' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('lang')).toBe('ka-GE');

    await screen.findByText('ვაკანსიები ჯერ არ არის');
    const before = api.requests.length;
    await userEvent.click(screen.getByRole('link', { name: 'TechBoard.ge-ის შესახებ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'TechBoard.ge-ის შესახებ' })).toBeInTheDocument();
    expect(api.requests.slice(before).every((request) => request.headers['Accept-Language'] === 'ka')).toBe(true);
  });

  it('renders in Georgian from the start when Georgian is stored', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: hero.titleGE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'შესვლა' })).toHaveAttribute('href', '/signIn');
  });
});
