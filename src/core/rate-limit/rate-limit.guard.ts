import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { sessionOf } from '../auth/current-session.decorator.js';
import { IS_PUBLIC } from '../auth/public.decorator.js';
import { AppException } from '../errors/app.exception.js';
import { RateLimiter } from './rate-limiter.js';

/** Per client and route: the calls bots like (sign-in, sign-up, e-mail checks, recovery, applications,
 *  reviews, reports, support and blog subscriptions) answer 429 with Retry-After once a client goes
 *  over the limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const retryAfter = await this.limiter.hit(`${route}:${this.clientOf(context, request)}`);
    if (retryAfter === null) return true;
    throw AppException.rateLimited(retryAfter);
  }

  /** A route that needs a session counts the account (people behind one office address do not
   *  share its limit); a public route counts the IP address, even for a signed-in caller, so that
   *  many accounts cannot buy one client many limits on sign-in or e-mail checks. */
  private clientOf(context: ExecutionContext, request: Request): string {
    const isPublic =
      this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]) ?? false;
    const session = sessionOf(request);
    return !isPublic && session ? `account:${session.accountId}` : `ip:${request.ip ?? 'unknown'}`;
  }
}
