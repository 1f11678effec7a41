import { localized } from '../language.js';
import { documentText, firstTextBlock, hasText } from '../text/editor-text.js';
import type { VacancyPageFacts } from '../page-facts/vacancy-page-facts.js';
import { jobPosting } from './job-posting.js';
import { vacancyHeadImage } from './share-image-head.js';
import type { SeoHead } from './seo-head.js';
import { addressInLanguage } from '../language-paths.js';

/** Spec point 9: a vacancy page's meta description is the first 150 characters of its first text block. */
export const VACANCY_DESCRIPTION_LENGTH = 150;

export interface VacancyHeadContext {
  publicUrl: string;
  siteName: string;
  /** An absolute URL for a stored image path. */
  absolute: (url: string) => string;
}

/**
 * A vacancy page's head: its title and company, the start of its description, the company logo,
 * `/vacancies/{id}` as its address, and a JobPosting. Only an open vacancy is indexable; an ended
 * one stays reachable by its link but carries `noindex` and no JobPosting.
 */
export function vacancyHead(base: SeoHead, facts: VacancyPageFacts, context: VacancyHeadContext): SeoHead {
  const { language } = base;
  const title = localized(language, facts.title, facts.titleGe);
  const document = language === 'ka' && hasText(facts.descriptionGe) ? facts.descriptionGe : facts.descriptionEn;
  const lead = [...firstTextBlock(document)].slice(0, VACANCY_DESCRIPTION_LENGTH).join('').trim();
  const pageUrl = `${context.publicUrl}/vacancies/${facts.id}`;
  const logoUrl = facts.company.profileImageUrl ? context.absolute(facts.company.profileImageUrl) : null;
  const indexable = base.indexable && facts.isOpen;
  return {
    ...base,
    title: `${title} — ${facts.company.name} | ${context.siteName}`,
    description: lead || base.description,
    url: pageUrl,
    ...vacancyHeadImage(context.publicUrl, facts, language),
    indexable,
    // An ended vacancy is still shared by its link.
    shareable: true,
    jsonLd: indexable
      ? [
          jobPosting({
            facts,
            language,
            title,
            description: documentText(document),
            pageUrl: addressInLanguage(pageUrl, language),
            companyUrl: addressInLanguage(
              `${context.publicUrl}/companies/${encodeURIComponent(facts.company.transformedName)}`,
              language,
            ),
            logoUrl,
          }),
        ]
      : undefined,
  };
}
