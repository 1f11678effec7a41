import escapeHtml from 'escape-html';
import type { Language } from '../../../../core/i18n/language.js';
import { translate } from '../../../../core/i18n/translator.js';
import { STANDALONE_STYLES as S, standalonePage } from '../../../../core/pages/standalone-page.js';

/** What the page says: the question (a browser opened the mail's link), the answer (its button
 *  was pressed), or that the link is broken. */
export type UnsubscribePageState = { kind: 'confirm'; formAction: string } | { kind: 'done' } | { kind: 'invalid' };

const TEXTS = {
  confirm: { heading: 'confirmHeading', details: 'confirmDetails' },
  done: { heading: 'unsubscribed', details: 'unsubscribedDetails' },
  invalid: { heading: 'tokenInvalid', details: 'invalidDetails' },
} as const;

/** The page a browser sees for a digest's unsubscribe link. Opening the link only asks (mail
 *  scanners open links too); the button's POST turns the digests off. Always with a link to the
 *  subscriptions. */
export function unsubscribePage(language: Language, state: UnsubscribePageState, manageUrl: string): string {
  const text = (key: string) => translate(language, `digests.${key}`);
  const t = (key: string) => escapeHtml(text(key));
  const button =
    state.kind === 'confirm'
      ? `<form method="post" action="${escapeHtml(state.formAction)}" style="margin:0 0 24px"><button type="submit" style="${S.button}">${t('confirmButton')}</button></form>\n`
      : '';
  return standalonePage({
    language,
    title: text('pageTitle'),
    body: `<h1 style="${S.heading}">${t(TEXTS[state.kind].heading)}</h1>
<p style="${S.text}">${t(TEXTS[state.kind].details)}</p>
${button}<p style="margin:0"><a href="${escapeHtml(manageUrl)}" style="${S.link}">${t('manage')}</a></p>
`,
  });
}
