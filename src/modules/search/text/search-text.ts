/**
 * How the search reads text, for both the database (the SQL functions generated from these
 * constants in search-sql-functions.ts) and the server (highlighting): lower case, technology names
 * whose symbols carry meaning spelt out, and words made of Latin letters, digits and Georgian
 * letters. Georgian words also count in Latin letters (the national romanisation without
 * apostrophes), so a Georgian name typed in Latin letters matches, and the reverse.
 */

/** Georgian letters to Latin. Aspirated and ejective pairs fall together (თ and ტ are both t), as
 *  people type them without the apostrophes. */
export const GEORGIAN_TO_LATIN: Readonly<Record<string, string>> = {
  ა: 'a',
  ბ: 'b',
  გ: 'g',
  დ: 'd',
  ე: 'e',
  ვ: 'v',
  ზ: 'z',
  თ: 't',
  ი: 'i',
  კ: 'k',
  ლ: 'l',
  მ: 'm',
  ნ: 'n',
  ო: 'o',
  პ: 'p',
  ჟ: 'zh',
  რ: 'r',
  ს: 's',
  ტ: 't',
  უ: 'u',
  ფ: 'p',
  ქ: 'k',
  ღ: 'gh',
  ყ: 'q',
  შ: 'sh',
  ჩ: 'ch',
  ც: 'ts',
  ძ: 'dz',
  წ: 'ts',
  ჭ: 'ch',
  ხ: 'kh',
  ჯ: 'j',
  ჰ: 'h',
};

/** Technology names whose symbols would vanish with the other punctuation. */
export const SYMBOL_WORDS: readonly (readonly [symbolic: string, spelt: string])[] = [
  ['c++', 'cpp'],
  ['c#', 'csharp'],
  ['f#', 'fsharp'],
  ['.net', 'dotnet'],
];

/** The characters of a word, as a regular-expression class body (the same in JS and PostgreSQL). */
export const WORD_CHARACTERS = '0-9a-zა-ჰ';

const GEORGIAN_LETTER = /[ა-ჰ]/;

export const hasGeorgian = (word: string) => GEORGIAN_LETTER.test(word);

/** The word in Latin letters (unchanged when it has no Georgian letters). */
export const toLatin = (word: string) => [...word].map((letter) => GEORGIAN_TO_LATIN[letter] ?? letter).join('');

/** A word of a text and where it stands in the original (UTF-16 offsets, end exclusive). */
export interface TextWord {
  word: string;
  start: number;
  end: number;
}

/**
 * The words of a text, lower-cased, with their places in the original text. A symbolic technology
 * name (C#, .NET) is one word spelt out (csharp, dotnet). Lower-casing keeps the length of the
 * letters that make words, so offsets stay those of the original.
 */
export function textWords(text: string): TextWord[] {
  // Character by character, so every offset is the original's even where lower-casing would change a length.
  const lower = text.replace(/./gsu, (character) => {
    const lowered = character.toLowerCase();
    return lowered.length === character.length ? lowered : character;
  });
  const words: TextWord[] = [];
  let index = 0;
  while (index < lower.length) {
    const symbolic = SYMBOL_WORDS.find(
      ([symbol]) =>
        lower.startsWith(symbol, index) &&
        !isWordCharacter(lower[index + symbol.length]) &&
        (symbol.startsWith('.') || !isWordCharacter(lower[index - 1])),
    );
    if (symbolic) {
      words.push({ word: symbolic[1], start: index, end: index + symbolic[0].length });
      index += symbolic[0].length;
    } else if (isWordCharacter(lower[index])) {
      const start = index;
      while (isWordCharacter(lower[index])) index += 1;
      words.push({ word: lower.slice(start, index), start, end: index });
    } else {
      index += 1;
    }
  }
  return words;
}

const WORD_CHARACTER = new RegExp(`^[${WORD_CHARACTERS}]$`);

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character);
}
