import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { companyRoutes } from '../vacancies/vacancy-test-fixtures';
import {
  APPLICANTS,
  APPLICATION,
  CV,
  FAVORITE,
  UPDATE_REJECTION_MAIL,
  UPDATE_STATUS,
  ZIP,
  applicant,
  companySideProfile,
  itemPage,
  react,
  vacancyRoutes,
} from './applicants-test-fixtures';

const PATH = '/companyPanel/vacancies/vacancyDetails/senior-go-developer-42';
const card = (name: string) => screen.findByRole('article', { name });

const ana = applicant(7, {
  fullName: 'Ana Beridze',
  email: 'ana@mail.ge',
  technologies: [react],
  cvFileName: 'Ana CV.pdf',
});
const giorgi = applicant(8, { fullName: 'Giorgi Kapanadze', status: 3, isFavorite: true });
const nino = applicant(9, { fullName: 'Nino Lomidze', status: 7 });

/** The applicants of the status asked for, or all. */
const applicantsByStatus = (request: RecordedRequest) => {
  const status = request.query.get('status');
  const all = [ana, giorgi, nino];
  return { data: itemPage(status ? all.filter((item) => String(item.status) === status) : all) };
};

describe("the applicants' profiles and order (issue 22)", () => {
  it("shows each applicant's headline, links and open-to-offers mark, and asks for the oldest first on request", async () => {
    const withProfile = applicant(7, { fullName: 'Ana Beridze', profile: companySideProfile() });
    const { api } = await renderApp(PATH, {
      routes: vacancyRoutes({
        [APPLICANTS]: (request: RecordedRequest) => ({
          data: itemPage(request.query.get('sort') === 'oldest' ? [giorgi, withProfile] : [withProfile, giorgi]),
        }),
        [APPLICATION]: {
          data: {
            ...withProfile,
            message: null,
            vacancy: { id: 42, title: 'Senior Go developer', titleGE: null },
            field: null,
            experience: null,
          },
        },
      }),
    });
    const anaCard = await card('Ana Beridze');
    expect(anaCard).toHaveTextContent('Backend engineer, Go and PostgreSQL');
    expect(within(anaCard).getByText('Open to offers')).toBeInTheDocument();
    const linkedin = within(anaCard).getByRole('link', { name: 'LinkedIn: www.linkedin.com/in/ana-beridze' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ana-beridze');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(anaCard).getByRole('link', { name: 'GitHub: github.com/ana' })).toHaveAttribute('target', '_blank');
    const giorgiCard = await card('Giorgi Kapanadze');
    expect(within(giorgiCard).queryByText('Open to offers')).not.toBeInTheDocument();
    expect(within(giorgiCard).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(api.callsTo(APPLICANTS).at(-1)?.query.get('sort')).toBe('newest');

    const order = screen.getByRole('radiogroup', { name: 'Order' });
    await userEvent.click(within(order).getByRole('radio', { name: 'Oldest first' }));
    await waitFor(() => expect(api.callsTo(APPLICANTS).at(-1)?.query.get('sort')).toBe('oldest'));
    expect(api.callsTo(APPLICANTS).at(-1)?.query.get('page')).toBe('1');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('article')
          .map(
            (article) => article.getAttribute('aria-labelledby') && within(article).getByRole('heading').textContent,
          ),
      ).toEqual(['Giorgi Kapanadze', 'Ana Beridze']),
    );

    await userEvent.click(within(await card('Ana Beridze')).getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Seven years of payments.');
    expect(drawer).toHaveTextContent('Preferred work formatsRemote');
    expect(drawer).toHaveTextContent('Preferred citiesTbilisi');
  });
});

describe('the vacancy details page', () => {
  it('lists the applicants, filters them by status, and opens one: it turns Viewed, then moves to Interview', async () => {
    const { api, notify } = await renderApp(PATH, {
      routes: vacancyRoutes({
        [APPLICANTS]: applicantsByStatus,
        [APPLICATION]: {
          data: {
            ...ana,
            status: 2,
            message: 'Hello!\n\n  I write Go daily. <b>not bold</b>',
            vacancy: { id: 42, title: 'Senior Go developer', titleGE: null },
            field: { id: 61, name: 'Backend Development' },
            experience: { id: 52, name: 'Senior' },
          },
        },
        [UPDATE_STATUS]: { data: { id: 7, status: 4, statusChangedAt: '2026-05-15T10:00:00.000Z' } },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Go developer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/companyPanel/vacancies/update/42');
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/vacancies/42');
    const anaCard = await card('Ana Beridze');
    expect(within(anaCard).getByText('New')).toBeInTheDocument();
    expect(within(anaCard).getByText('React')).toBeInTheDocument();
    expect(within(anaCard).getByRole('link', { name: 'ana@mail.ge' })).toHaveAttribute('href', 'mailto:ana@mail.ge');
    expect(anaCard).toHaveTextContent('Applied 10.05.2026');
    expect(within(await card('Giorgi Kapanadze')).getByText('Shortlisted')).toBeInTheDocument();
    expect(within(await card('Nino Lomidze')).getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('3 applicants')).toBeInTheDocument();
    expect(api.callsTo(APPLICANTS).at(-1)?.query.get('vacancyId')).toBe('42');

    const filter = screen.getByRole('radiogroup', { name: 'Show applicants by status' });
    await userEvent.click(within(filter).getByRole('radio', { name: 'Shortlisted' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ana Beridze' })).not.toBeInTheDocument());
    expect(Object.fromEntries(api.callsTo(APPLICANTS).at(-1)?.query ?? [])).toMatchObject({
      status: '3',
      page: '1',
      pageSize: '20',
    });
    expect(screen.getByRole('article', { name: 'Giorgi Kapanadze' })).toBeInTheDocument();
    await userEvent.click(within(filter).getByRole('radio', { name: 'Offer' }));
    expect(await screen.findByText('No applicants with this status')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all applicants' }));

    await userEvent.click(within(await card('Ana Beridze')).getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog', { name: 'Application: Ana Beridze' });
    expect(within(drawer).getByText('Applied for Senior Go developer')).toBeInTheDocument();
    expect(within(drawer).getByText('Backend Development')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '+995 555 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+995555123456',
    );
    const message = within(drawer).getByText(/I write Go daily/);
    expect(message.textContent).toBe('Hello!\n\n  I write Go daily. <b>not bold</b>');
    expect(message.querySelector('b')).toBeNull();
    expect(api.callsTo(APPLICATION).at(-1)?.query.get('applicationId')).toBe('7');
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Ana Beridze' })).getByText('Viewed')).toBeInTheDocument(),
    );
    expect(
      within(drawer).getByText(
        'Interview and Offer send the talent an e-mail; Rejected does not, as the rejection mail is off.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Status' }));
    expect(screen.queryByRole('option', { name: 'New' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Interview' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Status changed'));
    expect(api.callsTo(UPDATE_STATUS).map((call) => call.body)).toEqual([{ applicationId: 7, status: 4 }]);
    expect(within(screen.getByRole('article', { name: 'Ana Beridze' })).getByText('Interview')).toBeInTheDocument();
  });

  it('downloads one CV, a zip of the selected ones and a zip of all', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:cv');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    // jsdom cannot follow a download link: record where the browser would save to instead.
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { api } = await renderApp(PATH, {
      routes: vacancyRoutes({
        [APPLICANTS]: applicantsByStatus,
        [CV]: { file: { content: '%PDF-1.7', type: 'application/pdf', fileName: 'Ana CV.pdf' } },
        [ZIP]: { file: { content: 'PK', type: 'application/zip', fileName: 'cvs.zip' } },
      }),
    });
    await userEvent.click(within(await card('Ana Beridze')).getByRole('button', { name: 'Download CV' }));
    await waitFor(() => expect(saved).toEqual(['Ana CV.pdf']));
    expect(api.callsTo(CV).map((call) => call.query.get('applicationId'))).toEqual(['7']);

    expect(screen.queryByRole('button', { name: /Download selected CVs/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the CV of Ana Beridze' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the CV of Nino Lomidze' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download selected CVs (2)' }));
    await waitFor(() => expect(api.callsTo(ZIP)).toHaveLength(1));
    expect(api.callsTo(ZIP)[0].body).toEqual({ vacancyId: 42, applicationIds: [7, 9] });

    await userEvent.click(screen.getByRole('button', { name: 'Download all CVs' }));
    await waitFor(() => expect(api.callsTo(ZIP)).toHaveLength(2));
    expect(api.callsTo(ZIP)[1].body).toEqual({ vacancyId: 42 });
    await waitFor(() => expect(saved).toEqual(['Ana CV.pdf', 'cvs.zip', 'cvs.zip']));
    expect(createObjectURL).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:cv'));
    click.mockRestore();
  });

  it('saves a talent with the star, and turns the rejection mail on, back when the server refuses', async () => {
    let refuse = false;
    const { api, notify } = await renderApp(PATH, {
      routes: vacancyRoutes({
        [APPLICANTS]: { data: itemPage([ana, applicant(12, { ...ana, id: 12, vacancyId: 42 }), giorgi]) },
        [FAVORITE]: (request) => ({ data: request.body }),
        [UPDATE_REJECTION_MAIL]: (request) =>
          refuse
            ? { status: 400, errors: { sendRejectionMail: ['Something went wrong, try again later'] } }
            : { data: request.body },
      }),
    });
    await card('Giorgi Kapanadze');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Ana Beridze to saved talents' })[0]);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Remove Ana Beridze from saved talents' })).toHaveLength(2),
    );
    expect(api.callsTo(FAVORITE).map((call) => call.body)).toEqual([{ userId: 107, isFavorite: true }]);

    const setting = screen.getByRole('switch', { name: 'Send a polite rejection mail when I reject an applicant' });
    await waitFor(() => expect(setting).toBeEnabled());
    expect(setting).not.toBeChecked();
    await userEvent.click(setting);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Rejected applicants will get a polite mail'));
    expect(setting).toBeChecked();
    expect(api.callsTo(UPDATE_REJECTION_MAIL).map((call) => call.body)).toEqual([{ sendRejectionMail: true }]);

    refuse = true;
    await userEvent.click(setting);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Something went wrong, try again later'));
    expect(setting).toBeChecked();
  });

  it("shows another company's vacancy, or a title without an id, as not found", async () => {
    const { api } = await renderApp('/companyPanel/vacancies/vacancyDetails/someone-elses-vacancy-77', {
      routes: companyRoutes({ isVerified: true }),
    });
    expect(await screen.findByText("This vacancy was not found among your company's vacancies.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your vacancies' })).toHaveAttribute(
      'href',
      '/companyPanel/vacancies',
    );
    expect(api.callsTo('GET /api/Vacancy/GetCompanyVacancy').at(-1)?.query.get('vacancyId')).toBe('77');
    expect(screen.queryByRole('heading', { name: 'Applicants' })).not.toBeInTheDocument();
  });
});

describe('an applicant who came through an invitation (issue 24)', () => {
  it('is marked as invited, in both languages; one who applied is not', async () => {
    const invited = applicant(7, { fullName: 'Ana Beridze', source: 2 });
    for (const [search, text] of [
      ['', 'Invited'],
      ['?lang=ka', 'მოწვეული'],
    ] as const) {
      const rendered = await renderApp(PATH, {
        search,
        routes: vacancyRoutes({ [APPLICANTS]: { data: itemPage([invited, giorgi]) } }),
      });
      expect(within(await card('Ana Beridze')).getByText(text)).toBeInTheDocument();
      expect(within(await card('Giorgi Kapanadze')).queryByText(text)).not.toBeInTheDocument();
      rendered.unmount();
    }
  });
});

describe("the applicants' fit with the vacancy's technologies (issue 25)", () => {
  const fit = {
    commonIds: [14, 15, 16],
    missingIds: [17],
    common: [react, { id: 15, name: 'Node.js' }, { id: 16, name: 'PostgreSQL' }],
    missing: [{ id: 17, name: 'Docker' }],
  };
  const fitting = applicant(7, { fullName: 'Ana Beridze', technologies: [react], vacancyFit: fit });
  const none = applicant(8, {
    fullName: 'Giorgi Kapanadze',
    vacancyFit: { commonIds: [], missingIds: [14, 17], common: [], missing: [react, { id: 17, name: 'Docker' }] },
  });
  const routes = () =>
    vacancyRoutes({
      [APPLICANTS]: { data: itemPage([fitting, none, nino]) },
      [APPLICATION]: {
        data: {
          ...fitting,
          message: null,
          vacancy: { id: 42, title: 'Senior Go developer', titleGE: null },
          field: null,
          experience: null,
        },
      },
    });

  it('says on each card and in the opened application which technologies the applicant has and lacks', async () => {
    await renderApp(PATH, { routes: routes() });
    expect(await card('Ana Beridze')).toHaveTextContent('Has 3 of 4: React, Node.js, PostgreSQL · lacks Docker');
    expect(await card('Giorgi Kapanadze')).toHaveTextContent(
      "Has none of the vacancy's 2 technologies · lacks React, Docker",
    );
    // A vacancy that names no technologies: nothing to say.
    expect(await card('Nino Lomidze')).not.toHaveTextContent(/Has |lacks/);

    await userEvent.click(within(await card('Ana Beridze')).getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog', { name: 'Application: Ana Beridze' });
    expect(within(drawer).getByText('Has 3 of 4: React, Node.js, PostgreSQL · lacks Docker')).toBeInTheDocument();
  });

  it('is in Georgian too', async () => {
    await renderApp(PATH, { search: '?lang=ka', routes: routes() });
    expect(await card('Ana Beridze')).toHaveTextContent('აქვს 4-დან 3: React, Node.js, PostgreSQL · აკლია Docker');
    expect(await card('Giorgi Kapanadze')).toHaveTextContent(
      'ვაკანსიის 2 ტექნოლოგიიდან არცერთი აქვს · აკლია React, Docker',
    );
  });
});
