import { errorsOf } from '../support/envelope.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The checks the validation pipe makes before any validator walks a value (issue 10's hostile
 *  input): too deep a nesting, NUL and lone surrogates. Each is a 400 naming the field, in the
 *  request's language. */

/** JSON of a value nested `depth` arrays deep, written as text (too deep for JSON.stringify's stack here). */
const nestedJson = (depth: number) => `${'['.repeat(depth)}"leaf"${']'.repeat(depth)}`;

describe('Input refused at the door', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signIn = (body: string, language: string) =>
    t.http
      .post('/api/Account/SignIn')
      .set('Accept-Language', language)
      .set('Content-Type', 'application/json')
      .send(body);

  it.each([
    ['en', 'email is nested too deeply'],
    ['ka', 'email ზედმეტად ღრმად არის ჩადგმული'],
  ])('a body nested deeper than 32 levels, in %s', async (language, message) => {
    const response = await signIn(`{"email":${nestedJson(5_000)},"password":"Secret#123"}`, language);
    expect(errorsOf(response, 400)).toEqual({ email: [message] });
  });

  it.each([
    ['en', 'email contains characters that are not allowed'],
    ['ka', 'email შეიცავს დაუშვებელ სიმბოლოებს'],
  ])('a lone surrogate in a body, in %s', async (language, message) => {
    const response = await signIn('{"email":"nino\\ud800@example.com","password":"Secret#123"}', language);
    expect(errorsOf(response, 400)).toEqual({ email: [message] });
  });

  it.each([
    ['en', 'searchTerm contains characters that are not allowed'],
    ['ka', 'searchTerm შეიცავს დაუშვებელ სიმბოლოებს'],
  ])('a NUL in a query, in %s', async (language, message) => {
    const response = await t.http
      .get('/api/Vacancy/SearchVacancies?searchTerm=react%00')
      .set('Accept-Language', language);
    expect(errorsOf(response, 400)).toEqual({ searchTerm: [message] });
  });
});
