import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoutes } from '../../../test/fake-api';
import { signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Issue 22: what job seekers look for first on a vacancy page.

const DAY = 86_400_000;
// 28 November 2026, 12:00 in Tbilisi.
const NOW = new Date('2026-11-28T08:00:00Z');
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const company = {
  id: 3,
  name: 'Kartuli Code',
  transformedName: 'kartuli-code',
  smallProfileImageUrl: '/files/kc-small.webp',
  isVerified: true,
  isClaimingNecessary: false,
  verifiedDate: null,
  tagline: 'Code from Tbilisi',
  taglineGe: 'კოდი თბილისიდან',
  profileImageUrl: '/files/kc.webp',
  teamSize: '11-50',
  companyRate: 4.5,
  reviewCount: 8,
};

const vacancy = {
  id: 7,
  title: 'Senior React Developer',
  titleGE: 'უფროსი React დეველოპერი',
  company,
  city: { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' },
  employmentType: null,
  workLocation: null,
  experience: null,
  technologies: [],
  publishedAt: daysFromNow(-3),
  deadline: daysFromNow(5),
  salary: null,
  isFavorite: false,
  jobFunction: null,
  descriptionEN: null,
  descriptionGE: null,
  elementContext: { blocks: [{ type: 'paragraph', data: { text: 'Join us.' } }] },
  benefits: [],
  languages: [],
  callToAction: 1,
  status: 1,
  approval: 2,
  isExpired: false,
  isPreview: false,
  isApplied: false,
  applicants: { count: 12, orMore: false },
};

const card = (id: number, title: string, name: string, extra: Record<string, unknown> = {}) => ({
  ...vacancy,
  id,
  title,
  titleGE: null,
  company: { ...company, id: 100 + id, name, transformedName: name.toLowerCase().replace(/ /g, '-') },
  ...extra,
});

const routes = (overrides: Record<string, unknown> = {}, extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/Vacancy/GetVacancy': { data: { ...vacancy, ...overrides } },
  ...extra,
});

const timing = () => screen.findByRole('list', { name: /About this vacancy|ვაკანსიის შესახებ/ });

describe('the vacancy page: dates and applicants', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('says when it was published (the exact date on hover), the deadline with the days left and how many applied', async () => {
    await renderApp('/vacancies/7', { routes: routes() });
    const facts = await timing();
    const published = within(facts).getByText('Published 3 days ago');
    expect(published.tagName).toBe('TIME');
    expect(published).toHaveAttribute('title', 'Published on 25 November 2026');
    expect(published).toHaveAttribute('datetime', vacancy.publishedAt);
    expect(within(facts).getByText('Deadline: 3 December 2026')).toBeInTheDocument();
    expect(within(facts).getByText('5 days left')).toBeInTheDocument();
    expect(within(facts).getByText('12 applicants')).toBeInTheDocument();
  });

  it.each([
    [{ publishedAt: daysFromNow(0), deadline: daysFromNow(0.1) }, ['Published today', 'Last day']],
    [{ publishedAt: daysFromNow(-1), deadline: daysFromNow(1) }, ['Published yesterday', '1 day left']],
    [
      { publishedAt: daysFromNow(-45), deadline: daysFromNow(-1), isExpired: true },
      ['Published 1 month ago', 'Closed'],
    ],
  ])('words other days (%j)', async (overrides, texts) => {
    await renderApp('/vacancies/7', { routes: routes(overrides) });
    const facts = await timing();
    for (const text of texts) expect(within(facts).getByText(text)).toBeInTheDocument();
  });

  it.each([
    [{ count: 0, orMore: false }, 'No applicants yet'],
    [{ count: 1, orMore: false }, '1 applicant'],
    [{ count: 24, orMore: false }, '24 applicants'],
    [{ count: 25, orMore: true }, '25+ applicants'],
    [{ count: 1000, orMore: true }, '1,000+ applicants'],
  ])('tells the applicants %j as "%s"', async (applicants, text) => {
    await renderApp('/vacancies/7', { routes: routes({ applicants }) });
    expect(within(await timing()).getByText(text)).toBeInTheDocument();
  });

  it('says it all in Georgian, with Georgian month names and counted nouns in the singular', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/vacancies/7', { routes: routes({ applicants: { count: 50, orMore: true } }) });
    const facts = await timing();
    const published = within(facts).getByText('გამოქვეყნდა 3 დღის წინ');
    expect(published).toHaveAttribute('title', 'გამოქვეყნების თარიღი: 25 ნოემბერი 2026');
    expect(within(facts).getByText('ბოლო ვადა: 3 დეკემბერი 2026')).toBeInTheDocument();
    expect(within(facts).getByText('დარჩა 5 დღე')).toBeInTheDocument();
    expect(within(facts).getByText('50+ კანდიდატი')).toBeInTheDocument();
  });

  it('says in Georgian that the vacancy is on its last day, or closed', async () => {
    localStorage.setItem('lang', 'ka-GE');
    const { unmount } = await renderApp('/vacancies/7', {
      routes: routes({ deadline: daysFromNow(0.1), applicants: { count: 1, orMore: false } }),
    });
    expect(within(await timing()).getByText('ბოლო დღე')).toBeInTheDocument();
    expect(within(await timing()).getByText('1 კანდიდატი')).toBeInTheDocument();
    unmount();
    await renderApp('/vacancies/7', { routes: routes({ isExpired: true }) });
    expect(within(await timing()).getByText('დახურულია')).toBeInTheDocument();
  });
});

describe("the vacancy page: the company's card", () => {
  it('shows the logo, name, verified mark, tagline, team size, rating and a link to the company page', async () => {
    await renderApp('/vacancies/7', { routes: routes() });
    const region = await screen.findByRole('region', { name: 'About the company' });
    expect(region.querySelector('img')).toHaveAttribute('src', '/files/kc.webp');
    expect(within(region).getByRole('heading', { level: 2, name: 'Kartuli Code' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Kartuli Code' })).toHaveAttribute(
      'href',
      '/companies/kartuli-code',
    );
    expect(within(region).getByText('Verified')).toBeInTheDocument();
    expect(within(region).getByText('Code from Tbilisi')).toBeInTheDocument();
    expect(within(region).getByText('Team size').nextElementSibling).toHaveTextContent('11-50');
    expect(within(region).getByRole('img', { name: /4\.5/ })).toBeInTheDocument();
    expect(within(region).getByText('(8 reviews)')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Company page' })).toHaveAttribute(
      'href',
      '/companies/kartuli-code',
    );
  });

  it('asks a visitor to sign in to follow the company, and lets a talent follow it', async () => {
    const { unmount } = await renderApp('/vacancies/7', { routes: routes() });
    const region = await screen.findByRole('region', { name: 'About the company' });
    expect(within(region).getByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute('href', '/signIn');
    unmount();

    const { api, notify } = await renderApp('/vacancies/7', {
      routes: routes(
        {},
        {
          ...signedInAs({ ...talentInfo, isEmailVerified: true }),
          'POST /api/Users/SubscribeToCompany': { data: 'You are now subscribed to Kartuli Code' },
        },
      ),
    });
    const card = await screen.findByRole('region', { name: 'About the company' });
    await userEvent.click(within(card).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'You are now subscribed to Kartuli Code'));
    expect(api.callsTo('POST /api/Users/SubscribeToCompany')[0].query.get('companyId')).toBe('3');
    expect(within(card).getByRole('button', { name: 'Subscribed' })).toBeInTheDocument();
  });

  it('shows the Georgian tagline on a Georgian page, and no team size or rating the company lacks', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/vacancies/7', {
      routes: routes({ company: { ...company, teamSize: null, companyRate: null, reviewCount: 0 } }),
    });
    const region = await screen.findByRole('region', { name: 'კომპანიის შესახებ' });
    expect(within(region).getByText('კოდი თბილისიდან')).toBeInTheDocument();
    expect(within(region).queryByText('Code from Tbilisi')).toBeNull();
    expect(within(region).queryByText('გუნდის ზომა')).toBeNull();
    expect(within(region).getByRole('link', { name: 'კომპანიის გვერდი' })).toBeInTheDocument();
  });
});

describe('the vacancy page: other vacancies of the company and similar vacancies', () => {
  const lists = (otherVacancies: unknown[], similarVacancies: unknown[]) => ({
    'POST /api/Vacancy/SearchCompanySimAndOtherVacancies': { data: { otherVacancies, similarVacancies } },
  });

  it('keeps them apart: the company list links to all its vacancies, similar ones are cards with their companies', async () => {
    await renderApp('/vacancies/7', {
      routes: routes(
        {},
        lists([card(8, 'QA Engineer', 'Kartuli Code', { company })], [card(9, 'Frontend Developer', 'Tbilisi Soft')]),
      ),
    });
    const other = await screen.findByRole('region', { name: 'Other vacancies of the company' });
    expect(within(other).getByText('More openings at Kartuli Code')).toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'QA Engineer' })).toHaveAttribute('href', '/vacancies/8');
    expect(within(other).getByRole('link', { name: 'All vacancies of Kartuli Code' })).toHaveAttribute(
      'href',
      '/companies/kartuli-code/vacancies',
    );
    expect(within(other).queryByRole('article')).toBeNull();

    const similar = screen.getByRole('region', { name: 'Similar vacancies' });
    expect(within(similar).getByText('Jobs like this one at other companies')).toBeInTheDocument();
    const article = within(similar).getByRole('article', { name: 'Frontend Developer' });
    expect(within(article).getByText('Tbilisi Soft')).toBeInTheDocument();
    expect(within(similar).queryByText('QA Engineer')).toBeNull();
    expect(other.className).not.toBe(similar.className);
  });

  it('leaves out a list with nothing in it', async () => {
    const { unmount } = await renderApp('/vacancies/7', {
      routes: routes({}, lists([], [card(9, 'Frontend Developer', 'Tbilisi Soft')])),
    });
    expect(await screen.findByRole('region', { name: 'Similar vacancies' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Other vacancies of the company' })).toBeNull();
    unmount();
    await renderApp('/vacancies/7', {
      routes: routes({}, lists([card(8, 'QA Engineer', 'Kartuli Code', { company })], [])),
    });
    expect(await screen.findByRole('region', { name: 'Other vacancies of the company' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Similar vacancies' })).toBeNull();
  });

  it('titles both in Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/vacancies/7', {
      routes: routes(
        {},
        lists([card(8, 'QA Engineer', 'Kartuli Code', { company })], [card(9, 'Frontend Developer', 'Tbilisi Soft')]),
      ),
    });
    const other = await screen.findByRole('region', { name: 'კომპანიის სხვა ვაკანსიები' });
    expect(within(other).getByText('Kartuli Code-ის სხვა ღია პოზიციები')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'მსგავსი ვაკანსიები' })).toBeInTheDocument();
  });
});
