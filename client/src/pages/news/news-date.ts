import type { Locale } from '../../i18n/locales';

/** An article's date as readers of the page's language write it. */
export const newsDate = (locale: Locale, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
