import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../database/database-unavailable.js';
import { failure } from '../envelope/envelope.js';
import { languageFromHeader } from '../i18n/language.js';
import { type MessageRef, translate } from '../i18n/translator.js';
import { AppException, type ErrorMap } from './app.exception.js';
import { statusOf } from './app-error-code.js';

/** Errors raised by Express' body parsers carry a `type` and a `status`. */
interface BodyParserError {
  type: string;
  status: number;
}

const isBodyParserError = (error: unknown): error is BodyParserError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as BodyParserError).type === 'string' &&
  typeof (error as BodyParserError).status === 'number';

/** A restart or failover of PostgreSQL takes seconds: the request may be tried again shortly. */
const DATABASE_UNAVAILABLE = {
  status: HttpStatus.SERVICE_UNAVAILABLE,
  errors: { _: [{ key: 'errors.temporarilyUnavailable' }] },
};

/** Turns every error into the failure envelope, translated into the request's language.
 *  A database that cannot be reached is a 503 with Retry-After; anything else unexpected becomes a
 *  logged 500 that reveals nothing of the server. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const databaseUnavailable = isDatabaseUnavailable(exception);
    const { status, errors } = databaseUnavailable ? DATABASE_UNAVAILABLE : this.describe(exception, request);
    if (databaseUnavailable) this.logger.warn(`Database unavailable: ${(exception as Error).message}`);
    else if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    if (databaseUnavailable) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    if (exception instanceof AppException && exception.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    const language = languageFromHeader(request.headers['accept-language']);
    const translated = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => translate(language, m))]),
    );
    response.status(status).json(failure(translated));
  }

  private describe(exception: unknown, request: Request): { status: number; errors: ErrorMap } {
    if (exception instanceof AppException) return { status: statusOf(exception.code), errors: exception.errors };
    const parserError = exception instanceof HttpException ? exception.cause : exception;
    if (isBodyParserError(parserError) && parserError.status < 500) {
      const key = parserError.type === 'entity.too.large' ? 'errors.payloadTooLarge' : 'errors.invalidJson';
      return { status: parserError.status, errors: { _: [{ key }] } };
    }
    if (exception instanceof HttpException) return this.fromHttpException(exception, request);
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, errors: { _: [{ key: 'errors.somethingWentWrong' }] } };
  }

  private fromHttpException(exception: HttpException, request: Request): { status: number; errors: ErrorMap } {
    const status = exception.getStatus();
    const byStatus: Record<number, MessageRef> = {
      [HttpStatus.NOT_FOUND]: { key: 'errors.routeNotFound', args: { path: request.originalUrl.split('?')[0] } },
      [HttpStatus.UNAUTHORIZED]: { key: 'errors.unauthorized' },
      [HttpStatus.FORBIDDEN]: { key: 'errors.forbidden' },
      [HttpStatus.PAYLOAD_TOO_LARGE]: { key: 'errors.payloadTooLarge' },
    };
    const message = byStatus[status] ?? { key: status >= 500 ? 'errors.somethingWentWrong' : 'errors.fillAllFields' };
    return { status, errors: { _: [message] } };
  }
}
