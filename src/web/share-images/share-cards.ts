import { type Language, localized } from '../../core/i18n/language.js';
import { translate } from '../../core/i18n/translator.js';
import type { BlogPostSummary } from '../../modules/blog/content/blog-post.view.js';
import type { CompanyPageFacts } from '../../../shared/page-facts/company-page-facts.js';
import { salaryText } from '../../modules/vacancy/feed/vacancy-feed-entry.view.js';
import type { VacancyPageFacts } from '../../../shared/page-facts/vacancy-page-facts.js';
import type { ShareCard } from './share-card.js';
import { SITE_SHARE_TITLE } from '../../../shared/page-heads/site-head-image.js';

/** The site's name, as the pages' heads write it. */
const FACT_SEPARATOR = ' · ';
/** The landing page's illustration, beside the site's texts. */
const SITE_ILLUSTRATION = '/static/hero.svg';

/** No font of the machine draws the lari sign (U+20BE; `fc-list ':charset=20be'` is empty), so
 *  the image writes the currency's name instead: "GEL 4,000", "4000 ლარი". */
function withLariWord(text: string, language: Language): string {
  const word = translate(language, 'shareImage.lari');
  return text.replace(/₾(?=\d)/gu, `${word}\u00A0`).replace(/(?<=\d)\s?₾/gu, `\u00A0${word}`);
}

/** A vacancy: its title, company, city and shown salary (as the vacancy feed writes it), with the
 *  company's logo. An ended vacancy says so in its label. */
export function vacancyCard(facts: VacancyPageFacts, language: Language): ShareCard {
  const salary = facts.salary ? salaryText(facts.salary, language) : null;
  const city = facts.city ? localized(language, facts.city.name, facts.city.nameGe) : null;
  const details = [city, salary ? withLariWord(salary, language) : null].filter((part): part is string =>
    Boolean(part),
  );
  return {
    subject: `vacancy:${facts.id}`,
    language,
    label: translate(language, facts.isOpen ? 'shareImage.vacancy' : 'shareImage.endedVacancy'),
    title: localized(language, facts.title, facts.titleGe),
    subtitle: facts.company.name,
    details: details.length ? details.join(FACT_SEPARATOR) : null,
    picture: facts.company.profileImageUrl ? { url: facts.company.profileImageUrl, role: 'logo' } : null,
  };
}

/** A company: its name, tagline and logo. */
export function companyCard(facts: CompanyPageFacts, language: Language): ShareCard {
  return {
    subject: `company:${facts.id}`,
    language,
    label: translate(language, 'shareImage.company'),
    title: facts.name,
    subtitle: null,
    details: localized(language, facts.tagline, facts.taglineGe)?.trim() || null,
    picture: facts.profileImageUrl ? { url: facts.profileImageUrl, role: 'logo' } : null,
  };
}

/** A blog article: its title (in the language the source gave it in) over its cover. */
export function articleCard(post: Pick<BlogPostSummary, 'id' | 'title' | 'coverUrl'>, language: Language): ShareCard {
  return {
    subject: `article:${post.id}`,
    language,
    label: translate(language, 'shareImage.article'),
    title: post.title,
    subtitle: null,
    details: null,
    picture: post.coverUrl ? { url: post.coverUrl, role: 'cover' } : null,
  };
}

/** Every other page: what the site is, beside the landing page's illustration. */
export function siteCard(language: Language): ShareCard {
  return {
    subject: 'site',
    language,
    label: null,
    title: SITE_SHARE_TITLE[language],
    subtitle: null,
    details: translate(language, 'shareImage.siteText'),
    picture: { url: SITE_ILLUSTRATION, role: 'illustration' },
  };
}
