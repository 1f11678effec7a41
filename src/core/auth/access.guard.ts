import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AccountKind } from '../../../shared/enums.js';
import { AppException } from '../errors/app.exception.js';
import { AccessTokenService } from './access-token.service.js';
import type { AuthSession } from './auth-session.js';
import { attachSession } from './current-session.decorator.js';
import { IS_PUBLIC, VISITORS_ONLY } from './public.decorator.js';
import { ROLES, Role } from './roles.decorator.js';
import { SessionLookupService } from './session-lookup.service.js';
import { ALLOWED_IN_VIEW_AS } from './view-as.decorator.js';

/** The one global guard: deny by default. A route opens to visitors only with @Public() (or to
 *  visitors alone with @VisitorsOnly()); @Roles narrows it further; a view-as session is read-only
 *  everywhere. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenService,
    private readonly sessions: SessionLookupService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const request = context.switchToHttp().getRequest<Request>();
    const session = await this.sessionOf(request);

    if (session?.viewAs && request.method !== 'GET' && request.method !== 'HEAD') {
      const allowed = this.reflector.getAllAndOverride<boolean>(ALLOWED_IN_VIEW_AS, targets) ?? false;
      if (!allowed) throw AppException.forbidden('errors.viewAsReadOnly');
    }
    if (session) attachSession(request, session);
    if (session && (this.reflector.getAllAndOverride<boolean>(VISITORS_ONLY, targets) ?? false))
      throw AppException.forbidden('errors.alreadySignedIn');
    if (isPublic) return true;
    if (!session) throw AppException.unauthorized();

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.some((role) => hasRole(session, role))) throw AppException.forbidden();
    return true;
  }

  private async sessionOf(request: Request): Promise<AuthSession | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = this.tokens.verify(header.slice('Bearer '.length).trim());
    return claims ? this.sessions.sessionFor(claims) : null;
  }
}

export function hasRole(session: AuthSession, role: Role): boolean {
  switch (role) {
    case Role.User:
      return session.kind === AccountKind.User;
    case Role.Company:
      return session.kind === AccountKind.Company;
    case Role.Admin:
      return session.isStaff && !session.viewAs;
  }
}
