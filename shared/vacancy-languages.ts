/**
 * The languages a vacancy may ask for, as ISO 639-1 codes, in the order a form offers them. The one
 * list: the server's validation and the client's picker both use it (plain data, no imports).
 */
export const VACANCY_LANGUAGES = ['ka', 'en', 'ru', 'de', 'fr', 'tr', 'uk', 'az', 'hy', 'es', 'it', 'zh'] as const;
export type VacancyLanguage = (typeof VACANCY_LANGUAGES)[number];

export const isVacancyLanguage = (value: unknown): value is VacancyLanguage =>
  typeof value === 'string' && (VACANCY_LANGUAGES as readonly string[]).includes(value);
