import { Currency } from '../../../../shared/enums.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { translate } from '../../../core/i18n/translator.js';
import type { VacancyListItem, VacancySalary } from '../vacancy-list-item.sql.js';

/** One item of a vacancy feed, as plain texts. */
export interface FeedEntry {
  title: string;
  link: string;
  publishedAt: Date | null;
  /** Plain text: the company, city, work place, employment type, shown salary and deadline. */
  description: string;
  categories: string[];
  author: string;
}

const LOCALES: Record<Language, string> = { en: 'en-US', ka: 'ka-GE' };
/** Deadlines are days in Georgia, wherever the server runs. */
const FEED_TIME_ZONE = 'Asia/Tbilisi';
const FACT_SEPARATOR = ' · ';

const CURRENCY_CODES: Record<Currency, string | null> = {
  [Currency.None]: null,
  [Currency.Gel]: 'GEL',
  [Currency.Dollar]: 'USD',
  [Currency.Euro]: 'EUR',
  [Currency.PoundSterling]: 'GBP',
};

/** "₾4,000 – ₾6,000" as the site writes it; one end alone when the other is missing. */
export function salaryText(salary: VacancySalary, language: Language): string | null {
  const code = CURRENCY_CODES[salary.currency] ?? null;
  const format = new Intl.NumberFormat(LOCALES[language], {
    maximumFractionDigits: 0,
    ...(code ? { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' } : {}),
  });
  const { min, max } = salary;
  if (min !== null && max !== null && min !== max) return `${format.format(min)} – ${format.format(max)}`;
  const amount = min ?? max;
  return amount === null ? null : format.format(amount);
}

export const dateText = (date: Date, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: FEED_TIME_ZONE }).format(date);

export function feedEntryOf(vacancy: VacancyListItem, language: Language, publicUrl: string): FeedEntry {
  const company = vacancy.company.name;
  const fact = (key: string, value: string | null | undefined) =>
    value ? [translate(language, { key: `vacancyFeed.${key}`, args: { value } })] : [];
  const salary = vacancy.salary ? salaryText(vacancy.salary, language) : null;
  return {
    title: `${localized(language, vacancy.title, vacancy.titleGE)} — ${company}`,
    link: `${publicUrl}/vacancies/${vacancy.id}`,
    publishedAt: vacancy.publishedAt,
    description: [
      ...fact('company', company),
      ...fact('city', vacancy.city?.name),
      ...fact('workLocation', vacancy.workLocation?.name),
      ...fact('employmentType', vacancy.employmentType?.name),
      ...fact('salary', salary),
      ...fact('deadline', vacancy.deadline ? dateText(vacancy.deadline, language) : null),
    ].join(FACT_SEPARATOR),
    categories: vacancy.technologies.map((technology) => technology.name),
    author: company,
  };
}
