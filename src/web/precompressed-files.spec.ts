import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { precompressedFiles } from './precompressed-files.js';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
let root: string;
let app: express.Express;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'precompressed-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets/app-1a2b.js'), SCRIPT);
  writeFileSync(join(root, 'assets/app-1a2b.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets/app-1a2b.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, 'assets/tiny.css'), 'a{}');
  app = express();
  app.use(precompressedFiles(root));
  app.use(express.static(root));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The answer's body as bytes; supertest decodes what the Content-Encoding says, so a body that
 *  was not in that encoding fails to decode. */
const bodyOf = (path: string, acceptEncoding?: string) => {
  const call = request(app)
    .get(path)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return acceptEncoding === undefined ? call.set('Accept-Encoding', '') : call.set('Accept-Encoding', acceptEncoding);
};

describe('precompressedFiles', () => {
  it('sends the Brotli copy with the script type to a browser that accepts it', async () => {
    const response = await bodyOf('/assets/app-1a2b.js?v=1', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the file itself', async () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const response = await bodyOf('/assets/app-1a2b.js', header);
      expect([header, response.headers['content-encoding']]).toEqual([header, 'gzip']);
      expect(response.body.toString()).toBe(SCRIPT);
    }
    const plain = await bodyOf('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leaves alone files without a copy, other methods and paths that leave the folder', async () => {
    const tiny = await bodyOf('/assets/tiny.css', 'br, gzip');
    expect([tiny.status, tiny.headers['content-encoding'], tiny.body.toString()]).toEqual([200, undefined, 'a{}']);
    expect(
      (await request(app).get('/assets/../assets/app-1a2b.js').set('Accept-Encoding', 'br')).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
    expect((await request(app).post('/assets/app-1a2b.js').set('Accept-Encoding', 'br')).status).toBe(404);
  });
});
