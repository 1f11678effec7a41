/** The id of the `<script type="application/json">` element that carries a server-rendered page's
 *  data (client/src/ssr/recorded-answers.ts). Plain data only: the client imports this file too. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
