import type { Language } from '../../i18n/language.js';
import { renderMail } from '../mail-layout.js';

/** A mail ready for `MailOutbox.enqueue({ to, ...mail })`. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type AccountMailKind = 'talent' | 'company';

/** The greeting line; without a name, a greeting that needs none. */
export function greeting(language: Language, name: string): string {
  const trimmed = name.trim();
  if (language === 'ka') return trimmed ? `გამარჯობა, ${trimmed}!` : 'გამარჯობა!';
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
}

/** A mail that greets its recipient by name, then says its paragraphs and offers one link. */
export function greetedMail(
  language: Language,
  name: string,
  text: { subject: string; heading: string; body: string[]; action: string },
  url: string,
): MailContent {
  const rendered = renderMail({
    language,
    heading: text.heading,
    paragraphs: [greeting(language, name), ...text.body],
    action: { label: text.action, url },
  });
  return { subject: text.subject, ...rendered };
}

/** The link that proves the address belongs to the person who signed up. */
export function verificationMail(language: Language, params: { name: string; url: string }): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: 'დაადასტურეთ ელფოსტის მისამართი TechBoard.ge-ზე',
          heading: 'დაადასტურეთ ელფოსტის მისამართი',
          body: [
            'გმადლობთ, რომ დარეგისტრირდით TechBoard.ge-ზე. გთხოვთ, დაადასტუროთ, რომ ეს ელფოსტის მისამართი თქვენ გეკუთვნით.',
            'თუ TechBoard.ge-ზე არ დარეგისტრირებულხართ, უბრალოდ უგულებელყავით ეს წერილი.',
          ],
          action: 'ელფოსტის დადასტურება',
        }
      : {
          subject: 'Confirm your e-mail address on TechBoard.ge',
          heading: 'Confirm your e-mail address',
          body: [
            'Thank you for signing up on TechBoard.ge. Please confirm that this e-mail address belongs to you.',
            'If you did not sign up on TechBoard.ge, simply ignore this e-mail.',
          ],
          action: 'Confirm e-mail address',
        };
  return greetedMail(language, params.name, t, params.url);
}

/** The link that lets the owner of the address choose a new password. */
export function passwordRecoveryMail(language: Language, params: { name: string; url: string }): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: 'TechBoard.ge-ის პაროლის აღდგენა',
          heading: 'პაროლის აღდგენა',
          body: [
            'მივიღეთ მოთხოვნა თქვენი TechBoard.ge ანგარიშის პაროლის აღდგენაზე. ახალი პაროლის დასაყენებლად დააჭირეთ ქვემოთ მოცემულ ღილაკს.',
            'თუ ეს მოთხოვნა თქვენ არ გაგიგზავნიათ, უგულებელყავით ეს წერილი: თქვენი პაროლი არ შეიცვლება.',
          ],
          action: 'ახალი პაროლის დაყენება',
        }
      : {
          subject: 'Reset your TechBoard.ge password',
          heading: 'Reset your password',
          body: [
            'We received a request to reset the password of your TechBoard.ge account. Choose a new password with the button below.',
            'If you did not ask for this, ignore this e-mail: your password stays as it is.',
          ],
          action: 'Choose a new password',
        };
  return greetedMail(language, params.name, t, params.url);
}

/** Sent once the address is confirmed: what to do first, for a talent or for a company. */
export function welcomeMail(
  language: Language,
  params: { name: string; kind: AccountMailKind; url: string },
): MailContent {
  const t =
    language === 'ka'
      ? {
          subject: 'კეთილი იყოს თქვენი მობრძანება TechBoard.ge-ზე',
          heading: 'კეთილი იყოს თქვენი მობრძანება TechBoard.ge-ზე',
          talent: {
            body: 'თქვენი ანგარიში მზადაა. შეავსეთ პროფილი და ატვირთეთ CV, გამოიწერეთ თქვენთვის საინტერესო კომპანიები და სამუშაო მიმართულებები, ჩვენ კი ელფოსტით გამოგიგზავნით ახალ ვაკანსიებს, რომლებიც თქვენ გიხდებათ.',
            action: 'პროფილის შევსება',
          },
          company: {
            body: 'თქვენი კომპანიის ანგარიში მზადაა. შეავსეთ კომპანიის პროფილი (აღწერა, ძირითადი ფაქტები, ბენეფიტები და ტექნოლოგიები) და გამოაქვეყნეთ პირველი ვაკანსია, რათა ის საქართველოს ტექნოლოგიურმა სპეციალისტებმა იხილონ.',
            action: 'კომპანიის პროფილის შევსება',
          },
          thanks: 'გმადლობთ, რომ TechBoard.ge-ს შეუერთდით!',
        }
      : {
          subject: 'Welcome to TechBoard.ge',
          heading: 'Welcome to TechBoard.ge',
          talent: {
            body: 'Your account is ready. Complete your profile and upload your CV, follow the companies and job functions you care about, and we will e-mail you new vacancies that fit you.',
            action: 'Complete your profile',
          },
          company: {
            body: "Your company account is ready. Complete your company's profile (description, key facts, benefits and technologies) and publish your first vacancy to reach the tech talent of Georgia.",
            action: 'Complete the company profile',
          },
          thanks: 'Thank you for joining TechBoard.ge!',
        };
  const variant = params.kind === 'company' ? t.company : t.talent;
  return greetedMail(
    language,
    params.name,
    { subject: t.subject, heading: t.heading, body: [variant.body, t.thanks], action: variant.action },
    params.url,
  );
}

/** To the owner of an address after a Google or LinkedIn sign-in took over an account made with
 *  that address but never confirmed: what was done, and what to look at. */
export function socialTakeoverMail(
  language: Language,
  params: { name: string; email: string; provider: string; url: string },
): MailContent {
  const { email, provider } = params;
  const t =
    language === 'ka'
      ? {
          subject: 'თქვენი TechBoard.ge ანგარიში ახლა მხოლოდ თქვენია',
          heading: 'თქვენი ანგარიში დაცულია',
          body: [
            `თქვენ ახლახან შეხვედით ${provider}-ით, როგორც ${email}. ამ მისამართით ანგარიში TechBoard.ge-ზე უკვე არსებობდა, თუმცა მისამართი არასდროს დადასტურებულა, ამიტომ მისი შექმნა ნებისმიერს შეეძლო.`,
            `იმისათვის, რომ ანგარიშით მხოლოდ თქვენ ისარგებლოთ, წავშალეთ მისი პაროლი და გამოვიყვანეთ ყველა მოწყობილობა, რომლითაც მასში იყვნენ შესულები. ახლა ანგარიშში ${provider}-ით შედიხართ.`,
            'გადახედეთ ანგარიშის პროფილს: თუ ის თავად არ შეგიქმნიათ, მასში ზოგიერთი მონაცემი შესაძლოა სხვას ჰქონდეს შეყვანილი. პარამეტრებში შეგიძლიათ შეცვალოთ ისინი, დააყენოთ ახალი პაროლი ან წაშალოთ ანგარიში.',
          ],
          action: 'ანგარიშის პარამეტრები',
        }
      : {
          subject: 'Your TechBoard.ge account is now yours alone',
          heading: 'We secured your account',
          body: [
            `You just signed in with ${provider} as ${email}. An account with this address already existed on TechBoard.ge, but its address had never been confirmed, so anyone could have created it.`,
            `To make sure only you can use it, we removed its password and signed out every device that was signed in to it. You now sign in with ${provider}.`,
            'Look through the account: if you did not create it yourself, some of its details may have been entered by someone else. In its settings you can change them, set a new password or delete the account.',
          ],
          action: 'Open account settings',
        };
  return greetedMail(language, params.name, t, params.url);
}
