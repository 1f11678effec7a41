import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoutes, RecordedRequest } from '../../../test/fake-api';
import { companyInfo, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const company = {
  id: 3,
  name: 'Kartuli Code',
  transformedName: 'kartuli-code',
  smallProfileImageUrl: null,
  isVerified: true,
  isClaimingNecessary: false,
  verifiedDate: null,
  tagline: 'Code from Tbilisi',
};

const vacancy = {
  id: 7,
  title: 'Senior React Developer',
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
  descriptionEN: { blocks: [] },
  descriptionGE: null,
  elementContext: { blocks: [] },
  benefits: [],
  languages: [],
  callToAction: 0,
  status: 1,
  approval: 2,
  isExpired: false,
  isPreview: false,
  isApplied: false,
};

const details = {
  id: 3,
  name: 'Kartuli Code',
  about: null,
  aboutGe: null,
  teamSize: null,
  transformedName: 'kartuli-code',
  isClaimingNecessary: false,
  profileImageUrl: null,
  smallProfileImageUrl: null,
  coverImageUrl: null,
  tagline: null,
  isVerified: true,
  verifiedDate: null,
  companyRate: 4,
  reviewCount: 1,
  activeVacancyCount: 0,
  technologies: [],
  benefits: [],
};

const review = (id: number, isMine = false) => ({
  id,
  rating: 2,
  headline: `Headline ${id}`,
  description: 'Not a good place.',
  pros: null,
  cons: null,
  advice: null,
  benefits: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  likeCount: 0,
  likedByMe: false,
  reply: null,
  visibility: 1,
  author: null,
  isMine,
});

const vacancyRoutes: FakeRoutes = { 'GET /api/Vacancy/GetVacancy': { data: vacancy } };
const companyRoutes: FakeRoutes = {
  'GET /api/Company/GetCompanyDetails': { data: details },
  'GET /api/Company/GetCompanyReviews': {
    data: {
      items: [review(20), review(21, true)],
      totalCount: 2,
      page: 1,
      pageSize: 10,
      companyRate: 2,
      reviewCount: 2,
      ratingDistribution: [],
    },
  },
  'GET /api/Company/getUserReview': { data: null },
  'GET /api/Company/GetMyReviews': { data: { items: [], totalCount: 0, page: 1, pageSize: 100 } },
};

const THANKS = 'Thank you. Our team will look at your report.';

describe('reporting content', () => {
  it('lets a talent report a vacancy with a reason and details; the reason is required', async () => {
    const { api, notify } = await renderApp('/vacancies/7', {
      routes: { ...vacancyRoutes, ...signedInAs(talentInfo), 'POST /api/Reports/CreateReport': { data: THANKS } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Report “Senior React Developer”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this vacancy' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Reports/CreateReport')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'It is spam' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Details/ }), '  Posted ten times a day.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', THANKS));
    expect(api.callsTo('POST /api/Reports/CreateReport')[0]!.body).toEqual({
      itemType: 1,
      itemId: 7,
      reason: 2,
      details: 'Posted ten times a day.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this vacancy' })).toBeNull());
  });

  it('shows the server’s refusal in the dialog (already reported)', async () => {
    await renderApp('/vacancies/7', {
      routes: {
        ...vacancyRoutes,
        ...signedInAs(talentInfo),
        'POST /api/Reports/CreateReport': { status: 409, errors: { _: ['You have already reported this'] } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Report “Senior React Developer”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this vacancy' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It is fake' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this');
  });

  it('is not offered to visitors, to the company on its own vacancy, nor in a view-as session', async () => {
    const visitor = await renderApp('/vacancies/7', { routes: vacancyRoutes });
    await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    visitor.unmount();

    const own = await renderApp('/vacancies/7', { routes: { ...vacancyRoutes, ...signedInAs(companyInfo) } });
    await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
    own.unmount();

    await renderApp('/vacancies/7', { routes: { ...vacancyRoutes, ...signedInAs(talentInfo, { viewAs: true }) } });
    await screen.findByRole('button', { name: 'Share' });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it('reports a company page and another talent’s review, never one’s own review', async () => {
    const { api } = await renderApp('/companies/kartuli-code/reviews', {
      routes: {
        ...companyRoutes,
        ...signedInAs(talentInfo),
        'POST /api/Reports/CreateReport': (request: RecordedRequest) => ({ data: THANKS, body: request.body }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Report “Kartuli Code”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Report this company page' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It is fake' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(api.callsTo('POST /api/Reports/CreateReport')).toHaveLength(1));
    expect(api.callsTo('POST /api/Reports/CreateReport')[0]!.body).toEqual({ itemType: 2, itemId: 3, reason: 1 });

    expect(await screen.findByRole('button', { name: 'Report “Headline 20”' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report “Headline 21”' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Report “Headline 20”' }));
    dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It is offensive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(api.callsTo('POST /api/Reports/CreateReport')).toHaveLength(2));
    expect(api.callsTo('POST /api/Reports/CreateReport')[1]!.body).toEqual({ itemType: 3, itemId: 20, reason: 3 });
  });

  it('speaks Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/vacancies/7', { routes: { ...vacancyRoutes, ...signedInAs(talentInfo) } });
    await userEvent.click(await screen.findByRole('button', { name: '„Senior React Developer“-ის გასაჩივრება' }));
    const dialog = await screen.findByRole('dialog', { name: 'ვაკანსიის გასაჩივრება' });
    expect(within(dialog).getByRole('radio', { name: 'ყალბია' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'საჩივრის გაგზავნა' }));
    expect(await within(dialog).findByText('აირჩიეთ მიზეზი')).toBeInTheDocument();
  });
});
