import { Currency } from '../api/vacancy';
import { formatSalary } from './salary';

describe('formatSalary', () => {
  it('formats a range with the currency sign before each end in English', () => {
    expect(formatSalary({ min: 3000, max: 5000, currency: Currency.Dollar }, 'en-US')).toBe('$3,000 – $5,000');
  });

  it('shows the lari sign and one end alone', () => {
    expect(formatSalary({ min: null, max: 4000, currency: Currency.Gel }, 'en-US')).toBe('₾4,000');
    expect(formatSalary({ min: 4000, max: 4000, currency: Currency.Gel }, 'en-US')).toBe('₾4,000');
  });

  it('puts the sign after the amounts on Georgian pages', () => {
    expect(formatSalary({ min: 3000, max: 5000, currency: Currency.Gel }, 'ka-GE')).toBe(
      '3\u202f000 – 5\u202f000\u00a0₾',
    );
    expect(formatSalary({ min: 2500, max: null, currency: Currency.Euro }, 'ka-GE')).toBe('2\u202f500\u00a0€');
  });

  it('shows bare amounts without a currency', () => {
    expect(formatSalary({ min: 3000, max: 5000, currency: Currency.None }, 'en-US')).toBe('3,000 – 5,000');
  });

  it('has nothing to show without amounts', () => {
    expect(formatSalary({ min: null, max: null, currency: Currency.Euro }, 'ka-GE')).toBeNull();
  });
});
