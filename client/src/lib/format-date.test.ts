import {
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  formatDecimal,
  formatNumber,
  formatNumericDate,
  GEORGIAN_GROUP_SEPARATOR,
  languageOf,
} from './format-date';

const NNBSP = '\u202f';

describe('format-date', () => {
  describe('the long form (public pages)', () => {
    it('writes the month out in English and in Georgian', () => {
      expect(formatLongDate('2026-11-27T10:00:00Z', 'en-US')).toBe('27 November 2026');
      expect(formatLongDate('2026-11-27T10:00:00Z', 'ka-GE')).toBe('27 ნოემბერი 2026');
    });

    it('names every month in Georgian', () => {
      const months = Array.from({ length: 12 }, (_, index) =>
        formatMonthYear(`2026-${String(index + 1).padStart(2, '0')}-15`, 'ka-GE'),
      );
      expect(months).toEqual([
        'იანვარი 2026',
        'თებერვალი 2026',
        'მარტი 2026',
        'აპრილი 2026',
        'მაისი 2026',
        'ივნისი 2026',
        'ივლისი 2026',
        'აგვისტო 2026',
        'სექტემბერი 2026',
        'ოქტომბერი 2026',
        'ნოემბერი 2026',
        'დეკემბერი 2026',
      ]);
      expect(formatMonthYear('2025-06-01', 'en-US')).toBe('June 2025');
    });

    it('takes the language however the stores spell it', () => {
      expect(formatLongDate('2026-03-05', 'ka')).toBe('5 მარტი 2026');
      expect(formatLongDate('2026-03-05', 'en')).toBe('5 March 2026');
      expect(languageOf('KA-ge')).toBe('ka');
      expect(languageOf('de-DE')).toBe('en');
    });
  });

  describe('the numeric form (tables and panels)', () => {
    it('is day.month.year with leading zeros, the same in both languages', () => {
      expect(formatNumericDate('2026-03-05T10:00:00Z')).toBe('05.03.2026');
      expect(formatNumericDate('2026-11-27T10:00:00.000Z')).toBe('27.11.2026');
    });

    it('shows less of the date for a chart axis', () => {
      expect(formatNumericDate('2026-05-01', 'dayMonth')).toBe('01.05');
      expect(formatNumericDate('2026-05-01', 'monthYear')).toBe('05.2026');
    });

    it('adds the time on a 24-hour clock where the interface shows times', () => {
      expect(formatDateTime('2026-11-27T10:05:00Z')).toBe('27.11.2026, 14:05');
      expect(formatDateTime('2026-03-02T08:00:00Z')).toBe('02.03.2026, 12:00');
    });
  });

  describe('Tbilisi time (UTC+4)', () => {
    it('shows a time late on a UTC day as the next day in Tbilisi', () => {
      expect(formatNumericDate('2026-11-27T21:30:00Z')).toBe('28.11.2026');
      expect(formatLongDate('2026-11-27T21:30:00Z', 'ka-GE')).toBe('28 ნოემბერი 2026');
      expect(formatDateTime('2026-11-27T21:30:00Z')).toBe('28.11.2026, 01:30');
      expect(formatDateTime('2026-11-27T19:59:59Z')).toBe('27.11.2026, 23:59');
      expect(formatLongDate('2026-12-31T20:00:00Z', 'en-US')).toBe('1 January 2027');
    });

    it('keeps a bare day as that day, and reads a time without a zone as UTC', () => {
      expect(formatNumericDate('2026-11-27')).toBe('27.11.2026');
      expect(formatDateTime('2026-11-27T10:00:00')).toBe('27.11.2026, 14:00');
    });

    it('honours an offset the string carries', () => {
      expect(formatDateTime('2026-11-27T23:30:00+04:00')).toBe('27.11.2026, 23:30');
      expect(formatDateTime('2026-11-27T10:00:00-0500')).toBe('27.11.2026, 19:00');
    });

    it('takes Date objects and epoch milliseconds as well', () => {
      const instant = Date.UTC(2026, 10, 27, 21, 30);
      expect(formatDateTime(instant)).toBe('28.11.2026, 01:30');
      expect(formatDateTime(new Date(instant))).toBe('28.11.2026, 01:30');
    });

    it("gives the same text whatever the runtime's time zone", () => {
      const zone = process.env.TZ;
      const sample = () => [
        formatDateTime('2026-11-27T21:30:00Z'),
        formatLongDate('2026-06-30T22:00:00Z', 'ka-GE'),
        formatNumericDate('2026-03-29T00:30:00'),
      ];
      try {
        const seen = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tbilisi'].map((tz) => {
          process.env.TZ = tz;
          return sample();
        });
        expect(new Set(seen.map((texts) => texts.join('|'))).size).toBe(1);
        expect(seen[0]).toEqual(['28.11.2026, 01:30', '1 ივლისი 2026', '29.03.2026']);
      } finally {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
      }
    });

    it('needs no Intl at all', () => {
      const intl = globalThis.Intl;
      try {
        Object.defineProperty(globalThis, 'Intl', { value: undefined, configurable: true, writable: true });
        expect(formatLongDate('2026-11-27T10:00:00Z', 'ka-GE')).toBe('27 ნოემბერი 2026');
        expect(formatNumber(1500, 'ka-GE')).toBe(`1${NNBSP}500`);
      } finally {
        Object.defineProperty(globalThis, 'Intl', { value: intl, configurable: true, writable: true });
      }
    });
  });

  describe('missing and unreadable dates', () => {
    it.each([
      ['null', null],
      ['undefined', undefined],
      ['an empty string', ''],
      ['words', 'not a date'],
      ['a day that does not exist', '2026-02-31'],
      ['an hour that does not exist', '2026-02-03T25:00:00Z'],
      ['a US-style date', '11/18/2026'],
      ['an invalid Date', new Date(NaN)],
      ['NaN', NaN],
    ])('show nothing for %s', (_, value) => {
      expect(formatLongDate(value, 'en-US')).toBe('');
      expect(formatMonthYear(value, 'ka-GE')).toBe('');
      expect(formatNumericDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    });
  });

  describe('numbers', () => {
    it.each([
      [0, '0', '0'],
      [999, '999', '999'],
      [1000, '1,000', `1${NNBSP}000`],
      [1500, '1,500', `1${NNBSP}500`],
      [1_234_567, '1,234,567', `1${NNBSP}234${NNBSP}567`],
      [-1500, '-1,500', `-1${NNBSP}500`],
      [1499.6, '1,500', `1${NNBSP}500`],
    ])('shows %d as %s in English and %s in Georgian', (value, english, georgian) => {
      expect(formatNumber(value, 'en-US')).toBe(english);
      expect(formatNumber(value, 'ka-GE')).toBe(georgian);
    });

    it('groups Georgian thousands with a narrow no-break space', () => {
      expect(GEORGIAN_GROUP_SEPARATOR).toBe(NNBSP);
    });

    it('shows nothing for a number that is not one', () => {
      expect(formatNumber(NaN, 'en-US')).toBe('');
      expect(formatNumber(Infinity, 'ka-GE')).toBe('');
    });
  });
});

describe('formatDecimal', () => {
  it.each([
    [4.5, '4.5', '4,5'],
    [4, '4.0', '4,0'],
    [3.96, '4.0', '4,0'],
    [1234.56, '1,234.6', `1${NNBSP}234,6`],
    [-0.4, '-0.4', '-0,4'],
  ])('%p reads %p in English and %p in Georgian', (value, english, georgian) => {
    expect(formatDecimal(value, 'en-US')).toBe(english);
    expect(formatDecimal(value, 'ka-GE')).toBe(georgian);
  });

  it('gives nothing for what is not a number', () => {
    expect(formatDecimal(NaN, 'ka')).toBe('');
  });
});
