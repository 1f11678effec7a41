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
  keyFacts: [{ keyFactId: 2, descriptionEN: null, descriptionGE: null, descriptionNumber: null, checkedOptions: [workMode] }],
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
    await waitFor(() => expect(api.callsTo('GET /api/Company/GetCompareCompanies').at(-1)?.query.get('searchTerm')).toBe('tbi'));
    const secondList = await screen.findByRole('listbox', { name: 'Second company' });
    await userEvent.click(await within(secondList).findByRole('option', { name: /Tbilisi Soft/ }));

    expect(location().pathname).toBe('/compare/kartuli-code-vs-tbilisi-soft');
    const table = await screen.findByRole('table', { name: 'Comparison' });
    expect(api.callsTo('GET /api/Company/CompareCompanies')[0].query.get('compareUrl')).toBe('kartuli-code-vs-tbilisi-soft');
    expect(within(table).getByRole('row', { name: /Work mode/ })).toHaveTextContent('Work modeHybridRemote');
    expect(within(table).getByRole('row', { name: /Active vacancies/ })).toHaveTextContent('Active vacancies24');
    expect(within(table).getByRole('row', { name: /Technologies/ })).toHaveTextContent('Tech of Kartuli CodeTech of Tbilisi Soft');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Kartuli Code vs Tbilisi Soft')).toBeInTheDocument();
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
      routes: { ...routes, 'GET /api/Company/CompareCompanies': { data: { ...routes['GET /api/Company/CompareCompanies'].data, second: null } } },
    });
    expect(await screen.findByRole('table', { name: 'Comparison' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Kartuli Code vs any company')).toBeInTheDocument();
  });
});
