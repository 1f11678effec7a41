import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/render-app';
import {
  COMPANY_INVITATIONS,
  NOT_VERIFIED,
  TALENT_ID,
  companyDirectoryRoutes,
  companyInvitation,
  itemPage,
} from '../../../../test/talent-directory-fixtures';

const PATH = '/companyPanel/invitations';

describe('/companyPanel/invitations', () => {
  it('lists the invitations and filters them by status', async () => {
    const { api } = await renderApp(PATH, {
      routes: companyDirectoryRoutes({
        [COMPANY_INVITATIONS]: (request) => ({
          data: itemPage(
            request.query.get('status') === '2'
              ? [companyInvitation(2, { status: 2, applicationId: 70, respondedAt: '2026-05-20T10:00:00.000Z' })]
              : [companyInvitation(1), companyInvitation(3, { status: 3, respondedAt: '2026-05-19T10:00:00.000Z' })],
          ),
        }),
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Invitations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invitations' })).toHaveAttribute('href', PATH);
    expect(api.callsTo(COMPANY_INVITATIONS)[0].query.get('status')).toBeNull();
    const list = screen.getByRole('list', { name: 'Your invitations' });
    const [pending, declined] = within(list).getAllByRole('article');
    expect(pending).toHaveTextContent('For Senior Go developer');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('Expires 01.06.2026');
    expect(within(pending).getByRole('link', { name: 'Backend developer who likes Go' })).toHaveAttribute(
      'href',
      `/companyPanel/talents/${TALENT_ID}`,
    );
    expect(declined).toHaveTextContent('Declined');
    expect(declined).toHaveTextContent('Answered 19.05.2026');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Accepted' }));
    await waitFor(() => expect(api.callsTo(COMPANY_INVITATIONS).at(-1)?.query.get('status')).toBe('2'));
    const accepted = await screen.findByRole('link', { name: "See the vacancy's applicants" });
    expect(accepted).toHaveAttribute('href', '/companyPanel/vacancies/vacancyDetails/42');
  });

  it('keeps the status in the address, and starts from the one there', async () => {
    const first = await renderApp(PATH, { routes: companyDirectoryRoutes() });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Declined' }));
    await waitFor(() => expect(first.location().search).toBe('?status=3'));
    first.unmount();
    const { api } = await renderApp(`${PATH}?status=2`, { routes: companyDirectoryRoutes() });
    expect(api.callsTo(COMPANY_INVITATIONS)[0].query.get('status')).toBe('2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Accepted');
  });

  it('is in Georgian too', async () => {
    await renderApp(PATH, { search: '?lang=ka', routes: companyDirectoryRoutes() });
    expect(screen.getByRole('heading', { level: 1, name: 'მოწვევები' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('მოლოდინში');
  });

  it('explains a 403 as a notice', async () => {
    const { notify } = await renderApp(PATH, {
      routes: companyDirectoryRoutes({ [COMPANY_INVITATIONS]: NOT_VERIFIED }),
    });
    expect(
      await screen.findByText('Only a verified company with a complete profile can search talents.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything());
  });
});
