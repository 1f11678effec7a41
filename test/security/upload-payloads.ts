import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { zipOf } from '../support/zip-of.js';

/** What a polyglot carries: a browser that took the file for HTML would run it. */
export const SCRIPT = "<script>alert('polyglot')</script>";
const HTML = `<html><body>${SCRIPT}</body></html>`;

/** A file as an attacker sends it: its bytes behind a name and a content type that look right. */
export interface HostileFile {
  label: string;
  bytes: Buffer;
  name: string;
  type: string;
}

// ---- PNG, JPEG and WebP pieces ----------------------------------------------------------------

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real, complete PNG of `width` x `height` black pixels (1 bit grey): a few KB per 100 megapixels of zeros. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // each row: filter 0, then zero bits
  const idat = deflateSync(rows, { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG with a text chunk holding the script, before its end. */
function pngWithScriptChunk(png: Buffer): Buffer {
  const end = png.length - 12; // IEND is the last 12 bytes
  return Buffer.concat([
    png.subarray(0, end),
    pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1')),
    png.subarray(end),
  ]);
}

/** A JPEG with the HTML in a comment segment right after its start. */
function jpegWithHtmlComment(jpeg: Buffer): Buffer {
  const comment = Buffer.from(HTML);
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xfe]);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
}

/** The JPEG with the size in its frame header (SOF0) changed: the pixels behind it are a few. */
function jpegDeclaring(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let at = 2; at < copy.length;) {
    const marker = copy[at + 1];
    if (marker >= 0xc0 && marker <= 0xc2) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
    at += 2 + copy.readUInt16BE(at + 2);
  }
  throw new Error('no frame header in the JPEG');
}

/** A lossless WebP (VP8L) with its declared size changed to `width` x `height` (at most 16383 each). */
function webpDeclaring(webp: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(webp);
  const at = copy.indexOf('VP8L');
  if (at < 0) throw new Error('not a lossless WebP');
  const bits = copy.readUInt32LE(at + 9);
  const rest = bits & ~0x0fffffff; // alpha and version bits kept
  copy.writeUInt32LE((rest | ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)) >>> 0, at + 9);
  return copy;
}

// ---- the files --------------------------------------------------------------------------------

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a7' } });

export interface UploadPayloads {
  /** Not an image whatever name and type they come with; the first is also a GIF/JavaScript polyglot. */
  notImages: HostileFile[];
  /** Not a CV (PDF, DOC, DOCX) whatever name and type they come with. */
  notCvs: HostileFile[];
  /** Real images that carry HTML and script besides their pixels. */
  imagePolyglots: HostileFile[];
  /** A PDF that is also an HTML page (browsers sniff the `<html>` in it) and a ZIP. */
  pdfPolyglot: HostileFile;
  /** Small files declaring far more than 25 megapixels. */
  bombs: HostileFile[];
  /** A plain PNG and PDF, for the tests of file names. */
  png: Buffer;
  pdf: Buffer;
}

export async function uploadPayloads(): Promise<UploadPayloads> {
  const png = await solid(48, 32).png().toBuffer();
  const jpeg = await solid(48, 32).jpeg().toBuffer();
  const losslessWebp = await solid(16, 16).webp({ lossless: true }).toBuffer();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <<>>\n%%EOF\n');
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(256)]);
  const word = await zipOf([['word/document.xml', '<w:document/>']]);
  const gifScript = Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(1);//'); // a GIF header, and JavaScript that runs
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`);
  return {
    notImages: [
      { label: 'a GIF that is also JavaScript, named .png', bytes: gifScript, name: 'avatar.png', type: 'image/png' },
      {
        label: 'text named .png',
        bytes: Buffer.from('just text, no picture at all'),
        name: 'photo.png',
        type: 'image/png',
      },
      { label: 'a PDF named .jpg', bytes: pdf, name: 'photo.jpg', type: 'image/jpeg' },
      { label: 'an SVG with script named .webp', bytes: svg, name: 'logo.webp', type: 'image/webp' },
    ],
    notCvs: [
      { label: 'a ZIP named .pdf', bytes: await zipOf([['cv.txt', 'hello']]), name: 'cv.pdf', type: 'application/pdf' },
      {
        label: 'a PNG named .docx',
        bytes: png,
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      {
        label: 'HTML with a PDF header inside, named .pdf',
        bytes: Buffer.from(`${HTML}\n%PDF-1.4\n%%EOF`),
        name: 'cv.pdf',
        type: 'application/pdf',
      },
      { label: 'a Windows program named .doc', bytes: exe, name: 'cv.doc', type: 'application/msword' },
    ],
    imagePolyglots: [
      {
        label: 'a PNG followed by HTML',
        bytes: Buffer.concat([png, Buffer.from(HTML)]),
        name: 'me.png',
        type: 'image/png',
      },
      { label: 'a PNG with HTML in a text chunk', bytes: pngWithScriptChunk(png), name: 'me.png', type: 'image/png' },
      { label: 'a JPEG with HTML in a comment', bytes: jpegWithHtmlComment(jpeg), name: 'me.jpg', type: 'image/jpeg' },
    ],
    pdfPolyglot: {
      label: 'a PDF that is also HTML and a ZIP',
      bytes: Buffer.concat([
        Buffer.from(`%PDF-1.4\n${HTML}\n1 0 obj <</Type /Catalog>> endobj\ntrailer <<>>\n%%EOF\n`),
        word,
      ]),
      name: 'cv.pdf',
      type: 'application/pdf',
    },
    bombs: [
      { label: 'a real 20000x20000 PNG', bytes: pngBomb(20_000, 20_000), name: 'bomb.png', type: 'image/png' },
      {
        label: 'a JPEG declaring 30000x30000',
        bytes: jpegDeclaring(jpeg, 30_000, 30_000),
        name: 'bomb.jpg',
        type: 'image/jpeg',
      },
      {
        label: 'a WebP declaring 16383x16383',
        bytes: webpDeclaring(losslessWebp, 16_383, 16_383),
        name: 'bomb.webp',
        type: 'image/webp',
      },
    ],
    png,
    pdf,
  };
}
