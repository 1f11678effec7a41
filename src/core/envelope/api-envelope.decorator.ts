import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

/**
 * Documents a route's answer in the OpenAPI document: the success envelope whose `data` is the
 * view class (with @ApiProperty on its fields), or a list of them. The client's types are generated
 * from these (`npm run api-types`); a route without it has an undescribed answer.
 */
export function ApiEnvelope(view: Type<unknown>, options: { list?: boolean; description?: string } = {}) {
  const data = options.list
    ? { type: 'array' as const, items: { $ref: getSchemaPath(view) } }
    : { $ref: getSchemaPath(view) };
  return applyDecorators(
    ApiExtraModels(view),
    ApiOkResponse({
      description: options.description,
      schema: {
        type: 'object',
        required: ['succeeded', 'data', 'errors'],
        properties: {
          succeeded: { type: 'boolean', example: true },
          data,
          errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
      },
    }),
  );
}
