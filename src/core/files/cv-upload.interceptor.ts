import type { NestInterceptor, Type } from '@nestjs/common';
import { MAX_CV_BYTES } from './cv-rules.js';
import { singleFileUploadInterceptor } from './image-upload.interceptor.js';

/** The CV's form field (the spec's `CV`, matched case-insensitively); errors name it `cv`. */
export const CV_FIELD = 'cv';

/**
 * Parses a multipart/form-data request with at most one CV in the field `CV` (any case), like the
 * image uploads: the handler gets the file with `@UploadedFile()` and the text fields with `@Body()`;
 * reading stops at 10 MB (413 on `cv`). The format is judged afterwards from the bytes by
 * CvStorageService.
 */
export function cvUploadInterceptor(maxFields = 20): Type<NestInterceptor> {
  return singleFileUploadInterceptor(CV_FIELD, MAX_CV_BYTES, maxFields);
}
