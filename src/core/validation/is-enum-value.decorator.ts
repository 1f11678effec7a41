import { IsIn, type ValidationOptions } from 'class-validator';

/** A value of a numeric enum, as the spec puts enums on the wire. class-validator's `@IsEnum` also
 *  accepts a numeric enum's member names ('Technology'), which then reach SQL as text. */
export const IsEnumValue = (enumeration: Record<string, string | number>, options?: ValidationOptions) =>
  IsIn(
    Object.values(enumeration).filter((value) => typeof value === 'number'),
    options,
  );
