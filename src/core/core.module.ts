import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AuditLogService } from './audit/audit-log.service.js';
import { AccessGuard } from './auth/access.guard.js';
import { AccessTokenService } from './auth/access-token.service.js';
import { SessionLookupService } from './auth/session-lookup.service.js';
import { CacheInvalidationBus } from './cache/cache-invalidation-bus.js';
import { PublicResponseCache } from './cache/public-response-cache.js';
import { ReadCache } from './cache/read-cache.service.js';
import { EnvelopeInterceptor } from './envelope/envelope.interceptor.js';
import { EnvelopeExceptionFilter } from './errors/envelope-exception.filter.js';
import { AppValidationPipe } from './validation/app-validation.pipe.js';

/** Cross-cutting pieces every module relies on, registered once for the whole app. */
@Global()
@Module({
  providers: [
    AccessTokenService,
    SessionLookupService,
    AuditLogService,
    CacheInvalidationBus,
    PublicResponseCache,
    ReadCache,
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_PIPE, useClass: AppValidationPipe },
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
    { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
  ],
  exports: [AccessTokenService, AuditLogService, CacheInvalidationBus, PublicResponseCache, ReadCache],
})
export class CoreModule {}
