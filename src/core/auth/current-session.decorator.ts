import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppException } from '../errors/app.exception.js';
import { type AuthSession, SESSION_KEY } from './auth-session.js';

type RequestWithSession = Request & { [SESSION_KEY]?: AuthSession };

export function sessionOf(request: Request): AuthSession | undefined {
  return (request as RequestWithSession)[SESSION_KEY];
}

export function attachSession(request: Request, session: AuthSession): void {
  (request as RequestWithSession)[SESSION_KEY] = session;
}

/** The caller's session; a route that is not @Public() always has one. */
export const CurrentSession = createParamDecorator((_: unknown, context: ExecutionContext): AuthSession => {
  const session = sessionOf(context.switchToHttp().getRequest<Request>());
  if (!session) throw AppException.unauthorized();
  return session;
});

/** The caller's session on a public route, or undefined for a visitor. */
export const OptionalSession = createParamDecorator((_: unknown, context: ExecutionContext): AuthSession | undefined =>
  sessionOf(context.switchToHttp().getRequest<Request>()),
);
