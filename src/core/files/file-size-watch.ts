import type { Readable, Writable } from 'node:stream';
import type { Request } from 'express';

/** busboy as multer hands it to a `streamHandler`: a writable that announces each file part. */
type Busboy = Writable & { on(event: 'file', listener: (field: string, stream: Readable) => void): unknown };

/**
 * Tells when the file of a multipart request passes its size limit, while it is still arriving.
 *
 * multer, having refused a file over the limit, reads the rest of the request to its end before it
 * answers (so as not to cut the client off): a 10 GB upload would be read whole, if not kept. With
 * this watch the upload interceptor answers 413 the moment the limit is passed, and the connection
 * is closed after the answer instead of being read on.
 */
export class FileSizeWatch {
  private readonly waiting = new WeakMap<Request, () => void>();

  /** @param fields the file's form field and its other accepted names, in lower case (fields are
   *  matched in any case). */
  constructor(private readonly fields: readonly string[]) {}

  /** multer's `streamHandler` option: feeds the request to busboy, as multer would, and listens
   *  for the size limit of the file in the watched field. */
  readonly streamHandler = (request: Request, busboy: Busboy): void => {
    busboy.on('file', (field, stream) => {
      if (this.fields.includes(field.toLowerCase())) stream.once('limit', () => this.waiting.get(request)?.());
    });
    request.pipe(busboy);
  };

  /** Resolves when the request's file passes the limit; never, otherwise. */
  passed(request: Request): Promise<void> {
    return new Promise((resolve) => this.waiting.set(request, resolve));
  }

  forget(request: Request): void {
    this.waiting.delete(request);
  }
}
