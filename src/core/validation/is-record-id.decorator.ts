import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { ToNumber } from './transforms.js';

/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A query or body value that names a stored record by its id: a whole number the id columns can
 *  hold, so a too-large number is a 400 and never reaches the database. */
export const IsRecordId = () => applyDecorators(ToNumber(), IsInt(), Min(1), Max(MAX_RECORD_ID));

export interface RecordIdListMessages {
  /** Not a list, or (with a minimum) too short. */
  list?: string;
  tooMany?: string;
  /** An item that is no record id. */
  item?: string;
}

const withMessage = (message: string | undefined, extra: object = {}) => (message ? { message, ...extra } : extra);

/** A list of record ids (each as @IsRecordId), at most `maxSize` long; give the transform that reads
 *  the list (ToNumberArray for a repeated query or form field) beside it. */
export const IsRecordIdList = (maxSize: number, messages: RecordIdListMessages = {}, minSize = 0) =>
  applyDecorators(
    IsArray(withMessage(messages.list)),
    ...(minSize > 0 ? [ArrayMinSize(minSize, withMessage(messages.list))] : []),
    ArrayMaxSize(maxSize, withMessage(messages.tooMany, { context: { max: maxSize } })),
    IsInt(withMessage(messages.item, { each: true })),
    Min(1, withMessage(messages.item, { each: true })),
    Max(MAX_RECORD_ID, withMessage(messages.item, { each: true })),
  );
