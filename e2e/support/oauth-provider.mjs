// A real OAuth 2 / OpenID Connect provider for the browser tests (oauth2-mock-server), standing in
// for Google and LinkedIn: its authorize page answers at once, and its userinfo names a new person
// with a verified e-mail at each sign-in, so every journey makes a new account. Started by
// Playwright beside the app on E2E_OAUTH_PORT (see playwright.config.ts).
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.E2E_OAUTH_PORT ?? 4027);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
let signIns = 0;
server.service.on('beforeUserinfo', (response) => {
  signIns += 1;
  const id = `${Date.now().toString(36)}${signIns}`;
  response.statusCode = 200;
  response.body = {
    sub: `e2e-${id}`,
    email: `social.${id}@e2e.techboard.ge`,
    email_verified: true,
    name: 'Tamar Social',
  };
});
await server.start(port, '127.0.0.1');
