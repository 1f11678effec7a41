import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../test/fake-api';
import { companyInfo, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const listItem = (id: number, name: string) => ({
  id,
  name,
  transformedName: name.toLowerCase().replace(/\s+/g, '-'),
  smallProfileImageUrl: null,
  profileImageUrl: null,
  isVerified: id % 2 === 0,
  isClaimingNecessary: false,
  verifiedDate: null,
  tagline: `${name} builds software`,
  taglineGe: id === 1 ? `${name} ქმნის პროგრამებს` : null,
  teamSize: '11-50',
  activeVacancyCount: id,
  companyRate: 4.5,
  reviewCount: 3,
});

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
  taglineGe: 'კოდი თბილისიდან',
  isVerified: true,
  verifiedDate: '2026-01-01T00:00:00.000Z',
  companyRate: 4.2,
  reviewCount: 2,
  activeVacancyCount: 5,
  technologies: [{ id: 2, name: 'Languages', technologies: [{ id: 11, name: 'TypeScript', iconUrl: null }] }],
  benefits: [
    {
      id: 1,
      name: 'Health',
      description: null,
      iconUrl: null,
      benefits: [{ id: 5, name: 'Insurance', description: 'For the family', iconUrl: null }],
    },
  ],
};

const companyVacancy = {
  id: 41,
  title: 'Backend Developer',
  titleGE: 'ბექენდ დეველოპერი',
  company: {
    id: 3,
    name: 'Kartuli Code',
    transformedName: 'kartuli-code',
    smallProfileImageUrl: null,
    isVerified: true,
    isClaimingNecessary: false,
    verifiedDate: null,
  },
  city: null,
  employmentType: null,
  workLocation: null,
  experience: null,
  technologies: [],
  publishedAt: '2026-11-20T09:00:00Z',
  deadline: null,
  salary: null,
  isFavorite: false,
};

const companyRoutes = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/Vacancy/SearchVacancies': { data: { items: [companyVacancy], totalCount: 1, page: 1, pageSize: 36 } },
  'GET /api/Company/GetCompanyDetails': (request: RecordedRequest) =>
    request.query.get('companySlug') === 'kartuli-code' || request.query.get('CompanyId') === '3'
      ? { data: { ...details, ...overrides } }
      : { status: 404, errors: { _: ['Company not found'] } },
  'GET /api/Company/getKeyFacts': {
    data: [
      { id: 1, name: 'Founded', nameGE: 'დაარსდა', keyFactType: 3, isMandatory: false, orderIndex: 1, options: [] },
      {
        id: 2,
        name: 'Work mode',
        nameGE: 'სამუშაო რეჟიმი',
        keyFactType: 5,
        isMandatory: false,
        orderIndex: 2,
        options: [{ id: 7, name: 'Hybrid', nameGE: 'ჰიბრიდული' }],
      },
    ],
  },
  'GET /api/Company/GetCompanyKeyFactsByCompanyId': {
    data: [
      { keyFactId: 1, descriptionEN: null, descriptionGE: null, descriptionNumber: 2015, checkedOptions: [] },
      { keyFactId: 2, descriptionEN: null, descriptionGE: null, descriptionNumber: null, checkedOptions: [7] },
    ],
  },
});

describe('/companies', () => {
  it('records a visit of the company search', async () => {
    const { api } = await renderApp('/companies', {
      routes: { 'GET /api/Company/searchCompanies': { data: { items: [], totalCount: 0, page: 1, pageSize: 36 } } },
    });
    await waitFor(() =>
      expect(api.callsTo('POST /api/Account/AddUserActivity')[0]?.body).toEqual({ userActivePage: 2 }),
    );
  });

  it('searches after typing and on the switch, each time from page 1', async () => {
    const { api } = await renderApp('/companies', {
      routes: {
        'GET /api/Company/searchCompanies': (request) => {
          const page = Number(request.query.get('page'));
          return { data: { items: [listItem(page, `Company ${page}`)], totalCount: 100, page, pageSize: 36 } };
        },
      },
    });
    const searches = () => api.callsTo('GET /api/Company/searchCompanies').map((r) => Object.fromEntries(r.query));
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Company 1/ });
    expect(card).toHaveAttribute('href', '/companies/company-1');
    expect(card).toHaveTextContent('1 active vacancy');
    expect(searches()[0]).toEqual({ page: '1', pageSize: '36' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: /Company 3/ })).toBeInTheDocument();
    expect(searches().at(-1)).toMatchObject({ page: '3' });

    // Keystrokes without pauses between them (a loaded machine may not type faster than the debounce).
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'kart', { delay: null });
    await waitFor(() => expect(searches().at(-1)).toEqual({ searchTerm: 'kart', page: '1', pageSize: '36' }));
    // The debounce makes one request of the whole text.
    expect(searches().filter((query) => query.searchTerm)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ page: '2', searchTerm: 'kart' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified companies only' }));
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({ searchTerm: 'kart', isVerified: 'true', page: '1', pageSize: '36' }),
    );
  });

  const dictionaryItem = (
    id: number,
    type: number,
    name: string,
    nameGE: string,
    parent: { id: number; name: string; nameGE: string } | null,
  ) => ({
    id,
    dictionaryType: type,
    name,
    nameGE,
    description: null,
    descriptionGE: null,
    iconUrl: null,
    activeVacancyCount: null,
    activeCompanyCount: null,
    parentDictionary: parent,
    childDictionaries: [],
  });
  const frontend = { id: 1, name: 'Frontend', nameGE: 'ფრონტენდი' };
  const languages = { id: 2, name: 'Programming languages', nameGE: 'პროგრამირების ენები' };
  const filterRoutes = () => ({
    'GET /api/Company/searchCompanies': (request: RecordedRequest) => {
      const page = Number(request.query.get('page'));
      const filtered = request.query.has('technologies') || request.query.has('teamSizes');
      return {
        data: {
          items: filtered ? [] : [listItem(page, `Company ${page}`)],
          totalCount: filtered ? 0 : 100,
          page,
          pageSize: 36,
        },
      };
    },
    'GET /api/Common/GetDictionary': {
      data: [
        dictionaryItem(11, 8, 'React', 'React', frontend),
        dictionaryItem(12, 8, 'Go', 'Go', languages),
        dictionaryItem(13, 8, 'TypeScript', 'TypeScript', languages),
      ],
    },
    'GET /api/Company/GetTeamSizes': (request: RecordedRequest) => ({
      data:
        request.headers['Accept-Language'] === 'ka'
          ? [
              { value: '1-10', name: '1–10 ადამიანი' },
              { value: '11-50', name: '11–50 ადამიანი' },
            ]
          : [
              { value: '1-10', name: '1–10 people' },
              { value: '11-50', name: '11–50 people' },
            ],
    }),
  });

  it('filters by technologies (grouped by category) and team sizes, each time from page 1', async () => {
    const { api } = await renderApp('/companies', { routes: filterRoutes() });
    const searches = () => api.callsTo('GET /api/Company/searchCompanies').map((r) => r.query);
    expect(await screen.findByRole('link', { name: /Company 1/ })).toBeInTheDocument();
    expect(api.callsTo('GET /api/Common/GetDictionary')[0].query.getAll('dictionaryType')).toEqual(['8']);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(searches().at(-1)?.get('page')).toBe('3'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Technologies' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Programming languages')).toBeInTheDocument();
    expect(within(listbox).getByText('Frontend')).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Go' }));
    await waitFor(() => expect(searches().at(-1)?.getAll('technologies')).toEqual(['12']));
    expect(searches().at(-1)?.get('page')).toBe('1');
    await userEvent.click(await screen.findByRole('option', { name: 'React' }));
    await waitFor(() => expect(searches().at(-1)?.getAll('technologies')).toEqual(['12', '11']));
    expect(await screen.findByText('Try other filters, or clear them.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Team size' }));
    await userEvent.click(await screen.findByRole('option', { name: '11–50 people' }));
    await waitFor(() => expect(searches().at(-1)?.getAll('teamSizes')).toEqual(['11-50']));
    expect(Object.fromEntries(searches().at(-1) ?? [])).toMatchObject({ page: '1', pageSize: '36' });
    expect(searches().at(-1)?.getAll('technologies')).toEqual(['12', '11']);
  });

  it('clears the text and every filter at once and starts again from page 1', async () => {
    const { api } = await renderApp('/companies', { routes: filterRoutes() });
    const searches = () => api.callsTo('GET /api/Company/searchCompanies').map((r) => r.query);
    expect(await screen.findByRole('link', { name: /Company 1/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'kart{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified companies only' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Team size' }));
    await userEvent.click(await screen.findByRole('option', { name: '1–10 people' }));
    await waitFor(() =>
      expect(searches().at(-1)?.toString()).toBe('searchTerm=kart&teamSizes=1-10&isVerified=true&page=1&pageSize=36'),
    );

    const before = searches().length;
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searches().at(-1)?.toString()).toBe('page=1&pageSize=36'));
    expect(searches()).toHaveLength(before + 1);
    expect(screen.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Verified companies only' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Company 1/ })).toBeInTheDocument();
  });

  it("shows a company's Georgian tagline on the Georgian page and its English one on the English page (issue 22)", async () => {
    const { unmount } = await renderApp('/companies', { routes: filterRoutes(), search: '?lang=ka' });
    expect(await screen.findByRole('link', { name: /Company 1/ })).toHaveTextContent('Company 1 ქმნის პროგრამებს');
    unmount();
    await renderApp('/companies', { routes: filterRoutes() });
    expect(await screen.findByRole('link', { name: /Company 1/ })).toHaveTextContent('Company 1 builds software');
  });

  it('names the filters and their choices in Georgian', async () => {
    await renderApp('/companies', { routes: filterRoutes(), search: '?lang=ka' });
    expect(await screen.findByRole('link', { name: /Company 1/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'ტექნოლოგიები' }));
    expect(await screen.findByText('პროგრამირების ენები')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'გუნდის ზომა' }));
    expect(await screen.findByRole('option', { name: '11–50 ადამიანი' })).toBeInTheDocument();
  });
});

describe('/companies/:slug', () => {
  it('shows the company with its crumb, key facts and tabs; the English about in English', async () => {
    const { api } = await renderApp('/companies/kartuli-code', { routes: companyRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kartuli Code' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Kartuli Code')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('We write software in Tbilisi.')).toBeInTheDocument();
    // The server's wording: the name and the tagline.
    await waitFor(() => expect(document.title).toBe('Kartuli Code — Code from Tbilisi | TechBoard.ge'));
    const facts = await screen.findByRole('region', { name: 'Key facts' });
    expect(facts).toHaveTextContent('Founded2015');
    expect(facts).toHaveTextContent('Work modeHybrid');
    // The contact card's route answers 404: no card.
    expect(api.callsTo('GET /api/Company/GetCompanyContactInfo')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Contacts' })).not.toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Company sections' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Benefits' }));
    expect(await screen.findByText('Insurance')).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Benefits' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Kartuli Code — Code from Tbilisi | TechBoard.ge');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Vacancies' }));
    expect(await screen.findByRole('link', { name: 'Browse all vacancies' })).toHaveAttribute('href', '/vacancies');
    expect(await screen.findByRole('link', { name: /Backend Developer/ })).toHaveAttribute('href', '/vacancies/41');
    expect(api.callsTo('GET /api/Vacancy/SearchVacancies')[0].query.get('companyId')).toBe('3');
  });

  it('shows the contact card in the language shown, with map and social links', async () => {
    const contact = {
      phoneNumber: '32 2 47 18 20',
      countryCode: '+995',
      email: 'hello@kartulicode.ge',
      website: 'https://kartulicode.ge',
      georgiaOffice: '27 Paliashvili Street',
      georgiaOfficeGe: 'ფალიაშვილის ქუჩა 27',
      googleMapUrl: 'https://maps.example/vake',
      headQuarter: null,
      headQuarterGe: null,
      headQuarterGoogleMapUrl: null,
      facebookUrl: 'https://facebook.com/kartulicode',
      linkedInUrl: null,
      twitterUrl: null,
      youTubeUrl: 'https://youtube.com/@kartulicode',
      tikTokUrl: null,
    };
    await renderApp('/companies/kartuli-code', {
      routes: { ...companyRoutes(), 'GET /api/Company/GetCompanyContactInfo': { data: contact } },
      search: '?lang=ka',
    });
    const card = await within(screen.getByRole('main')).findByRole('region', { name: 'კონტაქტი' });
    expect(card).toHaveTextContent('+995 32 2 47 18 20');
    expect(card).toHaveTextContent('ფალიაშვილის ქუჩა 27');
    expect(card).not.toHaveTextContent('27 Paliashvili Street');
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'mailto:hello@kartulicode.ge',
      'https://kartulicode.ge',
      'https://maps.example/vake',
      'https://facebook.com/kartulicode',
      'https://youtube.com/@kartulicode',
    ]);
  });

  it('in Georgian shows the Georgian about when there is one', async () => {
    await renderApp('/companies/kartuli-code', { routes: companyRoutes(), search: '?lang=ka' });
    expect(await screen.findByText('ჩვენ ვწერთ პროგრამებს თბილისში.')).toBeInTheDocument();
    expect(screen.queryByText('We write software in Tbilisi.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ინგლისურ ენაზე გადართვა' })).not.toBeInTheDocument();
  });

  it('in Georgian without a Georgian about shows the English one and offers English', async () => {
    const { store } = await renderApp('/companies/3/generalInformation', {
      routes: companyRoutes({ aboutGe: null }),
      search: '?lang=ka',
    });
    expect(await screen.findByText('We write software in Tbilisi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ინგლისურ ენაზე გადართვა' }));
    await waitFor(() => expect(store.language.shortCode).toBe('en'));
    expect(await screen.findByRole('link', { name: 'General information' })).toHaveAttribute('aria-current', 'page');
  });

  it('records one visit of the company page for its statistics', async () => {
    const { api } = await renderApp('/companies/kartuli-code', {
      routes: { ...companyRoutes(), 'POST /api/Account/AddUserActivity': { data: true } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Kartuli Code' });
    await waitFor(() => expect(api.callsTo('POST /api/Account/AddUserActivity')).toHaveLength(1));
    expect(api.callsTo('POST /api/Account/AddUserActivity')[0].body).toEqual({ userActivePage: 4, companyId: 3 });
  });

  it('a view-as session leaves no visit behind', async () => {
    const { api } = await renderApp('/companies/kartuli-code', {
      routes: { ...companyRoutes(), ...signedInAs(talentInfo, { viewAs: true }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Kartuli Code' });
    expect(api.callsTo('POST /api/Account/AddUserActivity')).toHaveLength(0);
  });

  it('an unknown company is the not-found page', async () => {
    await renderApp('/companies/nobody', { routes: companyRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it("/{id} and its tabs move to the company's /companies address", async () => {
    const { api, location } = await renderApp('/3/benefits', { routes: companyRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kartuli Code' })).toBeInTheDocument();
    expect(location().pathname).toBe('/companies/kartuli-code/benefits');
    expect(api.callsTo('GET /api/Company/GetCompanyDetails')[0].query.get('CompanyId')).toBe('3');
  });

  it('an unknown path at the root is the not-found page', async () => {
    await renderApp('/no-such-page', { routes: companyRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

const review = (id: number, fields: object) => ({
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
  reply: null,
  visibility: 1,
  author: null,
  ...fields,
});

const reviewRoutes = {
  'GET /api/Company/GetCompanyReviews': {
    data: {
      items: [
        review(1, { visibility: 1, author: null }),
        review(2, {
          visibility: 2,
          author: { smallProfileImageUrl: null, position: 'Backend developer', tenure: '2 years' },
        }),
      ],
      totalCount: 2,
      page: 1,
      pageSize: 10,
      companyRate: 4,
      reviewCount: 2,
      ratingDistribution: [{ rating: 4, count: 2 }],
    },
  },
};

describe('company reviews', () => {
  it('shows anonymous reviews as Anonymous and the others with position and tenure; a talent likes one', async () => {
    const { api } = await renderApp('/companies/kartuli-code/reviews', {
      routes: {
        ...companyRoutes(),
        ...reviewRoutes,
        ...signedInAs(talentInfo),
        'POST /api/Company/likeReview': { data: { liked: true, likeCount: 2 } },
      },
    });
    const anonymous = await screen.findByRole('article', { name: 'Headline 1' });
    expect(anonymous).toHaveTextContent('Anonymous');
    const shown = screen.getByRole('article', { name: 'Headline 2' });
    expect(shown).toHaveTextContent('Backend developer · 2 years');
    expect(shown).not.toHaveTextContent('Anonymous');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Reviews')).toBeInTheDocument();

    await userEvent.click(within(shown).getByRole('button', { name: 'Helpful (1)' }));
    expect(api.callsTo('POST /api/Company/likeReview')[0].query.get('reviewId')).toBe('2');
    expect(within(shown).getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a visitor sees the likes without a button', async () => {
    await renderApp('/companies/kartuli-code/reviews', { routes: { ...companyRoutes(), ...reviewRoutes } });
    const anonymous = await screen.findByRole('article', { name: 'Headline 1' });
    expect(within(anonymous).queryByRole('button')).not.toBeInTheDocument();
    expect(anonymous).toHaveTextContent('Helpful (1)');
  });
});

/** A star is chosen by clicking its label (the radio itself only previews the value). */
async function chooseStars(name: string) {
  const radio = screen.getByRole('radio', { name });
  await userEvent.click(document.querySelector(`label[for="${radio.id}"]`)!);
}

describe('writing a review', () => {
  it('checks the fields, then sends the review and says it waits for approval', async () => {
    const { api, notify, location } = await renderApp('/companies/kartuli-code/reviews/createReview', {
      routes: {
        ...companyRoutes(),
        ...reviewRoutes,
        ...signedInAs(talentInfo),
        'POST /api/Company/CreateUpdateReview': { data: { id: 10 } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Review Kartuli Code' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the review' }));
    expect(screen.getByText('Choose a rating from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Enter a headline')).toBeInTheDocument();
    expect(screen.getByText('Write your review')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Company/CreateUpdateReview')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Headline/), 'x'.repeat(151));
    await userEvent.click(within(form).getByRole('button', { name: 'Send the review' }));
    expect(screen.getByText('The headline must be at most 150 characters long')).toBeInTheDocument();

    await chooseStars('4 stars');
    await userEvent.clear(screen.getByLabelText(/^Headline/));
    await userEvent.type(screen.getByLabelText(/^Headline/), 'Great team');
    await userEvent.type(screen.getByLabelText(/^Your review/), 'Friendly and fast.');
    await userEvent.type(screen.getByLabelText(/^Pros/), 'Mentoring');
    await userEvent.click(screen.getByRole('radio', { name: 'With my position and tenure' }));
    await userEvent.type(screen.getByLabelText(/^Position/), 'QA engineer');
    await userEvent.type(screen.getByLabelText(/^Time at the company/), '1 year');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the review' }));

    await waitFor(() => expect(api.callsTo('POST /api/Company/CreateUpdateReview')).toHaveLength(1));
    expect(api.callsTo('POST /api/Company/CreateUpdateReview')[0].body).toEqual({
      companyId: 3,
      rating: 4,
      headline: 'Great team',
      description: 'Friendly and fast.',
      pros: 'Mentoring',
      cons: null,
      advice: null,
      benefits: null,
      visibility: 2,
      position: 'QA engineer',
      tenure: '1 year',
    });
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Thank you! Your review was sent and will be published once it is approved.',
    );
    expect(location().pathname).toBe('/companies/kartuli-code/reviews');
  });

  it("puts the server's messages under their fields", async () => {
    await renderApp('/companies/kartuli-code/reviews/createReview', {
      routes: {
        ...companyRoutes(),
        ...signedInAs(talentInfo),
        'POST /api/Company/CreateUpdateReview': {
          status: 400,
          errors: { Headline: ['The headline is taken'], _: ['You reviewed this company already'] },
        },
      },
    });
    await screen.findByRole('form', { name: 'Review Kartuli Code' });
    await chooseStars('5 stars');
    await userEvent.type(screen.getByLabelText(/^Headline/), 'Nice');
    await userEvent.type(screen.getByLabelText(/^Your review/), 'Fine.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the review' }));
    expect(await screen.findByText('The headline is taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You reviewed this company already');
  });

  it('is not for companies', async () => {
    await renderApp('/companies/kartuli-code/reviews/createReview', {
      routes: { ...companyRoutes(), ...signedInAs(companyInfo) },
    });
    expect(await screen.findByText('This feature is not available for business profiles')).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    await renderApp('/companies/kartuli-code/reviews/createReview', { routes: companyRoutes() });
    expect(await screen.findByText('Sign in with your personal account to write a review.')).toBeInTheDocument();
  });
});
