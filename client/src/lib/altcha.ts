/** The altcha web component for the bot check, loaded only by pages that show it. The "external"
 *  build keeps the proof-of-work worker in its own file: the site's Content-Security-Policy
 *  (script-src 'self') refuses the inline blob workers of the default build. The server's
 *  challenges use PBKDF2/SHA-256 (src/core/bot-check/altcha-bot-check.ts). */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import 'altcha/i18n/ka';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
