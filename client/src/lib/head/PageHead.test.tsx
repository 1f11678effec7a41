import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEO_PAGE_KINDS } from '../../../../shared/enums';
import type { FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

/** Every kind of page its own texts, as the seed gives them. */
const seoDetails = SEO_PAGE_KINDS.map((kind) => ({
  pageKind: kind,
  titleEn: `${kind} title`,
  titleGe: `${kind} სათაური`,
  descriptionEn: `${kind} description`,
  descriptionGe: `${kind} აღწერა`,
}));

const company = {
  id: 3,
  name: 'Kartuli Code',
  transformedName: 'kartuli-code',
  smallProfileImageUrl: null,
  isVerified: true,
  isClaimingNecessary: false,
  verifiedDate: null,
  tagline: 'Code from Tbilisi',
  profileImageUrl: '/api/Files/Images/logo.webp',
};

const vacancy = {
  id: 7,
  title: 'Senior React Developer',
  titleGE: 'უფროსი React დეველოპერი',
  company,
  city: { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' },
  employmentType: { id: 2, name: 'Full-time', nameGE: 'სრული განაკვეთი' },
  workLocation: null,
  experience: null,
  technologies: [],
  publishedAt: '2026-01-01T00:00:00.000Z',
  deadline: '2026-02-01T00:00:00.000Z',
  salary: { min: 4000, max: 6000, currency: 1 },
  isFavorite: false,
  jobFunction: null,
  descriptionEN: { blocks: [{ type: 'paragraph', data: { text: 'Join <b>us</b> in Tbilisi.' } }] },
  descriptionGE: null,
  elementContext: { blocks: [{ type: 'paragraph', data: { text: 'Join <b>us</b> in Tbilisi.' } }] },
  benefits: [],
  languages: [],
  callToAction: 1,
  status: 1,
  approval: 2,
  isExpired: false,
  isPreview: false,
  isApplied: false,
  employmentTypeKey: 'full-time',
  workLocationKey: 'office',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const companyDetails = {
  id: 3,
  name: 'Kartuli Code',
  about: 'We write code in Tbilisi.',
  aboutGe: null,
  teamSize: null,
  transformedName: 'kartuli-code',
  isClaimingNecessary: false,
  profileImageUrl: '/api/Files/Images/logo.webp',
  smallProfileImageUrl: null,
  coverImageUrl: null,
  tagline: 'Code from Tbilisi',
  isVerified: true,
  verifiedDate: null,
  companyRate: 4.5,
  reviewCount: 2,
  activeVacancyCount: 1,
  technologies: [],
  benefits: [],
};

const emptyPage = { data: { items: [], totalCount: 0, page: 1, pageSize: 36 } };
const routes: FakeRoutes = {
  'GET /api/Common/GetSeoDetails': { data: seoDetails },
  'GET /api/Vacancy/GetVacancy': { data: vacancy },
  'GET /api/Vacancy/SearchVacancies': emptyPage,
  'GET /api/Company/GetCompanyDetails': { data: companyDetails },
  'GET /api/Company/searchCompanies': emptyPage,
  'GET /api/Company/GetTeamSizes': { data: [] },
  'GET /api/Blog/GetBlogs': {
    data: { data: [], meta: { pagination: { page: 1, pageSize: 9, pageCount: 1, total: 0 } } },
  },
};

const ORIGIN = window.location.origin;
const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);
const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
const feeds = () => [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')];
const footerLink = (name: string) => within(screen.getByRole('contentinfo')).getByRole('link', { name });
const mainLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('the page head', () => {
  it("follows the page's SEO texts in the language shown, loaded once", async () => {
    const { api } = await renderApp('/', { routes });
    await waitFor(() => expect(document.title).toBe('home title'));
    expect(attribute('meta[name="description"]', 'content')).toBe('home description');

    await userEvent.click(screen.getByRole('button', { name: 'ქართული' }));
    await waitFor(() => expect(document.title).toBe('home სათაური'));
    expect(attribute('meta[property="og:description"]', 'content')).toBe('home აღწერა');
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/ka`);
    expect(api.callsTo('GET /api/Common/GetSeoDetails')).toHaveLength(1);
  });

  it('says the site name for a kind of page without SEO texts', async () => {
    await renderApp('/faq', {
      routes: { 'GET /api/Common/GetSeoDetails': { data: seoDetails.filter((row) => row.pageKind !== 'faq') } },
    });
    await waitFor(() => expect(document.title).toBe('TechBoard.ge'));
  });

  it("keeps the server's head of the first page, and takes over from the first in-app navigation", async () => {
    document.head.innerHTML = `
      <meta name="description" content="Server description">
      <link rel="canonical" href="https://techboard.example/">
      <link rel="alternate" hreflang="ka" href="https://techboard.example/ka">
      <meta property="og:url" content="https://techboard.example/">
      <script type="application/ld+json">{"@type":"WebSite"}</script>
      <meta name="site-url" content="https://techboard.example">`;
    document.title = 'Server title';
    const { api } = await renderApp('/', { routes });
    expect(document.title).toBe('Server title');
    expect(api.callsTo('GET /api/Common/GetSeoDetails')).toHaveLength(0);

    await userEvent.click(footerLink('FAQ'));
    await waitFor(() => expect(document.title).toBe('faq title'));
    expect(attribute('meta[name="description"]', 'content')).toBe('faq description');
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://techboard.example/faq');
    expect(attribute('link[hreflang="ka"]', 'href')).toBe('https://techboard.example/ka/faq');
    expect(attribute('link[hreflang="en"]', 'href')).toBe('https://techboard.example/faq');
    expect(attribute('link[hreflang="x-default"]', 'href')).toBe('https://techboard.example/faq');
    expect(attribute('meta[property="og:url"]', 'content')).toBe('https://techboard.example/faq');
    expect(attribute('meta[property="og:title"]', 'content')).toBe('faq title');
    expect(jsonLd()).toEqual([]);

    // FAQ and About, privacy policy and terms of use: each kind its own title.
    await userEvent.click(footerLink('About TechBoard.ge'));
    await waitFor(() => expect(document.title).toBe('aboutUs title'));
    await userEvent.click(footerLink('Privacy policy'));
    await waitFor(() => expect(document.title).toBe('privacyPolicy title'));
    await userEvent.click(footerLink('Terms of use'));
    await waitFor(() => expect(document.title).toBe('termsOfUse title'));
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://techboard.example/terms-of-use');
  });

  it('marks pages outside the sitemap noindex, without canonical or alternates', async () => {
    await renderApp('/welcome', { routes });
    await waitFor(() => expect(document.title).toBe('welcome title'));
    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('link[hreflang]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();

    await userEvent.click(screen.getAllByRole('link', { name: 'Sign in' })[0]!);
    await waitFor(() => expect(document.title).toBe('signIn title'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/signIn`);
  });

  it("gives a company page the server's title and Organization JSON-LD, and drops them on the next page", async () => {
    await renderApp('/companies/kartuli-code', { routes });
    await waitFor(() => expect(document.title).toBe('Kartuli Code — Code from Tbilisi | TechBoard.ge'));
    expect(attribute('meta[name="description"]', 'content')).toBe('Code from Tbilisi');
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/companies/kartuli-code`);
    expect(jsonLd()).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Kartuli Code',
        url: `${ORIGIN}/companies/kartuli-code`,
        logo: `${ORIGIN}/api/Files/Images/logo.webp`,
        aggregateRating: expect.objectContaining({ ratingValue: 4.5, ratingCount: 2 }),
      }),
    ]);

    await userEvent.click(mainLink('Companies'));
    await waitFor(() => expect(document.title).toBe('companies title'));
    expect(jsonLd()).toEqual([]);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/companies`);
  });

  it("gives a vacancy page the server's title and JobPosting", async () => {
    await renderApp('/vacancies/7', { routes });
    await waitFor(() => expect(document.title).toBe('Senior React Developer — Kartuli Code | TechBoard.ge'));
    expect(attribute('meta[name="description"]', 'content')).toBe('Join us in Tbilisi.');
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/vacancies/7`);
    expect(jsonLd()).toEqual([
      expect.objectContaining({
        '@type': 'JobPosting',
        title: 'Senior React Developer',
        url: `${ORIGIN}/vacancies/7`,
        employmentType: 'FULL_TIME',
        datePosted: '2026-01-01T00:00:00.000Z',
        hiringOrganization: expect.objectContaining({
          name: 'Kartuli Code',
          logo: `${ORIGIN}/api/Files/Images/logo.webp`,
        }),
        jobLocation: expect.objectContaining({ address: expect.objectContaining({ addressLocality: 'Tbilisi' }) }),
      }),
    ]);
  });

  it('answers a vacancy the public may not see with the not-found head', async () => {
    await renderApp('/vacancies/7', {
      routes: { ...routes, 'GET /api/Vacancy/GetVacancy': { data: { ...vacancy, isPreview: true } } },
    });
    await waitFor(() => expect(document.title).toBe('notFound title'));
    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(jsonLd()).toEqual([]);
  });

  it('announces the feed of the current search on /vacancies and the news feed on /news, and none elsewhere', async () => {
    await renderApp('/vacancies?technologies=12&technologies=11&sortBy=3', { routes });
    await waitFor(() => expect(feeds()).toHaveLength(1));
    expect(feeds()[0]).toHaveAttribute('href', `${ORIGIN}/api/Vacancy/Rss?technologies=11&technologies=12&lang=en`);
    expect(document.title).toBe('vacancies title');

    await userEvent.click(screen.getByRole('link', { name: 'Search' }));
    await waitFor(() => expect(document.title).toBe('search title'));
    expect(feeds()).toHaveLength(0);

    await userEvent.click(mainLink('News'));
    await waitFor(() => expect(document.title).toBe('blog title'));
    expect(feeds()).toHaveLength(1);
    expect(feeds()[0]).toHaveAttribute('href', `${ORIGIN}/api/Blog/Rss?lang=en`);
    expect(feeds()[0]).toHaveAttribute('title', 'TechBoard.ge news');
  });
});
