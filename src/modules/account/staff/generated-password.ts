import { randomInt } from 'node:crypto';
import { PASSWORD_PATTERN } from '../dto/account-fields.rules.js';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '#%+-=@^_~';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;

/** A random password of the longest length the password rule allows (16 characters, about 96 bits),
 *  with every class the rule asks for; look-alike characters (l, I, O, 0, 1) left out so it can be
 *  copied by hand. */
export function generatePassword(): string {
  const characters = [LOWER, UPPER, DIGITS, SPECIAL].map(pick);
  while (characters.length < 16) characters.push(pick(ALL));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  const password = characters.join('');
  if (!PASSWORD_PATTERN.test(password)) throw new Error('A generated password broke the password rule');
  return password;
}

function pick(set: string): string {
  return set[randomInt(set.length)]!;
}
