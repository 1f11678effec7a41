import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { XSS, XSS_EDITOR_TEXTS, XSS_LINE, XSS_MARKDOWN } from '../../../test/security/markup-payloads';
import { scriptableMarkup } from '../../../test/security/scriptable-markup';
import { adminInfo, signedInAs } from '../../test/fixtures';
import type { FakeRoutes } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

/**
 * Stored script-shaped texts, as the API keeps and answers them (test/security/stored-markup.api.spec.ts),
 * shown on the pages that show them: nothing in the page could run (no script element, no event
 * handler, no script URL, no embedded document), and the texts are there as text. React escapes
 * text; Editor.js descriptions and Markdown are rendered from a parse, never as HTML.
 */

const COMPANY_NAME = `Xss "Q" 'x' & Co javascript:alert(1)`;

function expectNothingRuns() {
  expect(scriptableMarkup(document.body)).toEqual([]);
  expect(scriptableMarkup(document.head)).toEqual([]);
}

const company = {
  id: 3,
  name: COMPANY_NAME,
  transformedName: 'kartuli-code',
  smallProfileImageUrl: null,
  isVerified: true,
  isClaimingNecessary: false,
  verifiedDate: null,
  tagline: XSS_LINE,
};

const companyDetails = {
  ...company,
  about: `About us ${XSS_LINE}`,
  aboutGe: XSS_LINE,
  teamSize: '11-50',
  profileImageUrl: null,
  coverImageUrl: null,
  verifiedDate: '2026-01-01T00:00:00.000Z',
  companyRate: 1,
  reviewCount: 1,
  activeVacancyCount: 1,
  technologies: [],
  benefits: [],
};

const companyRoutes: FakeRoutes = {
  'GET /api/Company/GetCompanyDetails': { data: companyDetails },
  'GET /api/Company/GetCompanyReviews': {
    data: {
      items: [
        {
          id: 1,
          rating: 1,
          headline: XSS.attributeBreakout,
          description: XSS_LINE,
          pros: XSS.image,
          cons: XSS.svg,
          advice: XSS.scriptLink,
          benefits: XSS.script,
          createdAt: '2026-03-01T10:00:00.000Z',
          likeCount: 0,
          likedByMe: false,
          visibility: 2,
          isMine: false,
          author: { smallProfileImageUrl: null, position: XSS.scriptBreakout, tenure: XSS.comment },
          reply: { text: XSS_LINE, createdAt: '2026-03-02T10:00:00.000Z' },
        },
      ],
      totalCount: 1,
      page: 1,
      pageSize: 10,
      companyRate: 1,
      reviewCount: 1,
      ratingDistribution: [{ rating: 1, count: 1 }],
    },
  },
};

describe('stored markup cannot run where the client shows it', () => {
  it('(the check itself finds what could run)', () => {
    const probe = document.createElement('div');
    probe.innerHTML = `${XSS.image}${XSS.svg}${XSS.scriptLink}<a href=" jav&#x09;ascript:alert(1)">x</a><iframe src="/"></iframe><object data="data:text/html,x"></object>`;
    probe.append(Object.assign(document.createElement('script'), { text: 'alert(1)' }));
    expect(scriptableMarkup(probe)).toHaveLength(8);
  });

  it('on a vacancy page: the title, the company and a description with text that looks like markup, or is markup', async () => {
    const title = `${XSS.attributeBreakout} ${XSS.image} ${XSS.scriptBreakout}`;
    // What the API stores (entities), and what it refuses to store, in case a row holds it anyway.
    const description = {
      blocks: [
        { type: 'paragraph', data: { text: '&lt;script&gt;alert(1)&lt;/script&gt; <b>bold</b>' } },
        ...XSS_EDITOR_TEXTS.map((text) => ({ type: 'paragraph', data: { text: `Hi ${text}` } })),
        { type: 'raw', data: { html: XSS.script } },
        { type: 'list', data: { style: 'unordered', items: [XSS.image, { content: XSS.scriptLink, items: [] }] } },
        { type: 'quote', data: { text: XSS.svg, caption: XSS.scriptBreakout } },
      ],
    };
    const vacancy = {
      id: 7,
      title,
      titleGE: null,
      company,
      city: null,
      employmentType: null,
      workLocation: null,
      experience: null,
      technologies: [],
      publishedAt: '2026-01-01T00:00:00.000Z',
      deadline: '2026-02-01T00:00:00.000Z',
      salary: null,
      isFavorite: false,
      jobFunction: null,
      elementContext: description,
      descriptionEN: description,
      descriptionGE: null,
      benefits: [],
      languages: [],
      callToAction: 1,
      status: 1,
      approval: 2,
      isExpired: false,
      isPreview: false,
      isApplied: false,
    };
    await renderApp('/vacancies/7', { routes: { 'GET /api/Vacancy/GetVacancy': { data: vacancy } } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByText(COMPANY_NAME).length).toBeGreaterThan(0);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('bold').parentElement).toHaveTextContent(/^<script>alert\(1\)<\/script> bold$/);
    // The company's card shows its tagline as text too (issue 22).
    expect(within(screen.getByRole('region', { name: 'About the company' })).getByText(XSS_LINE)).toBeInTheDocument();
    expectNothingRuns();
  });

  it("on a company's page: its name, tagline and about", async () => {
    await renderApp('/companies/kartuli-code', { routes: companyRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: COMPANY_NAME })).toBeInTheDocument();
    expect(screen.getAllByText(XSS_LINE).length).toBeGreaterThan(0);
    expect(screen.getByText(`About us ${XSS_LINE}`)).toBeInTheDocument();
    expectNothingRuns();
  });

  it("on a company's reviews: every text of a review and the company's reply", async () => {
    await renderApp('/companies/kartuli-code/reviews', { routes: companyRoutes });
    const review = await screen.findByRole('article', { name: XSS.attributeBreakout });
    for (const text of [XSS_LINE, XSS.image, XSS.svg, XSS.scriptLink, XSS.script])
      expect(review).toHaveTextContent(text, { normalizeWhitespace: false });
    expect(within(review).getAllByText(XSS_LINE, { exact: false })).toHaveLength(2);
    expectNothingRuns();
  });

  it('on a news article: the title, the author and a Markdown body with HTML and script links', async () => {
    const article = {
      id: '7',
      title: XSS_LINE,
      summary: XSS.attributeBreakout,
      coverUrl: null,
      publishedAt: '2026-11-02T09:00:00.000Z',
      readingMinutes: 1,
      body: XSS_MARKDOWN,
      author: XSS.image,
      updatedAt: '2026-11-03T09:00:00.000Z',
      language: 'en',
    };
    const { container } = await renderApp('/news/7', { routes: { 'GET /api/Blog/GetBlog': { data: article } } });
    expect(await screen.findByRole('heading', { level: 1, name: XSS_LINE })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    // The links keep their words and lose their scripts.
    for (const name of ['plain', 'cased', 'spaced', 'entity', 'data', 'vb', 'by reference']) {
      expect(screen.getByText(name).closest('a')?.getAttribute('href') ?? '').toBe('');
    }
    expect(container.querySelector('main img')?.getAttribute('src') ?? '').toBe('');
    expectNothingRuns();
  });

  it('in the back office: a support ticket, its sender and its message', async () => {
    const ticket = {
      id: 31,
      name: XSS.attributeBreakout,
      email: 'xss.visitor@example.com',
      message: XSS_MARKDOWN,
      language: 'en',
      status: 1,
      createdAt: '2026-03-02T10:00:00Z',
      replyCount: 0,
      lastReplyAt: null,
      account: null,
      replies: [],
    };
    await renderApp('/admin?tab=support', {
      routes: {
        ...signedInAs(adminInfo),
        'GET /api/Admin/GetSupportTickets': { data: { items: [ticket], totalCount: 1, page: 1, pageSize: 10 } },
        'GET /api/Admin/GetSupportTicket': { data: ticket },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open ticket #31' }));
    const view = await screen.findByRole('region', { name: `#31 from ${XSS.attributeBreakout}` });
    expect(within(view).getByRole('article', { name: "The visitor's message" })).toHaveTextContent(XSS.script);
    expectNothingRuns();
  });
});
