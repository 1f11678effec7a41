/**
 * How wide a text is drawn in DejaVu Sans, the font the share images name first (it covers Latin and
 * Georgian): advance widths in thousandths of the font size, measured once with this machine's
 * librsvg. Other fonts of the fallback list are close enough for wrapping, which keeps a margin.
 */

export type FontWeight = 400 | 700;

/** The characters measured, in the order of the width lists below. */
const MEASURED =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰჱჲჳჴჵჶჷჸჹჺ—–’‘“”…₾€£•·«»№';

const WIDTHS: Record<FontWeight, number[]> = {
  400: [
    318, 400, 460, 838, 636, 950, 780, 274, 390, 390, 500, 838, 318, 361, 318, 336, 636, 636, 636, 636, 636, 636, 636,
    636, 636, 636, 336, 336, 838, 838, 838, 531, 1000, 711, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863,
    748, 787, 603, 787, 695, 635, 594, 732, 684, 988, 685, 610, 685, 390, 336, 390, 838, 500, 500, 613, 635, 550, 635,
    615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 611, 635, 635, 394, 521, 392, 634, 592, 818, 592, 592, 525, 636,
    336, 636, 838, 507, 518, 581, 818, 507, 513, 500, 801, 518, 510, 1065, 523, 523, 786, 507, 518, 796, 523, 654, 523,
    825, 513, 786, 518, 518, 523, 571, 523, 518, 520, 523, 454, 507, 518, 507, 507, 518, 554, 828, 552, 507, 571, 507,
    1000, 500, 318, 318, 518, 518, 1000, 704, 636, 636, 590, 318, 611, 611, 1040,
  ],
  700: [
    348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696,
    696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 733, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
    837, 850, 733, 850, 770, 678, 704, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716,
    678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
    365, 712, 838, 554, 564, 622, 835, 555, 564, 551, 828, 564, 556, 1074, 568, 568, 815, 554, 564, 823, 568, 700, 591,
    852, 560, 815, 564, 553, 568, 622, 568, 553, 566, 568, 540, 554, 559, 553, 554, 553, 587, 853, 605, 564, 622, 554,
    1000, 500, 380, 380, 657, 657, 1000, 708, 696, 696, 639, 380, 646, 646, 1203,
  ],
};

/** A character not measured: a wide one (CJK, emoji) takes a full em, any other a wide letter's. */
const UNMEASURED: Record<FontWeight, number> = { 400: 700, 700: 760 };
const WIDE = 1000;

const tables = Object.fromEntries(
  ([400, 700] as const).map((weight) => [
    weight,
    new Map([...MEASURED].map((char, index) => [char, WIDTHS[weight][index]!])),
  ]),
) as Record<FontWeight, Map<string, number>>;

const isWide = (codePoint: number) => codePoint >= 0x2e80 || (codePoint >= 0x1100 && codePoint <= 0x115f);
/** Combining marks and joiners sit on the character before them. */
// eslint-disable-next-line no-misleading-character-class -- each mark is matched alone, as one code point
const ZERO_WIDTH = /^[\p{M}\u200B-\u200D\u2060\uFE0F]$/u;

/** Spaces drawn as wide as a space (no-break spaces of formatted numbers). */
const SPACES = /^[\u00A0\u2007\u2009\u202F]$/u;

/** The width of a text in pixels at a font size. */
export function textWidth(text: string, fontSize: number, weight: FontWeight): number {
  let thousandths = 0;
  for (const char of text) {
    const measured = tables[weight].get(SPACES.test(char) ? ' ' : char);
    if (measured !== undefined) thousandths += measured;
    else if (!ZERO_WIDTH.test(char)) thousandths += isWide(char.codePointAt(0)!) ? WIDE : UNMEASURED[weight];
  }
  return (thousandths * fontSize) / 1000;
}
