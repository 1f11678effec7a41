import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { DictionaryType } from '../../../../shared/enums.js';
import { IsRecordId } from '../../../core/validation/is-record-id.decorator.js';
import { ToBoolean, ToNumberArray } from '../../../core/validation/transforms.js';
import { IsEnumValue } from '../../../core/validation/is-enum-value.decorator.js';

export class GetDictionaryQuery {
  @ApiProperty({ enum: DictionaryType, isArray: true, description: 'Repeat for several types' })
  @ToNumberArray()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @IsEnumValue(DictionaryType, { each: true })
  dictionaryType: DictionaryType[];

  @ApiPropertyOptional({ description: 'Only the item with this id' })
  @IsOptional()
  @IsRecordId()
  id?: number;

  @ApiPropertyOptional({ description: 'Text the name (either language) or an alias contains' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  filter?: string;

  @ApiPropertyOptional({ description: 'Only the items shown on the landing page' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  isHomeScreen?: boolean;

  @ApiPropertyOptional({ description: 'Fill activeVacancyCount' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  activeVacancyCount?: boolean;

  @ApiPropertyOptional({ description: 'Fill activeCompanyCount' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  activeCompanyCount?: boolean;

  @ApiPropertyOptional({ description: "Only the company's items; counts limited to that company" })
  @IsOptional()
  @IsRecordId()
  companyId?: number;
}
