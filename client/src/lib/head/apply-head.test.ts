import type { SeoHead } from '../../../../shared/page-heads/seo-head';
import { applyHead, urlInLanguage } from './apply-head';
import { readSiteOrigin } from './site-origin';

const ORIGIN = 'https://techboard.example';

const head = (overrides: Partial<SeoHead> = {}): SeoHead => ({
  language: 'en',
  title: 'FAQ | TechBoard.ge',
  description: 'Answers',
  url: `${ORIGIN}/faq`,
  imageUrl: `${ORIGIN}/share/site.png`,
  siteName: 'TechBoard.ge',
  indexable: true,
  ...overrides,
});

const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);
const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

/** The head as the server writes it for the landing page (src/web/seo-head.ts). */
const serverHead = `
  <title>Home | TechBoard.ge</title>
  <meta name="description" content="Tech jobs">
  <link rel="canonical" href="${ORIGIN}/">
  <link rel="alternate" hreflang="en" href="${ORIGIN}/">
  <link rel="alternate" hreflang="ka" href="${ORIGIN}/ka">
  <link rel="alternate" hreflang="x-default" href="${ORIGIN}/">
  <meta property="og:url" content="${ORIGIN}/">
  <meta property="og:type" content="website">
  <meta property="og:title" content="Home | TechBoard.ge">
  <meta property="og:description" content="Tech jobs">
  <meta property="og:image" content="${ORIGIN}/share/site.png">
  <meta property="og:image:alt" content="TechBoard.ge: Tech jobs">
  <meta name="twitter:image" content="${ORIGIN}/share/site.png">
  <meta name="twitter:image:alt" content="TechBoard.ge: Tech jobs">
  <script type="application/ld+json">{"@type":"Organization","name":"First page"}</script>
  <meta name="site-url" content="${ORIGIN}">`;

describe('applyHead', () => {
  beforeEach(() => {
    document.head.innerHTML = serverHead;
    document.title = 'Home | TechBoard.ge';
  });

  it("updates the server's elements in place: title, description, addresses in both languages, Open Graph", () => {
    const canonical = document.head.querySelector('link[rel="canonical"]');
    applyHead(document, head(), ORIGIN);
    expect(document.title).toBe('FAQ | TechBoard.ge');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(attribute('meta[name="description"]', 'content')).toBe('Answers');
    expect(document.head.querySelector('link[rel="canonical"]')).toBe(canonical);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/faq`);
    expect(attribute('link[hreflang="en"]', 'href')).toBe(`${ORIGIN}/faq`);
    expect(attribute('link[hreflang="ka"]', 'href')).toBe(`${ORIGIN}/ka/faq`);
    expect(attribute('link[hreflang="x-default"]', 'href')).toBe(`${ORIGIN}/faq`);
    expect(attribute('meta[property="og:url"]', 'content')).toBe(`${ORIGIN}/faq`);
    expect(attribute('meta[property="og:title"]', 'content')).toBe('FAQ | TechBoard.ge');
    expect(attribute('meta[property="og:description"]', 'content')).toBe('Answers');
    // The JSON-LD of the page before goes, and so does its image's alt text.
    expect(jsonLd()).toEqual([]);
    expect(attribute('meta[property="og:image"]', 'content')).toBe(`${ORIGIN}/share/site.png`);
    expect(attribute('meta[name="twitter:image"]', 'content')).toBe(`${ORIGIN}/share/site.png`);
    expect(document.head.querySelector('meta[property="og:image:alt"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("writes the page's share image and its alt text for link previews", () => {
    applyHead(
      document,
      head({ imageUrl: `${ORIGIN}/share/ka/vacancies/7.png`, imageAlt: 'Go developer — Alpha' }),
      ORIGIN,
    );
    expect(attribute('meta[property="og:image"]', 'content')).toBe(`${ORIGIN}/share/ka/vacancies/7.png`);
    expect(attribute('meta[name="twitter:image"]', 'content')).toBe(`${ORIGIN}/share/ka/vacancies/7.png`);
    expect(attribute('meta[property="og:image:alt"]', 'content')).toBe('Go developer — Alpha');
    expect(attribute('meta[name="twitter:image:alt"]', 'content')).toBe('Go developer — Alpha');
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1);
  });

  it('gives a Georgian page its /ka address as canonical and og:url', () => {
    applyHead(document, head({ language: 'ka', url: `${ORIGIN}/vacancies/7` }), ORIGIN);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/ka/vacancies/7`);
    expect(attribute('meta[property="og:url"]', 'content')).toBe(`${ORIGIN}/ka/vacancies/7`);
    expect(attribute('link[hreflang="en"]', 'href')).toBe(`${ORIGIN}/vacancies/7`);
    expect(attribute('link[hreflang="x-default"]', 'href')).toBe(`${ORIGIN}/vacancies/7`);
  });

  it('marks a page outside the sitemap noindex, without canonical, alternates or og:url; and back', () => {
    applyHead(document, head({ indexable: false, url: `${ORIGIN}/userPanel` }), ORIGIN);
    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('link[hreflang]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();

    // An ended vacancy: out of search engines, still shared by its link.
    applyHead(document, head({ indexable: false, shareable: true, url: `${ORIGIN}/vacancies/7` }), ORIGIN);
    expect(attribute('meta[property="og:url"]', 'content')).toBe(`${ORIGIN}/vacancies/7`);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();

    applyHead(document, head(), ORIGIN);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(3);
  });

  it("writes the page's JSON-LD, its article dates and its feed, and takes them away again", () => {
    const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Salaries </script> 2026' };
    applyHead(
      document,
      head({
        jsonLd: [article],
        article: { publishedTime: '2026-01-01T00:00:00.000Z', modifiedTime: '2026-01-02T00:00:00.000Z' },
        feed: { title: 'TechBoard.ge news', url: `${ORIGIN}/api/Blog/Rss?lang=en` },
      }),
      ORIGIN,
    );
    expect(jsonLd()).toEqual([article]);
    expect(attribute('meta[property="og:type"]', 'content')).toBe('article');
    expect(attribute('meta[property="article:published_time"]', 'content')).toBe('2026-01-01T00:00:00.000Z');
    const feeds = document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');
    expect(feeds).toHaveLength(1);
    expect(feeds[0]).toHaveAttribute('href', `${ORIGIN}/api/Blog/Rss?lang=en`);
    expect(feeds[0]).toHaveAttribute('title', 'TechBoard.ge news');

    applyHead(document, head(), ORIGIN);
    expect(jsonLd()).toEqual([]);
    expect(attribute('meta[property="og:type"]', 'content')).toBe('website');
    expect(document.head.querySelector('meta[property^="article:"]')).toBeNull();
    expect(document.head.querySelector('link[type="application/rss+xml"]')).toBeNull();
  });
});

describe('the absolute addresses of the head', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("come from the site's address the server wrote, else its canonical link, else the page's origin", () => {
    document.head.innerHTML =
      '<meta name="site-url" content="https://techboard.ge/"><link rel="canonical" href="https://other.example/x">';
    expect(readSiteOrigin(document)).toBe('https://techboard.ge');
    document.head.innerHTML = '<link rel="canonical" href="https://techboard.example:8443/about">';
    expect(readSiteOrigin(document)).toBe('https://techboard.example:8443');
    document.head.innerHTML = '';
    expect(readSiteOrigin(document)).toBe(window.location.origin);
  });

  it('put Georgian pages under /ka and leave addresses of other sites alone', () => {
    expect(urlInLanguage(`${ORIGIN}/`, 'ka', ORIGIN)).toBe(`${ORIGIN}/ka`);
    expect(urlInLanguage(`${ORIGIN}/news/a%20b`, 'ka', ORIGIN)).toBe(`${ORIGIN}/ka/news/a%20b`);
    expect(urlInLanguage(`${ORIGIN}/ka/faq`, 'en', ORIGIN)).toBe(`${ORIGIN}/faq`);
    expect(urlInLanguage('https://cdn.example/logo.png', 'ka', ORIGIN)).toBe('https://cdn.example/logo.png');
  });
});
