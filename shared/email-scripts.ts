/** The scripts a letter can be told apart by; a letter of any other script counts as one more. */
const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Han', /\p{Script=Han}/u],
];
const LETTER = /\p{L}/u;

/** Whether the text's letters come from more than one script ("pаypal" with a Cyrillic а). */
export function mixesScripts(text: string): boolean {
  let first: string | null = null;
  for (const character of text) {
    if (!LETTER.test(character)) continue;
    const script = SCRIPTS.find(([, pattern]) => pattern.test(character))?.[0] ?? 'other';
    if (first === null) first = script;
    else if (script !== first) return true;
  }
  return false;
}

/** An address whose local part, or one of whose domain labels, mixes scripts: a look-alike of
 *  another address. Digits, dots and other marks belong to every script. Shared with the client. */
export function emailMixesScripts(email: string): boolean {
  const at = email.lastIndexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at), ...email.slice(at + 1).split('.')];
  return parts.some(mixesScripts);
}
