import type { Language } from '../../i18n/language.js';
import { greetedMail, type MailContent } from './account-mails.js';

/** What every application mail names: who it is for, which vacancy at which company, and the one link. */
export interface ApplicationMailParams {
  /** The recipient's name; a greeting without a name when empty. */
  name: string;
  vacancyTitle: string;
  companyName: string;
  url: string;
}

/** To the talent: the application was sent. */
export function applicationSentMail(language: Language, p: ApplicationMailParams): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: `თქვენი განაცხადი გაიგზავნა: ${p.vacancyTitle}`,
          heading: 'განაცხადი გაიგზავნა',
          body: [
            `თქვენი განაცხადი ვაკანსიაზე „${p.vacancyTitle}“ (${p.companyName}) წარმატებით გაიგზავნა.`,
            'კომპანია გაეცნობა თქვენს CV-ს. განაცხადის სტატუსს პირად კაბინეტში ნახავთ, ხოლო მნიშვნელოვანი ცვლილების შესახებ ელფოსტით შეგატყობინებთ.',
            'წარმატებებს გისურვებთ!',
          ],
          action: 'ჩემი განაცხადები',
        }
      : {
          subject: `Your application was sent: ${p.vacancyTitle}`,
          heading: 'Your application was sent',
          body: [
            `You have successfully applied for "${p.vacancyTitle}" at ${p.companyName}.`,
            'The company will look at your CV. You can follow the status of your application in your profile, and we will e-mail you when something important changes.',
            'Good luck!',
          ],
          action: 'My applications',
        };
  return greetedMail(language, p.name, t, p.url);
}

/** To the company: someone applied to one of its vacancies. */
export function newApplicationMail(
  language: Language,
  p: ApplicationMailParams & { applicantName: string },
): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: `ახალი განაცხადი: ${p.vacancyTitle}`,
          heading: 'ახალი განაცხადი',
          body: [
            `თქვენს ვაკანსიაზე „${p.vacancyTitle}“ ახალი განაცხადი შემოვიდა. კანდიდატი: ${p.applicantName}.`,
            'განაცხადი და CV კომპანიის პანელში, ვაკანსიის დეტალებში გელოდებათ.',
          ],
          action: 'განაცხადის ნახვა',
        }
      : {
          subject: `New application: ${p.vacancyTitle}`,
          heading: 'New application',
          body: [
            `${p.applicantName} has applied to your vacancy "${p.vacancyTitle}".`,
            "The application and the CV are waiting in the vacancy's details in your company panel.",
          ],
          action: 'See the application',
        };
  return greetedMail(language, p.name, t, p.url);
}

export type ApplicationStatusMailKind = 'interview' | 'offer' | 'rejected';

/** To the talent: the company moved the application to interview, offer or rejected. */
export function applicationStatusMail(
  language: Language,
  kind: ApplicationStatusMailKind,
  p: ApplicationMailParams,
): MailContent {
  const texts = {
    en: {
      interview: {
        subject: `Interview invitation: ${p.vacancyTitle}`,
        heading: 'You are invited to an interview',
        body: [
          `Good news: ${p.companyName} would like to meet you about "${p.vacancyTitle}".`,
          'The company will contact you with the details using the e-mail or phone number you gave in your application.',
        ],
      },
      offer: {
        subject: `An offer for you: ${p.vacancyTitle}`,
        heading: 'You have an offer',
        body: [
          `Congratulations! ${p.companyName} has decided to make you an offer for "${p.vacancyTitle}".`,
          'The company will contact you with the details.',
        ],
      },
      rejected: {
        subject: `About your application: ${p.vacancyTitle}`,
        heading: 'About your application',
        body: [
          `Thank you for your interest in "${p.vacancyTitle}" and for the time you spent on your application to ${p.companyName}.`,
          'After careful consideration, the company has decided to continue with other candidates for this position. This is not a judgement of your abilities: many strong people apply for every role.',
          'We wish you every success in your search, and we hope to see you apply again.',
        ],
      },
      action: 'My applications',
    },
    ka: {
      interview: {
        subject: `მოწვევა გასაუბრებაზე: ${p.vacancyTitle}`,
        heading: 'მოწვეული ხართ გასაუბრებაზე',
        body: [
          `კარგი ამბავი: ${p.companyName} გიწვევთ გასაუბრებაზე ვაკანსიასთან „${p.vacancyTitle}“ დაკავშირებით.`,
          'კომპანია დეტალების შესახებ დაგიკავშირდებათ განაცხადში მითითებული ელფოსტით ან ტელეფონით.',
        ],
      },
      offer: {
        subject: `შემოთავაზება თქვენთვის: ${p.vacancyTitle}`,
        heading: 'თქვენ მიიღეთ შემოთავაზება',
        body: [
          `გილოცავთ! ${p.companyName} გთავაზობთ პოზიციას „${p.vacancyTitle}“.`,
          'კომპანია დეტალების შესახებ დაგიკავშირდებათ.',
        ],
      },
      rejected: {
        subject: `თქვენი განაცხადის შესახებ: ${p.vacancyTitle}`,
        heading: 'თქვენი განაცხადის შესახებ',
        body: [
          `გმადლობთ ინტერესისთვის კომპანიის ${p.companyName} ვაკანსიის „${p.vacancyTitle}“ მიმართ და დროისთვის, რომელიც განაცხადის მომზადებას დაუთმეთ.`,
          'გულდასმით განხილვის შემდეგ კომპანიამ ამ პოზიციაზე სხვა კანდიდატებთან თანამშრომლობის გაგრძელება გადაწყვიტა. ეს თქვენი შესაძლებლობების შეფასება არ არის: თითოეულ პოზიციაზე ბევრი ძლიერი კანდიდატი აგზავნის განაცხადს.',
          'წარმატებებს გისურვებთ სამსახურის ძიებაში და იმედი გვაქვს, კვლავ გამოგზავნით განაცხადს.',
        ],
      },
      action: 'ჩემი განაცხადები',
    },
  }[language];
  return greetedMail(language, p.name, { ...texts[kind], action: texts.action }, p.url);
}
