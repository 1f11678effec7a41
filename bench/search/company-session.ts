import { request } from 'node:http';
import type { Scenario } from './scenarios.js';

/** An access token lasts 15 minutes: one is reused on a server for at most this long. */
const TOKEN_REUSE_MS = 10 * 60_000;

const tokens = new Map<string, { token: string; at: number }>();

/** A JSON POST on a connection of its own: fetch's pool may hand a POST a kept-alive socket the
 *  server is closing after the measurement's idle seconds, and its body then arrives cut off. */
function post(url: string, body: unknown): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/**
 * The scenario as sent to this server: a scenario that searches as a company gets a Bearer token
 * of that company's session there (each server has its own JWT secret), signed in anew when the
 * last token is near its end, so one scenario's requests never outlive it.
 */
export async function signedIn(baseUrl: string, scenario: Scenario): Promise<Scenario> {
  if (!scenario.signIn) return scenario;
  const key = `${baseUrl} ${scenario.signIn.email}`;
  let kept = tokens.get(key);
  if (!kept || Date.now() - kept.at > TOKEN_REUSE_MS) {
    const { status, text } = await post(`${baseUrl}/api/Account/SignIn`, scenario.signIn);
    if (status !== 200) throw new Error(`Signing in as ${scenario.signIn.email}: HTTP ${status} ${text}`);
    kept = { token: (JSON.parse(text) as { data: { token: string } }).data.token, at: Date.now() };
    tokens.set(key, kept);
  }
  return { ...scenario, headers: { ...scenario.headers, Authorization: `Bearer ${kept.token}` } };
}
