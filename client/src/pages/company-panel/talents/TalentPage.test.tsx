import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/render-app';
import {
  COMPANY_VACANCIES,
  GET_TALENT,
  INVITE,
  NOT_VERIFIED,
  TALENT_ID,
  anonymousTalent,
  companyDirectoryRoutes,
  companyInvitation,
  goVacancyFit,
} from '../../../../test/talent-directory-fixtures';
import type { RecordedRequest } from '../../../../test/fake-api';

const PATH = `/companyPanel/talents/${TALENT_ID}`;

describe('/companyPanel/talents/:talentId', () => {
  it('shows the anonymous profile and invites the talent to an approved active vacancy', async () => {
    const { api, notify } = await renderApp(PATH, {
      routes: companyDirectoryRoutes({ [INVITE]: { data: companyInvitation(9) } }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Backend developer who likes Go' })).toBeInTheDocument();
    expect(api.callsTo(GET_TALENT)[0].query.get('talentId')).toBe(TALENT_ID);
    expect(api.callsTo(COMPANY_VACANCIES)[0].query.get('Type')).toBe('1');
    expect(screen.getByRole('article', { name: 'Backend developer who likes Go' })).toHaveTextContent('Remote');
    expect(screen.queryByRole('region', { name: 'Contact details' })).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Invite to a vacancy' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText('Choose a vacancy')).toBeInTheDocument();
    expect(within(form).getByText('Write a message')).toBeInTheDocument();
    expect(api.callsTo(INVITE)).toHaveLength(0);

    await userEvent.click(within(form).getByRole('combobox', { name: /Vacancy/ }));
    expect(screen.queryByRole('option', { name: 'Waiting for review' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Senior Go developer' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Message/ }), ' Would you talk to us? ');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(api.callsTo(INVITE).map((call) => call.body)).toEqual([
        { talentId: TALENT_ID, vacancyId: 42, message: 'Would you talk to us?' },
      ]),
    );
    expect(notify).toHaveBeenCalledWith('success', 'The invitation was sent.');
    expect(await screen.findByText("Your invitation is waiting for the talent's answer.")).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Backend developer who likes Go' })).toHaveTextContent('Pending');
  });

  it('is in Georgian too', async () => {
    await renderApp(PATH, { search: '?lang=ka', routes: companyDirectoryRoutes() });
    expect(screen.getByRole('heading', { name: 'ვაკანსიაზე მოწვევა' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'მოწვევის გაგზავნა' })).toBeInTheDocument();
  });

  it("shows the revealed contact of a talent who accepted, and the server's refusals of an invitation", async () => {
    await renderApp(PATH, {
      routes: companyDirectoryRoutes({
        [GET_TALENT]: {
          data: {
            ...anonymousTalent({ invitation: { id: 9, status: 2 } }),
            revealed: {
              fullName: 'Nino Beridze',
              email: 'nino@example.ge',
              phone: '+995 555 12 34 56',
              linkedinUrl: 'https://linkedin.com/in/nino',
              githubUrl: null,
              portfolioUrl: null,
              photoUrl: null,
              applicationId: 70,
            },
          },
        },
        [INVITE]: { status: 409, errors: { _: ['The talent already has your pending invitation'] } },
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Nino Beridze' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact details' });
    expect(within(contact).getByRole('link', { name: 'nino@example.ge' })).toHaveAttribute(
      'href',
      'mailto:nino@example.ge',
    );
    expect(within(contact).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.com/in/nino',
    );
    expect(within(contact).getByRole('link', { name: 'See the applications' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Backend developer who likes Go' })).toHaveTextContent('Accepted');

    const form = screen.getByRole('form', { name: 'Invite to a vacancy' });
    await userEvent.click(within(form).getByRole('combobox', { name: /Vacancy/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Senior Go developer' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Message/ }), 'Another role?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The talent already has your pending invitation');
  });

  it('explains a 403 on inviting (suspended) as a notice', async () => {
    const { notify } = await renderApp(PATH, {
      routes: companyDirectoryRoutes({
        [INVITE]: { status: 403, errors: { _: ["Your company's right to invite is suspended"] } },
      }),
    });
    const form = screen.getByRole('form', { name: 'Invite to a vacancy' });
    await userEvent.click(within(form).getByRole('combobox', { name: /Vacancy/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Senior Go developer' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Message/ }), 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText("Your company's right to invite is suspended")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything());
  });

  it('explains a 403 of the profile as a notice', async () => {
    await renderApp(PATH, { routes: companyDirectoryRoutes({ [GET_TALENT]: NOT_VERIFIED }) });
    expect(await screen.findByText('The talent directory is not open to your company yet')).toBeInTheDocument();
    expect(screen.getByText('Only a verified company with a complete profile can search talents.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says when there is no such talent', async () => {
    await renderApp(PATH, {
      routes: companyDirectoryRoutes({ [GET_TALENT]: { status: 404, errors: { _: ['No such talent profile'] } } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such talent profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/companyPanel/talents');
  });
});

describe('/companyPanel/talents/:talentId compared with the invite form’s vacancy (issue 25)', () => {
  const routes = () =>
    companyDirectoryRoutes({
      [GET_TALENT]: (request: RecordedRequest) => ({
        data: {
          ...anonymousTalent({ vacancyFit: request.query.get('vacancyId') === '42' ? goVacancyFit : null }),
          revealed: null,
        },
      }),
    });

  it('shows how the talent fits the vacancy chosen in the invite form', async () => {
    const { api } = await renderApp(PATH, { routes: routes() });
    const form = screen.getByRole('form', { name: 'Invite to a vacancy' });
    expect(api.callsTo(GET_TALENT)[0].query.get('vacancyId')).toBeNull();
    expect(form).not.toHaveTextContent(/Has |lacks/);
    await userEvent.click(within(form).getByRole('combobox', { name: /Vacancy/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Senior Go developer' }));
    expect(await within(form).findByText('Has 1 of 2: Go · lacks Docker')).toBeInTheDocument();
    expect(api.callsTo(GET_TALENT).at(-1)?.query.get('vacancyId')).toBe('42');
    expect(api.callsTo(GET_TALENT).at(-1)?.query.get('talentId')).toBe(TALENT_ID);
  });

  it('is in Georgian too', async () => {
    await renderApp(PATH, { search: '?lang=ka', routes: routes() });
    const form = screen.getByRole('form', { name: 'ვაკანსიაზე მოწვევა' });
    await userEvent.click(within(form).getByRole('combobox', { name: /ვაკანსია/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'უფროსი Go დეველოპერი' }));
    expect(await within(form).findByText('აქვს 2-დან 1: Go · აკლია Docker')).toBeInTheDocument();
  });
});
