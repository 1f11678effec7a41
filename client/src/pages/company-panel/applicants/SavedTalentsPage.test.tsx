import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/render-app';
import { companyRoutes } from '../vacancies/vacancy-test-fixtures';
import { FAVORITE, SAVED, TALENT, itemPage, savedTalent, talentDetails } from './applicants-test-fixtures';

const PATH = '/companyPanel/saved-talents';

const ana = savedTalent(101, {
  fullName: 'Ana Beridze',
  email: 'ana@mail.ge',
  applications: [
    {
      applicationId: 7,
      vacancyId: 42,
      title: 'Senior Go developer',
      titleGE: null,
      status: 4,
      createdAt: '2026-05-10T10:00:00.000Z',
      statusChangedAt: '2026-05-12T10:00:00.000Z',
    },
  ],
});
const giorgi = savedTalent(102, { fullName: 'Giorgi Kapanadze' });

describe('the saved talents page', () => {
  it('lists the saved talents, shows one in the talent drawer, and removes another', async () => {
    const { api } = await renderApp(PATH, {
      routes: companyRoutes(
        { isVerified: true },
        {
          [SAVED]: { data: itemPage([ana, giorgi]) },
          [TALENT]: { data: talentDetails() },
          [FAVORITE]: (request) => ({ data: request.body }),
        },
      ),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved talents' })).toBeInTheDocument();
    const anaCard = await screen.findByRole('article', { name: 'Ana Beridze' });
    expect(anaCard).toHaveTextContent('Saved 20.05.2026');
    expect(within(anaCard).getByRole('link', { name: 'Senior Go developer' })).toHaveAttribute(
      'href',
      '/companyPanel/vacancies/vacancyDetails/42',
    );
    expect(within(anaCard).getByText('Interview')).toBeInTheDocument();
    expect(within(anaCard).getByText('Go')).toBeInTheDocument();

    await userEvent.click(within(anaCard).getByRole('button', { name: 'Talent details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Talent details' });
    expect(await within(drawer).findByText('Backend Development · Senior')).toBeInTheDocument();
    expect(api.callsTo(TALENT).at(-1)?.query.get('userId')).toBe('101');
    const applied = within(drawer).getByRole('region', { name: 'Applied jobs' });
    expect(within(applied).getByRole('link', { name: 'Backend engineer' })).toHaveAttribute(
      'href',
      '/companyPanel/vacancies/vacancyDetails/40',
    );
    expect(within(applied).getByText('Rejected')).toBeInTheDocument();
    const saved = within(drawer).getByRole('region', { name: 'Saved jobs' });
    expect(within(saved).getByRole('link', { name: 'Platform engineer' })).toHaveAttribute('href', '/vacancies/44');
    expect(within(drawer).getByRole('button', { name: 'Download CV' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Remove from saved' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(
      within(screen.getByRole('article', { name: 'Giorgi Kapanadze' })).getByRole('button', {
        name: 'Remove from saved',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Giorgi Kapanadze' })).not.toBeInTheDocument());
    expect(api.callsTo(FAVORITE).map((call) => call.body)).toEqual([{ userId: 102, isFavorite: false }]);
    expect(screen.getByRole('article', { name: 'Ana Beridze' })).toBeInTheDocument();
  });

  it('says how to save a talent when there is none, in Georgian too', async () => {
    await renderApp(PATH, {
      search: '?lang=ka',
      routes: companyRoutes({ isVerified: true }, { [SAVED]: { data: itemPage([]) } }),
    });
    expect(await screen.findByText('შენახული ტალანტები ჯერ არ გაქვთ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'თქვენს ვაკანსიებზე გადასვლა' })).toHaveAttribute(
      'href',
      '/companyPanel/vacancies',
    );
    expect(screen.getByRole('link', { name: 'შენახული ტალანტები' })).toHaveAttribute(
      'href',
      '/companyPanel/saved-talents',
    );
  });

  it('says a talent who is gone is not available', async () => {
    await renderApp(PATH, {
      routes: companyRoutes(
        { isVerified: true },
        { [SAVED]: { data: itemPage([giorgi]) }, [TALENT]: { status: 404, errors: { _: ['Talent not found'] } } },
      ),
    });
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Giorgi Kapanadze' })).getByRole('button', {
        name: 'Talent details',
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Talent details' });
    expect(await within(drawer).findByText('This talent is not available')).toBeInTheDocument();
  });
});
