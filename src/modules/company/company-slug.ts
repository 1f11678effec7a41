import slugify from 'slugify';

/** A company's URL name, as in /companies/{company-slug}. */
export const companySlug = (name: string): string => slugify(name, { lower: true, strict: true });
