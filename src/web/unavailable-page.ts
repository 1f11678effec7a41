import escapeHtml from 'escape-html';
import type { Language } from '../core/i18n/language.js';
import { translate } from '../core/i18n/translator.js';
import { STANDALONE_STYLES as S, standalonePage } from '../core/pages/standalone-page.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database/database-unavailable.js';

/** The page a visitor gets while the database cannot be reached: the API's 503 message in the
 *  request's language, a link that reloads the page, and a reload once Retry-After has passed. */
export function unavailablePage(language: Language): string {
  const message = translate(language, 'errors.temporarilyUnavailable');
  return standalonePage({
    language,
    title: message,
    refreshSeconds: DATABASE_RETRY_AFTER_SECONDS,
    body: `<h1 style="${S.heading}">${escapeHtml(message)}</h1>
<p style="margin:0"><a href="" style="${S.link}">${escapeHtml(translate(language, 'errors.tryAgain'))}</a></p>
`,
  });
}
