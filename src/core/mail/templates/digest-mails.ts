import type { Language } from '../../i18n/language.js';
import { type MailSection, renderMail } from '../mail-layout.js';
import { greeting, type MailContent } from './account-mails.js';

export type DigestKind = 'daily' | 'weekly';
export type DigestGroupType = 'company' | 'jobFunction' | 'savedSearch';

/** One subscription's part of a digest: its listed vacancies and, when there are more, where to see them all. */
export interface DigestMailGroup {
  type: DigestGroupType;
  name: string;
  /** Every vacancy of the group, also those not listed. */
  total: number;
  vacancies: { title: string; note: string; url: string }[];
  /** The group's vacancies on the site (the company's page, or the search). */
  allUrl: string;
}

export interface DigestMailParams {
  kind: DigestKind;
  /** The recipient's name; a greeting without a name when empty. */
  name: string;
  /** Distinct vacancies of the whole digest. */
  total: number;
  groups: DigestMailGroup[];
  vacanciesUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

const TEXTS = {
  en: {
    subject: (kind: DigestKind, n: number) => `Your ${kind} job digest: ${n} new ${n === 1 ? 'vacancy' : 'vacancies'}`,
    heading: 'New vacancies for you',
    intro: (kind: DigestKind, n: number) =>
      n === 1
        ? `1 new vacancy matching your subscriptions was published since your last ${kind} digest.`
        : `${n} new vacancies matching your subscriptions were published since your last ${kind} digest.`,
    group: { company: 'Company', jobFunction: 'Job function', savedSearch: 'Saved search' } satisfies Record<
      DigestGroupType,
      string
    >,
    more: (n: number) => `and ${n} more`,
    action: 'See all vacancies',
    footer: 'You receive this digest because you subscribed to vacancies on TechBoard.ge.',
    manage: 'Manage subscriptions',
    unsubscribe: 'Unsubscribe from job digests',
  },
  ka: {
    subject: (kind: DigestKind, n: number) =>
      `${kind === 'daily' ? 'ყოველდღიური' : 'ყოველკვირეული'} დაიჯესტი: ${n} ახალი ვაკანსია`,
    heading: 'ახალი ვაკანსიები თქვენთვის',
    intro: (kind: DigestKind, n: number) =>
      `თქვენი ბოლო ${kind === 'daily' ? 'ყოველდღიური' : 'ყოველკვირეული'} დაიჯესტის შემდეგ გამოქვეყნდა ${n} ახალი ვაკანსია, რომელიც თქვენს გამოწერებს შეესაბამება.`,
    group: { company: 'კომპანია', jobFunction: 'სამუშაო ფუნქცია', savedSearch: 'შენახული ძიება' } satisfies Record<
      DigestGroupType,
      string
    >,
    more: (n: number) => `და კიდევ ${n}`,
    action: 'ყველა ვაკანსიის ნახვა',
    footer: 'ამ წერილს იღებთ, რადგან TechBoard.ge-ზე ვაკანსიები გაქვთ გამოწერილი.',
    manage: 'გამოწერების მართვა',
    unsubscribe: 'დაიჯესტების გამოწერის გაუქმება',
  },
};

/** A talent's digest: the new vacancies of their subscriptions, grouped by subscription, with the
 *  manage and one-click unsubscribe links in the small print (the caller adds the List-Unsubscribe headers). */
export function digestMail(language: Language, p: DigestMailParams): MailContent {
  const t = TEXTS[language];
  const sections: MailSection[] = p.groups.map((group) => ({
    heading: `${t.group[group.type]}: ${group.name}`,
    links: group.vacancies.map((vacancy) => ({ label: vacancy.title, url: vacancy.url, note: vacancy.note })),
    more:
      group.total > group.vacancies.length
        ? { label: t.more(group.total - group.vacancies.length), url: group.allUrl }
        : undefined,
  }));
  const rendered = renderMail({
    language,
    heading: t.heading,
    paragraphs: [greeting(language, p.name), t.intro(p.kind, p.total)],
    sections,
    action: { label: t.action, url: p.vacanciesUrl },
    footer: t.footer,
    footerLinks: [
      { label: t.manage, url: p.manageUrl },
      { label: t.unsubscribe, url: p.unsubscribeUrl },
    ],
  });
  return { subject: t.subject(p.kind, p.total), ...rendered };
}
