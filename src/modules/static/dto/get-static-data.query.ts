import { ApiProperty } from '@nestjs/swagger';
import { IsEnum, IsInt } from 'class-validator';
import { StaticContentType } from '../../../core/domain/enums.js';
import { ToNumber } from '../../../core/validation/transforms.js';

export class GetStaticDataQuery {
  @ApiProperty({ enum: StaticContentType, description: 'AboutUs=0, PrivacyPolicy=1, TermsOfUse=2, Support=3' })
  @ToNumber()
  @IsInt()
  @IsEnum(StaticContentType)
  type: StaticContentType;
}
