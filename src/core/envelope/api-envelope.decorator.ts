import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

/**
 * Documents a route's answer in the OpenAPI document: the success envelope whose `data` is the
 * view class (with @ApiProperty on its fields), a list of them, or a page of them (envelope.ts Page). The client's types are generated
 * from these (`npm run api-types`); a route without it has an undescribed answer.
 */
export function ApiEnvelope(
  view: Type<unknown>,
  options: { list?: boolean; page?: boolean; description?: string } = {},
) {
  const one = { $ref: getSchemaPath(view) };
  const list = { type: 'array' as const, items: one };
  const page = {
    type: 'object' as const,
    required: ['items', 'totalCount', 'page', 'pageSize'],
    properties: {
      items: list,
      totalCount: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  };
  const data = options.page ? page : options.list ? list : one;
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
