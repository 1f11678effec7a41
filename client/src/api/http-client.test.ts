import { jest } from '@jest/globals';
import { fakeFetch, fakeResponse } from '../../test/fake-api';
import { ApiError } from './api-error';
import { fileNameOf, HttpClient, TOKEN_KEY } from './http-client';

function client(routes: Parameters<typeof fakeFetch>[0], language: 'en' | 'ka' = 'en') {
  const api = fakeFetch(routes);
  const reload = jest.fn<() => void>();
  const onRefreshFailed = jest.fn<() => void>();
  const http = new HttpClient({ fetch: api.fetch, language: () => language, reload, onRefreshFailed });
  return { http, api, reload, onRefreshFailed };
}

describe('HttpClient', () => {
  it('returns the data of the envelope and sends the language', async () => {
    const { http, api } = client({ 'GET /api/Common/GetIndexPageCount': { data: { companyCount: 3 } } }, 'ka');
    await expect(http.get('/Common/GetIndexPageCount')).resolves.toEqual({ companyCount: 3 });
    expect(api.requests[0].headers['Accept-Language']).toBe('ka');
    expect(api.requests[0].headers.Authorization).toBeUndefined();
  });

  it('repeats array query values and leaves out empty ones', async () => {
    const { http, api } = client({ 'GET /api/Common/GetDictionary': { data: [] } });
    await http.get('/Common/GetDictionary', { dictionaryType: [8, 9], isHomeScreen: true, filter: undefined });
    expect(api.requests[0].query.getAll('dictionaryType')).toEqual(['8', '9']);
    expect(api.requests[0].query.get('isHomeScreen')).toBe('true');
    expect(api.requests[0].query.has('filter')).toBe(false);
  });

  it('sends the stored token as a bearer token and JSON bodies', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const { http, api } = client({ 'POST /api/Common/findTechnologiesInContext': { data: [] } });
    await http.post('/Common/findTechnologiesInContext', { context: 'React and Go' });
    expect(api.requests[0].headers.Authorization).toBe('Bearer abc');
    expect(api.requests[0].headers['Content-Type']).toBe('application/json');
    expect(api.requests[0].body).toEqual({ context: 'React and Go' });
  });

  it('sends FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const { http, api } = client({ 'POST /api/Account/UpdateProfileImage': { data: { profileImageUrl: '/a.webp' } } });
    const form = new FormData();
    form.append('ProfileImage', new File(['x'], 'me.png', { type: 'image/png' }));
    await expect(http.postForm('/Account/UpdateProfileImage', form)).resolves.toEqual({ profileImageUrl: '/a.webp' });
    const [request] = api.requests;
    expect(request.form).toBe(form);
    expect(request.headers['Content-Type']).toBeUndefined();
    expect(request.headers.Authorization).toBe('Bearer abc');
  });

  it('sends cookies of the site (the refresh token cookie) with every call', async () => {
    const seen: RequestInit[] = [];
    const http = new HttpClient({
      fetch: async (_input, init) => {
        seen.push(init ?? {});
        return fakeResponse(200, JSON.stringify({ succeeded: true, data: null, errors: {} }));
      },
      language: () => 'en',
    });
    await http.post('/Account/SignOut');
    expect(seen[0].credentials).toBe('same-origin');
  });

  it('throws an ApiError with the status and the errors map of a failure envelope', async () => {
    const { http } = client({
      'POST /api/Account/SignIn': {
        status: 400,
        errors: { email: ['Invalid email format'], _: ['Please fill all fields correctly'] },
      },
    });
    const error = await http.post('/Account/SignIn', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).errors).toEqual({
      email: ['Invalid email format'],
      _: ['Please fill all fields correctly'],
    });
    expect((error as ApiError).messagesFor('email')).toEqual(['Invalid email format']);
    expect((error as ApiError).message).toBe('Invalid email format');
  });

  it('throws an ApiError with status 0 when the network fails', async () => {
    const http = new HttpClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      language: () => 'en',
    });
    const error = await http.get('/Common/GetIndexPageCount').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('throws an ApiError for an answer that is no envelope', async () => {
    const http = new HttpClient({
      fetch: async () => fakeResponse(502, '<html>Bad gateway</html>'),
      language: () => 'en',
    });
    await expect(http.get('/Common/GetIndexPageCount')).rejects.toMatchObject({ status: 502 });
  });

  describe('on 401 with a stored token', () => {
    it('removes it, refreshes with {Token}, stores the new token and reloads, once', async () => {
      localStorage.setItem(TOKEN_KEY, 'expired');
      const { http, api, reload } = client({
        'GET /api/Account/GetUserInfo': { status: 401, errors: { _: ['Unauthorized'] } },
        'POST /api/Account/RefreshToken': { data: 'fresh' },
      });
      const error = await http.get('/Account/GetUserInfo').catch((e: unknown) => e);

      expect((error as ApiError).status).toBe(401);
      const [refresh] = api.callsTo('POST /api/Account/RefreshToken');
      expect(refresh.body).toEqual({ Token: 'expired' });
      expect(refresh.headers.Authorization).toBeUndefined();
      expect(localStorage.getItem(TOKEN_KEY)).toBe('fresh');
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('removes the token and reloads all the same when the refresh fails', async () => {
      localStorage.setItem(TOKEN_KEY, 'expired');
      const { http, reload, onRefreshFailed } = client({
        'GET /api/Account/GetUserInfo': { status: 401 },
        'POST /api/Account/RefreshToken': { status: 401, errors: { _: ['Unauthorized'] } },
      });
      await expect(http.get('/Account/GetUserInfo')).rejects.toBeInstanceOf(ApiError);
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(onRefreshFailed).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('refreshes only once when several calls fail together', async () => {
      localStorage.setItem(TOKEN_KEY, 'expired');
      const { http, api, reload } = client({
        'GET /api/Account/GetUserInfo': { status: 401 },
        'POST /api/Account/RefreshToken': { data: { token: 'fresh' } },
      });
      await Promise.allSettled([http.get('/Account/GetUserInfo'), http.get('/Account/GetUserInfo')]);
      expect(api.callsTo('POST /api/Account/RefreshToken')).toHaveLength(1);
      expect(localStorage.getItem(TOKEN_KEY)).toBe('fresh');
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it('does the dance for multipart calls too, and a refresh answering { token }', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    const { http, api, reload } = client({
      'POST /api/Account/UpdateProfileImage': { status: 401 },
      'POST /api/Account/RefreshToken': { data: { token: 'fresh' } },
    });
    await expect(http.postForm('/Account/UpdateProfileImage', new FormData())).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('POST /api/Account/RefreshToken')[0].body).toEqual({ Token: 'expired' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('fresh');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does no refresh dance for calls that fail because the session is being ended', async () => {
    localStorage.setItem(TOKEN_KEY, 'ending');
    let answerSignOut = (): void => {};
    const signedOut = new Promise<void>((resolve) => (answerSignOut = resolve));
    const api = fakeFetch({
      'GET /api/Users/GetUserProfile': { status: 401 },
      'POST /api/Account/RefreshToken': { data: 'fresh' },
    });
    const reload = jest.fn<() => void>();
    const http = new HttpClient({
      fetch: async (input, init) => {
        if (String(input).endsWith('/Account/SignOut')) {
          await signedOut;
          return fakeResponse(200, JSON.stringify({ succeeded: true, data: true, errors: {} }));
        }
        return api.fetch(input, init);
      },
      language: () => 'en',
      reload,
    });
    const signOut = http.endingSession(() => http.post('/Account/SignOut'));
    await expect(http.get('/Users/GetUserProfile')).rejects.toMatchObject({ status: 401 });
    answerSignOut();
    await signOut;
    expect(api.callsTo('POST /api/Account/RefreshToken')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does no refresh dance on 401 without a stored token', async () => {
    const { http, api, reload } = client({ 'GET /api/Account/GetUserInfo': { status: 401 } });
    await expect(http.get('/Account/GetUserInfo')).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('POST /api/Account/RefreshToken')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('downloads a file with the token, and its name from Content-Disposition', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const { http, api } = client({
      'GET /api/Vacancy/getApplicationCv': {
        file: { content: '%PDF-1.7', type: 'application/pdf', fileName: 'Ana CV.pdf' },
      },
    });
    const file = await http.download('GET', '/Vacancy/getApplicationCv', { query: { applicationId: 4 } });
    expect(file.fileName).toBe('Ana CV.pdf');
    expect(file.blob.size).toBe(8);
    expect(file.blob.type).toBe('application/pdf');
    expect(api.requests[0].headers.Authorization).toBe('Bearer abc');
    expect(api.requests[0].query.get('applicationId')).toBe('4');
  });

  it('turns an error envelope of a download into an ApiError', async () => {
    const { http } = client({
      'POST /api/Vacancy/getVacancyApplicantsCv': { status: 404, errors: { _: ['Vacancy not found'] } },
    });
    await expect(
      http.download('POST', '/Vacancy/getVacancyApplicantsCv', { body: { vacancyId: 1 } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('reads plain and UTF-8 file names', () => {
    expect(fileNameOf('attachment; filename="cv.pdf"')).toBe('cv.pdf');
    expect(fileNameOf(`attachment; filename="?.pdf"; filename*=UTF-8''%E1%83%90%E1%83%9C%E1%83%90.pdf`)).toBe(
      'ანა.pdf',
    );
    expect(fileNameOf(null)).toBe('');
  });
});
