import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminInfo, signedInAs } from '../../../../test/fixtures';
import type { FakeRoutes, RecordedRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const about = {
  type: 0,
  titleEN: 'About TechBoard.ge',
  titleGE: 'TechBoard.ge-ის შესახებ',
  descriptionEN: '## Who we are\n\nA free job board.',
  descriptionGE: '## ვინ ვართ\n\nუფასო ვაკანსიები.',
  updatedAt: '2026-03-01T10:00:00Z',
};
const hero = {
  titleEN: 'Find tech jobs',
  titleGE: 'იპოვეთ IT სამსახური',
  textEN: 'All in one place.',
  textGE: 'ყველაფერი ერთად.',
  imageUrl: '/static/hero.svg',
};
const seo = ['home', 'aboutUs'].map((pageKind) => ({
  pageKind,
  titleEn: `${pageKind} title`,
  titleGe: `${pageKind} სათაური`,
  descriptionEn: `${pageKind} description`,
  descriptionGe: `${pageKind} აღწერა`,
}));

const openPart = (part: string, routes: FakeRoutes = {}, path = `/admin?tab=content&part=${part}`) =>
  renderApp(path, {
    routes: {
      ...signedInAs(adminInfo),
      'GET /api/Admin/GetStaticPage': (request: RecordedRequest) => ({
        data: { ...about, type: Number(request.query.get('type')) },
      }),
      'GET /api/Admin/GetHero': { data: hero },
      'GET /api/Admin/GetSeoTexts': { data: seo },
      ...routes,
    },
  });

describe('back office: content (/admin?tab=content)', () => {
  it('shows the content section with its parts as tabs, the dictionaries first', async () => {
    const { location } = await openPart(
      '',
      { 'GET /api/Admin/GetDictionaryItems': { data: { items: [], totalCount: 0, page: 1, pageSize: 20 } } },
      '/admin?tab=content',
    );
    const section = await screen.findByRole('region', { name: 'Site content' });
    expect(within(section).getByRole('tab', { name: 'Dictionaries', selected: true })).toBeInTheDocument();
    for (const name of ['Key facts', 'Pages', 'FAQ', 'Hero', 'SEO'])
      expect(within(section).getByRole('tab', { name })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('tab', { name: 'Hero' }));
    expect(await screen.findByRole('form', { name: 'Edit the hero of the landing page' })).toBeInTheDocument();
    expect(location().search).toContain('part=hero');
  });

  it('edits the About page in Georgian with a preview and saves it', async () => {
    const { api, notify } = await openPart('pages', {
      'POST /api/Admin/UpdateStaticPage': (request: RecordedRequest) => ({
        data: { ...about, ...(request.body as object), updatedAt: '2026-03-02T10:00:00Z' },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Edit the page: About us' });
    expect(api.callsTo('GET /api/Admin/GetStaticPage')[0]!.query.get('type')).toBe('0');
    const [, georgian] = within(form).getAllByRole('group');
    const title = within(georgian!).getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'ჩვენ შესახებ');
    const text = within(georgian!).getByLabelText(/^Text \(Markdown\)/);
    await userEvent.clear(text);
    await userEvent.type(text, '**ახალი** ტექსტი');
    await userEvent.click(within(form).getByRole('switch', { name: 'Show the Markdown preview' }));
    const preview = within(form).getByRole('region', { name: 'Preview: Text (Markdown), Georgian' });
    expect(within(preview).getByText('ახალი').tagName).toBe('STRONG');
    expect(within(form).getByRole('region', { name: 'Preview: Text (Markdown), English' })).toHaveTextContent(
      'A free job board.',
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/Admin/UpdateStaticPage')).toHaveLength(1));
    const saved = api.callsTo('POST /api/Admin/UpdateStaticPage')[0]!;
    expect(saved.query.get('type')).toBe('0');
    expect(saved.body).toEqual({
      titleEN: about.titleEN,
      titleGE: 'ჩვენ შესახებ',
      descriptionEN: about.descriptionEN,
      descriptionGE: '**ახალი** ტექსტი',
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Saved: the site shows the change now'));
  });

  it('checks a page before saving, shows the server’s refusal, and switches pages', async () => {
    const { api } = await openPart('pages', {
      'POST /api/Admin/UpdateStaticPage': {
        status: 400,
        errors: { titleEN: ['The title must be at most 200 characters long'] },
      },
    });
    const form = await screen.findByRole('form', { name: 'Edit the page: About us' });
    const [english] = within(form).getAllByRole('group');
    await userEvent.clear(within(english!).getByLabelText(/^Text \(Markdown\)/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Descriptions must not be empty')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Admin/UpdateStaticPage')).toHaveLength(0);
    await userEvent.type(within(english!).getByLabelText(/^Text \(Markdown\)/), 'Back');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The title must be at most 200 characters long')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Page'), 'Terms of use');
    await screen.findByRole('form', { name: 'Edit the page: Terms of use' });
    expect(api.callsTo('GET /api/Admin/GetStaticPage').at(-1)!.query.get('type')).toBe('2');
  });

  it('changes the hero with an uploaded image', async () => {
    const { api, notify } = await openPart('hero', {
      'POST /api/Admin/UploadHeroImage': { data: { url: '/api/Files/Images/0123456789abcdef0123456789abcdef.webp' } },
      'POST /api/Admin/UpdateHero': (request: RecordedRequest) => ({ data: request.body }),
    });
    const form = await screen.findByRole('form', { name: 'Edit the hero of the landing page' });
    const [english] = within(form).getAllByRole('group');
    await userEvent.clear(within(english!).getByLabelText(/^Title/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the English title')).toBeInTheDocument();
    await userEvent.type(within(english!).getByLabelText(/^Title/), 'Tech jobs, fast');
    await userEvent.upload(
      within(form).getByLabelText('Upload an image'),
      new File(['png'], 'hero.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Image address/)).toHaveValue(
        '/api/Files/Images/0123456789abcdef0123456789abcdef.webp',
      ),
    );
    expect(api.callsTo('POST /api/Admin/UploadHeroImage')[0]!.form!.get('Image')).toBeInstanceOf(File);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/Admin/UpdateHero')).toHaveLength(1));
    expect(api.callsTo('POST /api/Admin/UpdateHero')[0]!.body).toEqual({
      ...hero,
      titleEN: 'Tech jobs, fast',
      imageUrl: '/api/Files/Images/0123456789abcdef0123456789abcdef.webp',
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Saved: the site shows the change now'));
  });

  it('edits the SEO texts of a kind of page', async () => {
    const { api } = await openPart('seo', {
      'POST /api/Admin/UpdateSeoText': (request: RecordedRequest) => ({
        data: { pageKind: request.query.get('pageKind'), ...(request.body as object) },
      }),
    });
    await userEvent.selectOptions(await screen.findByLabelText('Kind of page'), 'About us');
    const form = await screen.findByRole('form', { name: 'Search engine texts: About us' });
    const [english] = within(form).getAllByRole('group');
    expect(within(english!).getByLabelText(/^Page title/)).toHaveValue('aboutUs title');
    expect(within(english!).getByText('381 characters left')).toBeInTheDocument();
    const description = within(english!).getByLabelText(/^Meta description/);
    await userEvent.clear(description);
    await userEvent.type(description, 'Who we are');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/Admin/UpdateSeoText')).toHaveLength(1));
    const call = api.callsTo('POST /api/Admin/UpdateSeoText')[0]!;
    expect(call.query.get('pageKind')).toBe('aboutUs');
    expect(call.body).toEqual({
      titleEn: 'aboutUs title',
      titleGe: 'aboutUs სათაური',
      descriptionEn: 'Who we are',
      descriptionGe: 'aboutUs აღწერა',
    });
  });

  it('shows the content section in Georgian', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await openPart('pages');
    expect(await screen.findByRole('region', { name: 'საიტის კონტენტი' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'გვერდის რედაქტირება: ჩვენ შესახებ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ხშირი კითხვები' })).toBeInTheDocument();
  });
});
