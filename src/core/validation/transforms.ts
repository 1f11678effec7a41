import { Transform } from 'class-transformer';

const toNumber = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

/** A query value that may come once (`?a=1`) or repeated (`?a=1&a=2`), as an array of numbers.
 *  Non-numeric values are kept as they are so the validators reject them. */
export const ToNumberArray = () => Transform(({ value }) => (value === undefined ? undefined : toNumberList(value)));

/** One value or several, as a list with numeric text turned into numbers. */
export const toNumberList = (value: unknown): unknown[] => [value].flat().map(toNumber);

/** A query number; non-numeric text is kept so that @IsInt() rejects it with a 400. */
export const ToNumber = () => Transform(({ value }) => toNumber(value));

/** `true`/`false`/`1`/`0` from a query string; anything else is kept for @IsBoolean() to reject. */
export const ToBoolean = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === '1') return true;
    if (lower === 'false' || lower === '0') return false;
    return value;
  });
