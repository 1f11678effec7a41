import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  StreamableFile,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, type Observable } from 'rxjs';
import { success } from './envelope.js';
import { RAW_RESPONSE } from './raw-response.decorator.js';

/** Wraps every handler's return value in the success envelope, except raw answers (files, feeds). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [context.getHandler(), context.getClass()]);
    if (raw || context.getType() !== 'http') return next.handle();
    return next.handle().pipe(map((data) => (data instanceof StreamableFile ? data : success(data ?? null))));
  }
}
