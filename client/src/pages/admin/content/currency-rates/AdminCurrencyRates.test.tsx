import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoutes } from '../../../../../test/fake-api';
import { adminInfo, signedInAs } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { GET_RATES, RECOMPUTE, SET_RATE } from '../../../../../test/salary-fixtures';
import { todayUtc } from '../../../../stores/admin/CurrencyRatesStore';

const usd = { currency: 2, gelPerUnit: 2.7, rateDate: '2026-11-27', updatedAt: '2026-11-27T09:15:00.000Z' };
const eur = { currency: 3, gelPerUnit: 2.9512, rateDate: '2026-11-26', updatedAt: '2026-11-26T08:00:00.000Z' };

const open = (routes: FakeRoutes = {}, options: { pathLanguage?: 'ka' } = {}) =>
  renderApp('/admin?tab=content&part=currencyRates', {
    routes: { ...signedInAs(adminInfo), [GET_RATES]: { data: [usd, eur] }, ...routes },
    ...options,
  });

describe('back office: currency rates (/admin?tab=content&part=currencyRates)', () => {
  it('lists the rates with their dates', async () => {
    const { api } = await open();
    const section = await screen.findByRole('region', { name: 'Site content' });
    expect(within(section).getByRole('tab', { name: 'Currency rates', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rates in use' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CurrencyGEL per unitRate of (date)Set at (UTC)',
      'USD1 USD = 2.70 GEL2026-11-272026-11-27 09:15',
      'EUR1 EUR = 2.9512 GEL2026-11-262026-11-26 08:00',
    ]);
    expect(api.callsTo(GET_RATES)).toHaveLength(1);
  });

  it('sets a rate with its date and shows the list the server answers', async () => {
    const gbp = { currency: 4, gelPerUnit: 3.41, rateDate: '2026-11-20', updatedAt: '2026-11-29T06:00:00.000Z' };
    const { api, notify } = await open({ [SET_RATE]: { data: [usd, eur, gbp] } });
    const form = await screen.findByRole('form', { name: 'Set a rate' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'GBP' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'GEL per unit' }), '3,41');
    const date = within(form).getByLabelText('Rate of (date)');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-20');
    await userEvent.click(within(form).getByRole('button', { name: 'Set the rate' }));
    await waitFor(() =>
      expect(api.callsTo(SET_RATE).map((call) => call.body)).toEqual([
        { currency: 4, gelPerUnit: 3.41, rateDate: '2026-11-20' },
      ]),
    );
    expect(await screen.findByText('1 GBP = 3.41 GEL')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'The rate is set.');
    expect(within(form).getByRole('textbox', { name: 'GEL per unit' })).toHaveValue('');
  });

  it('refuses a rate out of range and a future date without asking the server', async () => {
    const { api } = await open();
    const form = await screen.findByRole('form', { name: 'Set a rate' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'GEL per unit' }), '20000');
    const date = within(form).getByLabelText('Rate of (date)');
    await userEvent.clear(date);
    await userEvent.type(date, '2999-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Set the rate' }));
    expect(await within(form).findByText('Enter a rate from 0.0001 to 10000')).toBeInTheDocument();
    expect(within(form).getByText('Enter a date that is not in the future')).toBeInTheDocument();
    expect(api.callsTo(SET_RATE)).toHaveLength(0);
    expect(date).toHaveAttribute('max', todayUtc());
  });

  it("shows the server's refusal on its field", async () => {
    await open({ [SET_RATE]: { status: 400, errors: { gelPerUnit: ['The rate is out of range'] } } });
    const form = await screen.findByRole('form', { name: 'Set a rate' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'GEL per unit' }), '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Set the rate' }));
    expect(await within(form).findByText('The rate is out of range')).toBeInTheDocument();
  });

  it('recomputes the salary statistics now and says when', async () => {
    const { api, notify } = await open({ [RECOMPUTE]: { data: { computedAt: '2026-11-29T06:01:30.000Z' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Recompute salary statistics now' }));
    await waitFor(() => expect(api.callsTo(RECOMPUTE)).toHaveLength(1));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Salary statistics recomputed (2026-11-29 06:01 UTC).'),
    );
  });

  it('says a failed recompute', async () => {
    const { notify } = await open({ [RECOMPUTE]: { status: 409, errors: { _: ['A run is already going'] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Recompute salary statistics now' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'A run is already going'));
  });

  it('is in Georgian too', async () => {
    await open({ [GET_RATES]: { data: [] } }, { pathLanguage: 'ka' });
    expect(await screen.findByRole('tab', { name: 'ვალუტის კურსები', selected: true })).toBeInTheDocument();
    expect(
      await screen.findByText('კურსი ჯერ არ არის დაყენებული: ითვლება მხოლოდ ლარში მითითებული ხელფასები.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ხელფასების სტატისტიკის ახლავე გადათვლა' })).toBeInTheDocument();
  });
});
