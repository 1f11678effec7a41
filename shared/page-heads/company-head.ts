import { localized } from '../language.js';
import type { CompanyPageFacts } from '../page-facts/company-page-facts.js';
import type { PageRoute } from '../page-routes.js';
import type { SeoHead } from './seo-head.js';
import { companyHeadImage } from './share-image-head.js';
import { addressInLanguage } from '../language-paths.js';
import { shortenFlat } from '../text/shorten.js';

/** How much of a company's about text a meta description takes. */
const DESCRIPTION_LENGTH = 160;

export interface CompanyHeadContext {
  publicUrl: string;
  siteName: string;
  /** An absolute URL for a stored image path. */
  absolute: (url: string) => string;
}

/**
 * A company page's head: its name and tagline, its logo, its own address (the tab of `route`), and
 * an Organization JSON-LD with the rating of its approved reviews. Plain: the client writes the
 * same head after in-app navigation (client/src/lib/head/).
 */
export function companyHead(
  base: SeoHead,
  route: PageRoute,
  company: CompanyPageFacts,
  context: CompanyHeadContext,
): SeoHead {
  const { language } = base;
  // The page in the language it is in (one address per language).
  const pageUrl = addressInLanguage(
    `${context.publicUrl}/companies/${encodeURIComponent(company.transformedName)}`,
    language,
  );
  const url = `${context.publicUrl}${route.path.replace(':slug', encodeURIComponent(company.transformedName))}`;
  const about = localized(language, company.about, company.aboutGe);
  const tagline = localized(language, company.tagline, company.taglineGe)?.trim() || null;
  const description = tagline || (about ? shortenFlat(about, DESCRIPTION_LENGTH) : base.description);
  const logo = company.profileImageUrl ? context.absolute(company.profileImageUrl) : null;
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: pageUrl,
    ...(logo ? { logo } : {}),
    ...(about || tagline ? { description: about ? shortenFlat(about, 500) : tagline } : {}),
  };
  if (company.companyRate !== null && company.reviewCount > 0) {
    organization.aggregateRating = {
      '@type': 'EmployerAggregateRating',
      itemReviewed: { '@type': 'Organization', name: company.name, url: pageUrl },
      ratingValue: company.companyRate,
      ratingCount: company.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    ...base,
    title: tagline ? `${company.name} — ${tagline} | ${context.siteName}` : `${company.name} | ${context.siteName}`,
    description,
    url,
    ...companyHeadImage(context.publicUrl, company, language),
    jsonLd: [organization],
  };
}

/** The head of a comparison of two companies: their names before the compare page's title. */
export function compareHead(base: SeoHead, names: readonly [string, string]): SeoHead {
  return { ...base, title: `${names[0]} vs ${names[1]} | ${base.title}` };
}
