import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { describeSecretsOrigin } from './config/server-secrets.js';
import { PublicResponseCache } from './core/cache/public-response-cache.js';
import { createLogger, PinoNestLogger, requestLogger } from './core/logging/logger.js';
import { thirdPartySources } from './modules/common/site-settings-csp.rules.js';
import { ClientFiles } from './web/client-files.js';
import { precompressedFiles } from './web/precompressed-files.js';
import { WebMiddleware } from './web/web.middleware.js';
import { forgetPagesAfterChanges } from './web/page-cache-invalidation.js';
import { RenderedPageCache } from './web/rendered-page-cache.js';

const API_PREFIX = 'api';

/** Builds the whole application (used by main.ts and by the API tests). */
export async function createApp(
  config: AppConfig,
  logger: Logger = createLogger(config.logLevel),
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: true,
  });
  logger.info(describeSecretsOrigin(config.secretsOrigin));
  // The client address rate limits and visit counts use: X-Forwarded-For only from trusted proxies.
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(logger));
  // JSON, pages and feeds compressed per response (also those the response cache replays); client
  // files already carry their build-time copies' Content-Encoding and pass through unchanged.
  app.use(compression());
  app.use(cookieParser());
  // Consent-gated tag manager, ads tag and chat script: their hosts only when configured.
  const thirdParty = thirdPartySources(config.thirdParty);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...thirdParty.scriptSrc],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...thirdParty.imgSrc],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...thirdParty.connectSrc],
          ...(thirdParty.frameSrc.length ? { frameSrc: ["'self'", ...thirdParty.frameSrc] } : {}),
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction,
    }),
  );
  const responses = app.get(PublicResponseCache);
  app.use('/api', responses.middleware);
  app.use(precompressedFiles(app.get(ClientFiles).root));
  app.use('/api', forgetPagesAfterChanges(app.get(RenderedPageCache), responses));
  const web = app.get(WebMiddleware);
  app.use((request: Request, response: Response, next: NextFunction) => web.use(request, response, next));
  app.setGlobalPrefix(API_PREFIX);
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  return app;
}

/** The application's routes and nothing else, for the OpenAPI document without a running app: Nest's
 *  preview mode creates no provider, so no database is opened and nothing is scheduled. */
export async function createRoutesPreview(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  return app;
}

/** The OpenAPI document served at /api/docs (and /api/docs-json); `npm run api-types` generates the
 *  client's types from it (src/cli/api-types.ts). */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const openApi = new DocumentBuilder()
    .setTitle('TechBoard.ge API')
    .setDescription(
      'The JSON API of the tech job board of Georgia. Every answer is an envelope {succeeded, data, errors}.',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, openApi);
}
