import type { VacancyMatch } from '../../../../shared/match/vacancy-match.js';
import type { Language } from '../../i18n/language.js';
import { type MailSection, renderMail } from '../mail-layout.js';
import { greeting, type MailContent } from './account-mails.js';

export type DigestKind = 'daily' | 'weekly';
export type DigestGroupType = 'company' | 'jobFunction' | 'savedSearch';

/** A subscription of the talent, by its name in the mail's language (a saved search: the name it was saved under). */
export interface DigestMailSource {
  type: DigestGroupType;
  name: string;
}

/** One listed vacancy: where it is, why it was chosen, and how it matches the talent's profile. */
export interface DigestMailVacancy {
  title: string;
  url: string;
  company: string;
  city: string | null;
  /** The subscriptions that brought it. */
  sources: DigestMailSource[];
  match: VacancyMatch;
  /** The names of match.technologies.commonIds, in the mail's language. */
  commonTechnologies: string[];
  /** The vacancy's work format's name, in the mail's language (null: not given). */
  workFormat: string | null;
  isRemote: boolean;
}

/** A subscription with more new vacancies than the mail lists: where to see them. */
export interface DigestMailMore extends DigestMailSource {
  /** Its vacancies not listed in the mail. */
  count: number;
  url: string;
}

export interface DigestMailParams {
  kind: DigestKind;
  /** The recipient's name; a greeting without a name when empty. */
  name: string;
  /** Distinct vacancies of the whole digest. */
  total: number;
  /** The listed vacancies, best match first. */
  vacancies: DigestMailVacancy[];
  more: DigestMailMore[];
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
        : `${n} new vacancies matching your subscriptions were published since your last ${kind} digest. The best matches for your profile come first.`,
    group: { company: 'Company', jobFunction: 'Job function', savedSearch: 'Saved search' } satisfies Record<
      DigestGroupType,
      string
    >,
    listHeading: 'Best match first',
    moreHeading: 'More from your subscriptions',
    more: (n: number) => `${n} more`,
    score: (score: number) => `${score}% match`,
    why: 'Why',
    source: {
      company: (name: string) => `you follow ${name}`,
      jobFunction: (name: string) => `your job function ${name}`,
      savedSearch: (name: string) => `your saved search “${name}”`,
    } satisfies Record<DigestGroupType, (name: string) => string>,
    and: 'and',
    sentence: (text: string) => text.charAt(0).toUpperCase() + text.slice(1),
    technologies: (common: string, n: number) =>
      `you know ${common} of its ${n} ${n === 1 ? 'technology' : 'technologies'}`,
    noTechnologies: (n: number) => `none of its ${n} ${n === 1 ? 'technology is' : 'technologies are'} among yours`,
    level: { full: 'your level', partial: 'a level next to yours', none: 'another level than yours' },
    format: {
      full: (name: string) => name.toLowerCase(),
      none: (name: string) => `${name.toLowerCase()}, not a format you chose`,
    },
    city: { full: (name: string) => `in ${name}`, none: (name: string) => `in ${name}, not one of your cities` },
    salary: { meets: 'the salary range meets your expectations', below: 'pays less than you asked' },
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
      `თქვენი ბოლო ${kind === 'daily' ? 'ყოველდღიური' : 'ყოველკვირეული'} დაიჯესტის შემდეგ გამოქვეყნდა ${n} ახალი ვაკანსია, რომელიც თქვენს გამოწერებს შეესაბამება. პირველ რიგში ნახავთ თქვენს პროფილთან ყველაზე შესაბამისს.`,
    group: { company: 'კომპანია', jobFunction: 'სამუშაო ფუნქცია', savedSearch: 'შენახული ძიება' } satisfies Record<
      DigestGroupType,
      string
    >,
    listHeading: 'ჯერ ყველაზე შესაბამისი',
    moreHeading: 'მეტი თქვენი გამოწერებიდან',
    more: (n: number) => `კიდევ ${n}`,
    score: (score: number) => `${score}% შესაბამისობა`,
    why: 'რატომ',
    source: {
      company: (name: string) => `გამოწერილი გაქვთ კომპანია ${name}`,
      jobFunction: (name: string) => `თქვენი სამუშაო ფუნქცია: ${name}`,
      savedSearch: (name: string) => `თქვენი შენახული ძიება „${name}“`,
    } satisfies Record<DigestGroupType, (name: string) => string>,
    and: 'და',
    // Georgian has no capital letters in running text (toUpperCase would give Mtavruli).
    sentence: (text: string) => text,
    technologies: (common: string, n: number) => `იცით ${common} მისი ${n} ტექნოლოგიიდან`,
    noTechnologies: (n: number) => `მისი ${n} ტექნოლოგიიდან არცერთი არ არის თქვენს ტექნოლოგიებს შორის`,
    level: { full: 'თქვენი დონე', partial: 'თქვენი დონის მომიჯნავე დონე', none: 'თქვენგან განსხვავებული დონე' },
    format: { full: (name: string) => name, none: (name: string) => `${name} — ეს ფორმატი არ აგირჩევიათ` },
    city: { full: (name: string) => name, none: (name: string) => `${name} — არ არის თქვენს ქალაქებს შორის` },
    salary: { meets: 'ანაზღაურება თქვენს მოლოდინს შეესაბამება', below: 'გთავაზობთ ნაკლებს, ვიდრე მოითხოვეთ' },
    action: 'ყველა ვაკანსიის ნახვა',
    footer: 'ამ წერილს იღებთ, რადგან TechBoard.ge-ზე ვაკანსიები გაქვთ გამოწერილი.',
    manage: 'გამოწერების მართვა',
    unsubscribe: 'დაიჯესტების გამოწერის გაუქმება',
  },
};

type Texts = (typeof TEXTS)[Language];

/** "A, B and C" in the mail's language. */
const listed = (t: Texts, names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${t.and} ${names[names.length - 1]}`;

/** The match in words: the technologies in common, the level, the format or city, the salary (only
 *  whether it meets the talent's wish: never the figures). Parts that are unknown are left out. */
export function matchInWords(t: Texts, vacancy: DigestMailVacancy): string {
  const { match } = vacancy;
  const parts: string[] = [];
  const asked = match.technologies.commonIds.length + match.technologies.missingIds.length;
  if (asked > 0) {
    parts.push(
      vacancy.commonTechnologies.length > 0
        ? t.technologies(listed(t, vacancy.commonTechnologies), asked)
        : t.noTechnologies(asked),
    );
  }
  if (match.level !== 'unknown') parts.push(t.level[match.level]);
  if (vacancy.workFormat !== null && (match.workFormat === 'full' || match.workFormat === 'none')) {
    parts.push(t.format[match.workFormat](vacancy.workFormat));
  } else if (vacancy.isRemote && vacancy.workFormat !== null) {
    parts.push(t.format.full(vacancy.workFormat));
  }
  if (!vacancy.isRemote && vacancy.city !== null && (match.city === 'full' || match.city === 'none')) {
    parts.push(t.city[match.city](vacancy.city));
  }
  if (match.salary === 'overlaps' || match.salary === 'above') parts.push(t.salary.meets);
  if (match.salary === 'below') parts.push(t.salary.below);
  return `${t.score(match.score)}${parts.length ? `: ${t.sentence(parts.join('; '))}` : ''}`;
}

const sourcesInWords = (t: Texts, sources: DigestMailSource[]): string =>
  `${t.why}: ${sources.map((source) => t.source[source.type](source.name)).join('; ')}`;

/** A talent's digest: the new vacancies of their subscriptions, best match first, each with its match
 *  in words and the subscriptions that brought it; then links to the rest of each subscription's new
 *  vacancies; the manage and one-click unsubscribe links in the small print (the caller adds the
 *  List-Unsubscribe headers). */
export function digestMail(language: Language, p: DigestMailParams): MailContent {
  const t = TEXTS[language];
  const sections: MailSection[] = [
    {
      heading: t.listHeading,
      links: p.vacancies.map((vacancy) => ({
        label: vacancy.title,
        url: vacancy.url,
        note: [
          vacancy.city ? `${vacancy.company} · ${vacancy.city}` : vacancy.company,
          matchInWords(t, vacancy),
          sourcesInWords(t, vacancy.sources),
        ].join('\n'),
      })),
    },
  ];
  if (p.more.length > 0) {
    sections.push({
      heading: t.moreHeading,
      links: p.more.map((more) => ({
        label: `${t.group[more.type]}: ${more.name}`,
        url: more.url,
        note: t.more(more.count),
      })),
    });
  }
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
