import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { staticPage } from '../../../test/fixtures';

describe('static pages', () => {
  it.each([
    ['/about', '0', 'About TechBoard.ge'],
    ['/privacyPolicy', '1', 'Privacy policy'],
    ['/terms-of-use', '2', 'Terms of use'],
    ['/information/support', '3', 'Support'],
  ])('%s shows static content of type %s as Markdown under one h1, its headings from h2', async (path, type, title) => {
    const { api } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: title })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('The English text.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/BackOfficeStaticData/GetStaticData').map((r) => r.query.get('type'))).toEqual([type]);
  });

  it('renders no raw HTML and no script links from the Markdown', async () => {
    const { container } = await renderApp('/about', {
      routes: {
        'GET /api/BackOfficeStaticData/GetStaticData': {
          data: {
            ...staticPage(0, 'About', 'შესახებ'),
            descriptionEN:
              'Safe <img src=x onerror="alert(1)"> text <script>alert(2)</script> [click](javascript:alert(3))',
          },
        },
      },
    });
    await screen.findByText(/Safe/);
    expect(container.querySelector('main img, main script')).toBeNull();
    expect(screen.getByText('click').closest('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('/information shows the privacy policy, with a side navigation between the three pages', async () => {
    await renderApp('/information');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    const side = screen.getByRole('navigation', { name: 'Information pages' });
    expect(within(side).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(side).getByRole('link', { name: 'Terms of use' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(within(side).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/information/terms-of-use',
    );
  });

  it('offers to try again when a page cannot be loaded', async () => {
    let calls = 0;
    await renderApp('/terms-of-use', {
      routes: {
        'GET /api/BackOfficeStaticData/GetStaticData': () =>
          ++calls === 1
            ? { status: 500, errors: { _: ['Server error'] } }
            : { data: staticPage(2, 'Terms of use', 'გამოყენების წესები') },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
  });
});

describe('FAQ page', () => {
  it('groups the questions for employers, for talents and general, in an accordion', async () => {
    await renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 2, name: 'For employers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For talents' })).toBeInTheDocument();
    const general = screen.getByRole('region', { name: 'General' });
    expect(within(general).getByText('There are no questions in this group yet.')).toBeInTheDocument();

    const employers = screen.getByRole('region', { name: 'For employers' });
    const question = within(employers).getByRole('button', { name: 'Is posting free?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(employers).getByText('always').tagName).toBe('STRONG');
  });

  it('is in Georgian with Georgian chosen', async () => {
    localStorage.setItem('lang', 'ka-GE');
    await renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'ხშირად დასმული კითხვები' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ვაკანსიის გამოქვეყნება უფასოა?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'დამსაქმებლებისთვის' })).toBeInTheDocument();
  });
});
