import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsRecordId } from '../../../../core/validation/is-record-id.decorator.js';

export class CompanyDetailsQuery {
  @ApiPropertyOptional({ description: 'The company id (or give companySlug)' })
  @ValidateIf((query: CompanyDetailsQuery) => query.companyId !== undefined || query.companySlug === undefined)
  @IsRecordId()
  @IsNotEmpty({ message: 'companyDirectory.companyRequired' }) // the lowest decorator is checked first
  companyId?: number;

  @ApiPropertyOptional({ description: 'The URL name, as in /companies/{slug} (or give companyId)' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'companyDirectory.companyRequired' })
  @MaxLength(100)
  companySlug?: string;
}

export class CompareCompaniesQuery {
  @ApiProperty({ description: 'first-slug-vs-second-slug', example: 'kartuli-code-vs-mtatsminda-labs' })
  @IsString({ message: 'companyDirectory.compareUrlInvalid' })
  @IsNotEmpty({ message: 'companyDirectory.compareUrlInvalid' })
  @MaxLength(200, { message: 'companyDirectory.compareUrlInvalid' })
  compareUrl: string;
}
