import type { Response } from 'supertest';
import { GEORGIAN } from '../support/envelope.js';
import type { HostileTarget } from './hostile-input-routes.js';
import type { HostileRequest } from './hostile-values.js';

const SEARCH = 'a search: any text is a query (NUL and lone surrogates aside)';
const FREE_TEXT = 'free text, stored as it is and shown escaped';

/** Fields of a route that take any text, and why that is acceptable there. */
interface FreeText {
  fields: string[];
  reason: string;
}

/**
 * The fields in which a route may answer a hostile value with a 2xx: a call that gives a value to
 * any other field it reads must be refused. Any route may answer a call that gives none of its
 * fields a value (unknown keys are dropped; null and [] are values left out), and a route that
 * reads no input ignores what it is sent.
 */
export const ACCEPTS_HOSTILE_TEXT: Readonly<Record<string, FreeText>> = {
  'GET /api/Vacancy/SearchVacancies': { fields: ['searchTerm'], reason: SEARCH },
  'GET /api/Vacancy/Rss': { fields: ['searchTerm'], reason: SEARCH },
  'GET /api/Search/GetSmartSearch': { fields: ['searchTerm'], reason: SEARCH },
  'GET /api/Company/searchCompanies': { fields: ['searchTerm'], reason: SEARCH },
  'GET /api/Company/GetCompaniesByName': { fields: ['companyName'], reason: SEARCH },
  'GET /api/Company/GetCompareCompanies': { fields: ['searchTerm'], reason: SEARCH },
  'GET /api/Blog/GetBlogs': { fields: ['search'], reason: SEARCH },
  'GET /api/Admin/Blog/GetPosts': { fields: ['search'], reason: SEARCH },
  'GET /api/Admin/SearchAccounts': { fields: ['search'], reason: SEARCH },
  'GET /api/Admin/SearchCompanies': { fields: ['search'], reason: SEARCH },
  'GET /api/Admin/GetDictionaryItems': { fields: ['search'], reason: SEARCH },
  'GET /api/Admin/GetAuditLog': {
    fields: ['action'],
    reason: "an action filter of letters, digits and dots ('1.5' is one)",
  },
  'POST /api/Common/findTechnologiesInContext': { fields: ['context'], reason: 'technologies named in any text' },
  'POST /api/Company/UpdateCompanyAbout': { fields: ['aboutEn', 'aboutGe'], reason: FREE_TEXT },
  'POST /api/Company/UpdateCompanyTagline': { fields: ['tagline', 'taglineGe'], reason: FREE_TEXT },
  'POST /api/Company/UpdateCompanyContactInfo': {
    fields: ['georgiaOffice', 'georgiaOfficeGe', 'headQuarter', 'headQuarterGe'],
    reason: `addresses: ${FREE_TEXT}`,
  },
  'POST /api/Admin/CreateCompanyPage': { fields: ['name'], reason: "a company's name is free text" },
  'POST /api/Users/UpdateTalentProfile': {
    fields: ['headline', 'headlineGe', 'summary', 'summaryGe'],
    reason: `the headline and summary: ${FREE_TEXT}`,
  },
};

/** Routes a browser opens (a mail's link, a sign-in hand-over): they answer with a redirect or an
 *  HTML page, also when they refuse. */
export const BROWSER_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/Account/GoogleSignIn': 'redirects to Google',
  'GET /api/Account/GoogleResponse': "Google's callback: redirects to the client with the outcome",
  'GET /api/Account/LinkedInSignIn': 'redirects to LinkedIn',
  'GET /api/Account/LinkedInResponse': "LinkedIn's callback: redirects to the client with the outcome",
  'GET /api/Users/UnsubscribeFromBlogs': 'redirects to the /unsubscribe page',
  'GET /api/Users/UnsubscribeDigest': 'the HTML page that asks first (400: the broken-link page)',
  'POST /api/Users/UnsubscribeDigestPage': "that page's button: the HTML page that says it is done",
};

export const readsInput = (target: HostileTarget): boolean =>
  target.queryFields.length > 0 || target.bodyFields.length > 0 || target.pathParams.length > 0;

/** Input that the body parser, or the validation of any query or any body, refuses whatever the route. */
const mustRefuse = (target: HostileTarget, input: HostileRequest) =>
  input.refusedBy.includes('parser') ||
  (input.refusedBy.includes('query') && target.queryFields.length > 0) ||
  (input.refusedBy.includes('body') && target.bodyFields.length > 0);

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** The names a query, form or multipart body gives values to (`a[b]=1` is `a` where brackets nest:
 *  form and multipart bodies; Express' simple query parser keeps `a[b]` as it is). */
const sentNames = (encoded: string, bracketsNest: boolean): string[] =>
  encoded
    .split('&')
    .map((pair) => decoded(pair.split('=')[0]))
    .map((name) => (bracketsNest ? name.split('[')[0] : name));

const isLeftOut = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);

/** The fields the call gives a value to, of those the route reads (matched in any letter case, as
 *  the validation pipe matches names), in the route's spelling. */
export function valuedFields(target: HostileTarget, input: HostileRequest): string[] {
  const declared = (fields: string[], names: string[]) =>
    fields.filter((field) => names.some((name) => name.toLowerCase() === field.toLowerCase()));
  const valued = [
    ...target.pathParams.slice(0, input.pathValues.length),
    ...(input.query ? declared(target.queryFields, sentNames(input.query, false)) : []),
  ];
  const { body } = input;
  if (!body) return valued;
  if (body.type === 'form') return [...valued, ...declared(target.bodyFields, sentNames(body.text, true))];
  if (body.type === 'multipart')
    return [
      ...valued,
      ...declared(
        target.bodyFields,
        body.fields.map(([name]) => name.split('[')[0]),
      ),
    ];
  try {
    const parsed: unknown = JSON.parse(body.text);
    const given =
      typeof parsed === 'object' && parsed !== null
        ? Object.entries(parsed).filter(([, value]) => !isLeftOut(value))
        : [];
    return [
      ...valued,
      ...declared(
        target.bodyFields,
        given.map(([name]) => name),
      ),
    ];
  } catch {
    return valued;
  }
}

/** The fields that got a hostile value the route should not have taken: none when the call valued
 *  no field the route reads, or only its free-text fields. */
const wronglyTaken = (target: HostileTarget, input: HostileRequest) => {
  const freeText = ACCEPTS_HOSTILE_TEXT[target.route.key]?.fields ?? [];
  return valuedFields(target, input).filter((field) => !freeText.includes(field));
};

/** What a user would see wrong in the answer to a hostile call, or null when it is right: never a
 *  5xx; a refusal is the error envelope with messages (Georgian ones for `ka`); a 2xx only where
 *  the input is acceptable; redirects and HTML pages only from browser routes. */
export function problemWith(target: HostileTarget, input: HostileRequest, response: Response): string | null {
  const { status, body } = response;
  const browser = target.route.key in BROWSER_ROUTES;
  if (status >= 500) return `a ${status}`;
  if (mustRefuse(target, input) && status < 400) return `a ${status} for input every route must refuse`;
  if (input.refusedBy.includes('parser') && status !== 400 && status !== 413)
    return `a ${status} for a body the parser must refuse`;
  if (browser && response.type === 'text/html') return status === 200 || status === 400 ? null : `a ${status} page`;
  if (status >= 400) {
    const errors: unknown = body?.errors;
    const messages = errors && typeof errors === 'object' ? Object.values(errors).flat() : [];
    if (body?.succeeded !== false || body?.data !== null || !messages.length)
      return `a ${status} without the error envelope`;
    if (!messages.every((message) => typeof message === 'string' && message.trim() !== ''))
      return 'an empty or non-text error message';
    if (input.language === 'ka' && !messages.some((message) => GEORGIAN.test(message as string)))
      return 'no Georgian message for Accept-Language: ka';
    return null;
  }
  if (status >= 300) return browser ? null : `a ${status} redirect`;
  const taken = wronglyTaken(target, input);
  if (taken.length) return `a ${status}: the route took hostile values in ${taken.join(', ')}`;
  // A JSON file to download (Salaries/Export) is the file itself, not an answer in the envelope.
  const download = String(response.headers['content-disposition'] ?? '').startsWith('attachment');
  if (response.type === 'application/json' && !download && body?.succeeded !== true)
    return `a ${status} without the success envelope`;
  return null;
}
