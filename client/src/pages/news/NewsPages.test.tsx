import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPost, BlogPostSummary } from '../../api/blog';
import { renderApp } from '../../../test/render-app';

const summary = (id: string, title: string, extra: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  id,
  title,
  summary: `Summary of ${title}`,
  coverUrl: null,
  publishedAt: '2026-11-02T09:00:00.000Z',
  readingMinutes: 4,
  ...extra,
});

const list = (items: BlogPostSummary[], page = 1, total = items.length) => ({
  data: {
    data: items,
    meta: { pagination: { page, pageSize: 9, pageCount: Math.max(1, Math.ceil(total / 9)), total } },
  },
});

const article = (extra: Partial<BlogPost> = {}): BlogPost => ({
  ...summary('7', 'Salaries in Tbilisi tech, 2026'),
  body: '## What we found\n\nSenior engineers earn more. <script>alert(1)</script>\n\n[bad](javascript:alert(2))',
  author: 'Nino Beridze',
  updatedAt: '2026-11-03T09:00:00.000Z',
  language: 'en',
  ...extra,
});

describe('/news', () => {
  it('lists the latest articles with their dates and links, and searches from page 1', async () => {
    const { api } = await renderApp('/news', {
      routes: {
        'GET /api/Blog/GetBlogs': (request) =>
          request.query.get('search') === 'salary'
            ? list([summary('7', 'Salaries in Tbilisi tech, 2026')])
            : list([summary('7', 'Salaries in Tbilisi tech, 2026'), summary('8', 'Remote work in Georgia')], 1, 20),
      },
    });
    const articles = await screen.findByRole('list', { name: 'Articles' });
    expect(within(articles).getAllByRole('link')).toHaveLength(2);
    expect(within(articles).getByRole('link', { name: /Remote work in Georgia/ })).toHaveAttribute('href', '/news/8');
    expect(screen.getByText('20 articles')).toBeInTheDocument();
    expect(screen.getAllByText(/2 November 2026/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'RSS feed of the tech news' })).toHaveAttribute(
      'href',
      '/api/Blog/Rss?lang=en',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsTo('GET /api/Blog/GetBlogs').at(-1)?.query.get('page')).toBe('2'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the news' }), 'salary{Enter}');
    expect(await screen.findByText('1 article found for “salary”')).toBeInTheDocument();
    const last = api.callsTo('GET /api/Blog/GetBlogs').at(-1)!;
    expect([last.query.get('page'), last.query.get('search'), last.query.get('pageSize')]).toEqual([
      '1',
      'salary',
      '9',
    ]);
  });

  it("shows the content service's failure ('failed to fetch') with a retry", async () => {
    let down = true;
    await renderApp('/news', {
      routes: {
        'GET /api/Blog/GetBlogs': () =>
          down ? { status: 503, errors: { _: ['failed to fetch'] } } : list([summary('1', 'Back again')]),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('failed to fetch');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Back again/ })).toBeInTheDocument();
  });

  it("follows the address: the header's News link clears a search", async () => {
    const { api, location } = await renderApp('/news?search=salary', {
      routes: {
        'GET /api/Blog/GetBlogs': (request) =>
          request.query.get('search')
            ? list([summary('7', 'Salaries')])
            : list([summary('7', 'Salaries'), summary('8', 'Remote')]),
      },
    });
    expect(await screen.findByText('1 article found for “salary”')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'News' }));
    expect(await screen.findByText('2 articles')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the news' })).toHaveValue('');
    expect(location().search).toBe('');
    expect(api.callsTo('GET /api/Blog/GetBlogs').at(-1)?.query.get('search')).toBeNull();
  });

  it('says when nothing matches', async () => {
    await renderApp('/news?search=zzz', { routes: { 'GET /api/Blog/GetBlogs': list([]) } });
    expect(await screen.findByText('No articles match your search')).toBeInTheDocument();
  });

  it('checks the subscription form (e-mail, terms) and shows the server text once sent', async () => {
    const { api } = await renderApp('/news', {
      routes: {
        'GET /api/Blog/GetBlogs': list([]),
        'POST /api/users/subscribeUnsubscribeToBlogs': { data: 'We sent a confirmation link to your e-mail.' },
      },
    });
    const box = await screen.findByRole('region', { name: 'Get the news by e-mail' });
    await userEvent.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(within(box).getByText('Please fill email field')).toBeInTheDocument();
    expect(within(box).getByText('Please tick the box to agree to the terms of use')).toBeInTheDocument();
    expect(api.callsTo('POST /api/users/subscribeUnsubscribeToBlogs')).toHaveLength(0);

    await userEvent.type(within(box).getByRole('textbox', { name: 'E-mail' }), 'reader@example.ge');
    await userEvent.click(within(box).getByRole('checkbox', { name: /terms of use/ }));
    await userEvent.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('We sent a confirmation link to your e-mail.');
    expect(api.callsTo('POST /api/users/subscribeUnsubscribeToBlogs')[0].body).toEqual({
      email: 'reader@example.ge',
      agreeToTerms: true,
    });
  });

  it('confirms a subscription from the mail link and takes the token out of the address', async () => {
    const { api, notify, location } = await renderApp('/news?confirmSubscription=abc.def', {
      routes: {
        'GET /api/Blog/GetBlogs': list([]),
        'POST /api/Users/ConfirmBlogSubscription': { data: 'Your subscription is confirmed.' },
      },
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Your subscription is confirmed.'));
    expect(api.callsTo('POST /api/Users/ConfirmBlogSubscription')[0].body).toEqual({ token: 'abc.def' });
    expect(location().search).toBe('');
  });

  it('is in Georgian with ?lang=ka', async () => {
    await renderApp('/news', {
      search: '?lang=ka',
      routes: { 'GET /api/Blog/GetBlogs': list([summary('1', 'სტატია')]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ტექნოლოგიური სიახლეები' })).toBeInTheDocument();
    expect(screen.getByText('1 სტატია')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'გამოწერა' })).toBeInTheDocument();
  });
});

describe('/news/{id}', () => {
  it('shows the article safely, names the crumb after it and copies its link', async () => {
    const { api, container, notify } = await renderApp('/news/7', {
      routes: { 'GET /api/Blog/GetBlog': { data: article() } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salaries in Tbilisi tech, 2026' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/Blog/GetBlog')[0].query.get('id')).toBe('7');
    expect(screen.getByRole('heading', { name: 'What we found' })).toBeInTheDocument();
    expect(container.querySelector('main script')).toBeNull();
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Salaries in Tbilisi tech, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(
      encodeURIComponent('/news/7'),
    );

    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Link Copied'));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/news\/7$/));
  });

  it('shows "Article not found" for an unknown or malformed id', async () => {
    await renderApp('/news/999', {
      routes: { 'GET /api/Blog/GetBlog': { status: 404, errors: { _: ['Article not found'] } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    const { api } = await renderApp('/news/bad%20id!');
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Article not found' })).not.toHaveLength(0);
    expect(api.callsTo('GET /api/Blog/GetBlog')).toHaveLength(0);
  });
});

describe('/unsubscribe', () => {
  it('asks first, then unsubscribes with the link token', async () => {
    const { api, location } = await renderApp('/unsubscribe?token=t0k', {
      routes: {
        'POST /api/Users/CheckSubscribtionStatusForBlogs': { data: { status: 'subscribed' } },
        'POST /api/users/subscribeUnsubscribeToBlogs': { data: 'You have unsubscribed from the news.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(location().search).toBe('');
    expect(await screen.findByRole('heading', { name: 'You have unsubscribed' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/users/subscribeUnsubscribeToBlogs')[0].body).toEqual({ token: 't0k' });
  });

  it('says "You already unsubscribed" when so', async () => {
    await renderApp('/unsubscribe?token=t0k', {
      routes: { 'POST /api/Users/CheckSubscribtionStatusForBlogs': { data: { status: 'unsubscribed' } } },
    });
    expect(await screen.findByRole('heading', { name: 'You already unsubscribed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('explains a broken link and a missing one, in Georgian too', async () => {
    await renderApp('/unsubscribe?token=broken', {
      search: '?lang=ka',
      routes: { 'POST /api/Users/CheckSubscribtionStatusForBlogs': { status: 400, errors: { _: ['არასწორი ბმული'] } } },
    });
    expect(await screen.findByRole('heading', { name: 'არასწორი ბმული' })).toBeInTheDocument();
  });
});
