/** The interface's languages (spec point 9) and what the API calls them. */
export type Locale = 'en-US' | 'ka-GE';
export type Messages = Record<string, unknown>;

export const LOCALES: readonly Locale[] = ['en-US', 'ka-GE'];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** `Accept-Language` and `?lang=` spell the languages `en` and `ka`. */
export const shortCodeOf = (locale: Locale): 'en' | 'ka' => (locale === 'ka-GE' ? 'ka' : 'en');

export const localeOfShortCode = (code: string | null): Locale | undefined =>
  code === 'ka' ? 'ka-GE' : code === 'en' ? 'en-US' : undefined;

/** Each language's texts are their own chunk: a visitor downloads only the language shown. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('./en-US.json', { with: { type: 'json' } }),
  'ka-GE': () => import('./ka-GE.json', { with: { type: 'json' } }),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

/** The texts only signed-in pages use (panels, applicants, the back office): a chunk of their own
 *  per language, so that a visitor's first page does not carry them (`<locale>.account.json`). */
const accountLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('./en-US.account.json', { with: { type: 'json' } }),
  'ka-GE': () => import('./ka-GE.account.json', { with: { type: 'json' } }),
};

export async function loadAccountMessages(locale: Locale): Promise<Messages> {
  return (await accountLoaders[locale]()).default;
}
