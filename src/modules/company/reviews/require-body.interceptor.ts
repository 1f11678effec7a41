import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { AppException } from '../../../core/errors/app.exception.js';

/** A wholly empty body answers the spec's 'Please fill all fields correctly' (under `_`) instead of
 *  one message per field. Interceptors run before pipes, so this comes before validation. */
@Injectable()
export class RequireBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const body = context.switchToHttp().getRequest<Request>().body as unknown;
    const empty =
      body === undefined ||
      body === null ||
      (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
    if (empty) throw AppException.validation('_', 'errors.fillAllFields');
    return next.handle();
  }
}
