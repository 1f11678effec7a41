import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from './search-companies.dto.js';

/** The picker lists' page size (spec point 9). */
export const PICKER_PAGE_SIZE = 10;

export class CompaniesByNameQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Text the name contains (any case); empty lists companies by name' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  companyName?: string;
}

export class CompareCompaniesListQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Text the name contains (any case); empty lists companies by name' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  searchTerm?: string;
}
