import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToNumber } from './transforms.js';

/** An optional whole number in [1, max] (a page, a page size, an id), with one message for any fault. */
export const IsOptionalWholeNumber = (max: number, invalid: string) =>
  applyDecorators(
    IsOptional(),
    ToNumber(),
    IsInt({ message: invalid }),
    Min(1, { message: invalid }),
    Max(max, { message: invalid }),
  );
