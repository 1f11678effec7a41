import type { Language } from '../../i18n/language.js';
import { renderMail } from '../mail-layout.js';
import type { MailContent } from './account-mails.js';

/** One article of the weekly news mail. */
export interface BlogMailPost {
  title: string;
  summary: string;
  url: string;
}

const TEXTS = {
  en: {
    confirm: {
      subject: 'Confirm your subscription to TechBoard.ge news',
      heading: 'Confirm your subscription',
      body: [
        'Someone, hopefully you, asked to receive the TechBoard.ge news at this address every week.',
        'Confirm with the button below; the link works for 7 days. If you did not ask for this, ignore this e-mail: the address will not be subscribed.',
      ],
      action: 'Confirm subscription',
    },
    already: {
      subject: 'You are already subscribed to TechBoard.ge news',
      heading: 'You are already subscribed',
      body: [
        'Someone, hopefully you, asked to subscribe this address to the TechBoard.ge news. It already receives the news every Monday, so nothing has changed.',
        'If you no longer want the news, unsubscribe with the link below.',
      ],
      action: 'Read the news',
    },
    weekly: {
      subject: (n: number) => `TechBoard.ge news: ${n} new ${n === 1 ? 'article' : 'articles'} this week`,
      heading: 'New on TechBoard.ge this week',
      intro: (n: number) =>
        n === 1 ? 'One new article was published last week.' : `${n} new articles were published last week.`,
      articles: 'Articles',
      action: 'Read all news',
      footer: 'You receive this mail because you subscribed to TechBoard.ge news.',
    },
    unsubscribe: 'Unsubscribe from the news',
  },
  ka: {
    confirm: {
      subject: 'დაადასტურეთ TechBoard.ge-ის სიახლეების გამოწერა',
      heading: 'დაადასტურეთ გამოწერა',
      body: [
        'ვიღაცამ, იმედია თქვენ, მოითხოვა TechBoard.ge-ის სიახლეების ყოველკვირეულად მიღება ამ მისამართზე.',
        'დაადასტურეთ ქვემოთ მოცემული ღილაკით; ბმული 7 დღის განმავლობაში მოქმედებს. თუ ეს თქვენ არ მოგითხოვიათ, უგულებელყავით ეს წერილი: მისამართი არ გამოიწერს სიახლეებს.',
      ],
      action: 'გამოწერის დადასტურება',
    },
    already: {
      subject: 'TechBoard.ge-ის სიახლეები უკვე გამოწერილი გაქვთ',
      heading: 'სიახლეები უკვე გამოწერილი გაქვთ',
      body: [
        'ვიღაცამ, იმედია თქვენ, მოითხოვა ამ მისამართზე TechBoard.ge-ის სიახლეების გამოწერა. ეს მისამართი სიახლეებს უკვე იღებს ყოველ ორშაბათს, ამიტომ არაფერი შეცვლილა.',
        'თუ სიახლეების მიღება აღარ გსურთ, გააუქმეთ გამოწერა ქვემოთ მოცემული ბმულით.',
      ],
      action: 'სიახლეების ნახვა',
    },
    weekly: {
      subject: (n: number) => `TechBoard.ge-ის სიახლეები: ამ კვირის ${n} ახალი სტატია`,
      heading: 'ახალი TechBoard.ge-ზე ამ კვირაში',
      intro: (n: number) => `გასულ კვირას გამოქვეყნდა ${n} ახალი სტატია.`,
      articles: 'სტატიები',
      action: 'ყველა სიახლის ნახვა',
      footer: 'ამ წერილს იღებთ, რადგან TechBoard.ge-ის სიახლეები გაქვთ გამოწერილი.',
    },
    unsubscribe: 'სიახლეების გამოწერის გაუქმება',
  },
};

/** The double opt-in link: nothing is sent to the address until it is opened. */
export function blogConfirmationMail(language: Language, p: { confirmUrl: string }): MailContent {
  const t = TEXTS[language].confirm;
  const rendered = renderMail({
    language,
    heading: t.heading,
    paragraphs: t.body,
    action: { label: t.action, url: p.confirmUrl },
  });
  return { subject: t.subject, ...rendered };
}

/** What a confirmed address gets when it is entered again (the answer on the site is the same as
 *  for a new address, so the form does not tell who is subscribed). */
export function blogAlreadySubscribedMail(
  language: Language,
  p: { newsUrl: string; unsubscribeUrl: string },
): MailContent {
  const texts = TEXTS[language];
  const rendered = renderMail({
    language,
    heading: texts.already.heading,
    paragraphs: texts.already.body,
    action: { label: texts.already.action, url: p.newsUrl },
    footerLinks: [{ label: texts.unsubscribe, url: p.unsubscribeUrl }],
  });
  return { subject: texts.already.subject, ...rendered };
}

/** The weekly news: last week's articles with their summaries, and the one-click unsubscribe link
 *  in the small print (the caller adds the List-Unsubscribe headers). */
export function blogWeeklyMail(
  language: Language,
  p: { posts: BlogMailPost[]; newsUrl: string; unsubscribeUrl: string },
): MailContent {
  const texts = TEXTS[language];
  const t = texts.weekly;
  const rendered = renderMail({
    language,
    heading: t.heading,
    paragraphs: [t.intro(p.posts.length)],
    sections: [
      {
        heading: t.articles,
        links: p.posts.map((post) => ({ label: post.title, url: post.url, note: post.summary || undefined })),
      },
    ],
    action: { label: t.action, url: p.newsUrl },
    footer: t.footer,
    footerLinks: [{ label: texts.unsubscribe, url: p.unsubscribeUrl }],
  });
  return { subject: t.subject(p.posts.length), ...rendered };
}
