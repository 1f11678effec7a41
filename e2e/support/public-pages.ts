import type { APIRequestContext } from '@playwright/test';

/** The `data` of an API answer's envelope. */
export const dataOf = async <T>(answer: Promise<{ json(): Promise<unknown> }>) =>
  ((await (await answer).json()) as { data: T }).data;

/** The public pages: every page of the sitemap and the variants that render differently, with the
 *  demo data's first vacancy and article. The pages axe checks (a11y) and the bundle budget measures. */
export async function publicPages(api: APIRequestContext): Promise<string[]> {
  const [vacancy] = (await dataOf<{ items: { id: number }[] }>(api.get('/api/Vacancy/GetLatestVacancies'))).items;
  const [article] = (await dataOf<{ data: { id: string }[] }>(api.get('/api/Blog/GetBlogs?page=1&pageSize=1'))).data;
  return [
    '/',
    '/vacancies',
    `/vacancies/${vacancy!.id}`,
    '/search?q=developer',
    '/companies',
    '/companies/kartuli-code',
    '/companies/kartuli-code/reviews',
    '/compare',
    '/salaries',
    '/compare/kartuli-code-vs-ushba-ai',
    '/news',
    `/news/${article!.id}`,
    '/partners',
    '/signIn',
    '/signUp',
    '/signUp?business',
    '/passwordRecovery',
    '/about',
    '/faq',
    '/privacyPolicy',
    '/terms-of-use',
    '/information/support',
  ];
}
