import { Inject, Injectable, Logger } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { AppException } from '../errors/app.exception.js';
import { AppErrorCode } from '../errors/app-error-code.js';
import { CV_FIELD } from './cv-upload.interceptor.js';
import { cvFileName, isCvKey, newCvKey } from './cv-names.js';
import { CV_CONTENT_TYPES, type CvFormat, MAX_CV_BYTES } from './cv-rules.js';
import { FILE_STORAGE, type FileStorage, type StoredFile } from './file-storage.js';

/** An uploaded file as multer's memory storage hands it over (Express.Multer.File fits). */
export interface UploadedCv {
  buffer: Buffer;
  size: number;
  /** Kept, sanitized, only as the name to offer on download; never used as a key or to judge the type. */
  originalname?: string;
}

/** A CV in the FileStorage, as the talent_cv and application rows keep it. */
export interface StoredCv {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}

// An OLE compound file is also what old Excel, PowerPoint and Outlook files are; a Word document
// has a stream named WordDocument, whose UTF-16 name stands in the file's directory.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** The CV format of the bytes, or null for anything else. Never the name or the declared type. */
async function cvFormatOf(bytes: Buffer): Promise<CvFormat | null> {
  if (bytes.length === 0) return null;
  let detected: { ext: string } | undefined;
  try {
    detected = await fileTypeFromBuffer(bytes);
  } catch {
    return null;
  }
  switch (detected?.ext) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'cfb':
      return bytes.includes(WORD_STREAM) ? 'doc' : null;
    default:
      return null;
  }
}

/** Talents' CVs (PDF, DOC, DOCX up to 10 MB, judged by their bytes) in the FileStorage under
 *  random keys `cvs/<id>.<ext>`. Files leave only through endpoints that check who may read them. */
@Injectable()
export class CvStorageService {
  private readonly logger = new Logger(CvStorageService.name);

  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /**
   * @throws AppException 413 over 10 MB; 415 'The file format is not valid' for anything but a
   *         PDF, a Word document (DOC) or a DOCX, whatever its name says.
   */
  async store(file: UploadedCv, field = CV_FIELD): Promise<StoredCv> {
    const bytes = file.buffer;
    if (Math.max(file.size ?? 0, bytes.length) > MAX_CV_BYTES) {
      throw AppException.of(AppErrorCode.PayloadTooLarge, 'files.tooLarge', undefined, field);
    }
    const format = await cvFormatOf(bytes);
    if (!format) throw AppException.of(AppErrorCode.UnsupportedMediaType, 'files.invalidFormat', undefined, field);
    const key = newCvKey(format);
    await this.storage.put(key, bytes);
    return {
      key,
      fileName: cvFileName(file.originalname, format),
      contentType: CV_CONTENT_TYPES[format],
      size: bytes.length,
    };
  }

  /** Opens a stored CV; null when the key is not a CV key or the file is gone. */
  async open(key: string): Promise<StoredFile | null> {
    return isCvKey(key) ? this.storage.get(key) : null;
  }

  /** Removes a stored CV; failures are logged, not thrown (an orphan file harms no one). */
  async remove(key: string): Promise<void> {
    if (!isCvKey(key)) return;
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.warn(`Could not remove CV ${key}: ${(error as Error).message}`);
    }
  }
}
