import { ReviewModerationService } from '../src/modules/company/reviews/review-moderation.service.js';
import { ReviewRatingService } from '../src/modules/company/reviews/review-rating.service.js';
import {
  bearer,
  PASSWORD,
  pngImage,
  type SignedUp,
  signInStaff,
  signUpCompany,
  signUpTalent,
} from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

let t: TestApp;
let moderation: ReviewModerationService;
let ratings: ReviewRatingService;
beforeAll(async () => {
  t = await startTestApp();
  moderation = t.app.get(ReviewModerationService);
  ratings = t.app.get(ReviewRatingService);
});
afterAll(() => t.close());

const accountIdOf = async (who: SignedUp): Promise<number> =>
  (await t.db.query('SELECT id FROM account WHERE email = $1', [who.email]))[0].id;
const companyIdOf = async (who: SignedUp): Promise<number> =>
  (
    await t.db.query('SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1', [who.email])
  )[0].id;
const reviewRow = async (id: number) => (await t.db.query('SELECT * FROM company_review WHERE id = $1', [id]))[0];

const reviewBody = (companyId: number, fields: Record<string, unknown> = {}) => ({
  companyId,
  rating: 4,
  headline: 'Good place to grow',
  description: 'Friendly team and interesting products.',
  pros: 'Mentoring',
  cons: 'Old laptops',
  advice: 'Buy new laptops',
  benefits: 'Health insurance',
  visibility: 1,
  position: 'Backend developer',
  tenure: '2 years',
  ...fields,
});

const createReview = async (who: SignedUp, companyId: number, fields: Record<string, unknown> = {}) =>
  dataOf(await t.http.post('/api/Company/CreateUpdateReview').set(bearer(who)).send(reviewBody(companyId, fields)));

const companyReviews = async (companyId: number, who?: SignedUp, query: Record<string, unknown> = {}) => {
  const request = t.http.get('/api/Company/GetCompanyReviews').query({ companyId, ...query });
  return dataOf(await (who ? request.set(bearer(who)) : request));
};

/** A company with one approved review by a fresh talent. */
async function approvedReview(fields: Record<string, unknown> = {}) {
  const company = await signUpCompany(t, 'Reviewed Co');
  const companyId = await companyIdOf(company);
  const author = await signUpTalent(t);
  const review = await createReview(author, companyId, fields);
  await moderation.approve(review.id);
  return { company, companyId, author, review };
}

async function viewAsSession(targetEmail: string) {
  const staff = await signInStaff(t);
  const account = dataOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: targetEmail }));
  return viewAsSessionOf(t, staff, account.id);
}

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)])
      : [];

describe('CreateUpdateReview', () => {
  it('creates a pending review and answers it as the author sees it', async () => {
    const company = await signUpCompany(t, 'Pending Co');
    const companyId = await companyIdOf(company);
    const talent = await signUpTalent(t);
    const review = await createReview(talent, companyId, { pros: '  ', headline: '  Good place to grow  ' });
    expect(review).toMatchObject({
      companyId,
      company: { id: companyId, name: 'Pending Co', transformedName: expect.any(String), isVerified: false },
      rating: 4,
      headline: 'Good place to grow',
      description: 'Friendly team and interesting products.',
      pros: null,
      cons: 'Old laptops',
      advice: 'Buy new laptops',
      benefits: 'Health insurance',
      visibility: 1,
      position: 'Backend developer',
      tenure: '2 years',
      status: 1,
      rejectionReason: null,
      likeCount: 0,
      reply: null,
    });
    expect(review.id).toEqual(expect.any(Number));
    const row = await reviewRow(review.id);
    expect(row).toMatchObject({
      company_id: companyId,
      author_account_id: await accountIdOf(talent),
      rating: 4,
      status: 1,
      pros: null,
      visibility: 1,
    });

    // Pending is not public, but the author sees it.
    expect(await companyReviews(companyId)).toMatchObject({
      items: [],
      totalCount: 0,
      companyRate: null,
      reviewCount: 0,
    });
    expect(
      dataOf(await t.http.get('/api/Company/getUserReview').set(bearer(talent)).query({ reviewId: review.id })),
    ).toMatchObject({ id: review.id, status: 1 });
    expect(dataOf(await t.http.get('/api/Company/GetMyReviews').set(bearer(talent)))).toMatchObject({
      items: [{ id: review.id, status: 1, company: { name: 'Pending Co' } }],
      totalCount: 1,
      page: 1,
      pageSize: 10,
    });
  });

  it('one review per talent per company: a second one is 409 (en and ka)', async () => {
    const companyId = await companyIdOf(await signUpCompany(t));
    const talent = await signUpTalent(t);
    await createReview(talent, companyId);
    const response = await t.http
      .post('/api/Company/CreateUpdateReview')
      .set(bearer(talent))
      .send(reviewBody(companyId));
    expect(errorsOf(response, 409).companyId).toEqual([
      'You have already reviewed this company. Edit your review instead.',
    ]);
    const ka = errorsOf(
      await t.http
        .post('/api/Company/CreateUpdateReview')
        .set(bearer(talent))
        .set('Accept-Language', 'ka')
        .send(reviewBody(companyId)),
      409,
    );
    expect(ka.companyId[0]).toMatch(GEORGIAN);
    expect(await t.db.query('SELECT id FROM company_review WHERE company_id = $1', [companyId])).toHaveLength(1);
    // Another talent may review the same company.
    await createReview(await signUpTalent(t), companyId);
  });

  it("an update with id changes the caller's own review and puts it back to pending; someone else's id is 404", async () => {
    const { companyId, author, review } = await approvedReview();
    await moderation.reject(review.id, 'spam');
    expect(await reviewRow(review.id)).toMatchObject({ status: 3, rejection_reason: 'spam' });
    expect(
      dataOf(await t.http.get('/api/Company/getUserReview').set(bearer(author)).query({ reviewId: review.id })),
    ).toMatchObject({
      status: 3,
      rejectionReason: 'spam',
    });
    await moderation.approve(review.id);
    expect((await companyReviews(companyId)).items).toHaveLength(1);

    await t.db.query(`UPDATE company_review SET updated_at = now() - interval '1 day' WHERE id = $1`, [review.id]);
    const before = await reviewRow(review.id);
    const updated = dataOf(
      await t.http
        .post('/api/Company/CreateUpdateReview')
        .set(bearer(author))
        .send(reviewBody(companyId, { id: review.id, rating: 2, headline: 'Changed my mind', pros: null })),
    );
    expect(updated).toMatchObject({
      id: review.id,
      rating: 2,
      headline: 'Changed my mind',
      pros: null,
      status: 1,
      rejectionReason: null,
    });
    const after = await reviewRow(review.id);
    expect(after).toMatchObject({ rating: 2, headline: 'Changed my mind', status: 1, rejection_reason: null });
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime() + 3_600_000);
    expect(await companyReviews(companyId)).toMatchObject({ items: [], reviewCount: 0, companyRate: null });

    const other = await signUpTalent(t);
    const stolen = await t.http
      .post('/api/Company/CreateUpdateReview')
      .set(bearer(other))
      .send(reviewBody(companyId, { id: review.id, headline: 'Hijacked' }));
    expect(errorsOf(stolen, 404)._).toEqual(['The review was not found']);
    expect(
      errorsOf(
        await t.http
          .post('/api/Company/CreateUpdateReview')
          .set(bearer(author))
          .send(reviewBody(companyId, { id: 999999 })),
        404,
      )._,
    ).toEqual(['The review was not found']);
    const otherCompanyId = await companyIdOf(await signUpCompany(t));
    expect(
      errorsOf(
        await t.http
          .post('/api/Company/CreateUpdateReview')
          .set(bearer(author))
          .send(reviewBody(otherCompanyId, { id: review.id })),
        400,
      ).companyId,
    ).toEqual(['A review cannot be moved to another company']);
    expect(await reviewRow(review.id)).toMatchObject({ headline: 'Changed my mind', company_id: companyId });
  });

  it('an unknown company is 404', async () => {
    const talent = await signUpTalent(t);
    expect(
      errorsOf(await t.http.post('/api/Company/CreateUpdateReview').set(bearer(talent)).send(reviewBody(999999)), 404)
        ._,
    ).toEqual(['The company was not found']);
  });

  it('validates every field, in English and Georgian', async () => {
    const companyId = await companyIdOf(await signUpCompany(t));
    const talent = await signUpTalent(t);
    const send = (body: unknown, language = 'en') =>
      t.http
        .post('/api/Company/CreateUpdateReview')
        .set(bearer(talent))
        .set('Accept-Language', language)
        .send(body as object);

    expect(errorsOf(await send({}), 400)).toEqual({ _: ['Please fill all fields correctly'] });
    expect(errorsOf(await send({}, 'ka'), 400)._[0]).toMatch(GEORGIAN);

    const missing = errorsOf(await send({ pros: 'only this' }), 400);
    expect(missing).toEqual({
      companyId: ['Choose the company to review'],
      rating: ['Choose an overall rating'],
      headline: ['The headline is required'],
      description: ['The description is required'],
      visibility: ['Choose how the review is shown'],
    });
    const missingKa = errorsOf(await send({ pros: 'only this' }, 'ka'), 400);
    expect(Object.keys(missingKa).sort()).toEqual(Object.keys(missing).sort());
    for (const messages of Object.values(missingKa)) expect(messages[0]).toMatch(GEORGIAN);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyId: 'abc' }, 'companyId', 'The company id must be a whole number'],
      [{ companyId: 0 }, 'companyId', 'The company id must be a whole number'],
      [{ id: 'x' }, 'id', 'The review id must be a whole number'],
      [{ rating: 0 }, 'rating', 'The overall rating must be a whole number from 1 to 5'],
      [{ rating: 6 }, 'rating', 'The overall rating must be a whole number from 1 to 5'],
      [{ rating: 3.5 }, 'rating', 'The overall rating must be a whole number from 1 to 5'],
      [{ headline: '   ' }, 'headline', 'The headline is required'],
      [{ headline: 'x'.repeat(151) }, 'headline', 'The headline must be at most 150 characters long'],
      [{ headline: 42 }, 'headline', 'This field must be text'],
      [{ description: ' ' }, 'description', 'The description is required'],
      [{ description: 'x'.repeat(5001) }, 'description', 'The description must be at most 5000 characters long'],
      [{ pros: 'x'.repeat(2001) }, 'pros', 'This field must be at most 2000 characters long'],
      [{ cons: 'x'.repeat(2001) }, 'cons', 'This field must be at most 2000 characters long'],
      [{ advice: 'x'.repeat(2001) }, 'advice', 'This field must be at most 2000 characters long'],
      [{ benefits: 'x'.repeat(2001) }, 'benefits', 'This field must be at most 2000 characters long'],
      [{ visibility: 3 }, 'visibility', 'Choose how the review is shown: anonymously or with your details'],
      [{ position: 'x'.repeat(101) }, 'position', 'The position must be at most 100 characters long'],
      [{ tenure: 'x'.repeat(51) }, 'tenure', 'The tenure must be at most 50 characters long'],
    ];
    for (const [fields, field, message] of cases) {
      const errors = errorsOf(await send(reviewBody(companyId, fields)), 400);
      expect({ fields, errors }).toEqual({ fields, errors: { [field]: [message] } });
      const ka = errorsOf(await send(reviewBody(companyId, fields), 'ka'), 400);
      expect(ka[field][0]).toMatch(GEORGIAN);
    }
    // Limits are inclusive, and PascalCase keys are accepted.
    const pascal = Object.fromEntries(
      Object.entries(
        reviewBody(companyId, {
          headline: 'x'.repeat(150),
          pros: 'p'.repeat(2000),
          tenure: 't'.repeat(50),
          visibility: '2',
        }),
      ).map(([key, value]) => [key[0].toUpperCase() + key.slice(1), value]),
    );
    expect(dataOf(await send(pascal))).toMatchObject({ visibility: 2, tenure: 't'.repeat(50) });
    expect(await t.db.query('SELECT id FROM company_review WHERE company_id = $1', [companyId])).toHaveLength(1);
  });
});

describe('GetCompanyReviews', () => {
  it('lists approved reviews newest first with companyRate, count and distribution; rejected and pending are left out', async () => {
    const company = await signUpCompany(t, 'Rated Co');
    const companyId = await companyIdOf(company);
    const ids: number[] = [];
    for (const rating of [5, 4, 4]) {
      const review = await createReview(await signUpTalent(t), companyId, { rating, headline: `Rated ${rating}` });
      await moderation.approve(review.id);
      ids.push(review.id);
    }
    await moderation.reject((await createReview(await signUpTalent(t), companyId, { rating: 1 })).id, 'rude');
    await createReview(await signUpTalent(t), companyId, { rating: 1 }); // pending

    const page = await companyReviews(companyId);
    expect(page).toMatchObject({
      totalCount: 3,
      page: 1,
      pageSize: 10,
      companyRate: 4.3,
      reviewCount: 3,
      ratingDistribution: [
        { rating: 5, count: 1 },
        { rating: 4, count: 2 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    });
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([...ids].reverse());
    expect(page.items[0]).toMatchObject({
      rating: 4,
      likeCount: 0,
      likedByMe: false,
      isMine: false,
      reply: null,
      author: null,
    });

    const second = await companyReviews(companyId, undefined, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ totalCount: 3, page: 2, pageSize: 2, companyRate: 4.3 });
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([ids[0]]);

    const other = await companyIdOf(await signUpCompany(t));
    const map = await ratings.ratingsFor([companyId, other, companyId]);
    expect([...map.entries()]).toEqual([
      [companyId, { companyRate: 4.3, reviewCount: 3 }],
      [other, { companyRate: null, reviewCount: 0 }],
    ]);
    expect((await ratings.ratingsFor([])).size).toBe(0);
  });

  it('validates its query and answers 404 for an unknown company (en and ka)', async () => {
    const get = (query: Record<string, unknown>, language = 'en') =>
      t.http.get('/api/Company/GetCompanyReviews').set('Accept-Language', language).query(query);
    expect(errorsOf(await get({}), 400).companyId).toEqual(['Choose the company to review']);
    expect(errorsOf(await get({}, 'ka'), 400).companyId[0]).toMatch(GEORGIAN);
    expect(errorsOf(await get({ companyId: 'x' }), 400).companyId).toEqual(['The company id must be a whole number']);
    expect(errorsOf(await get({ companyId: 1, pageSize: 101 }), 400).pageSize).toEqual([
      'The page size must be a whole number from 1 to 100',
    ]);
    expect(errorsOf(await get({ companyId: 1, pageSize: 101 }, 'ka'), 400).pageSize[0]).toMatch(GEORGIAN);
    expect(errorsOf(await get({ companyId: 1, page: 0 }), 400).page).toEqual([
      'The page must be a whole number from 1 to 100000',
    ]);
    expect(errorsOf(await get({ companyId: 999999 }), 404)._).toEqual(['The company was not found']);
    expect(errorsOf(await get({ companyId: 999999 }, 'ka'), 404)._[0]).toMatch(GEORGIAN);
    const companyId = await companyIdOf(await signUpCompany(t));
    expect(dataOf(await get({ CompanyId: companyId, PageSize: 100 }))).toMatchObject({ items: [], pageSize: 100 });
  });

  it('"actual details" shows only the picture, position and tenure; an anonymous review shows nothing of its author', async () => {
    const company = await signUpCompany(t, 'Privacy Co');
    const companyId = await companyIdOf(company);
    const named = await signUpTalent(t, { Name: 'Zurab Tsereteli' });
    const photo = dataOf(
      await t.http
        .post('/api/Account/UpdateProfileImage')
        .set(bearer(named))
        .attach('ProfileImage', await pngImage(), 'me.png'),
    );
    const details = await createReview(named, companyId, { visibility: 2, position: 'QA engineer', tenure: '3 years' });
    await moderation.approve(details.id);

    const items = (await companyReviews(companyId)).items;
    expect(items).toEqual([
      expect.objectContaining({
        id: details.id,
        visibility: 2,
        author: { smallProfileImageUrl: photo.smallProfileImageUrl, position: 'QA engineer', tenure: '3 years' },
      }),
    ]);
    const json = JSON.stringify(items);
    expect(json).not.toContain('Zurab');
    expect(json).not.toContain(named.email);
    expect(keysOf(items)).not.toEqual(expect.arrayContaining(['email']));
    expect(keysOf(items).filter((key) => /account|email|name/i.test(key))).toEqual([]);
  });

  it('an anonymous review never reveals its author to anyone, on any review endpoint', async () => {
    const company = await signUpCompany(t, 'Secretive Co');
    const companyId = await companyIdOf(company);
    const author = await signUpTalent(t, { Name: 'Tamar Anonymishvili' });
    const photo = dataOf(
      await t.http
        .post('/api/Account/UpdateProfileImage')
        .set(bearer(author))
        .attach('ProfileImage', await pngImage(), 'me.png'),
    );
    const authorId = await accountIdOf(author);
    const created = await t.http
      .post('/api/Company/CreateUpdateReview')
      .set(bearer(author))
      .send(reviewBody(companyId, { visibility: 1 }));
    const reviewId = dataOf(created).id;
    await moderation.approve(reviewId);
    const otherTalent = await signUpTalent(t);

    const responses = [
      created,
      await t.http.get('/api/Company/GetCompanyReviews').query({ companyId }),
      await t.http.get('/api/Company/GetCompanyReviews').set(bearer(otherTalent)).query({ companyId }),
      await t.http.get('/api/Company/GetCompanyReviews').set(bearer(company)).query({ companyId }),
      await t.http.get('/api/Company/GetCompanyReviews').set(bearer(author)).query({ companyId }),
      await t.http.get('/api/Company/getUserReview').set(bearer(author)).query({ reviewId }),
      await t.http.get('/api/Company/GetMyReviews').set(bearer(author)),
      await t.http.post('/api/Company/likeReview').set(bearer(otherTalent)).query({ reviewId }),
      await t.http.post('/api/Company/ReplyToReview').set(bearer(company)).send({ reviewId, text: 'Thank you!' }),
      await t.http.get('/api/Company/GetCompanyReviews').set(bearer(company)).query({ companyId }),
    ];
    for (const response of responses) {
      const data = dataOf(response);
      const json = JSON.stringify(response.body);
      expect(json).not.toContain('Tamar');
      expect(json).not.toContain('Anonymishvili');
      expect(json).not.toContain(author.email);
      expect(json).not.toContain(photo.smallProfileImageUrl);
      expect(json).not.toContain(photo.profileImageUrl);
      expect(keysOf(data).filter((key) => /account|author(?!$)|email|fullName|userId/i.test(key))).toEqual([]);
      expect(json).not.toMatch(new RegExp(`"(authorAccountId|accountId|authorId)"\\s*:\\s*${authorId}\\b`));
    }
    const publicItem = dataOf(responses[1]).items[0];
    expect(publicItem).toMatchObject({ visibility: 1, author: null, isMine: false });
    // The author alone learns that the review is theirs.
    expect(dataOf(responses[4]).items[0]).toMatchObject({ isMine: true, author: null });
  });

  it("deleting the author's account keeps the review, now anonymous, and its rating", async () => {
    const { companyId, author, review } = await approvedReview({ visibility: 2, rating: 2 });
    expect((await companyReviews(companyId)).items[0]).toMatchObject({
      visibility: 2,
      author: { position: 'Backend developer' },
    });
    dataOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(author)).send({ password: PASSWORD }));
    expect(await reviewRow(review.id)).toMatchObject({ author_account_id: null, status: 2, visibility: 2 });
    const page = await companyReviews(companyId);
    expect(page).toMatchObject({ companyRate: 2, reviewCount: 1 });
    expect(page.items[0]).toMatchObject({ id: review.id, visibility: 1, author: null });
    expect(JSON.stringify(page)).not.toContain('Backend developer');
    expect(JSON.stringify(page)).not.toContain('Nino');
  });
});

describe('getUserReview and GetMyReviews', () => {
  it("answer only the caller's own reviews, in any status", async () => {
    const author = await signUpTalent(t);
    const first = await createReview(author, await companyIdOf(await signUpCompany(t, 'First Co')));
    const second = await createReview(author, await companyIdOf(await signUpCompany(t, 'Second Co')));
    await moderation.approve(first.id);
    const mine = dataOf(await t.http.get('/api/Company/GetMyReviews').set(bearer(author)));
    expect(mine.totalCount).toBe(2);
    expect(mine.items.map((item: { id: number; status: number }) => [item.id, item.status]).sort()).toEqual(
      [
        [first.id, 2],
        [second.id, 1],
      ].sort(),
    );
    const paged = dataOf(
      await t.http.get('/api/Company/GetMyReviews').set(bearer(author)).query({ page: 2, pageSize: 1 }),
    );
    expect(paged).toMatchObject({ totalCount: 2, page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);

    const other = await signUpTalent(t);
    expect(
      errorsOf(await t.http.get('/api/Company/getUserReview').set(bearer(other)).query({ reviewId: first.id }), 404)._,
    ).toEqual(['The review was not found']);
    expect(dataOf(await t.http.get('/api/Company/GetMyReviews').set(bearer(other)))).toMatchObject({
      items: [],
      totalCount: 0,
    });
    expect(errorsOf(await t.http.get('/api/Company/getUserReview').set(bearer(author)), 400).reviewId).toEqual([
      'Choose a review',
    ]);
    expect(
      errorsOf(await t.http.get('/api/Company/getUserReview').set(bearer(author)).set('Accept-Language', 'ka'), 400)
        .reviewId[0],
    ).toMatch(GEORGIAN);
    expect(
      errorsOf(await t.http.get('/api/Company/getUserReview').set(bearer(author)).query({ reviewId: 'x' }), 400)
        .reviewId,
    ).toEqual(['The review id must be a whole number']);
    expect(
      errorsOf(await t.http.get('/api/Company/GetMyReviews').set(bearer(author)).query({ pageSize: 0 }), 400).pageSize,
    ).toEqual(['The page size must be a whole number from 1 to 100']);
  });
});

describe('likeReview', () => {
  it('toggles one like per talent on approved reviews only', async () => {
    const { companyId, author, review } = await approvedReview();
    const [b, c] = [await signUpTalent(t), await signUpTalent(t)];
    const like = (who: SignedUp, reviewId = review.id) =>
      t.http.post('/api/Company/likeReview').set(bearer(who)).query({ reviewId });
    expect(dataOf(await like(b))).toEqual({ liked: true, likeCount: 1 });
    expect(dataOf(await like(c))).toEqual({ liked: true, likeCount: 2 });
    expect(dataOf(await like(b))).toEqual({ liked: false, likeCount: 1 });
    expect(await t.db.query('SELECT account_id FROM company_review_like WHERE review_id = $1', [review.id])).toEqual([
      { account_id: await accountIdOf(c) },
    ]);
    expect((await companyReviews(companyId, c)).items[0]).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await companyReviews(companyId, b)).items[0]).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await companyReviews(companyId)).items[0]).toMatchObject({ likeCount: 1, likedByMe: false });
    expect(
      dataOf(await t.http.get('/api/Company/getUserReview').set(bearer(author)).query({ reviewId: review.id }))
        .likeCount,
    ).toBe(1);

    const pending = await createReview(b, companyId);
    expect(errorsOf(await like(c, pending.id), 404)._).toEqual(['The review was not found']);
    expect(errorsOf(await like(c, 999999), 404)._).toEqual(['The review was not found']);
    expect(errorsOf(await t.http.post('/api/Company/likeReview').set(bearer(c)), 400).reviewId).toEqual([
      'Choose a review',
    ]);
    expect(
      errorsOf(
        await t.http
          .post('/api/Company/likeReview')
          .set(bearer(c))
          .set('Accept-Language', 'ka')
          .query({ reviewId: -1 }),
        400,
      ).reviewId[0],
    ).toMatch(GEORGIAN);
  });
});

describe('deleteReview', () => {
  it('deletes only the caller’s own review, with its likes and reply', async () => {
    const { company, companyId, author, review } = await approvedReview();
    const other = await signUpTalent(t);
    dataOf(await t.http.post('/api/Company/likeReview').set(bearer(other)).query({ reviewId: review.id }));
    dataOf(
      await t.http
        .post('/api/Company/ReplyToReview')
        .set(bearer(company))
        .send({ reviewId: review.id, text: 'Thanks' }),
    );

    expect(
      errorsOf(await t.http.post('/api/Company/deleteReview').set(bearer(other)).query({ reviewId: review.id }), 404)._,
    ).toEqual(['The review was not found']);
    expect(await reviewRow(review.id)).toBeDefined();
    expect(
      dataOf(await t.http.post('/api/Company/deleteReview').set(bearer(author)).query({ reviewId: review.id })),
    ).toBe(true);
    expect(await reviewRow(review.id)).toBeUndefined();
    expect(await t.db.query('SELECT 1 FROM company_review_like WHERE review_id = $1', [review.id])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM company_review_reply WHERE review_id = $1', [review.id])).toEqual([]);
    expect(
      errorsOf(await t.http.post('/api/Company/deleteReview').set(bearer(author)).query({ reviewId: review.id }), 404)
        ._,
    ).toEqual(['The review was not found']);
    expect(await companyReviews(companyId)).toMatchObject({ items: [], companyRate: null, reviewCount: 0 });
    // The author may now write a new review of the company.
    await createReview(author, companyId);
  });
});

describe('ReplyToReview and DeleteReviewReply', () => {
  it('the reviewed company alone replies, once per approved review, and may remove its reply', async () => {
    const { company, companyId, author, review } = await approvedReview();
    const reply = dataOf(
      await t.http
        .post('/api/Company/ReplyToReview')
        .set(bearer(company))
        .send({ reviewId: review.id, text: '  Thank you!  ' }),
    );
    expect(reply).toMatchObject({ reviewId: review.id, text: 'Thank you!' });
    expect((await companyReviews(companyId)).items[0].reply).toMatchObject({ text: 'Thank you!' });

    const updated = dataOf(
      await t.http
        .post('/api/Company/ReplyToReview')
        .set(bearer(company))
        .send({ ReviewId: review.id, Text: 'Thanks again' }),
    );
    expect(updated).toMatchObject({ reviewId: review.id, text: 'Thanks again' });
    expect(await t.db.query('SELECT text FROM company_review_reply WHERE review_id = $1', [review.id])).toEqual([
      { text: 'Thanks again' },
    ]);
    expect(
      dataOf(await t.http.get('/api/Company/getUserReview').set(bearer(author)).query({ reviewId: review.id })).reply,
    ).toMatchObject({
      text: 'Thanks again',
    });

    const rival = await signUpCompany(t, 'Rival Co');
    expect(
      errorsOf(
        await t.http
          .post('/api/Company/ReplyToReview')
          .set(bearer(rival))
          .send({ reviewId: review.id, text: 'Come to us' }),
        404,
      )._,
    ).toEqual(['The review was not found']);
    expect(
      errorsOf(
        await t.http.post('/api/Company/DeleteReviewReply').set(bearer(rival)).query({ reviewId: review.id }),
        404,
      )._,
    ).toEqual(['The review was not found']);
    const pending = await createReview(await signUpTalent(t), companyId);
    expect(
      errorsOf(
        await t.http.post('/api/Company/ReplyToReview').set(bearer(company)).send({ reviewId: pending.id, text: 'Hi' }),
        404,
      )._,
    ).toEqual(['The review was not found']);
    expect(await t.db.query('SELECT text FROM company_review_reply WHERE review_id = $1', [review.id])).toEqual([
      { text: 'Thanks again' },
    ]);

    const send = (body: object, language = 'en') =>
      t.http.post('/api/Company/ReplyToReview').set(bearer(company)).set('Accept-Language', language).send(body);
    expect(errorsOf(await send({ reviewId: review.id, text: ' ' }), 400).text).toEqual(['The reply is required']);
    expect(errorsOf(await send({ reviewId: review.id, text: 'x'.repeat(2001) }), 400).text).toEqual([
      'The reply must be at most 2000 characters long',
    ]);
    expect(errorsOf(await send({ reviewId: review.id, text: 'x'.repeat(2001) }, 'ka'), 400).text[0]).toMatch(GEORGIAN);
    expect(errorsOf(await send({ text: 'Hi' }), 400).reviewId).toEqual(['Choose a review']);

    expect(
      dataOf(await t.http.post('/api/Company/DeleteReviewReply').set(bearer(company)).query({ reviewId: review.id })),
    ).toBe(true);
    expect(await t.db.query('SELECT 1 FROM company_review_reply WHERE review_id = $1', [review.id])).toEqual([]);
    expect((await companyReviews(companyId)).items[0].reply).toBeNull();
    expect(
      errorsOf(
        await t.http.post('/api/Company/DeleteReviewReply').set(bearer(company)).query({ reviewId: review.id }),
        404,
      )._,
    ).toEqual(['This review has no reply']);
    expect(
      errorsOf(
        await t.http
          .post('/api/Company/DeleteReviewReply')
          .set(bearer(company))
          .set('Accept-Language', 'ka')
          .query({ reviewId: review.id }),
        404,
      )._[0],
    ).toMatch(GEORGIAN);
  });
});

describe('who may call', () => {
  it('visitors get 401 on everything but the public list', async () => {
    const { review } = await approvedReview();
    errorsOf(await t.http.post('/api/Company/CreateUpdateReview').send(reviewBody(1)), 401);
    errorsOf(await t.http.get('/api/Company/getUserReview').query({ reviewId: review.id }), 401);
    errorsOf(await t.http.get('/api/Company/GetMyReviews'), 401);
    errorsOf(await t.http.post('/api/Company/likeReview').query({ reviewId: review.id }), 401);
    errorsOf(await t.http.post('/api/Company/deleteReview').query({ reviewId: review.id }), 401);
    errorsOf(await t.http.post('/api/Company/ReplyToReview').send({ reviewId: review.id, text: 'Hi' }), 401);
    errorsOf(await t.http.post('/api/Company/DeleteReviewReply').query({ reviewId: review.id }), 401);
  });

  it('a company cannot review, like or delete reviews (403); a talent cannot reply (403); staff cannot review', async () => {
    const { company, companyId, author, review } = await approvedReview();
    errorsOf(
      await t.http.post('/api/Company/CreateUpdateReview').set(bearer(company)).send(reviewBody(companyId)),
      403,
    );
    errorsOf(await t.http.get('/api/Company/getUserReview').set(bearer(company)).query({ reviewId: review.id }), 403);
    errorsOf(await t.http.get('/api/Company/GetMyReviews').set(bearer(company)), 403);
    errorsOf(await t.http.post('/api/Company/likeReview').set(bearer(company)).query({ reviewId: review.id }), 403);
    errorsOf(await t.http.post('/api/Company/deleteReview').set(bearer(company)).query({ reviewId: review.id }), 403);
    errorsOf(
      await t.http.post('/api/Company/ReplyToReview').set(bearer(author)).send({ reviewId: review.id, text: 'Hi' }),
      403,
    );
    errorsOf(
      await t.http.post('/api/Company/DeleteReviewReply').set(bearer(author)).query({ reviewId: review.id }),
      403,
    );
    const staff = await signInStaff(t);
    errorsOf(await t.http.post('/api/Company/CreateUpdateReview').set(bearer(staff)).send(reviewBody(companyId)), 403);
    expect(await t.db.query('SELECT id FROM company_review WHERE company_id = $1', [companyId])).toHaveLength(1);
    expect(await t.db.query('SELECT 1 FROM company_review_like WHERE review_id = $1', [review.id])).toEqual([]);
  });

  it('a view-as session may read but not write (403)', async () => {
    const { company, companyId, author, review } = await approvedReview();
    const asAuthor = await viewAsSession(author.email);
    const readOnly = 'This is a read-only view-as session';
    expect(
      dataOf(await t.http.get('/api/Company/getUserReview').set(bearer(asAuthor)).query({ reviewId: review.id })),
    ).toMatchObject({ id: review.id });
    expect(
      errorsOf(
        await t.http
          .post('/api/Company/CreateUpdateReview')
          .set(bearer(asAuthor))
          .send(reviewBody(companyId, { id: review.id })),
        403,
      )._,
    ).toEqual([readOnly]);
    expect(
      errorsOf(await t.http.post('/api/Company/deleteReview').set(bearer(asAuthor)).query({ reviewId: review.id }), 403)
        ._,
    ).toEqual([readOnly]);
    expect(
      errorsOf(await t.http.post('/api/Company/likeReview').set(bearer(asAuthor)).query({ reviewId: review.id }), 403)
        ._,
    ).toEqual([readOnly]);
    const asCompany = await viewAsSession(company.email);
    expect(
      errorsOf(
        await t.http
          .post('/api/Company/ReplyToReview')
          .set(bearer(asCompany))
          .send({ reviewId: review.id, text: 'Hi' }),
        403,
      )._,
    ).toEqual([readOnly]);
    expect(
      errorsOf(
        await t.http.post('/api/Company/DeleteReviewReply').set(bearer(asCompany)).query({ reviewId: review.id }),
        403,
      )._,
    ).toEqual([readOnly]);
    expect(await reviewRow(review.id)).toMatchObject({ status: 2, headline: 'Good place to grow' });
    expect(await t.db.query('SELECT 1 FROM company_review_reply WHERE review_id = $1', [review.id])).toEqual([]);
  });
});

describe('ReviewModerationService', () => {
  it('approves and rejects; an unknown id is a 404 error', async () => {
    const company = await signUpCompany(t);
    const companyId = await companyIdOf(company);
    const review = await createReview(await signUpTalent(t), companyId);
    await moderation.reject(review.id, '  Off topic  ');
    expect(await reviewRow(review.id)).toMatchObject({ status: 3, rejection_reason: 'Off topic' });
    await moderation.approve(review.id);
    expect(await reviewRow(review.id)).toMatchObject({ status: 2, rejection_reason: null });
    await expect(moderation.approve(999999)).rejects.toMatchObject({ code: 'NotFound' });
    await expect(moderation.reject(999999, 'x')).rejects.toMatchObject({ code: 'NotFound' });
  });
});
