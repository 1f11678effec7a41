/** Demo content loaded into an empty database. */
export { demoCompanies } from './companies.js';
export { demoVacancies } from './vacancies.js';
