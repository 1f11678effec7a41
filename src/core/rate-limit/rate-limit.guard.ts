import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppErrorCode } from '../errors/app-error-code.js';
import { AppException } from '../errors/app.exception.js';
import { RateLimiter } from './rate-limiter.js';

/** Per client and route: the calls bots like (sign-in, sign-up, e-mail checks, recovery) answer 429
 *  with Retry-After once a client goes over the limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const retryAfter = await this.limiter.hit(`${route}:${request.ip ?? 'unknown'}`);
    if (retryAfter === null) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw AppException.of(AppErrorCode.RateLimited, 'errors.rateLimited');
  }
}
