import escapeHtml from 'escape-html';
import type { Language } from '../i18n/language.js';

export const SITE_NAME = 'TechBoard.ge';

export interface MailLayoutInput {
  language: Language;
  heading: string;
  /** Plain text; each one a paragraph. Never HTML: it is escaped. */
  paragraphs: string[];
  /** The one button of the mail; its URL must be http(s). */
  action?: { label: string; url: string };
  /** Small print under the body; the site's line when absent. */
  footer?: string;
  /** Lists of links after the paragraphs (a digest's vacancies), each under its heading. */
  sections?: MailSection[];
  /** Links in the small print (manage, unsubscribe), each also written out in the text part. */
  footerLinks?: MailLink[];
}

/** A link of a mail; its URL must be http(s). `note` is plain text under it (a line each, split at `\n`). */
export interface MailLink {
  label: string;
  url: string;
  note?: string;
}

export interface MailSection {
  heading: string;
  links: MailLink[];
  /** A last link after the list ("and 3 more"). */
  more?: MailLink;
}

export interface RenderedMail {
  text: string;
  html: string;
}

const LAYOUT_TEXTS: Record<Language, { linkFallback: string; footer: string }> = {
  en: {
    linkFallback: 'If the button does not work, copy this address into your browser:',
    footer: `${SITE_NAME}: the tech job board of Georgia.`,
  },
  ka: {
    linkFallback: 'თუ ღილაკი არ მუშაობს, დააკოპირეთ ეს მისამართი ბრაუზერში:',
    footer: `${SITE_NAME}: საქართველოს ტექნოლოგიური ვაკანსიების პლატფორმა.`,
  },
};

/** Refuses anything but an absolute http(s) URL, so a mail can never carry a javascript: or data: link. */
function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Mail action URL is not a valid absolute URL: ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Mail action URL must be http(s): ${JSON.stringify(url)}`);
  }
  return parsed.toString();
}

/** Escapes text for HTML and keeps its line breaks. */
function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/**
 * One simple layout for every mail of the site: a heading, paragraphs, an optional button with the
 * link also written out, and a footer, as a plain-text part and an HTML part (inline styles only,
 * every value HTML-escaped). The texts come from the caller in the recipient's language.
 */
export function renderMail(input: MailLayoutInput): RenderedMail {
  const texts = LAYOUT_TEXTS[input.language];
  const footer = input.footer ?? texts.footer;
  const action = input.action ? { label: input.action.label, url: safeUrl(input.action.url) } : undefined;
  const safeLink = (link: MailLink): MailLink => ({ ...link, url: safeUrl(link.url) });
  const sections = (input.sections ?? []).map((section) => ({
    heading: section.heading,
    links: section.links.map(safeLink),
    more: section.more && safeLink(section.more),
  }));
  const footerLinks = (input.footerLinks ?? []).map(safeLink);

  const textParts = [input.heading, '', ...input.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  for (const section of sections) {
    textParts.push(section.heading);
    for (const link of section.links)
      textParts.push(
        `- ${link.label}`,
        ...(link.note ? link.note.split('\n').map((line) => `  ${line}`) : []),
        `  ${link.url}`,
      );
    if (section.more) textParts.push(`  ${section.more.label}: ${section.more.url}`);
    textParts.push('');
  }
  if (action) textParts.push(`${action.label}:`, action.url, '');
  textParts.push('-- ', footer, ...footerLinks.map((link) => `${link.label}: ${link.url}`));
  const text = `${textParts.join('\n')}\n`;

  const font = "font-family:'Noto Sans Georgian','Inter',Arial,Helvetica,sans-serif";
  const paragraphsHtml = input.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;${font};font-size:16px;line-height:1.5;color:#1f2933">${htmlText(paragraph)}</p>`,
    )
    .join('\n');
  const actionHtml = action
    ? `<p style="margin:24px 0">` +
      `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#1c64f2;color:#ffffff;${font};font-size:16px;font-weight:600;text-decoration:none">${htmlText(action.label)}</a>` +
      `</p>\n` +
      `<p style="margin:0 0 16px;${font};font-size:13px;line-height:1.5;color:#52606d">${htmlText(texts.linkFallback)}<br>` +
      `<a href="${escapeHtml(action.url)}" style="color:#1c64f2;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const anchor = (link: MailLink, style: string) =>
    `<a href="${escapeHtml(link.url)}" style="${style}">${htmlText(link.label)}</a>`;
  const sectionsHtml = sections
    .map(
      (section) =>
        `<h2 style="margin:24px 0 8px;${font};font-size:17px;line-height:1.3;color:#1f2933">${htmlText(section.heading)}</h2>\n` +
        `<ul style="margin:0 0 8px;padding-left:20px;${font};font-size:15px;line-height:1.5;color:#1f2933">` +
        section.links
          .map(
            (link) =>
              `<li style="margin:0 0 8px">${anchor(link, 'color:#1c64f2;font-weight:600;text-decoration:none')}` +
              (link.note ? `<br><span style="font-size:13px;color:#52606d">${htmlText(link.note)}</span>` : '') +
              '</li>',
          )
          .join('') +
        '</ul>' +
        (section.more
          ? `\n<p style="margin:0 0 8px;${font};font-size:14px">${anchor(section.more, 'color:#1c64f2')}</p>`
          : ''),
    )
    .join('\n');
  const footerLinksHtml = footerLinks.map((link) => `<br>${anchor(link, 'color:#52606d')}`).join('');

  const html = `<!DOCTYPE html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f7fa">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e4e7eb;${font};font-size:20px;font-weight:700;color:#1c64f2">${SITE_NAME}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 24px;${font};font-size:22px;line-height:1.3;color:#1f2933">${htmlText(input.heading)}</h1>
${paragraphsHtml}
${sectionsHtml}
${actionHtml}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;${font};font-size:12px;line-height:1.5;color:#7b8794">${htmlText(footer)}${footerLinksHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { text, html };
}
