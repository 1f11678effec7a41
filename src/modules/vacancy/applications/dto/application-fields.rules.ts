import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ToBoolean, ToNumber } from '../../../../core/validation/transforms.js';

export const APPLICATION_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  message: 2000,
  pageSize: 20,
  maxPageSize: 100,
  maxPage: 100_000,
  /** Most applications one zip request may name. */
  zipIds: 1000,
} as const;

/** Trims a one-line value and collapses inner whitespace. */
export const TrimLine = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value));

/** Trims text and keeps its line breaks as \n; blank becomes undefined (left out). */
export const TrimText = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = value.replace(/\r\n?/g, '\n').trim();
    return text === '' ? undefined : text;
  });

/** A required id of a stored record, with our messages. */
export const IsRequiredId = (required: string, invalid: string) =>
  applyDecorators(
    ToNumber(),
    IsNotEmpty({ message: required }),
    IsInt({ message: invalid }),
    Min(1, { message: invalid }),
    Max(MAX_RECORD_ID, { message: invalid }),
  );

/** Required one-line text: trimmed, then the rules in the order given (the first failing one is reported). */
export const IsRequiredLine = (required: string, ...rules: PropertyDecorator[]) =>
  applyDecorators(TrimLine(), IsNotEmpty({ message: required }), ...rules);

/** A required boolean (true/false, also as form text). */
export const IsRequiredBoolean = (message: string) =>
  applyDecorators(ToBoolean(), IsNotEmpty({ message }), IsBoolean({ message }));

/** An optional boolean (true/false, also as form text). */
export const IsOptionalBoolean = (message: string) =>
  applyDecorators(IsOptional(), ToBoolean(), IsBoolean({ message }));
