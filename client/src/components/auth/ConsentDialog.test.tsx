import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ACCEPT = 'POST /api/Account/AcceptTerms';

afterEach(() => localStorage.clear());

/** A talent made by Google sign-in: no password, no consent yet, until AcceptTerms is called. */
function socialTalentRoutes() {
  let accepted = false;
  const routes = signedInAs({ ...talentInfo, hasPassword: false, needsConsent: true });
  return {
    ...routes,
    'GET /api/Account/GetUserInfo': () => ({
      data: { ...talentInfo, hasPassword: false, needsConsent: !accepted, viewAs: false },
    }),
    [ACCEPT]: () => {
      accepted = true;
      return { data: true };
    },
  };
}

describe('the consent of an account made by social sign-in (issue 22)', () => {
  it('asks before anything else, insists on the box, then stores the consent and lets the talent in', async () => {
    const { api } = await renderApp('/', { routes: socialTalentRoutes() });
    const dialog = await screen.findByRole('dialog', { name: 'One more step' });
    expect(within(dialog).getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms-of-use');
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacyPolicy');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'One more step' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription(
      'Tick the box to accept the terms of use and the privacy policy',
    );
    expect(api.callsTo(ACCEPT)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(api.callsTo(ACCEPT).map((call) => call.body)).toEqual([{ acceptTerms: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'One more step' })).toBeNull());
  });

  it('speaks Georgian to a Georgian visitor, and can sign out instead', async () => {
    localStorage.setItem('lang', 'ka-GE');
    const routes = socialTalentRoutes();
    const { api } = await renderApp('/', { routes: { ...routes, 'POST /api/Account/SignOut': { data: true } } });
    const dialog = await screen.findByRole('dialog', { name: 'კიდევ ერთი ნაბიჯი' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'გასვლა' }));
    await waitFor(() => expect(api.callsTo('POST /api/Account/SignOut')).toHaveLength(1));
    expect(api.callsTo(ACCEPT)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not shown to an account that has agreed', async () => {
    await renderApp('/', { routes: signedInAs({ ...talentInfo, needsConsent: false }) });
    expect(await screen.findByRole('button', { name: 'Account menu: Nino Beridze' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
