import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToNumber } from '../../../core/validation/transforms.js';

/** The business landing page's logo carousel: how many partner companies to take. */
export class PartnerCompaniesQuery {
  static readonly DEFAULT_TAKE = 20;
  static readonly MAX_TAKE = 30;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: PartnerCompaniesQuery.MAX_TAKE,
    default: PartnerCompaniesQuery.DEFAULT_TAKE,
  })
  @IsOptional()
  @ToNumber()
  @IsInt()
  @Min(1)
  @Max(PartnerCompaniesQuery.MAX_TAKE)
  take: number = PartnerCompaniesQuery.DEFAULT_TAKE;
}
