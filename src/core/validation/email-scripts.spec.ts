import { emailMixesScripts } from '../../../shared/email-scripts.js';

describe('emailMixesScripts', () => {
  it.each([
    ['nino@example.ge', false],
    ['nino.beridze+jobs@example.ge', false],
    ['иван@почта.рф', false],
    ['ნინო@example.ge', false],
    ['nino2026@mail-1.example.ge', false],
    ['nаno@example.ge', true], // Cyrillic а
    ['ninoა@example.ge', true],
    ['nino@exаmple.ge', true],
    ['ρaypal@example.com', true], // Greek rho
  ])('%s → %s', (email, mixed) => {
    expect(emailMixesScripts(email)).toBe(mixed);
  });
});
