import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const DECLINE = 'POST /api/Users/DeclineTalentInvitationByToken';
const PATH = '/invitations/notInterested?token=12.abc';

describe('/invitations/notInterested (the invitation mail’s link)', () => {
  it('asks first, then declines with the token and says so, without signing in', async () => {
    const { api } = await renderApp(PATH, { routes: { [DECLINE]: { data: { id: 12, status: 3 } } } });
    expect(screen.getByText(/The company sees only that you declined/)).toBeInTheDocument();
    expect(api.callsTo(DECLINE)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Not interested' }));
    expect(await screen.findByRole('status')).toHaveTextContent('the invitation is declined');
    expect(api.callsTo(DECLINE)).toHaveLength(1);
    expect(api.callsTo(DECLINE)[0].query.get('token')).toBe('12.abc');
  });

  it('is in Georgian too, and shows the server’s text for a broken link', async () => {
    await renderApp(PATH, {
      search: '?lang=ka',
      routes: { [DECLINE]: { status: 400, errors: { token: ['ეს ბმული დაზიანებულია ან ჩვენი არ არის'] } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'არ მაინტერესებს' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ეს ბმული დაზიანებულია ან ჩვენი არ არის');
  });

  it('fails without asking the server when the link has no token', async () => {
    const { api } = await renderApp('/invitations/notInterested');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not work any more');
    expect(api.callsTo(DECLINE)).toHaveLength(0);
  });
});
