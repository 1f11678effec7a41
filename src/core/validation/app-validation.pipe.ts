import { type ArgumentMetadata, Injectable, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppErrorCode } from '../errors/app-error-code.js';
import { AppException, type ErrorMap } from '../errors/app.exception.js';
import type { MessageRef } from '../i18n/translator.js';
import { hasMessage } from '../i18n/translator.js';
import { matchDeclaredKeys } from './case-insensitive-keys.js';
import { findForbiddenCharacter } from './forbidden-characters.js';
import { findTooDeep } from './nesting-depth.js';

const primitives = new Set<unknown>([String, Boolean, Number, Array, Object]);

/** class-validator's constraint values as {{constraint1}}, {{constraint2}} ... for the message texts. */
function constraintArgs(error: ValidationError, name: string): Record<string, unknown> {
  const context = (error.contexts?.[name] ?? {}) as Record<string, unknown>;
  return { property: error.property, value: error.value, ...context };
}

/** Flattens nested validation errors into the envelope's field → messages map. */
export function toErrorMap(errors: ValidationError[], prefix = ''): ErrorMap {
  const map: ErrorMap = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages: MessageRef[] = Object.entries(error.constraints ?? {}).map(([name, text]) => {
      if (hasMessage(text)) return { key: text, args: constraintArgs(error, name) };
      const generic = `validation.${name}`;
      return hasMessage(generic) ? { key: generic, args: parseConstraints(error, name, text) } : { key: text };
    });
    if (messages.length) map[field] = messages;
    Object.assign(map, toErrorMap(error.children ?? [], field));
  }
  return map;
}

/** class-validator does not hand out constraint values with the error; they are read back from
 *  its default English text, which always ends with them (e.g. "must not be greater than 100"). */
function parseConstraints(error: ValidationError, name: string, text: string): Record<string, unknown> {
  const args: Record<string, unknown> = { property: error.property };
  const numbers = text.match(/-?\d+(\.\d+)?/g);
  if (numbers?.length) args.constraint1 = numbers[numbers.length - 1];
  const list = text.split(': ')[1];
  if (list) args.constraint2 = list;
  if (name === 'isIn' && list) args.constraint1 = list;
  return args;
}

/** The global pipe: case-insensitive field names, class-validator rules, errors as translated keys. */
@Injectable()
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      transform: true,
      whitelist: true,
      forbidUnknownValues: true,
      stopAtFirstError: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new AppException(AppErrorCode.ValidationFailed, toErrorMap(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype, type } = metadata;
    if (type === 'query' || type === 'body') {
      const tooDeep = findTooDeep(value);
      if (tooDeep) throw AppException.validation(tooDeep, 'validation.tooDeep', { property: tooDeep });
      const field = findForbiddenCharacter(value);
      if (field) throw AppException.validation(field, 'validation.forbiddenCharacters', { property: field });
    }
    if ((type === 'query' || type === 'body') && metatype && !primitives.has(metatype)) {
      value = matchDeclaredKeys(value, metatype as new () => unknown);
    }
    return super.transform(value, metadata);
  }
}
