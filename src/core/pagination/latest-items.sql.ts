import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToNumber } from '../validation/transforms.js';

/** The landing page's short "newest first" lists: how many to take. */
export class LatestItemsQuery {
  static readonly DEFAULT_SIZE = 6;
  static readonly MAX_SIZE = 36;

  @ApiPropertyOptional({ minimum: 1, maximum: LatestItemsQuery.MAX_SIZE, default: LatestItemsQuery.DEFAULT_SIZE })
  @IsOptional()
  @ToNumber()
  @IsInt()
  @Min(1)
  @Max(LatestItemsQuery.MAX_SIZE)
  pageSize: number = LatestItemsQuery.DEFAULT_SIZE;
}
