/** The reference data that ships with the product, seeded idempotently at start-up. */
export * from './types.js';
export { technologyCategories, technologies } from './technologies.js';
export { jobFunctions } from './job-functions.js';
export { fields } from './fields.js';
export { experienceLevels } from './experience-levels.js';
export { cities } from './cities.js';
export { countryCodes } from './country-codes.js';
export { employmentTypes } from './employment-types.js';
export { workLocations } from './work-locations.js';
export { benefits } from './benefits.js';
export { keyFactDefinitions } from './key-fact-definitions.js';
export { seoDetails } from './seo-details.js';
export { staticPages } from './static-pages.js';
export { faqItems } from './faq.js';
export { hero } from './hero.js';
