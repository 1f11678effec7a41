import { readingMinutes } from './blog-post.view.js';
import { StrapiShapeError, strapiArticleOf, strapiPageOf } from './strapi-article.js';

const BASE = 'https://cms.example';
const v5 = {
  id: 3,
  documentId: 'abc123',
  title: ' Title ',
  summary: 'Lead',
  content: 'Body',
  publishedAt: '2026-01-02T10:00:00.000Z',
  cover: { url: '/uploads/a.png' },
};

describe('strapiArticleOf', () => {
  it('reads a Strapi 5 article, its relative cover made absolute and a missing updatedAt taken from publishedAt', () => {
    expect(strapiArticleOf(v5, BASE, 'ka')).toEqual({
      id: 'abc123',
      title: 'Title',
      summary: 'Lead',
      body: 'Body',
      coverUrl: 'https://cms.example/uploads/a.png',
      author: null,
      publishedAt: new Date('2026-01-02T10:00:00.000Z'),
      updatedAt: new Date('2026-01-02T10:00:00.000Z'),
      language: 'ka',
    });
  });

  it('reads a Strapi 4 article with description, body and wrapped media', () => {
    const v4 = {
      id: 7,
      attributes: {
        title: 'T',
        description: 'D',
        body: 'B',
        locale: 'en',
        publishedAt: '2026-01-02T10:00:00Z',
        author: { data: { attributes: { name: 'Nino' } } },
        cover: { data: [{ attributes: { url: 'https://cdn.example/c.jpg' } }] },
      },
    };
    expect(strapiArticleOf(v4, BASE, 'ka')).toMatchObject({
      id: '7',
      summary: 'D',
      body: 'B',
      author: 'Nino',
      coverUrl: 'https://cdn.example/c.jpg',
      language: 'en',
    });
  });

  it('drops a cover address that is neither absolute http(s) nor a path', () => {
    expect(strapiArticleOf({ ...v5, cover: { url: 'javascript:alert(1)' } }, BASE, 'en').coverUrl).toBeNull();
  });

  it.each([
    ['no title', { ...v5, title: '' }],
    ['no body', { ...v5, content: { type: 'blocks' } }],
    ['a bad date', { ...v5, publishedAt: 'yesterday' }],
    ['an unusable id', { ...v5, documentId: 'a/b' }],
    ['no object', 'text'],
  ])('refuses an article with %s', (_, item) => {
    expect(() => strapiArticleOf(item, BASE, 'en')).toThrow(StrapiShapeError);
  });

  it('refuses a list without data or total', () => {
    expect(() => strapiPageOf({ data: [] }, BASE, 'en')).toThrow(StrapiShapeError);
    expect(() => strapiPageOf({ meta: { pagination: { total: 0 } } }, BASE, 'en')).toThrow(StrapiShapeError);
    expect(strapiPageOf({ data: [], meta: { pagination: { total: 0 } } }, BASE, 'en')).toEqual({ posts: [], total: 0 });
  });

  it('leaves out an unreadable article of a list, says so, and keeps the rest', () => {
    const skipped: string[] = [];
    const page = strapiPageOf(
      { data: [v5, { ...v5, title: '' }, 'text'], meta: { pagination: { total: 3 } } },
      BASE,
      'en',
      (error) => skipped.push(error.message),
    );
    expect(page.posts.map((post) => post.id)).toEqual([v5.documentId]);
    expect(page.total).toBe(3);
    expect(skipped).toHaveLength(2);
  });
});

describe('readingMinutes', () => {
  it('counts words at 200 a minute, rounded up, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes('სიტყვა '.repeat(401))).toBe(3);
    expect(readingMinutes('## *It’s* well-known — [a link](https://x.example)')).toBe(1);
  });
});
