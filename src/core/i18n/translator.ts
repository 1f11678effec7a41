import i18next, { type i18n, type TOptions } from 'i18next';
import type { Language } from './language.js';
import { en } from './messages.en.js';
import { ka } from './messages.ka.js';

/** A message key (`errors.notFound`) with the values its text interpolates. */
export interface MessageRef {
  key: string;
  args?: Record<string, unknown>;
}

const instance: i18n = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: { en: { translation: en }, ka: { translation: ka } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
} as never);

/** Translates server message keys; unknown keys come back as they are (already-plain text). */
export function translate(language: Language, message: MessageRef | string): string {
  const ref = typeof message === 'string' ? { key: message } : message;
  if (!instance.exists(ref.key, { lng: language })) return ref.key;
  return instance.t(ref.key, { lng: language, ...(ref.args as TOptions) }) as string;
}

export function hasMessage(key: string): boolean {
  return instance.exists(key, { lng: 'en' });
}
