import escapeHtml from 'escape-html';
import type { Language } from '../i18n/language.js';
import { SITE_NAME } from '../mail/mail-layout.js';

const FONT = "font-family:'Noto Sans Georgian','Inter',Arial,Helvetica,sans-serif";
/** Inline styles of the page's parts, for callers composing its body. */
export const STANDALONE_STYLES = {
  heading: 'margin:0 0 16px;font-size:22px;line-height:1.3',
  text: 'margin:0 0 24px;font-size:16px;line-height:1.5',
  link: 'color:#1c64f2;font-weight:600',
  button:
    'padding:10px 18px;border:0;border-radius:6px;background:#1c64f2;color:#ffffff;font-size:16px;font-weight:600;cursor:pointer',
} as const;

interface StandalonePage {
  language: Language;
  /** Plain text; escaped here. */
  title: string;
  /** HTML, escaped by the caller. */
  body: string;
  /** Reload the page after this many seconds. */
  refreshSeconds?: number;
}

/** A page the server answers outside the client app (the digests' unsubscribe page, the page while
 *  the database is down): self-contained HTML, no script, inline styles only, kept from search engines. */
export function standalonePage({ language, title, body, refreshSeconds }: StandalonePage): string {
  const refresh = refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">\n`;
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refresh}<title>${escapeHtml(title)} · ${SITE_NAME}</title>
</head>
<body style="margin:0;padding:48px 16px;background:#f5f7fa;${FONT};color:#1f2933">
<main style="max-width:520px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1c64f2">${SITE_NAME}</p>
${body}</main>
</body>
</html>
`;
}
