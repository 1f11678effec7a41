import type { MessageRef } from '../i18n/translator.js';
import { AppErrorCode } from './app-error-code.js';

/** Field name → messages; `_` holds messages about the request as a whole. */
export type ErrorMap = Record<string, MessageRef[]>;

/** The one exception services throw. Messages are keys translated per request by the filter. */
export class AppException extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly errors: ErrorMap,
    /** Sent as Retry-After (a rate limit's wait). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${code}: ${JSON.stringify(errors)}`);
  }

  static of(code: AppErrorCode, key: string, args?: Record<string, unknown>, field = '_'): AppException {
    return new AppException(code, { [field]: [{ key, args }] });
  }

  static validation(field: string, key: string, args?: Record<string, unknown>): AppException {
    return AppException.of(AppErrorCode.ValidationFailed, key, args, field);
  }

  static notFound(key = 'errors.notFound', args?: Record<string, unknown>): AppException {
    return AppException.of(AppErrorCode.NotFound, key, args);
  }

  static unauthorized(key = 'errors.unauthorized'): AppException {
    return AppException.of(AppErrorCode.Unauthorized, key);
  }

  /** 429 "Too many requests", with how long to wait. */
  static rateLimited(retryAfterSeconds: number): AppException {
    return new AppException(AppErrorCode.RateLimited, { _: [{ key: 'errors.rateLimited' }] }, retryAfterSeconds);
  }

  static forbidden(key = 'errors.forbidden'): AppException {
    return AppException.of(AppErrorCode.Forbidden, key);
  }
}
