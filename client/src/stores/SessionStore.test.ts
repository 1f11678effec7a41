import { jest } from '@jest/globals';
import { fakeFetch, type FakeRoutes } from '../../test/fake-api';
import { companyInfo, fakeToken, serverRoutes, talentInfo } from '../../test/fixtures';
import { RootStore } from './RootStore';

function storeWith(routes: FakeRoutes = {}) {
  const api = fakeFetch(serverRoutes(routes));
  const reload = jest.fn<() => void>();
  const store = new RootStore({ fetch: api.fetch, reload });
  return { store, auth: store.auth, account: store.account, api, reload };
}

describe('SessionStore and AccountStore', () => {
  it('is signed out without a stored token, and loaded at once', async () => {
    const { auth, api } = storeWith();
    await auth.init();
    expect(auth.isLoggedIn).toBe(false);
    expect(auth.userLoaded).toBe(true);
    expect(auth.restoring).toBe(false);
    expect(api.callsTo('GET /api/Account/GetUserInfo')).toHaveLength(0);
  });

  it('reads id, expiry and view-as from a stored token and waits for its user (spec point 4)', async () => {
    localStorage.setItem('token', fakeToken({ id: 7, exp: 1_900_000_000 }));
    const { auth, api } = storeWith({ 'GET /api/Account/GetUserInfo': { data: talentInfo } });
    expect(auth.isLoggedIn).toBe(true);
    expect(auth.restoring).toBe(true);
    expect(auth.id).toBe(7);
    expect(auth.expireDate).toEqual(new Date(1_900_000_000_000));
    expect(auth.viewAs).toBe(false);

    const init = auth.init();
    expect(auth.loading.loadUser).toBe(true);
    await init;
    expect(auth.loading.loadUser).toBe(false);
    expect(auth.restoring).toBe(false);
    expect(auth.userLoaded).toBe(true);
    expect(auth.fullName).toBe('Nino Beridze');
    expect(auth.userType).toBe(1);
    expect(auth.isEmailVerified).toBe(false);
    expect(auth.field).toEqual({ id: 41, name: 'Software development' });
    expect(api.callsTo('GET /api/Account/GetUserInfo')[0].headers.Authorization).toMatch(/^Bearer /);
  });

  it('drops a view-as flag left without a session, and a normal sign-in is no view-as session', async () => {
    localStorage.setItem('viewAs', 'true');
    const { auth } = storeWith({
      'POST /api/Account/SignIn': { data: { token: fakeToken({ id: 7 }) } },
      'GET /api/Account/GetUserInfo': { data: talentInfo },
    });
    expect(localStorage.getItem('viewAs')).toBeNull();
    localStorage.setItem('viewAs', 'true');
    await auth.signIn({ email: 'nino@example.ge', password: 'Passw0rd!' });
    expect(auth.viewAs).toBe(false);
    expect(localStorage.getItem('viewAs')).toBeNull();
  });

  it('drops a stored text that is no token', () => {
    localStorage.setItem('token', 'not-a-jwt');
    const { auth } = storeWith();
    expect(auth.isLoggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tracks a failed token refresh (spec point 7) and reloads', async () => {
    localStorage.setItem('token', fakeToken({ id: 7 }));
    const { auth, reload } = storeWith({
      'GET /api/Account/GetUserInfo': { status: 401 },
      'POST /api/Account/RefreshToken': { status: 401, errors: { _: ['Unauthorized'] } },
    });
    await auth.init();
    expect(auth.authorizationFailed).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('sign-in', () => {
    it('counts failures, sets authorizationFailed, and asks for the bot check after three', async () => {
      const { auth } = storeWith({
        'POST /api/Account/SignIn': { status: 401, errors: { _: ['The e-mail or password is incorrect'] } },
      });
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(auth.needsBotCheck).toBe(false);
        await expect(auth.signIn({ email: 'nino@example.ge', password: 'wrong' })).rejects.toMatchObject({
          status: 401,
        });
        expect(auth.authorizationFailed).toBe(true);
      }
      expect(auth.signInFailures).toBe(3);
      expect(auth.needsBotCheck).toBe(true);
      expect(auth.loading.signIn).toBe(false);
    });

    it('asks for the bot check when the server does', async () => {
      const { auth } = storeWith({
        'POST /api/Account/SignIn': {
          status: 400,
          errors: { botToken: ['The reCaptcha was not validated. Please try again.'] },
        },
      });
      await expect(auth.signIn({ email: 'nino@example.ge', password: 'x' })).rejects.toBeTruthy();
      expect(auth.needsBotCheck).toBe(true);
    });

    it('stores the token and the e-mail, loads the user and clears the failure', async () => {
      const token = fakeToken({ id: 7 });
      let calls = 0;
      const { auth, api } = storeWith({
        'POST /api/Account/SignIn': () =>
          ++calls === 1 ? { status: 401, errors: { _: ['no'] } } : { data: { token } },
        'GET /api/Account/GetUserInfo': { data: talentInfo },
      });
      await auth.signIn({ email: 'nino@example.ge', password: 'x' }).catch(() => {});
      const signingIn = auth.signIn({ email: 'nino@example.ge', password: 'Passw0rd!', botToken: 'proof' });
      expect(auth.authorizationFailed).toBe(false);
      expect(auth.loading.signIn).toBe(true);
      await signingIn;
      expect(localStorage.getItem('token')).toBe(token);
      expect(localStorage.getItem('Email')).toBe('nino@example.ge');
      expect(auth.rememberedEmail).toBe('nino@example.ge');
      expect(auth.signInFailures).toBe(0);
      expect(auth.fullName).toBe('Nino Beridze');
      expect(api.callsTo('POST /api/Account/SignIn')[1].body).toEqual({
        email: 'nino@example.ge',
        password: 'Passw0rd!',
        botToken: 'proof',
      });
    });
  });

  it('marks an existing e-mail; a new check clears the mark while pending', async () => {
    let taken = true;
    const { auth } = storeWith({
      'GET /api/Account/CheckUserExist': () =>
        taken
          ? { status: 409, errors: { email: ['An account with this e-mail already exists'] } }
          : { data: { exists: false } },
    });
    await expect(auth.checkEmail('nino@example.ge')).rejects.toMatchObject({ status: 409 });
    expect(auth.emailExists).toBe(true);
    taken = false;
    const checking = auth.checkEmail('new@example.ge');
    expect(auth.emailExists).toBe(false);
    expect(auth.loading.checkEmail).toBe(true);
    await checking;
    expect(auth.emailExists).toBe(false);
  });

  it('logs out on the server, then forgets the token, the view-as flag and the user', async () => {
    localStorage.setItem('token', fakeToken({ id: 7, ViewAs: true }));
    localStorage.setItem('viewAs', 'true');
    const { auth, api } = storeWith({
      'GET /api/Account/GetUserInfo': { data: talentInfo },
      'POST /api/Account/SignOut': { status: 500 },
    });
    await auth.init();
    expect(auth.viewAs).toBe(true);
    await auth.logout();
    expect(api.callsTo('POST /api/Account/SignOut')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('viewAs')).toBeNull();
    expect(auth.isLoggedIn).toBe(false);
    expect(auth.viewAs).toBe(false);
    expect(auth.user).toBeUndefined();
  });

  it('exchanges a tokenId once, stores the view-as flag and answers where to go', async () => {
    const { auth, api } = storeWith({
      'GET /api/Account/ViewAs': {
        data: { token: fakeToken({ id: 9, ViewAs: true }), goToProfile: true, viewAs: true },
      },
      'GET /api/Account/GetUserInfo': { data: { ...companyInfo, viewAs: true } },
    });
    const [first, second] = await Promise.all([auth.exchangeTokenLink('abc'), auth.exchangeTokenLink('abc')]);
    expect(first).toBe('/companyPanel/generalInformation');
    expect(second).toBe(first);
    expect(api.callsTo('GET /api/Account/ViewAs')).toHaveLength(1);
    expect(api.callsTo('GET /api/Account/ViewAs')[0].query.get('tokenId')).toBe('abc');
    expect(localStorage.getItem('viewAs')).toBe('true');
    expect(auth.viewAs).toBe(true);
    expect(auth.isAdmin).toBe(false);
  });

  it('goes home after a sign-in link without goToProfile', async () => {
    const { auth } = storeWith({
      'GET /api/Account/ViewAs': { data: { token: fakeToken({ id: 7 }), goToProfile: false, viewAs: false } },
      'GET /api/Account/GetUserInfo': { data: talentInfo },
    });
    await expect(auth.exchangeTokenLink('google')).resolves.toBe('/');
    expect(localStorage.getItem('viewAs')).toBeNull();
  });

  it('keeps the session going with the token a password change answers', async () => {
    localStorage.setItem('token', fakeToken({ id: 7 }));
    const fresh = fakeToken({ id: 7, exp: 1_999_999_999 });
    const { auth, account } = storeWith({
      'GET /api/Account/GetUserInfo': { data: talentInfo },
      'POST /api/Account/PasswordChange': { data: { token: fresh } },
    });
    await auth.init();
    await account.changePassword({ oldPassword: 'Passw0rd!', newPassword: 'Passw0rd?', confirmPassword: 'Passw0rd?' });
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(auth.token).toBe(fresh);
  });

  it('verifies an e-mail once per link and marks the signed-in account verified', async () => {
    localStorage.setItem('token', fakeToken({ id: 7 }));
    const { auth, account, api } = storeWith({
      'GET /api/Account/GetUserInfo': { data: talentInfo },
      'POST /api/Account/VerifyUserEmail': { data: 'Your account was verified successfully!' },
    });
    await auth.init();
    const request = { verificationId: 'v1', email: 'NINO@example.ge' };
    await Promise.all([account.verifyEmail(request), account.verifyEmail(request)]);
    expect(api.callsTo('POST /api/Account/VerifyUserEmail')).toHaveLength(1);
    expect(auth.isEmailVerified).toBe(true);
  });

  it('deleting the account keeps only the cookie choice, then reloads (spec point 4)', async () => {
    localStorage.setItem('token', fakeToken({ id: 7 }));
    localStorage.setItem('cookiesModal', 'accept');
    localStorage.setItem('lang', 'ka-GE');
    localStorage.setItem('Email', 'nino@example.ge');
    const { auth, account, api, reload } = storeWith({
      'GET /api/Account/GetUserInfo': { data: talentInfo },
      'POST /api/Account/DeleteCompanyOrTalent': { data: true },
    });
    await auth.init();
    await account.deleteAccount('Passw0rd!');
    expect(api.callsTo('POST /api/Account/DeleteCompanyOrTalent')[0].body).toEqual({ password: 'Passw0rd!' });
    expect({ ...localStorage }).toEqual({ cookiesModal: 'accept' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('updates the images it shows after an upload', async () => {
    localStorage.setItem('token', fakeToken({ id: 9 }));
    const { auth, account, api } = storeWith({
      'GET /api/Account/GetUserInfo': { data: companyInfo },
      'POST /api/Account/UpdateProfileImage': {
        data: { profileImageUrl: '/new.webp', smallProfileImageUrl: '/new-small.webp' },
      },
      'POST /api/Account/updateCoverImage': { data: { coverImageUrl: '/cover.webp' } },
    });
    await auth.init();
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    await account.updateProfileImage(logo);
    await account.updateCoverImage(new File(['x'], 'cover.png', { type: 'image/png' }));
    expect(auth.smallProfileImageUrl).toBe('/new-small.webp');
    expect(auth.coverImageUrl).toBe('/cover.webp');
    expect(api.callsTo('POST /api/Account/UpdateProfileImage')[0].form?.get('ProfileImage')).toBe(logo);
    expect(api.callsTo('POST /api/Account/updateCoverImage')[0].form?.has('CoverImage')).toBe(true);
  });
});
