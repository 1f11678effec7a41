import type { CompanyPageFacts } from '../../../../shared/page-facts/company-page-facts';
import type { VacancyPageFacts } from '../../../../shared/page-facts/vacancy-page-facts';
import { articleHead } from '../../../../shared/page-heads/article-head';
import { companyHead, compareHead } from '../../../../shared/page-heads/company-head';
import { vacancyHead } from '../../../../shared/page-heads/vacancy-head';
import type { BlogPost } from '../../api/blog';
import type { CompanyDetails } from '../../api/company';
import type { VacancyDetail } from '../../api/vacancy';
import type { PageSubject } from './page-head';

/**
 * The heads of pages with a subject, by the server's own functions (shared/page-heads/company-head.ts,
 * vacancy-head.ts, article-head.ts), fed with what the page loaded: one wording and one JSON-LD.
 * Imported by those pages, so their code comes with the pages' chunks.
 */

const companyFacts = (company: CompanyDetails): CompanyPageFacts => ({
  id: company.id,
  name: company.name,
  transformedName: company.transformedName,
  tagline: company.tagline,
  taglineGe: company.taglineGe,
  about: company.about,
  aboutGe: company.aboutGe,
  profileImageUrl: company.profileImageUrl,
  companyRate: company.companyRate,
  reviewCount: company.reviewCount,
});

const dateOf = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

/** The facts of the server's vacancy head from what GetVacancy answered (a vacancy the public may see). */
export const vacancyFacts = (vacancy: VacancyDetail): VacancyPageFacts => ({
  id: vacancy.id,
  title: vacancy.title,
  titleGe: vacancy.titleGE,
  descriptionEn: vacancy.descriptionEN,
  descriptionGe: vacancy.descriptionGE,
  isOpen: !vacancy.isExpired,
  publishedAt: dateOf(vacancy.publishedAt),
  deadline: dateOf(vacancy.deadline),
  updatedAt: dateOf(vacancy.updatedAt) ?? dateOf(vacancy.publishedAt) ?? new Date(0),
  employmentTypeKey: vacancy.employmentTypeKey ?? null,
  workLocationKey: vacancy.workLocationKey ?? null,
  // `name` came in the language asked, which is the page's: the JobPosting picks by it.
  city: vacancy.city ? { name: vacancy.city.name, nameGe: vacancy.city.nameGE } : null,
  salary: vacancy.salary,
  callToAction: vacancy.callToAction,
  company: {
    id: vacancy.company.id,
    name: vacancy.company.name,
    transformedName: vacancy.company.transformedName,
    profileImageUrl: vacancy.company.profileImageUrl ?? null,
  },
});

export const companySubject = (company: CompanyDetails): PageSubject => ({
  kind: 'subject',
  identity: company,
  head: (base, { route, ...context }) => companyHead(base, route, companyFacts(company), context),
});

export const vacancySubject = (vacancy: VacancyDetail): PageSubject => ({
  kind: 'subject',
  identity: vacancy,
  head: (base, context) => vacancyHead(base, vacancyFacts(vacancy), context),
});

export const articleSubject = (article: BlogPost): PageSubject => ({
  kind: 'subject',
  identity: article,
  head: (base, context) =>
    articleHead(base, article, { ...context, pageUrl: `${context.publicUrl}/news/${encodeURIComponent(article.id)}` }),
});

export const compareSubject = (names: readonly [string, string]): PageSubject => ({
  kind: 'subject',
  identity: `compare:${names.join('\n')}`,
  head: (base) => compareHead(base, names),
});
