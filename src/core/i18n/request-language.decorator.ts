import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { languageFromHeader } from './language.js';

/** The request's language (`en` or `ka`) from its Accept-Language header. */
export const RequestLanguage = createParamDecorator((_: unknown, context: ExecutionContext) =>
  languageFromHeader(context.switchToHttp().getRequest<Request>().headers['accept-language']),
);
