import { Currency, VacancyCallToAction } from '../enums.js';
import { type Language, localized } from '../language.js';
import type { VacancyPageFacts } from '../page-facts/vacancy-page-facts.js';

/** schema.org employment types by the key of our EmploymentType dictionary items. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};

const CURRENCY_CODES: Partial<Record<Currency, string>> = {
  [Currency.Gel]: 'GEL',
  [Currency.Dollar]: 'USD',
  [Currency.Euro]: 'EUR',
  [Currency.PoundSterling]: 'GBP',
};

const COUNTRY = 'GE';

export const schemaEmploymentType = (key: string | null): string | null =>
  key === null ? null : (EMPLOYMENT_TYPES[key] ?? 'OTHER');

export interface JobPostingInput {
  facts: VacancyPageFacts;
  language: Language;
  title: string;
  /** The description as plain text. */
  description: string;
  pageUrl: string;
  companyUrl: string;
  logoUrl: string | null;
}

/**
 * The schema.org JobPosting of an open vacancy, with the properties Google requires (title,
 * description, datePosted, hiringOrganization, jobLocation or a remote job's location type and
 * applicant country) and recommends (validThrough, employmentType, baseSalary when the company
 * shows it, identifier, directApply). Salaries are taken as monthly, as jobs in Georgia quote them.
 */
export function jobPosting({
  facts,
  language,
  title,
  description,
  pageUrl,
  companyUrl,
  logoUrl,
}: JobPostingInput): Record<string, unknown> {
  const employmentType = schemaEmploymentType(facts.employmentTypeKey);
  const currency = facts.salary ? CURRENCY_CODES[facts.salary.currency] : undefined;
  const location =
    facts.workLocationKey === 'remote'
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: COUNTRY } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(facts.city ? { addressLocality: localized(language, facts.city.name, facts.city.nameGe) } : {}),
              addressCountry: COUNTRY,
            },
          },
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description: description || title,
    url: pageUrl,
    datePosted: (facts.publishedAt ?? facts.updatedAt).toISOString(),
    ...(facts.deadline ? { validThrough: facts.deadline.toISOString() } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: facts.company.name,
      sameAs: companyUrl,
      ...(logoUrl ? { logo: logoUrl } : {}),
    },
    ...location,
    ...(facts.salary && currency
      ? { baseSalary: { '@type': 'MonetaryAmount', currency, value: salaryValue(facts.salary) } }
      : {}),
    identifier: { '@type': 'PropertyValue', name: facts.company.name, value: String(facts.id) },
    directApply: facts.callToAction === VacancyCallToAction.ApplyNow,
  };
}

function salaryValue(salary: { min: number | null; max: number | null }): Record<string, unknown> {
  const range =
    salary.min !== null && salary.max !== null && salary.min !== salary.max
      ? { minValue: salary.min, maxValue: salary.max }
      : { value: salary.max ?? salary.min };
  return { '@type': 'QuantitativeValue', ...range, unitText: 'MONTH' };
}
