import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer, RecordedRequest } from '../../../test/fake-api';
import { companyInfo, signedInAs } from '../../../test/fixtures';
import { renderApp, settle } from '../../../test/render-app';

type Counts = [profileVisits: number, vacancyVisits: number, applications: number];

/** The server's answer: one point per date in each series, totals summed from them. */
function answer(period: string, points: Record<string, Counts>) {
  const dates = Object.keys(points);
  const series = (index: number) => dates.map((date) => ({ date, count: points[date][index] }));
  const sum = (index: number) => dates.reduce((total, date) => total + points[date][index], 0);
  return {
    period,
    from: dates[0],
    to: period === 'year' ? '2026-05-05' : dates[dates.length - 1],
    series: { profileVisits: series(0), vacancyVisits: series(1), applications: series(2) },
    totals: { profileVisits: sum(0), vacancyVisits: sum(1), applications: sum(2) },
  };
}

const week = answer('week', {
  '2026-04-29': [10, 4, 0],
  '2026-04-30': [0, 0, 0],
  '2026-05-01': [1200, 30, 2],
  '2026-05-02': [5, 1, 0],
  '2026-05-03': [7, 2, 1],
  '2026-05-04': [3, 0, 0],
  '2026-05-05': [9, 8, 3],
});

const months = [
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
];
const year = answer(
  'year',
  Object.fromEntries(months.map((month, index): [string, Counts] => [`${month}-01`, [index * 10, index, index % 2]])),
);

const empty = (period: string) =>
  answer(
    period,
    Object.fromEntries(['2026-04-29', '2026-04-30', '2026-05-01'].map((date): [string, Counts] => [date, [0, 0, 0]])),
  );

const STATISTICS = 'GET /api/Company/GetCompanyStatistics';

function open(byPeriod: (request: RecordedRequest) => FakeAnswer) {
  return renderApp('/companyPanel/statistics', { routes: { ...signedInAs(companyInfo), [STATISTICS]: byPeriod } });
}

/** Each series' total, by its label. */
function totals(): Record<string, string> {
  const list = screen.getByRole('region', { name: /Totals for the period|ჯამი ამ პერიოდში/ });
  const terms = within(list)
    .getAllByRole('term')
    .map((term) => term.textContent ?? '');
  const values = within(list)
    .getAllByRole('definition')
    .map((value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

/** The table's rows as their cells' texts, header row first. */
async function tableRows(): Promise<string[][]> {
  const summary = screen.getByText(/Show as table|ცხრილის სახით ნახვა/);
  if (!summary.closest('details')?.open) await userEvent.click(summary);
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('company statistics (/companyPanel/statistics)', () => {
  // jsdom lays nothing out, so recharts' responsive container measures 0 × 0 and says so.
  beforeEach(() => {
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the last week's totals and, per day, the numbers of its chart", async () => {
    const { api } = await open(() => ({ data: week }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(api.callsTo(STATISTICS).map((call) => call.query.get('period'))).toEqual(['week']);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Period' })).getByRole('radio', { name: 'Week' }),
    ).toBeChecked();
    expect(screen.getByText('Last 7 days · 29.04.2026 – 05.05.2026')).toBeInTheDocument();

    expect(totals()).toEqual({ 'Profile visits': '1,234', 'Vacancy visits': '45', Applications: '6' });
    expect(
      screen.getByRole('img', {
        name: 'Chart of profile visits, vacancy visits and applications per day over the last 7 days',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Profile visits, vacancy visits and applications by date' }),
    ).toBeInTheDocument();
    expect(await tableRows()).toEqual([
      ['Day', 'Profile visits', 'Vacancy visits', 'Applications'],
      ['29.04.2026', '10', '4', '0'],
      ['30.04.2026', '0', '0', '0'],
      ['01.05.2026', '1,200', '30', '2'],
      ['02.05.2026', '5', '1', '0'],
      ['03.05.2026', '7', '2', '1'],
      ['04.05.2026', '3', '0', '0'],
      ['05.05.2026', '9', '8', '3'],
    ]);
    expect(screen.queryByText('No visits yet in this period')).not.toBeInTheDocument();
  });

  it('asks for the year on "Year" and shows one row per month', async () => {
    const { api } = await open((request) => ({ data: request.query.get('period') === 'year' ? year : week }));
    await screen.findByRole('heading', { level: 1, name: 'Statistics' });

    await userEvent.click(screen.getByRole('radio', { name: 'Year' }));
    await settle();
    expect(api.callsTo(STATISTICS).map((call) => call.query.get('period'))).toEqual(['week', 'year']);
    expect(screen.getByRole('radio', { name: 'Year' })).toBeChecked();
    expect(screen.getByText('Last 12 months · 01.06.2025 – 05.05.2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /per month over the last 12 months/ })).toBeInTheDocument();
    expect(totals()).toEqual({ 'Profile visits': '660', 'Vacancy visits': '66', Applications: '6' });

    const rows = await tableRows();
    expect(rows[0][0]).toBe('Month');
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'June 2025',
      'July 2025',
      'August 2025',
      'September 2025',
      'October 2025',
      'November 2025',
      'December 2025',
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
      'May 2026',
    ]);
    expect(rows[12]).toEqual(['May 2026', '110', '11', '1']);
  });

  it('names the months in Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await open((request) => ({ data: request.query.get('period') === 'year' ? year : week }));
    await screen.findByRole('heading', { level: 1, name: 'სტატისტიკა' });
    await userEvent.click(screen.getByRole('radio', { name: 'წელი' }));
    await settle();
    const rows = await tableRows();
    expect(rows[0][0]).toBe('თვე');
    expect(rows[1][0]).toBe('ივნისი 2025');
    expect(rows[12][0]).toBe('მაისი 2026');
    expect(totals()).toMatchObject({ 'პროფილის ნახვები': '660' });
  });

  it('says so when nobody visited in the period', async () => {
    await open((request) => ({ data: empty(request.query.get('period') ?? 'week') }));
    expect(await screen.findByText('No visits yet in this period')).toBeInTheDocument();
    expect(totals()).toEqual({ 'Profile visits': '0', 'Vacancy visits': '0', Applications: '0' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Chart of/ })).not.toBeInTheDocument();
  });

  it('offers to try again when the statistics cannot be loaded', async () => {
    let calls = 0;
    const { api } = await open(() =>
      ++calls === 1 ? { status: 500, errors: { _: ['Server error'] } } : { data: week },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this content.');
    expect(screen.queryByRole('region', { name: 'Totals for the period' })).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(api.callsTo(STATISTICS)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(totals()).toMatchObject({ 'Profile visits': '1,234' });
  });
});
