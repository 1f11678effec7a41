import type { Language } from '../../../core/i18n/language.js';
import { translate } from '../../../core/i18n/translator.js';
import { renderMail } from '../../../core/mail/mail-layout.js';
import type { MailContent } from '../../../core/mail/templates/account-mails.js';

export interface ClaimMailParams {
  /** The claimant's name (their e-mail when the account has none). */
  name: string;
  company: string;
  /** The company panel (approved) or the support page (rejected). */
  url: string;
}

/** One line of text: names never carry line breaks into a subject or a sentence. */
const line = (text: string) => text.replace(/\s+/g, ' ').trim();

const texts = (language: Language, key: string, args: Record<string, unknown>) =>
  translate(language, { key: `admin.claims.${key}`, args });

/** To the claimant, in their language: the company page is now theirs. */
export function claimApprovedMail(language: Language, p: ClaimMailParams): MailContent {
  const args = { name: line(p.name), company: line(p.company) };
  const rendered = renderMail({
    language,
    heading: texts(language, 'approvedMail.heading', args),
    paragraphs: [texts(language, 'approvedMail.body', args)],
    action: { label: texts(language, 'approvedMail.action', args), url: p.url },
  });
  return { subject: texts(language, 'approvedMail.subject', args), ...rendered };
}

/** To the claimant, in their language: the claim was not approved, and why. */
export function claimRejectedMail(language: Language, p: ClaimMailParams & { reason: string }): MailContent {
  const args = { name: line(p.name), company: line(p.company), reason: p.reason.trim() };
  const rendered = renderMail({
    language,
    heading: texts(language, 'rejectedMail.heading', args),
    paragraphs: [
      texts(language, 'rejectedMail.body', args),
      texts(language, 'rejectedMail.reason', args),
      texts(language, 'rejectedMail.help', args),
    ],
    action: { label: texts(language, 'rejectedMail.action', args), url: p.url },
  });
  return { subject: texts(language, 'rejectedMail.subject', args), ...rendered };
}
