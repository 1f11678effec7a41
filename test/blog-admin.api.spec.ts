import { bearer, pngImage, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './support/accounts.js';
import { insertBlogPost } from './support/blog-seed.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

let t: TestApp;
let staff: SignedUp;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

const post = {
  titleEn: 'Cloud jobs in Georgia',
  titleGe: 'ღრუბლოვანი სამსახურები საქართველოში',
  summaryEn: 'Where cloud engineers work',
  summaryGe: 'სად მუშაობენ ღრუბლის ინჟინრები',
  bodyEn: '## Cloud\n\nAWS, Azure and GCP in **Tbilisi**.',
  bodyGe: '## ღრუბელი\n\nAWS, Azure და GCP **თბილისში**.',
  author: 'Nino Beridze',
  publish: false,
};

const auditRows = (id: number) =>
  t.db.query(
    `SELECT action, actor_account_id, target_type, target_id, before, after FROM audit_log WHERE target_type = 'blog_post' AND target_id = $1 ORDER BY id`,
    [id],
  );
const staffId = async () =>
  Number((await t.db.query(`SELECT id FROM account WHERE lower(email) = lower($1)`, [staff.email]))[0].id);
const publicIds = async (language = 'en') =>
  dataOf(await t.http.get('/api/Blog/GetBlogs').set('Accept-Language', language).query({ pageSize: 50 })).data.map(
    (item: { id: string }) => item.id,
  );

describe('Admin/Blog: the back office’s blog posts', () => {
  it('creates a draft, publishes it (shown at once), edits, unpublishes and deletes it, each step audited', async () => {
    const created = dataOf(await t.http.post('/api/Admin/Blog/CreatePost').set(bearer(staff)).send(post));
    const { publish: _publish, ...fields } = post;
    expect(created).toMatchObject({ ...fields, coverUrl: null, status: 1, isPublished: false, publishedAt: null });
    expect(created.id).toEqual(expect.any(Number));
    const id: number = created.id;
    expect(await publicIds()).not.toContain(String(id));
    errorsOf(await t.http.get('/api/Blog/GetBlog').query({ id }), 404);

    const published = dataOf(
      await t.http
        .post('/api/Admin/Blog/UpdatePost')
        .set(bearer(staff))
        .query({ id })
        .send({ ...post, publish: true }),
    );
    expect(published).toMatchObject({ id, status: 2, isPublished: true, publishedAt: expect.any(String) });
    expect(await publicIds()).toContain(String(id));
    expect(dataOf(await t.http.get('/api/Blog/GetBlog').set('Accept-Language', 'ka').query({ id }))).toMatchObject({
      title: post.titleGe,
      body: post.bodyGe,
      author: 'Nino Beridze',
      language: 'ka',
    });

    // Editing a published post keeps its first publication date; search finds the new words at once.
    const edited = dataOf(
      await t.http
        .post('/api/Admin/Blog/UpdatePost')
        .set(bearer(staff))
        .query({ id })
        .send({ ...post, titleEn: 'Kubernetes jobs in Georgia', publish: true }),
    );
    expect(edited.publishedAt).toBe(published.publishedAt);
    const found = dataOf(await t.http.get('/api/Blog/GetBlogs').query({ search: 'kubernetes' })).data;
    expect(found.map((item: { id: string }) => item.id)).toEqual([String(id)]);

    const unpublished = dataOf(
      await t.http
        .post('/api/Admin/Blog/UpdatePost')
        .set(bearer(staff))
        .query({ id })
        .send({ ...post, publish: false }),
    );
    expect(unpublished).toMatchObject({ status: 1, isPublished: false });
    expect(await publicIds()).not.toContain(String(id));

    expect(dataOf(await t.http.post('/api/Admin/Blog/DeletePost').set(bearer(staff)).query({ id }))).toBe(
      'The blog post has been deleted',
    );
    errorsOf(await t.http.get('/api/Admin/Blog/GetPost').set(bearer(staff)).query({ id }), 404);

    const actor = await staffId();
    const rows = await auditRows(id);
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      'blog.postCreated',
      'blog.postUpdated',
      'blog.postUpdated',
      'blog.postUpdated',
      'blog.postDeleted',
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ actor_account_id: actor, target_type: 'blog_post', target_id: id });
    expect(rows[1]).toMatchObject({
      before: { status: 1, publishedAt: null },
      after: { status: 2, titleEn: post.titleEn },
    });
    expect(rows[4]).toMatchObject({ before: { titleEn: post.titleEn, status: 1 }, after: null });
  });

  it('lists every post, drafts too, newest first, with paging and search; reads one with both bodies', async () => {
    const draft = await insertBlogPost(t, {
      titleEn: 'Draft on testing careers',
      titleGe: 'დრაფტი ტესტირების კარიერაზე',
      published: false,
    });
    const live = await insertBlogPost(t, {
      titleEn: 'Published note on testing',
      bodyEn: 'Body **en**',
      bodyGe: 'ტექსტი',
    });
    const page = dataOf(await t.http.get('/api/Admin/Blog/GetPosts').set(bearer(staff)).query({ pageSize: 1 }));
    expect(page).toMatchObject({ totalCount: expect.any(Number), page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ id: live, titleEn: 'Published note on testing', isPublished: true });
    expect(page.items[0]).not.toHaveProperty('bodyEn');
    const searched = dataOf(
      await t.http.get('/api/Admin/Blog/GetPosts').set(bearer(staff)).query({ search: 'testing' }),
    );
    expect(searched.items.map((item: { id: number }) => item.id)).toEqual([live, draft]);
    const georgian = dataOf(
      await t.http.get('/api/Admin/Blog/GetPosts').set(bearer(staff)).query({ search: 'ტესტირების' }),
    );
    expect(georgian.items.map((item: { id: number }) => item.id)).toEqual([draft]);
    expect(dataOf(await t.http.get('/api/Admin/Blog/GetPosts').set(bearer(staff)).query({ page: 500 }))).toMatchObject({
      items: [],
      totalCount: page.totalCount,
    });
    expect(dataOf(await t.http.get('/api/Admin/Blog/GetPost').set(bearer(staff)).query({ id: live }))).toMatchObject({
      id: live,
      bodyEn: 'Body **en**',
      bodyGe: 'ტექსტი',
    });
    expect(
      errorsOf(await t.http.get('/api/Admin/Blog/GetPost').set(bearer(staff)).query({ id: 999999 }), 404)._,
    ).toEqual(['The article was not found']);
  });

  it('uploads a cover as WebP, saves it on the post and removes the file when the post no longer shows it', async () => {
    const uploaded = dataOf(
      await t.http
        .post('/api/Admin/Blog/UploadCover')
        .set(bearer(staff))
        .attach('Cover', await pngImage(2000, 800), 'cover.png'),
    );
    expect(uploaded.url).toMatch(/^\/api\/Files\/Images\/[0-9a-f]{32}\.webp$/);
    const served = await t.http.get(uploaded.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const created = dataOf(
      await t.http
        .post('/api/Admin/Blog/CreatePost')
        .set(bearer(staff))
        .send({ ...post, coverUrl: uploaded.url, publish: true }),
    );
    expect(created.coverUrl).toBe(uploaded.url);
    expect(dataOf(await t.http.get('/api/Blog/GetBlog').query({ id: created.id })).coverUrl).toBe(uploaded.url);

    await t.http
      .post('/api/Admin/Blog/UpdatePost')
      .set(bearer(staff))
      .query({ id: created.id })
      .send({ ...post, coverUrl: '/static/demo/covers/ushba-ai.svg', publish: true })
      .expect(200);
    expect((await t.http.get(uploaded.url)).status).toBe(404);

    // A pasted address of someone's profile picture is never removed with the post's cover.
    const talent = await signUpTalent(t);
    const picture = dataOf(
      await t.http
        .post('/api/Account/UpdateProfileImage')
        .set(bearer(talent))
        .attach('ProfileImage', await pngImage(), 'a.png'),
    );
    const pasted = dataOf(
      await t.http
        .post('/api/Admin/Blog/CreatePost')
        .set(bearer(staff))
        .send({ ...post, coverUrl: picture.profileImageUrl, publish: false }),
    );
    expect(pasted.coverUrl).toBe(picture.profileImageUrl);
    await t.http.post('/api/Admin/Blog/DeletePost').set(bearer(staff)).query({ id: pasted.id }).expect(200);
    expect((await t.http.get(picture.profileImageUrl)).status).toBe(200);
    expect((await t.http.get(picture.smallProfileImageUrl)).status).toBe(200);

    errorsOf(
      await t.http
        .post('/api/Admin/Blog/UploadCover')
        .set(bearer(staff))
        .attach('Cover', Buffer.from('not an image'), 'cover.png'),
      415,
    );
    expect(
      errorsOf(await t.http.post('/api/Admin/Blog/UploadCover').set(bearer(staff)).field('x', 'y'), 400).cover,
    ).toEqual(['Choose a cover image']);
  });

  it('validates a post, with the messages in the request language', async () => {
    const create = (body: Record<string, unknown>, language = 'en') =>
      t.http.post('/api/Admin/Blog/CreatePost').set(bearer(staff)).set('Accept-Language', language).send(body);
    const { titleEn: _title, bodyEn: _body, publish: _publish, ...rest } = post;
    const missing = errorsOf(await create(rest), 400);
    expect(missing).toEqual({
      titleEn: ['Enter the English title'],
      bodyEn: ['Enter the English text of the post'],
      publish: ['Say whether the post is published: publish must be true or false'],
    });
    const georgian = errorsOf(await create(rest, 'ka'), 400);
    expect(georgian.titleEn).toEqual(['შეიყვანეთ სათაური ინგლისურად']);
    expect(georgian.bodyEn[0]).toMatch(GEORGIAN);
    expect(errorsOf(await create({ ...post, titleEn: '   ' }), 400).titleEn).toEqual(['Enter the English title']);
    expect(errorsOf(await create({ ...post, titleGe: 'x'.repeat(201) }), 400).titleGe).toEqual([
      'The title must be at most 200 characters long',
    ]);
    expect(errorsOf(await create({ ...post, summaryEn: 'x'.repeat(501) }), 400).summaryEn).toEqual([
      'The summary must be at most 500 characters long',
    ]);
    expect(errorsOf(await create({ ...post, bodyGe: 'x'.repeat(100_001) }), 400).bodyGe).toEqual([
      'The text must be at most 100000 characters long',
    ]);
    expect(errorsOf(await create({ ...post, author: 'x'.repeat(101) }), 400).author).toEqual([
      'The author’s name must be at most 100 characters long',
    ]);
    for (const coverUrl of [
      'javascript:alert(1)',
      'http://insecure.example/a.png',
      '/api/Files/Images/../x',
      'x'.repeat(50),
    ]) {
      expect(errorsOf(await create({ ...post, coverUrl }), 400).coverUrl).toEqual([
        'The cover must be an uploaded image, a site picture or an https:// address',
      ]);
    }
    expect(errorsOf(await create({ ...post, publish: 'yes' }), 400).publish).toBeDefined();
    expect(errorsOf(await create({ ...post, titleGe: 42 }), 400).titleGe).toEqual(['This field must be text']);
    // Empty optional texts are stored as empty, an empty cover or author as none.
    const minimal = dataOf(
      await create({ titleEn: ' Title ', bodyEn: 'Body', titleGe: null, coverUrl: '', author: ' ', publish: false }),
    );
    expect(minimal).toMatchObject({
      titleEn: 'Title',
      titleGe: '',
      summaryEn: '',
      bodyGe: '',
      coverUrl: null,
      author: null,
    });
    const https = dataOf(await create({ ...post, coverUrl: 'https://cdn.example/cover.jpg' }));
    expect(https.coverUrl).toBe('https://cdn.example/cover.jpg');

    expect(
      errorsOf(await t.http.post('/api/Admin/Blog/UpdatePost').set(bearer(staff)).query({ id: 'x' }).send(post), 400)
        .id,
    ).toEqual(['id must be the id of a blog post']);
    expect(
      errorsOf(await t.http.post('/api/Admin/Blog/UpdatePost').set(bearer(staff)).query({ id: 999999 }).send(post), 404)
        ._,
    ).toEqual(['The article was not found']);
    expect(
      errorsOf(await t.http.post('/api/Admin/Blog/DeletePost').set(bearer(staff)).query({ id: 999999 }), 404)._,
    ).toEqual(['The article was not found']);
    expect(
      errorsOf(await t.http.get('/api/Admin/Blog/GetPosts').set(bearer(staff)).query({ pageSize: 51 }), 400).pageSize,
    ).toEqual(['The page size must be a whole number from 1 to 50']);
  });

  it('is refused to visitors (401), talents, companies and view-as sessions (403)', async () => {
    const talent = await signUpTalent(t);
    const company = await signUpCompany(t);
    const account = dataOf(
      await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: talent.email }),
    );
    const viewAs = await viewAsSessionOf(t, staff, account.id);
    const id = await insertBlogPost(t, { titleEn: 'Guarded post' });
    const calls = [
      () => t.http.get('/api/Admin/Blog/GetPosts'),
      () => t.http.get('/api/Admin/Blog/GetPost').query({ id }),
      () => t.http.post('/api/Admin/Blog/CreatePost').send(post),
      () => t.http.post('/api/Admin/Blog/UpdatePost').query({ id }).send(post),
      () => t.http.post('/api/Admin/Blog/DeletePost').query({ id }),
    ];
    for (const call of calls) {
      errorsOf(await call(), 401);
      for (const who of [talent, company, viewAs]) errorsOf(await call().set(bearer(who)), 403);
    }
    errorsOf(
      await t.http
        .post('/api/Admin/Blog/UploadCover')
        .set(bearer(talent))
        .attach('Cover', await pngImage(), 'c.png'),
      403,
    );
    expect(dataOf(await t.http.get('/api/Blog/GetBlog').query({ id })).title).toBe('Guarded post');
  });
});
