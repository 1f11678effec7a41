import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs, talentInfo } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import {
  ACCEPT,
  DECLINE,
  HIDE,
  SEARCH_COMPANIES,
  UNHIDE,
  UPDATE_DIRECTORY,
  directoryView,
  itemPage,
  talentDirectoryRoutes,
  talentInvitation,
} from '../../../../test/talent-directory-fixtures';

const PATH = '/userPanel/talentDirectory';

describe('/userPanel/talentDirectory', () => {
  it('shows the settings, the preview, the hidden companies and the invitations in English', async () => {
    await renderApp(PATH, { routes: talentDirectoryRoutes() });
    expect(screen.getByRole('heading', { level: 1, name: 'Talent directory' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talent directory' })).toHaveAttribute('href', PATH);
    const visible = screen.getByRole('switch', { name: /Show my anonymous profile to companies/ });
    expect(visible).not.toBeChecked();
    const preview = screen.getByRole('region', { name: 'What companies see' });
    expect(within(preview).getByText('Your profile is not shown to companies now.')).toBeInTheDocument();
    expect(within(preview).getByRole('article', { name: 'Backend developer who likes Go' })).toHaveTextContent(
      'Software development · Senior',
    );
    const hidden = screen.getByRole('list', { name: 'Companies you are hidden from' });
    expect(within(hidden).getByText('Old Employer')).toBeInTheDocument();
    const invitation = screen.getByRole('article', { name: 'Senior Go developer' });
    expect(invitation).toHaveTextContent('Kartuli Code');
    expect(invitation).toHaveTextContent('We liked your profile. Talk to us?');
    expect(invitation).toHaveTextContent('Pending');
    expect(invitation).toHaveTextContent('Answer by 01.06.2026');
  });

  it('is in Georgian too', async () => {
    await renderApp(PATH, { search: '?lang=ka', routes: talentDirectoryRoutes() });
    expect(screen.getByRole('heading', { level: 1, name: 'ტალანტების კატალოგი' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /ჩემი ანონიმური პროფილის ჩვენება კომპანიებისთვის/ })).toBeInTheDocument();
    const invitation = screen.getByRole('article', { name: 'Senior Go developer' });
    expect(within(invitation).getByRole('button', { name: 'მიღება' })).toBeInTheDocument();
    expect(invitation).toHaveTextContent('მოლოდინში');
  });

  it('saves the switches and the years and shows the answer', async () => {
    const { api, notify } = await renderApp(PATH, {
      routes: talentDirectoryRoutes({
        [UPDATE_DIRECTORY]: (request) => ({
          data: directoryView({ ...(request.body as object), hiddenCompanies: [] }),
        }),
      }),
    });
    await userEvent.click(screen.getByRole('switch', { name: /Show my anonymous profile to companies/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Years of experience/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(UPDATE_DIRECTORY)).toHaveLength(1));
    expect(api.callsTo(UPDATE_DIRECTORY)[0].body).toEqual({ visible: true, showSalary: false, experienceYears: 5 });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', expect.any(String)));
    expect(screen.queryByText('Your profile is not shown to companies now.')).not.toBeInTheDocument();
    expect(screen.getByText('You are not hidden from any company.')).toBeInTheDocument();
  });

  it('refuses years out of range without asking the server', async () => {
    const { api } = await renderApp(PATH, { routes: talentDirectoryRoutes() });
    await userEvent.type(screen.getByRole('textbox', { name: /Years of experience/ }), '61');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 0 to 60')).toBeInTheDocument();
    expect(api.callsTo(UPDATE_DIRECTORY)).toHaveLength(0);
  });

  it('hides the talent from a company of the directory and shows it again', async () => {
    const giorgi = { id: 8, name: 'Giorgi Soft', transformedName: 'giorgi-soft', logoUrl: null };
    const { api } = await renderApp(PATH, {
      routes: talentDirectoryRoutes({
        [SEARCH_COMPANIES]: {
          data: itemPage([{ ...giorgi, smallProfileImageUrl: null, isVerified: true, profileImageUrl: null }]),
        },
        [HIDE]: { data: directoryView({ hiddenCompanies: [directoryView().hiddenCompanies[0], giorgi] }) },
        [UNHIDE]: { data: directoryView({ hiddenCompanies: [giorgi] }) },
      }),
    });
    await userEvent.type(screen.getByRole('combobox', { name: 'Hide from a company' }), 'Gio');
    await userEvent.click(await screen.findByRole('option', { name: 'Giorgi Soft' }));
    await waitFor(() => expect(api.callsTo(HIDE).map((call) => call.body)).toEqual([{ companyId: 8 }]));
    expect(api.callsTo(SEARCH_COMPANIES).at(-1)?.query.get('searchTerm')).toBe('Gio');
    const hidden = screen.getByRole('list', { name: 'Companies you are hidden from' });
    expect(await within(hidden).findByText('Giorgi Soft')).toBeInTheDocument();

    await userEvent.click(within(hidden).getByRole('button', { name: 'Show to Old Employer again' }));
    await waitFor(() => expect(api.callsTo(UNHIDE).map((call) => call.body)).toEqual([{ companyId: 4 }]));
    await waitFor(() => expect(within(hidden).queryByText('Old Employer')).not.toBeInTheDocument());
  });

  it('accepts an invitation', async () => {
    const { api } = await renderApp(PATH, {
      routes: talentDirectoryRoutes({
        [ACCEPT]: {
          data: talentInvitation(1, { status: 2, applicationId: 70, respondedAt: '2026-05-21T10:00:00.000Z' }),
        },
      }),
    });
    const invitation = screen.getByRole('article', { name: 'Senior Go developer' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo(ACCEPT).map((call) => call.body)).toEqual([{ invitationId: 1 }]));
    expect(await within(invitation).findByText('Accepted')).toBeInTheDocument();
    expect(within(invitation).getByRole('link', { name: 'See your application' })).toHaveAttribute(
      'href',
      '/userPanel/jobs',
    );
    expect(within(invitation).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an acceptance as the app does", async () => {
    const { notify } = await renderApp(PATH, {
      routes: talentDirectoryRoutes({
        [ACCEPT]: { status: 400, errors: { _: ['Upload a CV to your profile first'] } },
      }),
    });
    const invitation = screen.getByRole('article', { name: 'Senior Go developer' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Upload a CV to your profile first'));
    expect(within(invitation).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('declines an invitation with a reason', async () => {
    const { api } = await renderApp(PATH, {
      routes: talentDirectoryRoutes({
        [DECLINE]: (request) => ({
          data: talentInvitation(1, {
            status: 3,
            declineReason: (request.body as { reason?: number }).reason ?? null,
            respondedAt: '2026-05-21T10:00:00.000Z',
          }),
        }),
      }),
    });
    const invitation = screen.getByRole('article', { name: 'Senior Go developer' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the invitation?' });
    expect(dialog).toHaveTextContent('Kartuli Code will be told only that you declined');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Salary' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(api.callsTo(DECLINE).map((call) => call.body)).toEqual([{ invitationId: 1, reason: 3 }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(invitation).getByText('Declined')).toBeInTheDocument();
    expect(invitation).toHaveTextContent('Your reason: Salary');
  });

  it('reports an invitation to staff with the shared report dialog', async () => {
    const thanks = 'Thank you. Our team will look at your report.';
    const { api, notify } = await renderApp(PATH, {
      routes: talentDirectoryRoutes({ 'POST /api/Reports/CreateReport': { data: thanks } }),
    });
    const invitation = screen.getByRole('article', { name: 'Senior Go developer' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Report “Senior Go developer”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this invitation' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'It is spam' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Asks for money');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', thanks));
    expect(api.callsTo('POST /api/Reports/CreateReport').map((call) => call.body)).toEqual([
      { itemType: 4, itemId: 1, reason: 2, details: 'Asks for money' },
    ]);
  });

  it('offers the report in Georgian, and never in a view-as session', async () => {
    const georgian = await renderApp(PATH, { search: '?lang=ka', routes: talentDirectoryRoutes() });
    const invitation = screen.getByRole('article', { name: 'Senior Go developer' });
    await userEvent.click(within(invitation).getByRole('button', { name: '„Senior Go developer“-ის გასაჩივრება' }));
    expect(await screen.findByRole('dialog', { name: 'მოწვევის გასაჩივრება' })).toBeInTheDocument();
    georgian.unmount();

    await renderApp(PATH, { routes: talentDirectoryRoutes(signedInAs(talentInfo, { viewAs: true })) });
    const viewed = screen.getByRole('article', { name: 'Senior Go developer' });
    expect(within(viewed).queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});
