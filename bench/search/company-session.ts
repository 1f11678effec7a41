import type { Scenario } from './scenarios.js';

/** An access token lasts 15 minutes: one is reused on a server for at most this long. */
const TOKEN_REUSE_MS = 10 * 60_000;

const tokens = new Map<string, { token: string; at: number }>();

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
    const response = await fetch(`${baseUrl}/api/Account/SignIn`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(scenario.signIn),
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`Signing in as ${scenario.signIn.email}: HTTP ${response.status} ${body}`);
    kept = { token: (JSON.parse(body) as { data: { token: string } }).data.token, at: Date.now() };
    tokens.set(key, kept);
  }
  return { ...scenario, headers: { ...scenario.headers, Authorization: `Bearer ${kept.token}` } };
}
