import { Currency } from '../api/vacancy';
import { formatSalary } from './salary';

describe('formatSalary', () => {
  it('formats a range with the currency symbol', () => {
    expect(formatSalary({ min: 3000, max: 5000, currency: Currency.Dollar }, 'en-US')).toMatch(/\$3,000.*5,000/);
  });

  it('shows the lari sign and one end alone', () => {
    expect(formatSalary({ min: null, max: 4000, currency: Currency.Gel }, 'en-US')).toMatch(/₾\s?4,000|4,000\s?₾/);
  });

  it('has nothing to show without amounts', () => {
    expect(formatSalary({ min: null, max: null, currency: Currency.Euro }, 'ka-GE')).toBeNull();
  });
});
