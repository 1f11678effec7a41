import { screen, within } from '@testing-library/react';
import { companyInfo, fakeToken, talentInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('login by link: /signIn/continue?tokenId= (spec point 4)', () => {
  it('exchanges a view-as link, stores the token and the viewAs flag, and opens the profile', async () => {
    const token = fakeToken({ id: 7, ViewAs: true });
    const { api, location } = await renderApp('/signIn/continue?tokenId=one-time', {
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
    const { location } = await renderApp('/signIn/continue?tokenId=abc', {
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
    const { location, store } = await renderApp('/signIn/continue?tokenId=google', {
      routes: {
        'GET /api/Account/ViewAs': { data: { token: fakeToken({ id: 7 }), goToProfile: false, viewAs: false } },
        'GET /api/Account/GetUserInfo': { data: talentInfo },
      },
    });
    expect(await screen.findByRole('button', { name: 'Account menu: Nino Beridze' })).toBeInTheDocument();
    expect(location()).toEqual({ pathname: '/', search: '' });
    expect(store.auth.isLoggedIn).toBe(true);
  });

  it("says why a refused link did not work, in the server's words, and drops it from the address", async () => {
    const { location, store } = await renderApp('/signIn/continue?tokenId=used', {
      routes: { 'GET /api/Account/ViewAs': { status: 400, errors: { _: ['Incorrect Link'] } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Link');
    expect(screen.getByText(/only in the browser that asked for it/)).toBeInTheDocument();
    expect(location()).toEqual({ pathname: '/signIn/continue', search: '' });
    expect(store.auth.isLoggedIn).toBe(false);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signIn');
  });

  it('in Georgian too, and a link without a tokenId is called incomplete', async () => {
    const { api } = await renderApp('/signIn/continue', { search: '?lang=ka' });
    expect(await screen.findByRole('alert')).toHaveTextContent('შესვლის ბმული არასრულია.');
    expect(screen.getByRole('heading', { level: 1, name: 'შესვლა' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/Account/ViewAs')).toHaveLength(0);
  });

  it('no other page exchanges a tokenId in its address', async () => {
    const { api, store } = await renderApp('/faq?tokenId=from-a-stranger', {
      routes: {
        'GET /api/Account/ViewAs': { data: { token: fakeToken({ id: 7 }), goToProfile: false, viewAs: false } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(api.callsTo('GET /api/Account/ViewAs')).toHaveLength(0);
    expect(store.auth.isLoggedIn).toBe(false);
  });
});
