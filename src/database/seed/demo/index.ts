/** Demo content loaded into an empty database. */
export { demoActivity } from './activity.js';
export { demoBlogPosts } from './blog-posts.js';
export { demoCompanies } from './companies.js';
export { demoReviews } from './reviews.js';
export { demoVacancies } from './vacancies.js';
