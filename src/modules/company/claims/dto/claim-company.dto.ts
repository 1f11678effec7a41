import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRecordId } from '../../../../core/validation/is-record-id.decorator.js';

export class ClaimCompanyBody {
  @ApiProperty({ description: 'The unclaimed company page (isClaimingNecessary) to claim' })
  @IsRecordId()
  @IsNotEmpty({ message: 'companyDirectory.companyRequired' }) // the lowest decorator is checked first
  companyId: number;

  @ApiPropertyOptional({ description: 'Why the page is yours (at most 1000 characters)' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  message?: string;
}
