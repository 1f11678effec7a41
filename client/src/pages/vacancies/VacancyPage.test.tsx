import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoutes, RecordedRequest } from '../../../test/fake-api';
import { companyInfo, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const company = {
  id: 3,
  name: 'Kartuli Code',
  transformedName: 'kartuli-code',
  smallProfileImageUrl: null,
  isVerified: true,
  isClaimingNecessary: false,
  verifiedDate: null,
  tagline: 'Code from Tbilisi',
  taglineGe: 'კოდი თბილისიდან',
  profileImageUrl: '/files/kartuli-code.webp',
  teamSize: '11-50',
  companyRate: 4.5,
  reviewCount: 8,
};

const vacancy = {
  id: 7,
  title: 'Senior React Developer',
  titleGE: 'უფროსი React დეველოპერი',
  company,
  city: { id: 1, name: 'Tbilisi', nameGE: 'თბილისი' },
  employmentType: { id: 2, name: 'Full-time', nameGE: 'სრული განაკვეთი' },
  workLocation: null,
  experience: null,
  technologies: [{ id: 11, name: 'React', nameGE: 'React' }],
  publishedAt: '2026-01-01T00:00:00.000Z',
  deadline: '2026-02-01T00:00:00.000Z',
  salary: { min: 4000, max: 6000, currency: 1 },
  isFavorite: false,
  jobFunction: null,
  descriptionEN: { blocks: [{ type: 'paragraph', data: { text: 'Join <b>us</b>.' } }] },
  descriptionGE: null,
  elementContext: { blocks: [{ type: 'paragraph', data: { text: 'Join <b>us</b>.<img src=x onerror=alert(1)>' } }] },
  benefits: [],
  languages: [],
  callToAction: 1,
  status: 1,
  approval: 2,
  isExpired: false,
  isPreview: false,
  isApplied: false,
  applicants: { count: 0, orMore: false },
};

const routes = (overrides: Record<string, unknown> = {}, extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/Vacancy/GetVacancy': (request: RecordedRequest) =>
    request.query.get('vacancyId') === '7'
      ? { data: { ...vacancy, ...overrides } }
      : { status: 404, errors: { _: ['The vacancy was not found'] } },
  ...extra,
});

const verifiedTalent = { ...talentInfo, isEmailVerified: true };
const asTalent = (info: Record<string, unknown> = {}) => signedInAs({ ...verifiedTalent, ...info });

/** Opens the dialog and fills the fields a talent types. */
async function fillApplication(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '+995 555 123 456');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Hello, I would like to join.');
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
  return screen.findByRole('dialog');
}

describe('/vacancies/:vacancyId', () => {
  it('shows the title, the company, the facts and the description, and records the visit', async () => {
    const { api } = await renderApp('/vacancies/7', { routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Kartuli Code' })[0]).toHaveAttribute('href', '/companies/kartuli-code');
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByText('us').tagName).toBe('STRONG');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await waitFor(() =>
      expect(api.callsTo('POST /api/Account/AddUserActivity')[0]?.body).toEqual({ userActivePage: 5, vacancyId: 7 }),
    );
  });

  it('says when the vacancy has expired, or is a preview', async () => {
    await renderApp('/3/vacancies/7', { routes: routes({ isExpired: true, isPreview: true }) });
    expect(await screen.findByText('Expired, no longer accepting applicants')).toBeInTheDocument();
    expect(screen.getByText(/Preview/)).toBeInTheDocument();
  });

  it('shows the invalid-id state for an unknown or malformed id', async () => {
    for (const path of ['/vacancies/8', '/vacancies/abc']) {
      const { unmount } = await renderApp(path, { routes: routes() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Vacancy not found' })).toBeInTheDocument();
      unmount();
    }
  });

  it('offers a visitor to sign in to apply', async () => {
    await renderApp('/vacancies/7', { routes: routes() });
    const link = await screen.findByRole('link', { name: 'Sign in to apply' });
    expect(link).toHaveAttribute('href', '/signIn');
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('tells a company account that applying is for personal profiles', async () => {
    await renderApp('/vacancies/7', { routes: routes({}, signedInAs(companyInfo)) });
    expect(await screen.findByText('This feature is not available for business profiles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('asks a talent with an unverified e-mail to verify it first', async () => {
    await renderApp('/vacancies/7', { routes: routes({}, signedInAs(talentInfo)) });
    expect(await screen.findByText(/Verify your e-mail address to apply/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Resend the verification e-mail/ })).toHaveAttribute(
      'href',
      '/userPanel/generalInformation',
    );
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('shows "You have applied" when the talent has applied already', async () => {
    await renderApp('/vacancies/7', { routes: routes({ isApplied: true }, asTalent()) });
    expect(await screen.findByText('You have applied to this vacancy.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('sends the application with a new CV as multipart form data', async () => {
    const { api, notify } = await renderApp('/vacancies/7', {
      routes: routes(
        {},
        {
          ...asTalent(),
          'POST /api/Users/ApplyToVacancy': { data: 'You have successfully submitted the application.' },
        },
      ),
    });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toHaveValue('Nino Beridze');
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveValue('nino@example.ge');
    await fillApplication(dialog);
    const cv = new File(['%PDF-1.4'], 'nino-cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Choose a CV file'), cv);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(api.callsTo('POST /api/Users/ApplyToVacancy')).toHaveLength(1));
    const form = api.callsTo('POST /api/Users/ApplyToVacancy')[0].form!;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'CV'))).toEqual({
      VacancyId: '7',
      FullName: 'Nino Beridze',
      Email: 'nino@example.ge',
      Phone: '+995 555 123 456',
      Message: 'Hello, I would like to join.',
      UseLastVacancy: 'false',
    });
    expect((form.get('CV') as File).name).toBe('nino-cv.pdf');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'You have successfully submitted the application.'),
    );
    expect(await screen.findByText('You have applied to this vacancy.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('applies with the last CV when the account has one', async () => {
    const { api } = await renderApp('/vacancies/7', {
      routes: routes(
        {},
        {
          ...asTalent({ cvFileName: 'old-cv.pdf', cvUrl: '/files/cv' }),
          'POST /api/Users/ApplyToVacancy': { data: 'You have successfully submitted the application.' },
        },
      ),
    });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Use my last CV (old-cv.pdf)' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Choose a CV file')).toBeNull();
    await fillApplication(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.callsTo('POST /api/Users/ApplyToVacancy')).toHaveLength(1));
    const form = api.callsTo('POST /api/Users/ApplyToVacancy')[0].form!;
    expect(form.get('UseLastVacancy')).toBe('true');
    expect(form.get('CV')).toBeNull();
  });

  it("starts the phone from the talent's profile instead of an empty field (issue 22)", async () => {
    const { api } = await renderApp('/vacancies/7', {
      routes: routes(
        {},
        {
          ...asTalent({ phone: '+995 599 12 34 56', cvFileName: 'old-cv.pdf' }),
          'POST /api/Users/ApplyToVacancy': { data: 'You have successfully submitted the application.' },
        },
      ),
    });
    const dialog = await openDialog();
    const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
    expect(phone).toHaveValue('+995 599 12 34 56');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.callsTo('POST /api/Users/ApplyToVacancy')).toHaveLength(1));
    expect(api.callsTo('POST /api/Users/ApplyToVacancy')[0].form!.get('Phone')).toBe('+995 599 12 34 56');
  });

  it("asks for a CV, checks the file on the client and doesn't send without one", async () => {
    const { api } = await renderApp('/vacancies/7', { routes: routes({}, asTalent()) });
    const dialog = await openDialog();
    await fillApplication(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Please upload a CV')).toBeInTheDocument();

    const input = within(dialog).getByLabelText('Choose a CV file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByText(/The file format is not valid/)).toBeInTheDocument();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText(/The file is too large/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/Users/ApplyToVacancy')).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const { api } = await renderApp('/vacancies/7', {
      routes: routes(
        {},
        {
          ...asTalent(),
          'POST /api/Users/ApplyToVacancy': {
            status: 409,
            errors: { vacancyId: ['You have already applied to this vacancy'], phone: ['Phone number is not valid'] },
          },
        },
      ),
    });
    const dialog = await openDialog();
    await fillApplication(dialog);
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a CV file'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.callsTo('POST /api/Users/ApplyToVacancy')).toHaveLength(1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already applied to this vacancy');
    expect(within(dialog).getByText('Phone number is not valid')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('You have applied to this vacancy.')).toBeNull();
  });

  it('takes no applicants on an expired vacancy', async () => {
    await renderApp('/vacancies/7', { routes: routes({ isExpired: true }, asTalent()) });
    expect(await screen.findByText('Expired, no longer accepting applicants')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it("lets a talent subscribe to the company for a subscribe call-to-action, showing the answer's text", async () => {
    let answers = 0;
    const { api, notify } = await renderApp('/vacancies/7', {
      routes: routes(
        { callToAction: 2 },
        {
          ...asTalent(),
          'POST /api/Users/SubscribeToCompany': () =>
            answers++ === 0
              ? { status: 404, errors: { companyId: ['The company was not found'] } }
              : { data: 'You are now subscribed to Kartuli Code' },
        },
      ),
    });
    const subscribe = await screen.findByRole('button', { name: 'Subscribe to this company' });
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
    await userEvent.click(subscribe);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'The company was not found'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to this company' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'You are now subscribed to Kartuli Code'));
    expect(api.callsTo('POST /api/Users/SubscribeToCompany').map((call) => call.query.get('companyId'))).toEqual([
      '3',
      '3',
    ]);
    // The call to action and the company's card share the subscription: both say so.
    expect(screen.getAllByRole('button', { name: 'Subscribed' })).toHaveLength(2);
  });

  it('copies the page link and says so', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { notify } = await renderApp('/vacancies/7', { routes: routes() });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Link Copied'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('lets a talent save and forget the vacancy', async () => {
    let favorite = false;
    const { api, notify } = await renderApp('/vacancies/7', {
      routes: routes(
        {},
        {
          ...asTalent(),
          'POST /api/Users/AddRemoveFavoriteVacancy': () => {
            favorite = !favorite;
            return { data: { isFavorite: favorite, favoriteVacancyIds: favorite ? [7] : [] } };
          },
        },
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The vacancy was added to your favourites'));
    expect(api.callsTo('POST /api/Users/AddRemoveFavoriteVacancy')[0].query.get('vacancyId')).toBe('7');
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(saved);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The vacancy was removed from your favourites'));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("lists the company's other vacancies and similar vacancies", async () => {
    const item = (id: number, title: string, name: string) => ({
      ...vacancy,
      id,
      title,
      titleGE: null,
      company: { ...company, name },
    });
    const { api } = await renderApp('/vacancies/7', {
      routes: routes(
        {},
        {
          'POST /api/Vacancy/SearchCompanySimAndOtherVacancies': {
            data: {
              otherVacancies: [item(8, 'QA Engineer', 'Kartuli Code')],
              similarVacancies: [item(9, 'Frontend Developer', 'Tbilisi Soft')],
            },
          },
        },
      ),
    });
    const other = await screen.findByRole('region', { name: 'Other vacancies of the company' });
    expect(within(other).getByRole('link', { name: 'QA Engineer' })).toHaveAttribute('href', '/vacancies/8');
    const similar = screen.getByRole('region', { name: 'Similar vacancies' });
    expect(within(similar).getByRole('link', { name: 'Frontend Developer' })).toHaveAttribute('href', '/vacancies/9');
    expect(within(similar).getByText('Tbilisi Soft')).toBeInTheDocument();
    expect(api.callsTo('POST /api/Vacancy/SearchCompanySimAndOtherVacancies')[0].body).toEqual({ vacancyId: 7 });
  });

  it('shows no other or similar vacancies on a preview, though the lists were asked for with the vacancy', async () => {
    const lists = { otherVacancies: [{ ...vacancy, id: 8, title: 'QA Engineer' }], similarVacancies: [] };
    const { api } = await renderApp('/3/vacancies/7', {
      routes: routes({ isPreview: true }, { 'POST /api/Vacancy/SearchCompanySimAndOtherVacancies': { data: lists } }),
    });
    expect(await screen.findByText(/Preview/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/Vacancy/SearchCompanySimAndOtherVacancies')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Other vacancies of the company' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'QA Engineer' })).toBeNull();
  });
});
