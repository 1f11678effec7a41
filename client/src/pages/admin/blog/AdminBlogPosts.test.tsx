import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBlogPost } from '../../../api/admin-blog';
import { adminInfo, signedInAs } from '../../../../test/fixtures';
import type { RecordedRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const draft: AdminBlogPost = {
  id: 7,
  titleEn: 'Cloud jobs in Georgia',
  titleGe: 'ღრუბლოვანი სამსახურები საქართველოში',
  summaryEn: 'Where cloud engineers work',
  summaryGe: '',
  bodyEn: '## Cloud\n\nAWS in **Tbilisi**.',
  bodyGe: '',
  coverUrl: null,
  author: 'Nino Beridze',
  status: 1,
  isPublished: false,
  publishedAt: null,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
};
const published = {
  ...draft,
  id: 8,
  titleEn: 'Salaries in Tbilisi',
  titleGe: '',
  status: 2 as const,
  isPublished: true,
  publishedAt: '2026-03-02T10:00:00Z',
};
const listItem = ({ bodyEn: _en, bodyGe: _ge, ...item }: AdminBlogPost) => item;
const page = (items: AdminBlogPost[], totalCount = items.length) => ({
  data: { items: items.map(listItem), totalCount, page: 1, pageSize: 10 },
});

const openBlogTab = (routes = {}) =>
  renderApp('/admin?tab=blog', {
    routes: {
      ...signedInAs(adminInfo),
      'GET /api/Admin/Blog/GetPosts': (request: RecordedRequest) =>
        request.query.get('search') === 'salaries' ? page([published]) : page([published, draft]),
      ...routes,
    },
  });

describe('back office: blog posts (/admin?tab=blog)', () => {
  it('lists the posts, drafts too, and searches them', async () => {
    const { api } = await openBlogTab();
    const section = await screen.findByRole('region', { name: 'Blog posts' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Salaries in Tbilisi');
    expect(items[0]).toHaveTextContent('Published');
    expect(items[1]).toHaveTextContent('Cloud jobs in Georgia');
    expect(items[1]).toHaveTextContent('ღრუბლოვანი სამსახურები საქართველოში');
    expect(items[1]).toHaveTextContent('Draft');
    expect(screen.getByRole('tab', { name: 'Blog posts', selected: true })).toBeInTheDocument();

    await userEvent.type(within(section).getByLabelText('Search posts'), 'salaries');
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).getByRole('listitem')).toHaveTextContent('Salaries in Tbilisi');
    expect(api.callsTo('GET /api/Admin/Blog/GetPosts').at(-1)!.query.get('search')).toBe('salaries');
    expect(api.callsTo('GET /api/Admin/Blog/GetPosts').at(-1)!.query.get('page')).toBe('1');
  });

  it('writes a new post in both languages with a cover and publishes it', async () => {
    const { api, notify } = await openBlogTab({
      'POST /api/Admin/Blog/UploadCover': { data: { url: '/api/Files/Images/0123456789abcdef0123456789abcdef.webp' } },
      'POST /api/Admin/Blog/CreatePost': (request: RecordedRequest) => ({
        data: { ...draft, ...(request.body as object), id: 9 },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New post' }));
    const form = await screen.findByRole('form', { name: 'New blog post' });

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the English title')).toBeInTheDocument();
    expect(within(form).getByText('Enter the English text of the post')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Admin/Blog/CreatePost')).toHaveLength(0);

    const [english, georgian] = within(form).getAllByRole('group');
    await userEvent.type(within(english!).getByLabelText(/^Title/), 'Data jobs');
    await userEvent.type(within(english!).getByLabelText(/^Text \(Markdown\)/), 'Work with **data**.');
    await userEvent.type(within(georgian!).getByLabelText(/^Title/), 'მონაცემების სამსახურები');
    await userEvent.type(within(form).getByLabelText('Author'), 'Giorgi');
    await userEvent.click(within(form).getByRole('switch', { name: 'Show the Markdown preview' }));
    const preview = within(form).getByRole('region', { name: 'Preview: English' });
    expect(within(preview).getByText('data').tagName).toBe('STRONG');

    await userEvent.upload(
      within(form).getByLabelText('Upload a cover'),
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    await within(form).findByRole('button', { name: 'Remove the cover' });
    expect(api.callsTo('POST /api/Admin/Blog/UploadCover')[0]!.form!.get('Cover')).toBeInstanceOf(File);
    await userEvent.click(within(form).getByRole('switch', { name: /Published on the site/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('region', { name: 'Blog posts' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/Admin/Blog/CreatePost')[0]!.body).toEqual({
      titleEn: 'Data jobs',
      titleGe: 'მონაცემების სამსახურები',
      summaryEn: '',
      summaryGe: '',
      bodyEn: 'Work with **data**.',
      bodyGe: '',
      author: 'Giorgi',
      coverUrl: '/api/Files/Images/0123456789abcdef0123456789abcdef.webp',
      publish: true,
    });
    expect(notify).toHaveBeenCalledWith('success', 'The post has been saved');
  });

  it('edits a post, showing the server’s refusal under its field', async () => {
    let attempts = 0;
    const { api } = await openBlogTab({
      'GET /api/Admin/Blog/GetPost': { data: draft },
      'POST /api/Admin/Blog/UpdatePost': () =>
        ++attempts === 1
          ? { status: 400, errors: { titleGe: ['The title must be at most 200 characters long'] } }
          : { data: { ...draft, isPublished: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Cloud jobs in Georgia”' }));
    const form = await screen.findByRole('form', { name: 'Edit blog post' });
    expect(api.callsTo('GET /api/Admin/Blog/GetPost')[0]!.query.get('id')).toBe('7');
    const [english] = within(form).getAllByRole('group');
    expect(within(english!).getByLabelText(/^Title/)).toHaveValue('Cloud jobs in Georgia');
    expect(within(english!).getByLabelText(/^Text \(Markdown\)/)).toHaveValue('## Cloud\n\nAWS in **Tbilisi**.');

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The title must be at most 200 characters long')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', { name: 'Blog posts' });
    const update = api.callsTo('POST /api/Admin/Blog/UpdatePost')[1]!;
    expect(update.query.get('id')).toBe('7');
    expect(update.body).toMatchObject({
      titleEn: 'Cloud jobs in Georgia',
      author: 'Nino Beridze',
      publish: false,
      coverUrl: null,
    });
  });

  it('deletes a post after asking', async () => {
    const { api, notify } = await openBlogTab({
      'POST /api/Admin/Blog/DeletePost': { data: 'The blog post has been deleted' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Cloud jobs in Georgia”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('“Cloud jobs in Georgia” will be removed from the site');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.callsTo('POST /api/Admin/Blog/DeletePost')[0]!.query.get('id')).toBe('7');
    expect(notify).toHaveBeenCalledWith('success', 'The blog post has been deleted');
    const section = screen.getByRole('region', { name: 'Blog posts' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when the posts are managed in an external content service', async () => {
    await openBlogTab({
      'GET /api/Admin/Blog/GetPosts': {
        status: 409,
        errors: { _: ['Blog posts are managed in the external content service, not in the back office'] },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Blog posts are managed in the external content service',
    );
    expect(screen.getByRole('button', { name: 'New post' })).toBeDisabled();
  });

  it('speaks Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await openBlogTab();
    expect(await screen.findByRole('tab', { name: 'ბლოგის პოსტები', selected: true })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'ბლოგის პოსტები' });
    expect(within(section).getByRole('button', { name: 'ახალი პოსტი' })).toBeInTheDocument();
    expect((await within(section).findAllByText('მონახაზი')).length).toBe(1);
  });
});
