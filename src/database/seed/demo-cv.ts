/**
 * The demo talents' CVs: a small one-page PDF (A4, Helvetica) with the talent's name and the line
 * "Curriculum vitae — demo". The file is ASCII only: a name in Georgian script is transliterated,
 * any other letter loses its accents, and the dash is the WinAnsi code of an em dash, written as an
 * escape.
 */

import { GEORGIAN_TO_LATIN } from '../../modules/search/text/search-text.js';

/** The text as printable ASCII: Georgian transliterated (each word capitalized), accents dropped, anything else `?`. */
export function asciiText(text: string): string {
  const latin = text
    .replace(/[\u10D0-\u10F0]+/g, (word) => {
      const out = [...word].map((letter) => GEORGIAN_TO_LATIN[letter] ?? '').join('');
      return out.charAt(0).toUpperCase() + out.slice(1);
    })
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  return latin
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[^\x20-\x7E]/g, '?');
}

/** A PDF string literal of ASCII text: backslash and parentheses escaped. */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A valid one-page PDF of the talent's demo CV, with a correct cross-reference table. */
export function demoCvPdf(fullName: string): Buffer {
  const name = asciiText(fullName) || 'Demo talent';
  const content = [
    'BT',
    '/F2 26 Tf',
    '72 760 Td',
    `${pdfString(name)} Tj`,
    '/F1 14 Tf',
    '0 -30 Td',
    // \227 (octal) is the em dash in WinAnsiEncoding.
    '(Curriculum vitae \\227 demo) Tj',
    '/F1 10 Tf',
    '0 -24 Td',
    `${pdfString('A sample file of the TechBoard.ge local demo; the person is invented.')} Tj`,
    'ET',
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(`${name} - CV`)} /Producer (TechBoard.ge demo) >>`,
  ];

  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  // Each entry is exactly 20 bytes: ten digits, space, five digits, space, type, space, newline.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
