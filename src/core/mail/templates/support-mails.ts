import type { Language } from '../../i18n/language.js';
import { renderMail } from '../mail-layout.js';
import type { MailContent } from './account-mails.js';

export interface SupportTicketMailParams {
  ticketId: number;
  name: string;
  email: string;
  message: string;
  /** The language the visitor wrote in. */
  language: Language;
  /** The signed-in account that wrote; null for a visitor. */
  accountId: number | null;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ka: 'Georgian' };

/** To the support team (in English): the visitor's ticket; answering it replies to the visitor. */
export function supportTicketMail(p: SupportTicketMailParams): MailContent {
  const rendered = renderMail({
    language: 'en',
    heading: `Support request #${p.ticketId}`,
    paragraphs: [
      `From: ${p.name} <${p.email}>`,
      `Language: ${LANGUAGE_NAMES[p.language]}`,
      p.accountId === null ? 'Account: none (a visitor who was not signed in)' : `Account: #${p.accountId}`,
      'Message:',
      p.message,
      'Reply to this e-mail to answer the visitor.',
    ],
  });
  return { subject: `Support request #${p.ticketId} from ${p.name}`, ...rendered };
}

/**
 * To the visitor: their message arrived. Deliberately repeats neither their name nor their
 * message: anyone can type any address into the form, so this mail carries no text of theirs.
 */
export function supportAcknowledgementMail(language: Language, p: { ticketId: number; faqUrl: string }): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: `თქვენი შეტყობინება მივიღეთ (#${p.ticketId})`,
          heading: 'თქვენი შეტყობინება მივიღეთ',
          body: [
            'გამარჯობა!',
            `გმადლობთ, რომ მოგვწერეთ. თქვენს შეტყობინებას მიენიჭა ნომერი #${p.ticketId}. მხარდაჭერის გუნდი გიპასუხებთ ამ ელფოსტის მისამართზე რაც შეიძლება მალე.`,
            'თუ ეს შეტყობინება თქვენ არ გამოგიგზავნიათ, უბრალოდ უგულებელყავით ეს წერილი.',
          ],
          action: 'ხშირად დასმული კითხვები',
        }
      : {
          subject: `We received your message (#${p.ticketId})`,
          heading: 'We received your message',
          body: [
            'Hello,',
            `Thank you for writing to us. Your message has the number #${p.ticketId}. Our support team will answer you at this e-mail address as soon as possible.`,
            'If you did not send this message, simply ignore this e-mail.',
          ],
          action: 'Frequently asked questions',
        };
  const rendered = renderMail({
    language,
    heading: t.heading,
    paragraphs: t.body,
    action: { label: t.action, url: p.faqUrl },
  });
  return { subject: t.subject, ...rendered };
}
