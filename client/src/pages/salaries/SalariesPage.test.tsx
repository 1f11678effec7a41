import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { GET_INSIGHTS, salaryFigure, salaryRoutes, salaryView } from '../../../test/salary-fixtures';

describe('/salaries', () => {
  it('shows the figure, its range and counts, both sources, the rates and the exports in English', async () => {
    const { api } = await renderApp('/salaries', { routes: salaryRoutes() });
    expect(screen.getByRole('heading', { level: 1, name: 'Tech salaries in Georgia' })).toBeInTheDocument();
    expect(api.callsTo(GET_INSIGHTS)[0]!.query.toString()).toBe('');

    const vacancies = screen.getByRole('region', { name: 'From vacancies' });
    expect(vacancies).toHaveTextContent('5,400 GEL');
    expect(vacancies).toHaveTextContent('Middle half: 4,400–6,900 GEL');
    expect(vacancies).toHaveTextContent('42 vacancies of 17 companies');
    const talents = screen.getByRole('region', { name: "Talents' desired salaries" });
    expect(talents).toHaveTextContent('6,000 GEL');
    expect(talents).toHaveTextContent('8 talents');

    const rates = screen.getByRole('region', { name: 'Currency rates' });
    expect(rates).toHaveTextContent('converted at 1 USD = 2.70 GEL, rate of 2026-11-27');
    expect(rates).toHaveTextContent('converted at 1 EUR = 2.9512 GEL, rate of 2026-11-26');
    expect(screen.getByText('Updated 2026-11-28')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Download JSON' })).toHaveAttribute(
      'href',
      '/api/Salaries/Export?format=json&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/Salaries/Export?format=csv&lang=en',
    );
    expect(screen.getByRole('textbox', { name: 'Embed the chart on your site' })).toHaveValue(
      `<img src="${window.location.origin}/api/Salaries/Chart.svg?lang=en" alt="Tech salaries in Georgia" width="640" height="320">`,
    );
  });

  it('shows the trend as a table with both sources (a quarter below 5 sources as too few), or as a chart', async () => {
    await renderApp('/salaries', { routes: salaryRoutes() });
    const table = screen.getByRole('table', { name: 'Median monthly salary by quarter (GEL)' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      "QuarterFrom vacanciesVacanciesTalents' desired salariesTalents",
      'Q4 2025too few3too few3',
      'Q1 20265,20095,8009',
      'Q2 20265,300145,90014',
      'Q3 20265,400166,00016',
    ]);

    // The chart comes in its own chunk when asked for, with a link to the server's image of it.
    await userEvent.click(screen.getByRole('radio', { name: 'Chart' }));
    expect(
      await screen.findByRole('img', { name: 'Median monthly salary by quarter, with the middle half of salaries' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Median monthly salary by quarter (GEL)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the chart as an image (SVG)' })).toHaveAttribute(
      'href',
      '/api/Salaries/Chart.svg?lang=en',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));
    expect(screen.getByRole('table', { name: 'Median monthly salary by quarter (GEL)' })).toBeInTheDocument();
  });

  it('reads the filters from the address, names them and links each row to the narrower figure', async () => {
    const { api } = await renderApp('/salaries?technologyId=13&cityId=21', { routes: salaryRoutes() });
    expect(api.callsTo(GET_INSIGHTS)[0]!.query.toString()).toBe('technologyId=13&cityId=21');
    expect(screen.getByRole('heading', { level: 1, name: 'Salaries: Go · Tbilisi' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Technology' })).toHaveValue('Go');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Tbilisi');
    // A technology and a city are given: only the levels are broken down.
    expect(screen.queryByRole('region', { name: 'By technology' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'By city' })).not.toBeInTheDocument();
    const byLevel = screen.getByRole('table', { name: 'By level: monthly salary in GEL' });
    expect(within(byLevel).getByRole('link', { name: 'Salaries of Senior' })).toHaveAttribute(
      'href',
      '/salaries?technologyId=13&experienceId=52&cityId=21',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/Salaries/Export?technologyId=13&cityId=21&format=csv&lang=en',
    );
  });

  it('follows a row link and a filter choice in the address', async () => {
    const { api, location } = await renderApp('/salaries', { routes: salaryRoutes() });
    const byTechnology = screen.getByRole('table', { name: 'By technology: monthly salary in GEL' });
    expect(
      within(byTechnology)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TechnologyMedianMiddle halfVacancies', 'Go7,2006,200–8,70042', 'TypeScript6,1005,100–7,60042']);
    await userEvent.click(within(byTechnology).getByRole('link', { name: 'Salaries of Go' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Salaries: Go' })).toBeInTheDocument();
    expect(location().search).toBe('?technologyId=13');
    expect(api.callsTo(GET_INSIGHTS).at(-1)!.query.toString()).toBe('technologyId=13');

    await userEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Middle' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Salaries: Go · Middle' })).toBeInTheDocument();
    expect(location().search).toBe('?technologyId=13&experienceId=51');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech salaries in Georgia' })).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('explains the 5-source rule when the group has no figure', async () => {
    await renderApp('/salaries?technologyId=11&experienceId=52&cityId=22', {
      routes: salaryRoutes({
        [GET_INSIGHTS]: {
          data: salaryView(
            { technologyId: 11, experienceId: 52, cityId: 22 },
            { figure: { vacancies: null, talents: null } },
          ),
        },
      }),
    });
    expect(screen.getByText('Not enough data for this figure')).toBeInTheDocument();
    expect(screen.getByText(/at least 5 different companies \(or 5 different talents\)/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /by quarter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download JSON' })).not.toBeInTheDocument();
  });

  it('says when the figures were never computed, and shows a vacancies-only figure without talents', async () => {
    await renderApp('/salaries', {
      routes: salaryRoutes({
        [GET_INSIGHTS]: {
          data: salaryView(
            {},
            { computedAt: null, rates: [], figure: { vacancies: salaryFigure(3000), talents: null } },
          ),
        },
      }),
    });
    expect(screen.getByText(/have not been computed yet/)).toBeInTheDocument();
    expect(screen.getByText('Too few talents share their desired salary for this figure yet.')).toBeInTheDocument();
    expect(screen.getByText('Only salaries in GEL are counted: no currency rate is set.')).toBeInTheDocument();
    const trend = screen.getByRole('table', { name: 'Median monthly salary by quarter (GEL)' });
    expect(
      within(trend)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Quarter', 'From vacancies', 'Vacancies']);
  });

  it('is in Georgian too, at /ka/salaries', async () => {
    const { api } = await renderApp('/salaries?technologyId=13', { pathLanguage: 'ka', routes: salaryRoutes() });
    expect(screen.getByRole('heading', { level: 1, name: 'ხელფასები: Go' })).toBeInTheDocument();
    expect(api.callsTo(GET_INSIGHTS)[0]!.headers['Accept-Language']).toBe('ka');
    const vacancies = screen.getByRole('region', { name: 'ვაკანსიებიდან' });
    // Thousands apart by a no-break space, as Georgian writes them.
    expect(vacancies.textContent).toContain('5\u00a0400 ლარი');
    expect(vacancies).toHaveTextContent('42 ვაკანსია 17 კომპანიიდან');
    expect(screen.getByRole('region', { name: 'ვალუტის კურსები' })).toHaveTextContent(
      'გადაყვანილია კურსით 1 USD = 2.70 ლარი, 2026-11-27-ის კურსი',
    );
    const byLevel = screen.getByRole('table', { name: 'დონეების მიხედვით: თვიური ხელფასი ლარში' });
    expect(within(byLevel).getByRole('link', { name: 'უფროსი — ხელფასები' })).toHaveAttribute(
      'href',
      '/salaries?technologyId=13&experienceId=52',
    );
    expect(screen.getByRole('table', { name: 'თვიური ხელფასის მედიანა კვარტლების მიხედვით (ლარი)' })).toHaveTextContent(
      '2026, 3 კვარტალი',
    );
    expect(screen.getByRole('textbox', { name: 'ჩასვით დიაგრამა თქვენს საიტზე' })).toHaveValue(
      `<img src="${window.location.origin}/api/Salaries/Chart.svg?technologyId=13&lang=ka" alt="ხელფასები: Go" width="640" height="320">`,
    );
  });

  it('copies the embed snippet', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp('/salaries?cityId=21', { routes: salaryRoutes() });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]![0]).toContain('/api/Salaries/Chart.svg?cityId=21&lang=en');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it("shows the server's refusal of an unknown id as a load error with a retry", async () => {
    await renderApp('/salaries?technologyId=999', {
      routes: salaryRoutes({
        [GET_INSIGHTS]: { status: 400, errors: { technologyId: ['Unknown technology'] } },
      }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Try again');
  });
});
