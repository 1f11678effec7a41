import { ApiProperty } from '@nestjs/swagger';
import { IsInt } from 'class-validator';
import { StaticContentType } from '../../../../shared/enums.js';
import { ToNumber } from '../../../core/validation/transforms.js';
import { IsEnumValue } from '../../../core/validation/is-enum-value.decorator.js';

export class GetStaticDataQuery {
  @ApiProperty({ enum: StaticContentType, description: 'AboutUs=0, PrivacyPolicy=1, TermsOfUse=2, Support=3' })
  @ToNumber()
  @IsInt()
  @IsEnumValue(StaticContentType)
  type: StaticContentType;
}
