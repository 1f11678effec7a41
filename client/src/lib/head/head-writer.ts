/** What PageHead needs only once the visitor moves (a chunk of its own: a first page keeps the
 *  server's head, so the code that writes one is not part of the first load). */
export { applyHead } from './apply-head';
export { pageHead } from './page-head';
