import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/render-app';
import type { RecordedRequest } from '../../../../test/fake-api';
import {
  COMPANY_VACANCIES,
  NOT_VERIFIED,
  SEARCH_TALENTS,
  TALENT_ID,
  anonymousTalent,
  companyDirectoryRoutes,
  goVacancyFit,
  itemPage,
} from '../../../../test/talent-directory-fixtures';

const PATH = '/companyPanel/talents';

describe('/companyPanel/talents', () => {
  it('lists the anonymous profiles as cards leading to their pages', async () => {
    await renderApp(PATH, { routes: companyDirectoryRoutes() });
    expect(screen.getByRole('heading', { level: 1, name: 'Find talents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find talents' })).toHaveAttribute('href', PATH);
    expect(screen.getByRole('status')).toHaveTextContent('1 talent found');
    const card = screen.getByRole('article', { name: 'Backend developer who likes Go' });
    expect(card).toHaveTextContent('Software development · Senior');
    expect(card).toHaveTextContent('7 years of experience');
    expect(card).toHaveTextContent('Desired salary: ₾5,000 – ₾7,000');
    expect(within(card).getByText('Go')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `${PATH}/${TALENT_ID}`);
  });

  it('is in Georgian too', async () => {
    await renderApp(PATH, { search: '?lang=ka', routes: companyDirectoryRoutes() });
    expect(screen.getByRole('heading', { level: 1, name: 'ტალანტების ძიება' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ნაპოვნია 1 ტალანტი');
    expect(screen.getByRole('link', { name: 'პროფილის ნახვა' })).toBeInTheDocument();
  });

  it('asks for the filters of the URL and puts chosen filters and pages into it', async () => {
    const { api, location } = await renderApp(`${PATH}?technologyIds=13,11&minYears=3&salaryUpTo=6000&currency=1`, {
      routes: companyDirectoryRoutes({
        [SEARCH_TALENTS]: { data: itemPage([anonymousTalent()], 45) },
      }),
    });
    const first = api.callsTo(SEARCH_TALENTS)[0].query;
    expect(first.get('technologyIds')).toBe('13,11');
    expect(first.get('minYears')).toBe('3');
    expect(first.get('salaryUpTo')).toBe('6000');
    expect(first.get('currency')).toBe('1');
    expect(first.get('page')).toBe('1');
    expect(first.get('experienceIds')).toBeNull();
    // The URL's technologies show as pills by their names.
    const filters = screen.getByRole('search', { name: 'Filters' });
    expect(await within(filters).findByText('Go')).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('combobox', { name: 'Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Senior' }));
    await waitFor(() => expect(api.callsTo(SEARCH_TALENTS).at(-1)?.query.get('experienceIds')).toBe('52'));
    expect(new URLSearchParams(location().search).get('experienceIds')).toBe('52');
    expect(new URLSearchParams(location().search).get('technologyIds')).toBe('13,11');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo(SEARCH_TALENTS).at(-1)?.query.get('page')).toBe('2'));
    expect(new URLSearchParams(location().search).get('page')).toBe('2');

    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    const cleared = api.callsTo(SEARCH_TALENTS).at(-1)!.query;
    expect(cleared.get('technologyIds')).toBeNull();
    expect(cleared.get('page')).toBe('1');
  });

  it('explains a 403 as the server words it, without an error toast', async () => {
    const { notify } = await renderApp(PATH, {
      routes: companyDirectoryRoutes({ [SEARCH_TALENTS]: NOT_VERIFIED }),
    });
    expect(await screen.findByText('The talent directory is not open to your company yet')).toBeInTheDocument();
    expect(screen.getByText('Only a verified company with a complete profile can search talents.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your company profile' })).toHaveAttribute(
      'href',
      '/companyPanel/generalInformation',
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything());
  });
});

describe('/companyPanel/talents compared with a vacancy (issue 25)', () => {
  /** The search answers the fit only when asked with vacancy 42. */
  const fitting = () =>
    companyDirectoryRoutes({
      [SEARCH_TALENTS]: (request: RecordedRequest) => ({
        data: itemPage([
          anonymousTalent({ vacancyFit: request.query.get('vacancyId') === '42' ? goVacancyFit : null }),
        ]),
      }),
    });
  const card = () => screen.getByRole('article', { name: 'Backend developer who likes Go' });

  it('compares each card with the chosen open vacancy, kept in the URL with the filters and page', async () => {
    const { api, location } = await renderApp(`${PATH}?minYears=3&page=2`, { routes: fitting() });
    expect(api.callsTo(SEARCH_TALENTS)[0].query.get('vacancyId')).toBeNull();
    expect(card()).not.toHaveTextContent(/Has |lacks/);

    const compare = screen.getByRole('combobox', { name: /Compare with vacancy/ });
    await userEvent.click(compare);
    expect(api.callsTo(COMPANY_VACANCIES)[0].query.get('Type')).toBe('1');
    // Only open vacancies: one waiting for review is not offered.
    expect(screen.queryByRole('option', { name: 'Waiting for review' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Senior Go developer' }));

    await waitFor(() => expect(api.callsTo(SEARCH_TALENTS).at(-1)?.query.get('vacancyId')).toBe('42'));
    const query = new URLSearchParams(location().search);
    expect(Object.fromEntries(query)).toEqual({ minYears: '3', vacancyId: '42', page: '2' });
    expect(api.callsTo(SEARCH_TALENTS).at(-1)?.query.get('minYears')).toBe('3');
    expect(await within(card()).findByText('Has 1 of 2: Go · lacks Docker')).toBeInTheDocument();

    // Clearing the filters keeps the comparison.
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe('?vacancyId=42'));
  });

  it('takes the vacancy from a link, names it, and is in Georgian too', async () => {
    const { api } = await renderApp(`${PATH}?vacancyId=42`, { search: '?lang=ka', routes: fitting() });
    expect(api.callsTo(SEARCH_TALENTS)[0].query.get('vacancyId')).toBe('42');
    expect(await within(card()).findByText('აქვს 2-დან 1: Go · აკლია Docker')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /ვაკანსიასთან შედარება/ })).toHaveValue('უფროსი Go დეველოპერი'),
    );
  });

  it('says so when the vacancy of the URL is not one of the company’s', async () => {
    await renderApp(`${PATH}?vacancyId=77`, {
      routes: companyDirectoryRoutes({
        [SEARCH_TALENTS]: { status: 404, errors: { _: ['Your company has no such vacancy to compare with'] } },
      }),
    });
    expect(await screen.findByText('Your company has no such vacancy to compare with')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again|Retry/ })).not.toBeInTheDocument();
  });
});
