import { fitLine, wrapLines } from './text-lines.js';
import { textWidth } from './text-width.js';
import { xmlText } from './xml-text.js';

const style = { fontSize: 60, weight: 700, maxWidth: 600 } as const;
const fits = (line: string) => textWidth(line, style.fontSize, style.weight) <= style.maxWidth;

describe('wrapLines', () => {
  it('breaks at spaces into lines that fit', () => {
    const lines = wrapLines('Senior Backend Engineer for the payments team', style, 3);
    expect(lines.join(' ')).toBe('Senior Backend Engineer for the payments team');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every(fits)).toBe(true);
  });

  it('keeps at most the lines asked for and ends the last with an ellipsis', () => {
    const lines = wrapLines('word '.repeat(60), style, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    expect(lines.every(fits)).toBe(true);
  });

  it('breaks a word wider than a line, and measures Georgian', () => {
    const lines = wrapLines('ა'.repeat(40), style, 3);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every(fits)).toBe(true);
    expect(textWidth('ქართული', 60, 700)).toBeGreaterThan(textWidth('kartuli', 60, 700) * 0.8);
  });

  it('answers nothing for blank text and the text itself when it fits', () => {
    expect(wrapLines('  \n ', style, 3)).toEqual([]);
    expect(wrapLines(' Go  developer ', style, 3)).toEqual(['Go developer']);
  });
});

describe('fitLine', () => {
  it('cuts one line with an ellipsis', () => {
    const line = fitLine('Tbilisi · GEL 4,000 – GEL 6,000 · and a great deal more', {
      fontSize: 32,
      weight: 400,
      maxWidth: 400,
    });
    expect(line).toMatch(/…$/);
    expect(textWidth(line, 32, 400)).toBeLessThanOrEqual(400);
  });
});

describe('xmlText', () => {
  it('escapes markup and drops what XML cannot hold', () => {
    expect(xmlText(`</text><image href="x"/> & 'y'`)).toBe(
      '&lt;/text&gt;&lt;image href=&quot;x&quot;/&gt; &amp; &apos;y&apos;',
    );
    expect(xmlText('a\u0000b\u0007c\uD800d\uFFFEe ქ 😀')).toBe('abcde ქ 😀');
  });
});
