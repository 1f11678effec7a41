import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** The text files the client build keeps compressed copies of (client/vite.config.ts). */
const COMPRESSIBLE = /^\/[^\\]+\.(js|css|svg|json|txt|xml|webmanifest)$/;
/** Best first: the encodings of the build's copies and the suffix of each. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** The encodings an Accept-Encoding header allows (a `q=0` refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Sends the build's Brotli or gzip copy of a client file (x.js.br, x.js.gz) to a browser that
 * accepts it, so no script or stylesheet goes out uncompressed and none is compressed per request.
 * Mounted ahead of the client's file server, it only points the request at the copy and sets the
 * original's type and the encoding; the file server sends it as any other file. Without a copy
 * (a small file, the source folder without a build) the request passes on unchanged.
 */
export function precompressedFiles(root: string) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const { method, path } = request;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      path.startsWith('/api/') ||
      !COMPRESSIBLE.test(path) ||
      path.includes('..')
    )
      return next();
    response.vary('Accept-Encoding');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = ENCODINGS.find(
      ({ name, suffix }) => accepted.has(name) && existsSync(join(root, `${path}${suffix}`)),
    );
    if (!encoding) return next();
    response.type(extname(path));
    response.setHeader('Content-Encoding', encoding.name);
    const query = request.url.indexOf('?');
    request.url = `${path}${encoding.suffix}${query === -1 ? '' : request.url.slice(query)}`;
    next();
  };
}
