import { Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppErrorCode } from '../../core/errors/app-error-code.js';
import { AppException } from '../../core/errors/app.exception.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../database/database-unavailable.js';
import { SHARE_IMAGE } from './share-card.js';
import { ShareImagesService } from './share-images.service.js';
import { parseShareImagePath } from '../../../shared/share-image-urls.js';

/** A day in every cache: a changed subject shows in link previews by the next day at the latest. */
const CACHE_CONTROL = 'public, max-age=86400';

const notFound = (response: Response) =>
  response.status(404).type('text/plain').setHeader('Cache-Control', 'no-cache').send('Not found');

/**
 * GET and HEAD of `/share/...png` (see shared/share-image-urls.ts): the PNG with a day of public caching
 * and an ETag (If-None-Match → 304); 404 for another path under /share and for a subject the public
 * may not see; 503 while the database or the blog's content service cannot answer.
 */
@Injectable()
export class ShareImageRequests {
  private readonly logger = new Logger('ShareImages');

  constructor(private readonly images: ShareImagesService) {}

  handle(request: Request, response: Response, next: NextFunction): void {
    const asked = parseShareImagePath(request.path);
    if (!asked) {
      notFound(response);
      return;
    }
    this.images
      .imageOf(asked.subject, asked.language)
      .then((image) => {
        if (!image) return void notFound(response);
        response.status(200).set({
          'Content-Type': SHARE_IMAGE.type,
          'Cache-Control': CACHE_CONTROL,
          ETag: image.etag,
          // Link previews and other sites may show it (helmet's default is same-origin).
          'Cross-Origin-Resource-Policy': 'cross-origin',
        });
        if (request.fresh) return void response.status(304).end();
        response.send(image.png);
      })
      .catch((error: unknown) => {
        const unavailable =
          isDatabaseUnavailable(error) ||
          (error instanceof AppException && error.code === AppErrorCode.ServiceUnavailable);
        if (!unavailable) return next(error);
        this.logger.warn(`Share image ${request.path} unavailable: ${(error as Error).message}`);
        response
          .status(503)
          .type('text/plain')
          .set({ 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' })
          .send('Service unavailable');
      });
  }
}
