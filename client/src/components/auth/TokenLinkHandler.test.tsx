import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyInfo, fakeToken, signedInAs, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('login by link: ?tokenId= on any page (spec point 4)', () => {
  it('exchanges a view-as link, stores the token and the viewAs flag, and opens the profile', async () => {
    const token = fakeToken({ id: 7, ViewAs: true });
    const { api, location } = await renderApp('/about?tokenId=one-time', {
      routes: {
        'GET /api/Account/ViewAs': { data: { token, goToProfile: true, viewAs: true } },
        'GET /api/Account/GetUserInfo': { data: { ...talentInfo, viewAs: true } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'General information' })).toBeInTheDocument();
    expect(location().pathname).toBe('/userPanel/generalInformation');
    expect(api.callsTo('GET /api/Account/ViewAs')).toHaveLength(1);
    expect(api.callsTo('GET /api/Account/ViewAs')[0].query.get('tokenId')).toBe('one-time');
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('viewAs')).toBe('true');
  });

  it("goes to a company's own panel for a company account", async () => {
    const { location } = await renderApp('/?tokenId=abc', {
      routes: {
        'GET /api/Account/ViewAs': { data: { token: fakeToken({ id: 9 }), goToProfile: true, viewAs: false } },
        'GET /api/Account/GetUserInfo': { data: companyInfo },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Company information' })).toBeInTheDocument();
    expect(location().pathname).toBe('/companyPanel/generalInformation');
    expect(localStorage.getItem('viewAs')).toBeNull();
  });

  it('goes home after a Google or LinkedIn sign-in (no goToProfile)', async () => {
    const { location, store } = await renderApp('/?tokenId=google', {
      routes: {
        'GET /api/Account/ViewAs': { data: { token: fakeToken({ id: 7 }), goToProfile: false, viewAs: false } },
        'GET /api/Account/GetUserInfo': { data: talentInfo },
      },
    });
    expect(location()).toEqual({ pathname: '/', search: '' });
    expect(store.auth.isLoggedIn).toBe(true);
    expect(await screen.findByRole('button', { name: 'Account menu: Nino Beridze' })).toBeInTheDocument();
  });

  it("says 'Incorrect Link' for a bad link and stays on the page without it", async () => {
    const { notify, location, store } = await renderApp('/faq?tokenId=used&x=1', {
      routes: { 'GET /api/Account/ViewAs': { status: 400, errors: { _: ['Incorrect Link'] } } },
    });
    expect(notify).toHaveBeenCalledWith('error', 'Incorrect Link');
    expect(location()).toEqual({ pathname: '/faq', search: '?x=1' });
    expect(store.auth.isLoggedIn).toBe(false);
  });
});

describe('view-as banner (spec point 6)', () => {
  it('shows on every page whose session it is, and Exit signs out and goes to the back office', async () => {
    const { api, location } = await renderApp('/faq', { routes: signedInAs(companyInfo, { viewAs: true }) });
    const banner = screen.getByRole('region', { name: 'View-as session' });
    expect(banner).toHaveTextContent('You are viewing as Kartuli Code');

    await userEvent.click(within(banner).getByRole('button', { name: 'Exit' }));
    expect(api.callsTo('POST /api/Account/SignOut')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('viewAs')).toBeNull();
    // The sign-out goes out before the page moves: under load the move can take a moment.
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(screen.queryByRole('region', { name: 'View-as session' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
  });

  it('is not there for an ordinary session', async () => {
    await renderApp('/faq', { routes: signedInAs(talentInfo) });
    expect(screen.queryByRole('region', { name: 'View-as session' })).not.toBeInTheDocument();
  });
});
