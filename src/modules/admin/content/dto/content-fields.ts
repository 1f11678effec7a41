import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { COVER_URL } from '../../blog/dto/admin-blog.dto.js';

/** What the image columns of the content tables hold (varchar(500)). */
export const MAX_IMAGE_URL = 500;
/** An uploaded image of this server, a picture of the site (`/static/...`) or an https address. */
export const CONTENT_IMAGE_URL = COVER_URL;

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : trim(value);

// class-validator runs a property's validators in the order they were declared and stops at the
// first failure: applyDecorators declares them in list order, so the presence check comes first.

/** A required text, trimmed (Markdown bodies keep their spaces: `trimmed: false`). */
export const RequiredText = (max: number, requiredKey: string, tooLongKey: string, trimmed = true) =>
  applyDecorators(
    Transform(({ value }) => (trimmed ? trim(value) : value)),
    IsString({ message: requiredKey }),
    Matches(/\S/, { message: requiredKey }),
    MaxLength(max, { message: tooLongKey, context: { max } }),
  );

/** An optional text: absent or blank is null, otherwise trimmed. */
export const OptionalText = (max: number, tooLongKey: string) =>
  applyDecorators(
    Transform(({ value }) => blankToNull(value)),
    ValidateIf((_, value) => value !== null),
    IsString({ message: 'admin.content.textInvalid' }),
    MaxLength(max, { message: tooLongKey, context: { max } }),
  );

/** An image address (see CONTENT_IMAGE_URL); absent or blank is null unless `required`. */
export const ImageUrl = (required: boolean) =>
  applyDecorators(
    Transform(({ value }) => blankToNull(value)),
    ...(required ? [] : [ValidateIf((_: object, value: unknown) => value !== null)]),
    IsString({ message: required ? 'admin.content.imageRequired' : 'admin.content.imageUrlInvalid' }),
    MaxLength(MAX_IMAGE_URL, { message: 'admin.content.imageUrlInvalid' }),
    Matches(CONTENT_IMAGE_URL, { message: 'admin.content.imageUrlInvalid' }),
  );
