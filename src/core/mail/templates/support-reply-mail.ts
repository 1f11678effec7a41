import type { Language } from '../../i18n/language.js';
import { renderMail } from '../mail-layout.js';
import type { MailContent } from './account-mails.js';

/**
 * Staff's answer to a support ticket, in the language the visitor wrote in. The visitor's own
 * message is not quoted: anyone can type any address into the chat form, so the mail carries only
 * what staff wrote. Answering it writes to the support address (the caller sets Reply-To).
 */
export function supportReplyMail(language: Language, p: { ticketId: number; message: string }): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: `პასუხი თქვენს შეტყობინებაზე (#${p.ticketId})`,
          heading: 'მხარდაჭერის გუნდის პასუხი',
          intro: ['გამარჯობა!', `ეს არის პასუხი თქვენს შეტყობინებაზე #${p.ticketId}:`],
          outro: 'თუ კიდევ გაქვთ კითხვა, უბრალოდ უპასუხეთ ამ წერილს.',
        }
      : {
          subject: `An answer to your message (#${p.ticketId})`,
          heading: 'An answer from our support team',
          intro: ['Hello,', `This is the answer to your message #${p.ticketId}:`],
          outro: 'If you have more questions, simply reply to this e-mail.',
        };
  const rendered = renderMail({ language, heading: t.heading, paragraphs: [...t.intro, p.message, t.outro] });
  return { subject: t.subject, ...rendered };
}
