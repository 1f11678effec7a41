import type { Language } from '../../i18n/language.js';
import { renderMail } from '../mail-layout.js';
import type { MailContent } from './account-mails.js';

export interface InvitationMailParams {
  companyName: string;
  vacancyTitle: string;
  message: string;
  expiresOn: string;
  /** The user panel's invitations. */
  url: string;
  /** The one-click "not interested" page (no sign-in). */
  declineUrl: string;
}

/** To the talent: a company found the anonymous profile and invites them to a vacancy. */
export function invitationMail(language: Language, p: InvitationMailParams): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: `${p.companyName} გიწვევთ ვაკანსიაზე: ${p.vacancyTitle}`,
          heading: 'ახალი მოწვევა',
          body: [
            `კომპანიამ ${p.companyName} ნახა თქვენი ანონიმური პროფილი და გიწვევთ ვაკანსიაზე „${p.vacancyTitle}“.`,
            `კომპანიის წერილი:\n${p.message}`,
            `კომპანია თქვენს სახელსა და CV-ს მხოლოდ მაშინ ნახავს, თუ მოწვევას მიიღებთ. მოწვევა ძალაშია ${p.expiresOn}-მდე.`,
          ],
          action: 'მოწვევის ნახვა',
          decline: 'არ მაინტერესებს',
        }
      : {
          subject: `${p.companyName} invites you to apply: ${p.vacancyTitle}`,
          heading: 'A new invitation',
          body: [
            `${p.companyName} found your anonymous profile and invites you to their vacancy "${p.vacancyTitle}".`,
            `Their message:\n${p.message}`,
            `The company sees your name and CV only if you accept. The invitation is open until ${p.expiresOn}.`,
          ],
          action: 'See the invitation',
          decline: 'Not interested',
        };
  const rendered = renderMail({
    language,
    heading: t.heading,
    paragraphs: t.body,
    action: { label: t.action, url: p.url },
    footerLinks: [{ label: t.decline, url: p.declineUrl }],
  });
  return { subject: t.subject, ...rendered };
}
