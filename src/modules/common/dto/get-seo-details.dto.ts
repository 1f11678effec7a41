import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SEO_PAGE_KINDS, type SeoPageKind } from '../../../../shared/enums.js';

export class GetSeoDetailsQuery {
  @ApiPropertyOptional({ enum: SEO_PAGE_KINDS, description: 'One kind of page; all when absent' })
  @IsOptional()
  @IsIn(SEO_PAGE_KINDS)
  pageKind?: SeoPageKind;
}
