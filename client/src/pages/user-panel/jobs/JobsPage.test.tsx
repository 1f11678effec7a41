import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoutes, RecordedRequest } from '../../../../test/fake-api';
import { signedInAs, talentInfo } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const APPLICATIONS = 'GET /api/Vacancy/getTalentApplications';
const SAVED = 'GET /api/Users/getFavoriteVacancies';
const TOGGLE = 'POST /api/Users/AddRemoveFavoriteVacancy';

const company = {
  id: 3,
  name: 'Kartuli Code',
  transformedName: 'kartuli-code',
  smallProfileImageUrl: null,
  isVerified: false,
  isClaimingNecessary: false,
  verifiedDate: null,
};

const vacancy = (id: number, title: string, fields: Record<string, unknown> = {}) => ({
  id,
  title,
  titleGE: `${title} (GE)`,
  company,
  city: { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' },
  employmentType: null,
  workLocation: null,
  experience: null,
  technologies: [],
  publishedAt: '2026-04-01T12:00:00.000Z',
  deadline: '2026-06-01T12:00:00.000Z',
  salary: null,
  isFavorite: true,
  isExpired: false,
  ...fields,
});

const application = (id: number, status: number, title: string, fields: Record<string, unknown> = {}) => ({
  id,
  status,
  createdAt: '2026-05-01T12:00:00.000Z',
  statusChangedAt: '2026-05-04T12:00:00.000Z',
  vacancy: vacancy(id * 10, title),
  ...fields,
});

const page = (items: unknown[], totalCount = items.length, number = 1) => ({
  data: { items, totalCount, page: number, pageSize: 20 },
});

const talentRoutes = (routes: FakeRoutes): FakeRoutes => ({ ...signedInAs(talentInfo), ...routes });

describe('/userPanel/jobs', () => {
  it('lists the applications with their statuses, dates and vacancies', async () => {
    const { api } = await renderApp('/userPanel/jobs', {
      routes: talentRoutes({
        [APPLICATIONS]: page([
          application(1, 4, 'Senior Go developer'),
          application(2, 7, 'QA engineer', { vacancy: vacancy(20, 'QA engineer', { isExpired: true }) }),
        ]),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My jobs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('navigation', { name: 'User panel' })).getByRole('link', { name: 'My jobs' }),
    ).toHaveAttribute('aria-current', 'page');

    const list = await screen.findByRole('list', { name: 'Your applications' });
    const go = within(list).getByRole('article', { name: 'Senior Go developer' });
    expect(within(go).getByRole('link', { name: 'Senior Go developer' })).toHaveAttribute('href', '/vacancies/10');
    expect(go).toHaveTextContent('Kartuli Code');
    expect(within(go).getByText('Interview')).toBeInTheDocument();
    expect(go).toHaveTextContent('Applied 01.05.2026');
    expect(go).toHaveTextContent('Status since 04.05.2026');
    expect(within(go).queryByText('Expired')).not.toBeInTheDocument();

    const qa = within(list).getByRole('article', { name: 'QA engineer' });
    expect(within(qa).getByText('Rejected')).toBeInTheDocument();
    expect(within(qa).getByText('Expired')).toBeInTheDocument();

    expect(new Set(api.callsTo(APPLICATIONS).map((call) => call.query.toString()))).toEqual(
      new Set(['page=1&pageSize=20']),
    );
    expect(api.callsTo(SAVED)).toHaveLength(0);
  });

  it('opens the saved tab from the URL and unsaves a vacancy: its card leaves the list', async () => {
    let failNext = true;
    const { api, notify } = await renderApp('/userPanel/jobs?tab=saved', {
      routes: talentRoutes({
        [SAVED]: page([vacancy(5, 'Data analyst'), vacancy(6, 'DevOps engineer')]),
        [TOGGLE]: () => {
          if (failNext) {
            failNext = false;
            return { status: 404, errors: { vacancyId: ['The vacancy was not found.'] } };
          }
          return { data: { isFavorite: false, favoriteVacancyIds: [6] } };
        },
      }),
    });
    expect(screen.getByRole('tab', { name: 'Saved vacancies' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Your saved vacancies' });
    const analyst = within(list).getByRole('article', { name: 'Data analyst' });
    expect(within(analyst).getByRole('link', { name: 'Data analyst' })).toHaveAttribute('href', '/vacancies/5');
    const unsave = within(analyst).getByRole('button', { name: 'Save Data analyst to favourites' });
    expect(unsave).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(unsave);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'The vacancy was not found.'));
    expect(screen.getByRole('article', { name: 'Data analyst' })).toBeInTheDocument();

    await userEvent.click(within(analyst).getByRole('button', { name: 'Save Data analyst to favourites' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Data analyst' })).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledWith('success', 'Removed from saved vacancies');
    expect(api.callsTo(TOGGLE).map((call: RecordedRequest) => call.query.get('vacancyId'))).toEqual(['5', '5']);
    expect(screen.getByRole('article', { name: 'DevOps engineer' })).toBeInTheDocument();
    expect(api.callsTo(APPLICATIONS)).toHaveLength(0);
  });

  it('says so when there are no applications or saved vacancies, pointing to the search', async () => {
    const { location } = await renderApp('/userPanel/jobs', {
      routes: talentRoutes({ [APPLICATIONS]: page([]), [SAVED]: page([]) }),
    });
    expect(await screen.findByText("You haven't applied to any vacancies yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse vacancies' })).toHaveAttribute('href', '/vacancies');

    await userEvent.click(screen.getByRole('tab', { name: 'Saved vacancies' }));
    expect(await screen.findByText('No saved vacancies yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse vacancies' })).toHaveAttribute('href', '/vacancies');
    expect(location().search).toBe('?tab=saved');
  });

  it('offers a retry when the list fails, and pages through a long list', async () => {
    let fail = true;
    const { api } = await renderApp('/userPanel/jobs', {
      routes: talentRoutes({
        [APPLICATIONS]: (request) => {
          if (fail) return { status: 500, errors: {} };
          const number = Number(request.query.get('page'));
          return page([application(number, 1, `Vacancy on page ${number}`)], 45, number);
        },
      }),
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Vacancy on page 1' })).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('article', { name: 'Vacancy on page 3' })).toBeInTheDocument();
    expect(api.callsTo(APPLICATIONS).at(-1)?.query.get('page')).toBe('3');
  });
});
