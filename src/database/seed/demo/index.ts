/** Demo content loaded into an empty database. */
export { demoActivity } from './activity.js';
export { demoCompanies } from './companies.js';
export { demoReviews } from './reviews.js';
export { demoVacancies } from './vacancies.js';
