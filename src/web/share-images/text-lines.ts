import { type FontWeight, textWidth } from './text-width.js';

export interface TextStyle {
  fontSize: number;
  weight: FontWeight;
  /** The width a line may take, in pixels. */
  maxWidth: number;
}

const ELLIPSIS = '…';
/** An ellipsis cuts at the last space when that keeps at least this share of the line. */
const WORD_CUT_SHARE = 0.6;

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const fits = (text: string, style: TextStyle) => textWidth(text, style.fontSize, style.weight) <= style.maxWidth;

/** The longest start of a text that fits a line followed by an ellipsis, cut after a word when that
 *  loses little, with the ellipsis. */
function withEllipsis(text: string, style: TextStyle): string {
  const characters = [...text];
  let length = characters.length;
  while (length > 0 && !fits(`${characters.slice(0, length).join('').trimEnd()}${ELLIPSIS}`, style)) length--;
  const start = characters.slice(0, length).join('');
  const space = start.lastIndexOf(' ');
  const cut = space > 0 && space >= start.length * WORD_CUT_SHARE ? start.slice(0, space) : start;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

/** A text on one line, cut with an ellipsis when it is too wide. */
export function fitLine(text: string, style: TextStyle): string {
  const line = flat(text);
  return fits(line, style) ? line : withEllipsis(line, style);
}

/** The start of a word that fits a line by itself (at least one character). */
function splitWord(word: string, style: TextStyle): [string, string] {
  const characters = [...word];
  let length = characters.length;
  while (length > 1 && !fits(characters.slice(0, length).join(''), style)) length--;
  return [characters.slice(0, length).join(''), characters.slice(length).join('')];
}

/**
 * A text broken into at most `maxLines` lines at spaces (a word wider than a line is broken where
 * it must); when it does not all fit, the last line ends with an ellipsis.
 */
export function wrapLines(text: string, style: TextStyle, maxLines: number): string[] {
  const words = flat(text).split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  while (words.length) {
    const word = words.shift()!;
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined, style)) {
      line = joined;
      continue;
    }
    if (line) {
      lines.push(line);
      line = '';
      words.unshift(word);
    } else {
      const [head, rest] = splitWord(word, style);
      lines.push(head);
      if (rest) words.unshift(rest);
    }
    if (lines.length === maxLines) {
      if (!words.length) return lines;
      // No room for the rest: the last line takes it, cut with an ellipsis.
      const last = lines.pop()!;
      return [...lines, withEllipsis(`${last} ${words.join(' ')}`, style)];
    }
  }
  if (line) lines.push(line);
  return lines;
}
