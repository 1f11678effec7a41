import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoutes } from '../../../test/fake-api';
import { companyInfo, fakeToken, signedInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const partners = [
  {
    id: 3,
    name: 'Kartuli Code',
    transformedName: 'kartuli-code',
    profileImageUrl: '/static/demo/logos/kartuli-code.svg',
  },
  { id: 4, name: 'Rioni Data', transformedName: 'rioni-data', profileImageUrl: '/static/demo/logos/rioni-data.svg' },
  {
    id: 5,
    name: 'Batumi Bytes',
    transformedName: 'batumi-bytes',
    profileImageUrl: '/static/demo/logos/batumi-bytes.svg',
  },
];

const routes: FakeRoutes = {
  'GET /api/Company/GetPartnerCompanies': { data: partners },
  'GET /api/Common/GetIndexPageCount': { data: { activeVacancyCount: 52, companyCount: 34, userCount: 357 } },
  'GET /api/Common/GetDictionary': {
    data: Array.from({ length: 36 }, (_, index) => ({ id: index + 1, dictionaryType: 8, name: `Tech ${index}` })),
  },
  'GET /api/Common/GetSiteSettings': {
    data: {
      supportEmail: 'partners@techboard.test',
      supportPhone: '+995 555 12 34 56',
      tagManagerId: null,
      adsConversionId: null,
      adsConversionLabel: null,
      chatScriptUrl: null,
    },
  },
  'GET /api/Account/CheckUserExist': { data: { exists: false } },
};

// Embla (the carousel) watches its slides with an IntersectionObserver, which jsdom lacks.
beforeAll(() => {
  if (!('IntersectionObserver' in window)) {
    class IntersectionObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.assign(window, { IntersectionObserver: IntersectionObserverStub });
  }
});

const heroTitle = "Hire Georgia's tech talent, free of charge";

describe('/partners, the business landing page', () => {
  it('is in English at its English address even when Georgian was chosen, keeps that choice, and renders alone: logo and sign-in link only', async () => {
    localStorage.setItem('lang', 'ka-GE');
    const { api, store } = await renderApp('/partners', { routes, pathLanguage: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: heroTitle })).toBeInTheDocument();
    expect(store.language.locale).toBe('en-US');
    // The rest of the site stays in the language the visitor chose.
    expect(localStorage.getItem('lang')).toBe('ka-GE');
    expect(document.documentElement.lang).toBe('en');
    expect(api.callsTo('GET /api/Company/GetPartnerCompanies').at(-1)?.headers['Accept-Language']).toBe('en');

    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/signIn']);
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ქართული' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).not.toBeInTheDocument();
  });

  it('is in Georgian at its Georgian address (/ka/partners)', async () => {
    const { api } = await renderApp('/partners', { routes, pathLanguage: 'ka' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'დაიქირავეთ საქართველოს ტექ სპეციალისტები უფასოდ' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ka');
    expect(api.callsTo('GET /api/Company/GetPartnerCompanies').at(-1)?.headers['Accept-Language']).toBe('ka');
  });

  it('answers at /Partners too', async () => {
    await renderApp('/Partners', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: heroTitle })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('embeds the business-only sign-up: company details, then the logo, then /welcome signed in', async () => {
    const { api, location, store } = await renderApp('/partners', {
      routes: {
        ...routes,
        'POST /api/Account/CreateCompanyAccount': { data: { token: fakeToken({ id: 9 }) } },
        'GET /api/Account/GetUserInfo': { data: companyInfo },
      },
    });
    const form = await screen.findByRole('region', { name: 'Create a company account' });
    expect(within(form).queryByRole('radio', { name: 'Personal' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('radio', { name: 'Business' })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Full name/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Company name/), 'Svaneti Robotics');
    await user.type(within(form).getByLabelText(/^E-mail/), 'hr@svaneti.dev');
    await user.type(within(form).getByLabelText(/^Password/), 'Passw0rd!');
    await user.type(within(form).getByLabelText(/^Repeat the password/), 'Passw0rd!');
    await user.click(within(form).getByRole('checkbox', { name: /I agree to the terms of use/ }));
    await user.click(within(form).getByRole('button', { name: 'Next' }));

    // No experience step: straight to the logo, which is required.
    const logoInput = await within(form).findByLabelText('Upload the logo');
    const logo = new File([new Uint8Array(500)], 'logo.png', { type: 'image/png' });
    await user.upload(logoInput, logo);
    await user.click(within(form).getByRole('button', { name: 'Create account' }));

    const [request] = api.callsTo('POST /api/Account/CreateCompanyAccount');
    expect(request.form?.get('Name')).toBe('Svaneti Robotics');
    expect(request.form?.get('Email')).toBe('hr@svaneti.dev');
    expect(request.form?.get('ProfileImage')).toBe(logo);
    expect(request.form?.has('Technologies')).toBe(false);
    expect(api.callsTo('POST /api/Account/CreateUserAccount')).toHaveLength(0);
    await waitFor(() => expect(location().pathname).toBe('/welcome'));
    expect(store.auth.isCompany).toBe(true);
  });

  it('shows a signed-in visitor the way to their panel instead of the form', async () => {
    const { store } = await renderApp('/partners', { routes: { ...routes, ...signedInAs(companyInfo) } });
    await screen.findByRole('heading', { level: 1, name: heroTitle });
    expect(store.auth.isLoggedIn).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to my company panel' })).toHaveAttribute(
      'href',
      '/companyPanel/generalInformation',
    );
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('has the five benefits, each a card with its own heading', async () => {
    await renderApp('/partners', { routes });
    const benefits = await screen.findByRole('region', { name: 'Why companies hire on TechBoard.ge' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Unlimited vacancies', 'Zero fees', 'Tech-adapted', 'Access to top tech talent', 'Streamlined process']);
  });

  it('shows the partner logos as links to their company pages, with labelled controls', async () => {
    const { api } = await renderApp('/partners', { routes });
    const trusted = await screen.findByRole('region', { name: 'Trusted by 30+ companies' });
    const carousel = within(trusted).getByRole('region', { name: 'Partner companies' });
    for (const partner of partners) {
      const link = within(carousel).getByRole('link', { name: partner.name });
      expect(link).toHaveAttribute('href', `/companies/${partner.transformedName}`);
      // The name is written under the logo, not only told to screen readers.
      expect(link).toHaveTextContent(partner.name);
      expect(link).not.toHaveAttribute('aria-label');
    }
    expect(within(carousel).getByRole('button', { name: 'Previous companies' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next companies' })).toBeInTheDocument();
    expect(within(carousel).getByRole('group', { name: 'Company 1 of 3' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/Company/GetPartnerCompanies')[0].query.get('take')).toBe('20');
  });

  it('shows the figures rounded down, more features coming, and the support contacts of the settings', async () => {
    const { api } = await renderApp('/partners', { routes });
    const figures = await screen.findByRole('region', { name: 'TechBoard.ge in numbers' });
    await within(figures).findByText('350+');
    expect(within(figures).getByText('350+').nextSibling).toHaveTextContent('tech talents');
    expect(within(figures).getByText('50+').nextSibling).toHaveTextContent('open vacancies');
    expect(within(figures).getByText('30+').nextSibling).toHaveTextContent('technologies');
    expect(within(figures).getByText('More features coming')).toBeInTheDocument();
    expect(api.callsTo('GET /api/Common/GetDictionary')[0].query.getAll('dictionaryType')).toEqual(['8']);

    const support = screen.getByRole('region', { name: 'Questions? We are here to help' });
    await within(support).findByRole('link', { name: 'partners@techboard.test' });
    expect(within(support).getByRole('link', { name: 'partners@techboard.test' })).toHaveAttribute(
      'href',
      'mailto:partners@techboard.test',
    );
    expect(within(support).getByRole('link', { name: '+995 555 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+995555123456',
    );
  });

  it('leaves out a figure too small to impress, and says "companies hiring" instead of a small company count', async () => {
    await renderApp('/partners', {
      routes: {
        ...routes,
        'GET /api/Common/GetIndexPageCount': { data: { activeVacancyCount: 52, companyCount: 12, userCount: 14 } },
      },
    });
    const figures = await screen.findByRole('region', { name: 'TechBoard.ge in numbers' });
    await within(figures).findByText('50+');
    expect(within(figures).getByText('30+').nextSibling).toHaveTextContent('technologies');
    expect(within(figures).queryByText('10+')).not.toBeInTheDocument();
    expect(within(figures).queryByText('tech talents', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Companies hiring on TechBoard.ge' })).toBeInTheDocument();
    expect(screen.queryByText(/Trusted by/)).not.toBeInTheDocument();
  });

  it('in Georgian, the partner names show under their logos and small figures are left out too', async () => {
    await renderApp('/partners', {
      routes: {
        ...routes,
        'GET /api/Common/GetIndexPageCount': { data: { activeVacancyCount: 9, companyCount: 34, userCount: 357 } },
      },
      pathLanguage: 'ka',
    });
    const trusted = await screen.findByRole('region', { name: 'ჩვენ გვენდობა 30+ კომპანია' });
    expect(within(trusted).getByRole('link', { name: 'Rioni Data' })).toHaveTextContent('Rioni Data');
    const figures = screen.getByRole('region', { name: 'TechBoard.ge ციფრებში' });
    await within(figures).findByText('350+');
    expect(within(figures).queryByText('9')).not.toBeInTheDocument();
  });

  it('leaves out the carousel when no company has a logo yet, and a figure that failed', async () => {
    await renderApp('/partners', {
      routes: {
        ...routes,
        'GET /api/Company/GetPartnerCompanies': { data: [] },
        'GET /api/Common/GetDictionary': { status: 503, errors: { _: ['down'] } },
      },
    });
    const trusted = await screen.findByRole('region', { name: 'Trusted by 30+ companies' });
    expect(within(trusted).queryByRole('link')).not.toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'TechBoard.ge in numbers' });
    await within(figures).findByText('350+');
    expect(within(figures).queryByText('technologies', { exact: false })).not.toBeInTheDocument();
  });

  it('takes the closing call to action smoothly back to the top, focusing the form’s first field', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    await renderApp('/partners', { routes });
    await screen.findByRole('heading', { level: 1, name: heroTitle });
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('button', { name: 'Register your company' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByLabelText(/^Company name/)).toHaveFocus();
    scrollTo.mockRestore();
  });
});
