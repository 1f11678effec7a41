import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const pick = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  transformedName: name.toLowerCase().replace(/\s+/g, '-'),
  smallProfileImageUrl: null,
  isVerified: false,
  isClaimingNecessary: false,
  verifiedDate: null,
  ...extra,
});

const compared = (id: number, name: string, rate: number, workMode: number) => ({
  ...pick(id, name),
  about: null,
  aboutGe: null,
  teamSize: '11-50',
  profileImageUrl: null,
  coverImageUrl: null,
  tagline: null,
  companyRate: rate,
  reviewCount: id,
  activeVacancyCount: id * 2,
  technologies: [{ id: 1, name: 'Languages', technologies: [{ id: 11, name: `Tech of ${name}`, iconUrl: null }] }],
  benefits: [],
  keyFacts: [
    { keyFactId: 2, descriptionEN: null, descriptionGE: null, descriptionNumber: null, checkedOptions: [workMode] },
  ],
});

const routes = {
  'GET /api/Company/GetCompareCompanies': {
    data: {
      items: [
        pick(1, 'Kartuli Code', { isVerified: true, verifiedDate: '2026-02-01T00:00:00.000Z' }),
        pick(2, 'Tbilisi Soft', { isClaimingNecessary: true }),
      ],
    },
  },
  'GET /api/Company/CompareCompanies': {
    data: {
      first: compared(1, 'Kartuli Code', 4.5, 7),
      second: compared(2, 'Tbilisi Soft', 3, 8),
      keyFactDefinitions: [
        {
          id: 2,
          name: 'Work mode',
          keyFactType: 5,
          isMandatory: false,
          orderIndex: 1,
          options: [
            { id: 7, name: 'Hybrid' },
            { id: 8, name: 'Remote' },
          ],
        },
      ],
    },
  },
};

describe('/compare', () => {
  it('picks two companies, goes to first-vs-second and shows the table', async () => {
    const { api, location } = await renderApp('/compare', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare companies' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'First company' }));
    const firstList = await screen.findByRole('listbox', { name: 'First company' });
    const kartuli = await within(firstList).findByRole('option', { name: /Kartuli Code/ });
    expect(kartuli).toHaveTextContent('Verified');
    expect(kartuli).toHaveTextContent(/Verified on/);
    expect(within(firstList).getByRole('option', { name: /Tbilisi Soft/ })).toHaveTextContent('Not claimed yet');
    await userEvent.click(kartuli);
    expect(location().pathname).toBe('/compare');
    expect(screen.queryByRole('listbox', { name: 'First company' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Second company' }), 'tbi');
    await waitFor(() =>
      expect(api.callsTo('GET /api/Company/GetCompareCompanies').at(-1)?.query.get('searchTerm')).toBe('tbi'),
    );
    const secondList = await screen.findByRole('listbox', { name: 'Second company' });
    await userEvent.click(await within(secondList).findByRole('option', { name: /Tbilisi Soft/ }));

    expect(location().pathname).toBe('/compare/kartuli-code-vs-tbilisi-soft');
    const table = await screen.findByRole('table', { name: 'Comparison' });
    expect(api.callsTo('GET /api/Company/CompareCompanies')[0].query.get('compareUrl')).toBe(
      'kartuli-code-vs-tbilisi-soft',
    );
    expect(within(table).getByRole('row', { name: /Work mode/ })).toHaveTextContent('Work modeHybridRemote');
    expect(within(table).getByRole('row', { name: /Active vacancies/ })).toHaveTextContent('Active vacancies24');
    expect(within(table).getByRole('row', { name: /Technologies/ })).toHaveTextContent(
      'Tech of Kartuli CodeTech of Tbilisi Soft',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Kartuli Code vs Tbilisi Soft'),
    ).toBeInTheDocument();
  });

  it('the picker shows the chosen company by its name and logo; typing looks for another', async () => {
    const withLogo = {
      'GET /api/Company/GetCompareCompanies': {
        data: {
          items: [pick(1, 'Kartuli Code', { smallProfileImageUrl: '/logos/kartuli.webp' }), pick(2, 'Tbilisi Soft')],
        },
      },
    };
    const { api } = await renderApp('/compare', { routes: withLogo });
    const first = await screen.findByRole('combobox', { name: 'First company' });
    await userEvent.click(first);
    await userEvent.click(
      await within(await screen.findByRole('listbox', { name: 'First company' })).findByRole('option', {
        name: /Kartuli Code/,
      }),
    );

    expect(first).toHaveValue('Kartuli Code');
    const box = first.closest('.mantine-TextInput-root') as HTMLElement;
    expect(box.querySelector('img')).toHaveAttribute('src', '/logos/kartuli.webp');

    await userEvent.click(first);
    await userEvent.keyboard('tbi');
    expect(first).toHaveValue('tbi');
    expect(box.querySelector('img')).toBeNull();
    await waitFor(() =>
      expect(api.callsTo('GET /api/Company/GetCompareCompanies').at(-1)?.query.get('searchTerm')).toBe('tbi'),
    );
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(first).toHaveValue('Kartuli Code'));
  });

  it('a comparison opened by its address names both companies in their pickers and the table heads', async () => {
    await renderApp('/compare/kartuli-code-vs-tbilisi-soft', { routes });
    const table = await screen.findByRole('table', { name: 'Comparison' });
    expect(screen.getByRole('combobox', { name: 'First company' })).toHaveValue('Kartuli Code');
    expect(screen.getByRole('combobox', { name: 'Second company' })).toHaveValue('Tbilisi Soft');
    expect(within(table).getByRole('link', { name: 'Kartuli Code' })).toHaveAttribute(
      'href',
      '/companies/kartuli-code',
    );
    expect(within(table).getByRole('link', { name: 'Tbilisi Soft' })).toHaveAttribute(
      'href',
      '/companies/tbilisi-soft',
    );
  });

  it('shows the company size once: the key fact, or the team size where the fact is not filled in', async () => {
    const sizeFact = {
      id: 3,
      key: 'company-size',
      name: 'Company size',
      keyFactType: 5,
      isMandatory: true,
      orderIndex: 2,
      options: [{ id: 9, name: '11–50 employees' }],
    };
    const data = routes['GET /api/Company/CompareCompanies'].data;
    const first = {
      ...data.first,
      keyFacts: [
        ...data.first.keyFacts,
        { keyFactId: 3, descriptionEN: null, descriptionGE: null, descriptionNumber: null, checkedOptions: [9] },
      ],
    };
    const second = { ...data.second, teamSize: '51-200' };
    const comparison = { first, second, keyFactDefinitions: [...data.keyFactDefinitions, sizeFact] };
    await renderApp('/compare/kartuli-code-vs-tbilisi-soft', {
      routes: { ...routes, 'GET /api/Company/CompareCompanies': { data: comparison } },
    });

    const table = await screen.findByRole('table', { name: 'Comparison' });
    expect(within(table).queryByRole('row', { name: /Team size/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row', { name: /size/ })).toHaveLength(1);
    expect(within(table).getByRole('row', { name: /Company size/ })).toHaveTextContent(
      'Company size11–50 employees51–200 employees',
    );
  });

  it('in Georgian, the team size stands in for an empty company-size fact in Georgian words', async () => {
    const sizeFact = {
      id: 3,
      key: 'company-size',
      name: 'კომპანიის ზომა',
      keyFactType: 5,
      isMandatory: true,
      orderIndex: 2,
      options: [],
    };
    const data = routes['GET /api/Company/CompareCompanies'].data;
    const comparison = { ...data, keyFactDefinitions: [...data.keyFactDefinitions, sizeFact] };
    await renderApp('/compare/kartuli-code-vs-tbilisi-soft', {
      routes: { ...routes, 'GET /api/Company/CompareCompanies': { data: comparison } },
      search: '?lang=ka',
    });
    const table = await screen.findByRole('table', { name: 'შედარება' });
    expect(within(table).queryByRole('row', { name: /გუნდის ზომა/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /კომპანიის ზომა/ })).toHaveTextContent(
      'კომპანიის ზომა11–50 თანამშრომელი11–50 თანამშრომელი',
    );
  });

  it('the list closes a moment after the box loses focus', async () => {
    await renderApp('/compare', { routes });
    await userEvent.click(await screen.findByRole('combobox', { name: 'First company' }));
    expect(screen.getByRole('listbox', { name: 'First company' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('listbox', { name: 'First company' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'First company' })).not.toBeInTheDocument());
  });

  it('a comparison with one company unknown names it "any company" in the crumb', async () => {
    await renderApp('/compare/kartuli-code-vs-nobody', {
      routes: {
        ...routes,
        'GET /api/Company/CompareCompanies': {
          data: { ...routes['GET /api/Company/CompareCompanies'].data, second: null },
        },
      },
    });
    expect(await screen.findByRole('table', { name: 'Comparison' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Kartuli Code vs any company'),
    ).toBeInTheDocument();
  });
});
