import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAnswer, FakeRoutes, RecordedRequest } from '../../../test/fake-api';
import { companyInfo, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// --- The company and its reviews (as in Companies.test.tsx) ---

const details = {
  id: 3,
  name: 'Kartuli Code',
  about: 'We write software in Tbilisi.',
  aboutGe: 'ჩვენ ვწერთ პროგრამებს თბილისში.',
  teamSize: '11-50',
  transformedName: 'kartuli-code',
  isClaimingNecessary: false,
  profileImageUrl: null,
  smallProfileImageUrl: null,
  coverImageUrl: null,
  tagline: 'Code from Tbilisi',
  isVerified: true,
  verifiedDate: '2026-01-01T00:00:00.000Z',
  companyRate: 4.2,
  reviewCount: 2,
  activeVacancyCount: 5,
  technologies: [],
  benefits: [],
};

const companyRoutes: FakeRoutes = {
  'GET /api/Company/GetCompanyDetails': (request: RecordedRequest) =>
    request.query.get('companySlug') === 'kartuli-code'
      ? { data: details }
      : { status: 404, errors: { _: ['Company not found'] } },
};

const review = (id: number, fields: object = {}) => ({
  id,
  rating: 4,
  headline: `Headline ${id}`,
  description: 'A good place.',
  pros: 'People',
  cons: null,
  advice: null,
  benefits: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  likeCount: 1,
  likedByMe: false,
  reply: null as { text: string; createdAt: string } | null,
  visibility: 1,
  author: null,
  isMine: false,
  ...fields,
});

const reviewPage = (items: ReturnType<typeof review>[]) => ({
  data: {
    items,
    totalCount: items.length,
    page: 1,
    pageSize: 10,
    companyRate: 4,
    reviewCount: items.length,
    ratingDistribution: [{ rating: 4, count: items.length }],
  },
});

/** GetCompanyReviews over a list the test may change (the company's replies land in it). */
function reviewList(items: ReturnType<typeof review>[]): FakeRoutes {
  return { 'GET /api/Company/GetCompanyReviews': () => reviewPage(items) };
}

const listItem = (id: number, name: string) => ({
  id,
  name,
  transformedName: name.toLowerCase().replace(/\s+/g, '-'),
  smallProfileImageUrl: null,
  isVerified: false,
  isClaimingNecessary: false,
  verifiedDate: null,
});

/** A review as its author sees it (GetMyReviews, getUserReview). */
const ownReview = (id: number, companyId: number, fields: object = {}) => ({
  id,
  companyId,
  company: listItem(companyId, companyId === 3 ? 'Kartuli Code' : `Company ${companyId}`),
  rating: 3,
  headline: 'Good mentors, slow releases',
  description: 'I learnt a lot.',
  pros: 'Mentoring',
  cons: 'Slow releases',
  advice: null,
  benefits: null,
  visibility: 2,
  position: 'QA engineer',
  tenure: '2 years',
  status: 2,
  rejectionReason: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-02T10:00:00.000Z',
  likeCount: 0,
  reply: null,
  ...fields,
});

/** GetMyReviews paging over the talent's reviews as the server does. */
function myReviews(items: ReturnType<typeof ownReview>[]): FakeRoutes {
  return {
    'GET /api/Company/GetMyReviews': (request) => {
      const page = Number(request.query.get('page') ?? 1);
      const pageSize = Number(request.query.get('pageSize') ?? 10);
      return {
        data: { items: items.slice((page - 1) * pageSize, page * pageSize), totalCount: items.length, page, pageSize },
      };
    },
  };
}

const main = () => screen.getByRole('main');

describe("a talent's own review", () => {
  it('shows "Your review" with its status; Edit opens the form prefilled and saving sends the id', async () => {
    const mine = ownReview(20, 3);
    const { api, notify, location } = await renderApp('/companies/kartuli-code/reviews', {
      routes: {
        ...companyRoutes,
        ...reviewList([review(1)]),
        ...signedInAs(talentInfo),
        ...myReviews([ownReview(21, 8), mine]),
        'GET /api/Company/getUserReview': (request) =>
          request.query.get('reviewId') === '20' ? { data: mine } : { status: 404, errors: { _: ['Not found'] } },
        'POST /api/Company/CreateUpdateReview': { data: { ...mine, status: 1 } },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Your review' });
    expect(panel).toHaveTextContent('Published');
    expect(panel).toHaveTextContent('Good mentors, slow releases');
    expect(within(panel).getByLabelText('Rated 3 out of 5')).toBeInTheDocument();
    expect(api.callsTo('GET /api/Company/GetMyReviews')[0].query.get('pageSize')).toBe('100');
    // One review per company: no "Write a review", but "Edit your review".
    expect(within(main()).queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Edit your review' })).toHaveAttribute(
      'href',
      '/companies/kartuli-code/reviews/createReview?reviewId=20',
    );

    await userEvent.click(within(panel).getByRole('link', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit your review of Kartuli Code' });
    expect(api.callsTo('GET /api/Company/getUserReview')[0].query.get('reviewId')).toBe('20');
    expect(within(form).getByLabelText(/^Headline/)).toHaveValue('Good mentors, slow releases');
    expect(within(form).getByLabelText(/^Cons/)).toHaveValue('Slow releases');
    expect(within(form).getByLabelText(/^Position/)).toHaveValue('QA engineer');
    expect(form).toHaveTextContent('Saving changes sends your review back for approval');

    await userEvent.clear(within(form).getByLabelText(/^Headline/));
    await userEvent.type(within(form).getByLabelText(/^Headline/), 'Great mentors');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and send for approval' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/CreateUpdateReview')).toHaveLength(1));
    expect(api.callsTo('POST /api/Company/CreateUpdateReview')[0].body).toEqual({
      id: 20,
      companyId: 3,
      rating: 3,
      headline: 'Great mentors',
      description: 'I learnt a lot.',
      pros: 'Mentoring',
      cons: 'Slow releases',
      advice: null,
      benefits: null,
      visibility: 2,
      position: 'QA engineer',
      tenure: '2 years',
    });
    expect(notify).toHaveBeenCalledWith('success', 'Your review was saved and is waiting for approval again.');
    expect(location().pathname).toBe('/companies/kartuli-code/reviews');
  });

  it('finds the review on a later page of its reviews, and shows a pending or rejected one as such', async () => {
    const others = Array.from({ length: 100 }, (_, index) => ownReview(100 + index, 50 + index));
    const { api } = await renderApp('/companies/kartuli-code/reviews', {
      routes: {
        ...companyRoutes,
        ...reviewList([]),
        ...signedInAs(talentInfo),
        ...myReviews([...others, ownReview(20, 3, { status: 3, rejectionReason: 'Names a colleague' })]),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Your review' });
    expect(api.callsTo('GET /api/Company/GetMyReviews').map((request) => request.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(panel).toHaveTextContent('Rejected');
    expect(panel).toHaveTextContent('Reason: Names a colleague');
  });

  it('opening the form directly finds the review to edit (no second review)', async () => {
    const { api } = await renderApp('/companies/kartuli-code/reviews/createReview', {
      routes: {
        ...companyRoutes,
        ...signedInAs(talentInfo),
        ...myReviews([ownReview(20, 3, { status: 1 })]),
        'POST /api/Company/CreateUpdateReview': { data: {} },
      },
    });
    const form = await screen.findByRole('form', { name: 'Edit your review of Kartuli Code' });
    expect(within(form).getByLabelText(/^Headline/)).toHaveValue('Good mentors, slow releases');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and send for approval' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/CreateUpdateReview')).toHaveLength(1));
    expect(api.callsTo('POST /api/Company/CreateUpdateReview')[0].body).toMatchObject({ id: 20, companyId: 3 });
  });

  it('deletes the review after a confirmation; "Write a review" is back', async () => {
    const { api, notify } = await renderApp('/companies/kartuli-code/reviews', {
      routes: {
        ...companyRoutes,
        ...reviewList([review(1)]),
        ...signedInAs(talentInfo),
        ...myReviews([ownReview(20, 3, { status: 1 })]),
        'POST /api/Company/deleteReview': { data: true },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Your review' });
    expect(panel).toHaveTextContent('Waiting for approval');
    const listLoads = api.callsTo('GET /api/Company/GetCompanyReviews').length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    expect(api.callsTo('POST /api/Company/deleteReview')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the review' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/Company/deleteReview')[0].query.get('reviewId')).toBe('20');
    expect(notify).toHaveBeenCalledWith('success', 'Your review was deleted.');
    expect(within(main()).getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      '/companies/kartuli-code/reviews/createReview',
    );
    expect(within(main()).queryByRole('link', { name: 'Edit your review' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/Company/GetCompanyReviews')).toHaveLength(listLoads + 1));
  });

  it("shows the server's refusal in the dialog and keeps the review", async () => {
    await renderApp('/companies/kartuli-code/reviews', {
      routes: {
        ...companyRoutes,
        ...reviewList([]),
        ...signedInAs(talentInfo),
        ...myReviews([ownReview(20, 3)]),
        'POST /api/Company/deleteReview': { status: 404, errors: { _: ['The review was not found'] } },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Your review' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The review was not found');
    expect(screen.getByRole('region', { name: 'Your review' })).toBeInTheDocument();
  });

  it('a talent without a review of this company writes one', async () => {
    await renderApp('/companies/kartuli-code/reviews', {
      routes: {
        ...companyRoutes,
        ...reviewList([review(1)]),
        ...signedInAs(talentInfo),
        ...myReviews([ownReview(21, 8)]),
      },
    });
    expect(await within(main()).findByRole('link', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument();
  });
});

describe("the company's replies", () => {
  it('replies to a review: the form checks the text, sends it, and the reloaded list shows the reply', async () => {
    const items = [review(1), review(2)];
    const { api, notify } = await renderApp('/companies/kartuli-code/reviews', {
      routes: {
        ...companyRoutes,
        ...reviewList(items),
        ...signedInAs(companyInfo),
        'POST /api/Company/ReplyToReview': (request) => {
          const body = request.body as { reviewId: number; text: string };
          items[0] = { ...items[0], reply: { text: body.text, createdAt: '2026-03-02T10:00:00.000Z' } };
          return {
            data: {
              reviewId: body.reviewId,
              text: body.text,
              createdAt: '2026-03-02T10:00:00.000Z',
              updatedAt: '2026-03-02T10:00:00.000Z',
            },
          };
        },
      },
    });
    const first = await screen.findByRole('article', { name: 'Headline 1' });
    const listLoads = api.callsTo('GET /api/Company/GetCompanyReviews').length;
    // The company writes no review of itself.
    expect(within(main()).queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/Company/GetMyReviews')).toHaveLength(0);
    await userEvent.click(within(first).getByRole('button', { name: 'Reply' }));
    const form = within(first).getByRole('form', { name: 'Reply to “Headline 1”' });
    const field = within(form).getByLabelText(/^Your reply/);
    expect(field).toHaveAttribute('maxlength', '2000');
    expect(form).toHaveTextContent('2000 characters left');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish the reply' }));
    expect(within(first).getByLabelText(/^Your reply/)).toHaveAccessibleDescription(
      expect.stringContaining('Write a reply'),
    );
    expect(api.callsTo('POST /api/Company/ReplyToReview')).toHaveLength(0);

    await userEvent.type(within(first).getByLabelText(/^Your reply/), '  Thank you for the kind words!  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish the reply' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/ReplyToReview')).toHaveLength(1));
    expect(api.callsTo('POST /api/Company/ReplyToReview')[0].body).toEqual({
      reviewId: 1,
      text: 'Thank you for the kind words!',
    });
    expect(await within(first).findByText('Thank you for the kind words!')).toBeInTheDocument();
    expect(within(first).queryByRole('form')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'Your reply was published.');
    expect(api.callsTo('GET /api/Company/GetCompanyReviews')).toHaveLength(listLoads + 1);
  });

  it('edits and deletes a reply', async () => {
    const items = [review(1), review(2, { reply: { text: 'Thanks!', createdAt: '2026-03-02T10:00:00.000Z' } })];
    const { api } = await renderApp('/companies/kartuli-code/reviews', {
      routes: {
        ...companyRoutes,
        ...reviewList(items),
        ...signedInAs(companyInfo),
        'POST /api/Company/ReplyToReview': (request) => {
          const body = request.body as { reviewId: number; text: string };
          items[1] = { ...items[1], reply: { text: body.text, createdAt: '2026-03-02T10:00:00.000Z' } };
          return { data: { ...body, createdAt: '2026-03-02T10:00:00.000Z', updatedAt: '2026-03-03T10:00:00.000Z' } };
        },
        'POST /api/Company/DeleteReviewReply': () => {
          items[1] = { ...items[1], reply: null };
          return { data: true };
        },
      },
    });
    const second = await screen.findByRole('article', { name: 'Headline 2' });
    expect(within(second).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Edit reply' }));
    const field = within(second).getByLabelText(/^Your reply/);
    expect(field).toHaveValue('Thanks!');
    await userEvent.type(field, ' See you soon.');
    await userEvent.click(within(second).getByRole('button', { name: 'Publish the reply' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/ReplyToReview')).toHaveLength(1));
    expect(api.callsTo('POST /api/Company/ReplyToReview')[0].body).toEqual({
      reviewId: 2,
      text: 'Thanks! See you soon.',
    });
    expect(await within(second).findByText('Thanks! See you soon.')).toBeInTheDocument();

    await userEvent.click(within(second).getByRole('button', { name: 'Delete reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the reply?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the reply' }));
    await waitFor(() => expect(api.callsTo('POST /api/Company/DeleteReviewReply')).toHaveLength(1));
    expect(api.callsTo('POST /api/Company/DeleteReviewReply')[0].query.get('reviewId')).toBe('2');
    await waitFor(() => expect(within(second).queryByText('Thanks! See you soon.')).not.toBeInTheDocument());
    expect(within(second).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  });

  it("shows the server's messages in the request's language, under the field and for the whole request", async () => {
    const { api } = await renderApp('/companies/kartuli-code/reviews', {
      search: '?lang=ka',
      routes: {
        ...companyRoutes,
        ...reviewList([review(1), review(2)]),
        ...signedInAs(companyInfo),
        'POST /api/Company/ReplyToReview': (request): FakeAnswer =>
          (request.body as { reviewId: number }).reviewId === 1
            ? { status: 400, errors: { text: ['პასუხი ძალიან გრძელია'] } }
            : { status: 404, errors: { _: ['შეფასება ვერ მოიძებნა'] } },
      },
    });
    const first = await screen.findByRole('article', { name: 'Headline 1' });
    await userEvent.click(within(first).getByRole('button', { name: 'პასუხის გაცემა' }));
    await userEvent.type(within(first).getByLabelText(/^თქვენი პასუხი/), 'მადლობა');
    await userEvent.click(within(first).getByRole('button', { name: 'პასუხის გამოქვეყნება' }));
    await waitFor(() =>
      expect(within(first).getByLabelText(/^თქვენი პასუხი/)).toHaveAccessibleDescription(
        expect.stringContaining('პასუხი ძალიან გრძელია'),
      ),
    );
    expect(api.callsTo('POST /api/Company/ReplyToReview')[0].headers['Accept-Language']).toBe('ka');
    await userEvent.click(within(first).getByRole('button', { name: 'გაუქმება' }));

    const second = screen.getByRole('article', { name: 'Headline 2' });
    await userEvent.click(within(second).getByRole('button', { name: 'პასუხის გაცემა' }));
    await userEvent.type(within(second).getByLabelText(/^თქვენი პასუხი/), 'მადლობა');
    await userEvent.click(within(second).getByRole('button', { name: 'პასუხის გამოქვეყნება' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent('შეფასება ვერ მოიძებნა');
  });
});

describe('no controls for anybody else', () => {
  const withReply = () =>
    reviewList([review(1), review(2, { reply: { text: 'Thanks!', createdAt: '2026-03-02T10:00:00.000Z' } })]);

  it.each([
    [
      'another company',
      () => signedInAs({ ...companyInfo, id: 12, fullName: 'Other Co', transformedName: 'other-co', companyId: 4 }),
    ],
    ['a visitor', () => ({})],
    ['the company in a view-as session', () => signedInAs(companyInfo, { viewAs: true })],
  ])('%s sees no reply controls and no own review', async (_who, session) => {
    const { api } = await renderApp('/companies/kartuli-code/reviews', {
      routes: { ...companyRoutes, ...withReply(), ...session() },
    });
    const second = await screen.findByRole('article', { name: 'Headline 2' });
    expect(second).toHaveTextContent('Thanks!');
    for (const name of ['Reply', 'Edit reply', 'Delete reply'])
      expect(within(main()).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/Company/GetMyReviews')).toHaveLength(0);
  });

  it('another talent sees no reply controls', async () => {
    await renderApp('/companies/kartuli-code/reviews', {
      routes: { ...companyRoutes, ...withReply(), ...signedInAs(talentInfo), ...myReviews([]) },
    });
    await screen.findByRole('article', { name: 'Headline 2' });
    for (const name of ['Reply', 'Edit reply', 'Delete reply'])
      expect(within(main()).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('a talent in a view-as session sees neither its review controls nor write or like buttons', async () => {
    const { api } = await renderApp('/companies/kartuli-code/reviews', {
      routes: {
        ...companyRoutes,
        ...withReply(),
        ...signedInAs(talentInfo, { viewAs: true }),
        ...myReviews([ownReview(20, 3)]),
      },
    });
    const first = await screen.findByRole('article', { name: 'Headline 1' });
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(within(main()).queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(within(main()).queryByRole('link', { name: 'Edit your review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/Company/GetMyReviews')).toHaveLength(0);
  });
});
