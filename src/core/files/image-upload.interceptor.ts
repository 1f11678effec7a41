import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  mixin,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface.js';
import {
  applyDefaultLimits,
  closeArrayGaps,
  transformException,
} from '@nestjs/platform-express/multer/multer/multer.utils.js';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { AppException } from '../errors/app.exception.js';
import { AppErrorCode } from '../errors/app-error-code.js';
import { closeAfterAnswer } from './close-after-answer.js';
import { FileSizeWatch } from './file-size-watch.js';
import { MAX_IMAGE_BYTES } from './image-rules.js';

export interface ImageUploadOptions {
  /** Most text fields the form may carry besides the file (a repeated field counts each time); 50 by default. */
  maxFields?: number;
  /** Other names the file may come under (the specification's, beside the one the app sends). */
  otherFieldNames?: string[];
}

/**
 * Parses a multipart/form-data request with at most one image, kept in memory, in the field
 * `fieldName` (matched case-insensitively, like every other field of the API). The handler gets it
 * with `@UploadedFile()` (undefined when none was sent) and the text fields with `@Body()`, which
 * the global AppValidationPipe validates as usual (values are strings, a repeated field an array).
 *
 * multer's refusals become envelopes in the request's language: a file over 10000 KB is a 413
 * 'The file is too large to upload' on `fieldName` in camelCase (`ProfileImage` → `profileImage`,
 * as the validation pipe names fields); a file in another field, a second file, too many fields or
 * a broken form are 400s. The format of the file is checked afterwards, by
 * ImageUploadService, from its bytes.
 */
export function imageUploadInterceptor(fieldName: string, options: ImageUploadOptions = {}): Type<NestInterceptor> {
  return singleFileUploadInterceptor(fieldName, MAX_IMAGE_BYTES, options.maxFields ?? 50, options.otherFieldNames);
}

/**
 * The multipart parsing behind the image and CV uploads: at most one file of at most `maxBytes`, kept
 * in memory, in the field `fieldName` (any case), and at most `maxFields` text fields. File names are
 * read as UTF-8 (browsers send a Georgian name's bytes as they are). multer's refusals become
 * envelopes (see uploadError). A file over `maxBytes` is refused the moment it passes the limit: the
 * rest of the upload is not read (see FileSizeWatch, closeAfterAnswer).
 *
 * multer runs as Nest's AnyFilesInterceptor would run it (the same default limits, errors and array
 * clean-up), but not through it: that one cuts the connection the moment an early answer is sent,
 * before the client could read it.
 */
export function singleFileUploadInterceptor(
  fieldName: string,
  maxBytes: number,
  maxFields: number,
  otherFieldNames: string[] = [],
): Type<NestInterceptor> {
  const expected = [fieldName, ...otherFieldNames].map((name) => name.toLowerCase());
  const sizeWatch = new FileSizeWatch(expected);
  const options: multer.Options & Pick<FileSizeWatch, 'streamHandler'> = {
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: maxBytes, files: 1, fields: maxFields },
    fileFilter: (_request, file, accept) => {
      if (expected.includes(file.fieldname.toLowerCase())) accept(null, true);
      else accept(new multer.MulterError('LIMIT_UNEXPECTED_FILE', file.fieldname));
    },
    streamHandler: sizeWatch.streamHandler,
  };
  const parse = multer(applyDefaultLimits(options as MulterOptions & multer.Options)).any();

  /** Resolves once multer has read the form; rejects with its refusal, or at once when the file
   *  passes its size limit. */
  const readForm = (request: Request, response: Response) =>
    new Promise<void>((resolve, reject) => {
      void sizeWatch.passed(request).then(() => {
        closeAfterAnswer(request, response);
        reject(new multer.MulterError('LIMIT_FILE_SIZE', fieldName));
      });
      parse(request, response, (error?: unknown) => {
        sizeWatch.forget(request);
        if (error) return reject(transformException(error as Error));
        if (typeof request.body === 'object' && request.body !== null) closeArrayGaps(request.body);
        resolve();
      });
    });

  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const request = http.getRequest<Request>();
      try {
        await readForm(request, http.getResponse<Response>());
      } catch (error) {
        throw uploadError(error, fieldName);
      }
      const files = Array.isArray(request.files) ? request.files : [];
      request.file = files[0];
      return next.handle();
    }
  }
  return mixin(SingleFileUploadInterceptor);
}

const FIELD_LIMITS = new Set([
  'LIMIT_FIELD_COUNT',
  'LIMIT_FIELD_KEY',
  'LIMIT_FIELD_VALUE',
  'LIMIT_PART_COUNT',
  'LIMIT_FIELD_NESTING',
  'LIMIT_FIELD_ARRAY_INDEX',
]);

/** multer's error (as Nest's multer wrapper raised it, the original kept as `cause`) → AppException. */
export function uploadError(error: unknown, formField: string): AppException {
  if (error instanceof AppException) return error;
  // Errors name fields as the JSON API does (camelCase), whatever case the form used.
  const fieldName = formField.charAt(0).toLowerCase() + formField.slice(1);
  const original = error instanceof HttpException && error.cause ? error.cause : error;
  const { code, field } = (typeof original === 'object' && original !== null ? original : {}) as {
    code?: unknown;
    field?: unknown;
  };
  const offending = typeof field === 'string' && field !== '' ? field : fieldName;
  if (code === 'LIMIT_FILE_SIZE') {
    return AppException.of(AppErrorCode.PayloadTooLarge, 'files.tooLarge', undefined, fieldName);
  }
  if (code === 'LIMIT_UNEXPECTED_FILE') {
    return AppException.validation(offending, 'files.unexpectedFile', { field: offending });
  }
  if (code === 'LIMIT_FILE_COUNT') return AppException.validation(fieldName, 'files.tooManyFiles');
  if (typeof code === 'string' && FIELD_LIMITS.has(code)) return AppException.validation('_', 'files.tooManyFields');
  if (error instanceof HttpException && error.getStatus() === HttpStatus.UNSUPPORTED_MEDIA_TYPE) {
    return AppException.of(AppErrorCode.UnsupportedMediaType, 'files.malformedForm');
  }
  // A broken or cut-off multipart body (busboy's errors, a missing field name ...): the request's fault.
  return AppException.validation('_', 'files.malformedForm');
}
