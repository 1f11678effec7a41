import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

/** Sends a stored file as a download: `Content-Disposition: attachment` with its (sanitized) name,
 *  its real content type, never sniffed by the browser and never cached by a shared cache. */
export function attachment(
  response: Response,
  file: { fileName: string; contentType: string; stream: Readable; size?: number },
): StreamableFile {
  response.attachment(file.fileName);
  response.set({
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  return new StreamableFile(file.stream, { type: file.contentType, length: file.size });
}
