import type { Language } from '../../i18n/language.js';
import { greetedMail, type MailContent } from './account-mails.js';

/** What every moderation mail names: who it is for, what was decided on, and the one link. */
export interface ModerationMailParams {
  /** The recipient's name; a greeting without a name when empty. */
  name: string;
  url: string;
}

export interface VacancyMailParams extends ModerationMailParams {
  vacancyTitle: string;
}

export interface ReviewMailParams extends ModerationMailParams {
  companyName: string;
  headline: string;
}

/** To the company: staff approved its vacancy, which the public sees now. */
export function vacancyApprovedMail(language: Language, p: VacancyMailParams): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: `თქვენი ვაკანსია გამოქვეყნდა: ${p.vacancyTitle}`,
          heading: 'ვაკანსია გამოქვეყნდა',
          body: [
            `TechBoard.ge-ის გუნდმა გადახედა თქვენს ვაკანსიას „${p.vacancyTitle}“ და დაამტკიცა. ის უკვე ჩანს ვაკანსიების სიაში და კანდიდატებს შეუძლიათ განაცხადის გამოგზავნა.`,
          ],
          action: 'ვაკანსიის ნახვა',
        }
      : {
          subject: `Your vacancy is live: ${p.vacancyTitle}`,
          heading: 'Your vacancy is live',
          body: [
            `The TechBoard.ge team has reviewed your vacancy "${p.vacancyTitle}" and approved it. It is now shown in the vacancy list, and candidates can apply.`,
          ],
          action: 'See the vacancy',
        };
  return greetedMail(language, p.name, t, p.url);
}

/** To the company: staff rejected its vacancy, with the reason; an edit sends it back to review. */
export function vacancyRejectedMail(language: Language, p: VacancyMailParams & { reason: string }): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: `თქვენი ვაკანსია არ დამტკიცდა: ${p.vacancyTitle}`,
          heading: 'ვაკანსია არ დამტკიცდა',
          body: [
            `TechBoard.ge-ის გუნდმა გადახედა თქვენს ვაკანსიას „${p.vacancyTitle}“ და ამ სახით მისი გამოქვეყნება ვერ დაამტკიცა.`,
            'მიზეზი:',
            p.reason,
            'შეასწორეთ ვაკანსია კომპანიის პანელში და შეინახეთ: ის ხელახლა გადაიგზავნება განსახილველად.',
          ],
          action: 'ვაკანსიის რედაქტირება',
        }
      : {
          subject: `Your vacancy was not approved: ${p.vacancyTitle}`,
          heading: 'Your vacancy was not approved',
          body: [
            `The TechBoard.ge team has reviewed your vacancy "${p.vacancyTitle}" and could not approve it as it is.`,
            'The reason:',
            p.reason,
            'Edit the vacancy in your company panel and save it: it will be sent for review again.',
          ],
          action: 'Edit the vacancy',
        };
  return greetedMail(language, p.name, t, p.url);
}

/** To the author: staff approved their review, which the company's page shows now. */
export function reviewApprovedMail(language: Language, p: ReviewMailParams): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: `თქვენი შეფასება გამოქვეყნდა: ${p.companyName}`,
          heading: 'შეფასება გამოქვეყნდა',
          body: [
            `თქვენი შეფასება „${p.headline}“ კომპანიის ${p.companyName} შესახებ დამტკიცდა და უკვე ჩანს კომპანიის გვერდზე.`,
            'გმადლობთ, რომ გამოცდილება გაგვიზიარეთ: ის სხვებს სწორი არჩევანის გაკეთებაში ეხმარება.',
          ],
          action: 'შეფასების ნახვა',
        }
      : {
          subject: `Your review is published: ${p.companyName}`,
          heading: 'Your review is published',
          body: [
            `Your review "${p.headline}" of ${p.companyName} has been approved and is now shown on the company's page.`,
            'Thank you for sharing your experience: it helps others choose well.',
          ],
          action: 'See the review',
        };
  return greetedMail(language, p.name, t, p.url);
}

/** To the author: staff rejected their review, with the reason; an edit sends it back to moderation. */
export function reviewRejectedMail(language: Language, p: ReviewMailParams & { reason: string }): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: `თქვენი შეფასება არ დამტკიცდა: ${p.companyName}`,
          heading: 'შეფასება არ დამტკიცდა',
          body: [
            `თქვენი შეფასება „${p.headline}“ კომპანიის ${p.companyName} შესახებ ამ სახით ვერ გამოქვეყნდება.`,
            'მიზეზი:',
            p.reason,
            'შეგიძლიათ შეასწოროთ შეფასება კომპანიის გვერდზე: შენახვის შემდეგ ის ხელახლა გადაიგზავნება განსახილველად.',
          ],
          action: 'შეფასების რედაქტირება',
        }
      : {
          subject: `Your review was not approved: ${p.companyName}`,
          heading: 'Your review was not approved',
          body: [
            `Your review "${p.headline}" of ${p.companyName} cannot be published as it is.`,
            'The reason:',
            p.reason,
            "You can edit the review on the company's page: once saved, it is sent for moderation again.",
          ],
          action: 'Edit the review',
        };
  return greetedMail(language, p.name, t, p.url);
}
