import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';
import { ToNumber } from './transforms.js';

/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A query or body value that names a stored record by its id: a whole number the id columns can
 *  hold, so a too-large number is a 400 and never reaches the database. */
export const IsRecordId = () => applyDecorators(ToNumber(), IsInt(), Min(1), Max(MAX_RECORD_ID));
