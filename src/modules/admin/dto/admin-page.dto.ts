import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToNumber } from '../../../core/validation/transforms.js';

export const ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;
export const MAX_ADMIN_PAGE = 100_000;

/** page and pageSize of the back office's lists (20 a page by default, at most 100). */
export class AdminPageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'admin.pageInvalid' })
  @Min(1, { message: 'admin.pageInvalid' })
  @Max(MAX_ADMIN_PAGE, { message: 'admin.pageInvalid' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ADMIN_PAGE_SIZE, default: ADMIN_PAGE_SIZE })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'admin.pageSizeInvalid', context: { max: MAX_ADMIN_PAGE_SIZE } })
  @Min(1, { message: 'admin.pageSizeInvalid', context: { max: MAX_ADMIN_PAGE_SIZE } })
  @Max(MAX_ADMIN_PAGE_SIZE, { message: 'admin.pageSizeInvalid', context: { max: MAX_ADMIN_PAGE_SIZE } })
  pageSize: number = ADMIN_PAGE_SIZE;
}
