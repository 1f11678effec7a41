import escapeHtml from 'escape-html';
import type { Language } from '../../../core/i18n/language.js';
import { translate } from '../../../core/i18n/translator.js';
import { SITE_NAME } from '../../../core/mail/mail-layout.js';

/** What the page says: the question (a browser opened the mail's link), the answer (its button
 *  was pressed), or that the link is broken. */
export type UnsubscribePageState = { kind: 'confirm'; formAction: string } | { kind: 'done' } | { kind: 'invalid' };

const TEXTS = {
  confirm: { heading: 'confirmHeading', details: 'confirmDetails' },
  done: { heading: 'unsubscribed', details: 'unsubscribedDetails' },
  invalid: { heading: 'tokenInvalid', details: 'invalidDetails' },
} as const;

/** The page a browser sees for a digest's unsubscribe link: self-contained HTML (no script, inline
 *  styles only). Opening the link only asks (mail scanners open links too); the button's POST turns
 *  the digests off. Always with a link to the subscriptions. */
export function unsubscribePage(language: Language, state: UnsubscribePageState, manageUrl: string): string {
  const t = (key: string) => escapeHtml(translate(language, `digests.${key}`));
  const heading = t(TEXTS[state.kind].heading);
  const details = t(TEXTS[state.kind].details);
  const button =
    state.kind === 'confirm'
      ? `<form method="post" action="${escapeHtml(state.formAction)}" style="margin:0 0 24px"><button type="submit" style="padding:10px 18px;border:0;border-radius:6px;background:#1c64f2;color:#ffffff;font-size:16px;font-weight:600;cursor:pointer">${t('confirmButton')}</button></form>\n`
      : '';
  const font = "font-family:'Noto Sans Georgian','Inter',Arial,Helvetica,sans-serif";
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('pageTitle')} · ${SITE_NAME}</title>
</head>
<body style="margin:0;padding:48px 16px;background:#f5f7fa;${font};color:#1f2933">
<main style="max-width:520px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1c64f2">${SITE_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${heading}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${details}</p>
${button}<p style="margin:0"><a href="${escapeHtml(manageUrl)}" style="color:#1c64f2;font-weight:600">${t('manage')}</a></p>
</main>
</body>
</html>
`;
}
