import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { IsRecordIdList } from '../../../../core/validation/is-record-id.decorator.js';
import { ToBoolean, ToNumber, ToNumberArray } from '../../../../core/validation/transforms.js';
import { TEAM_SIZES } from '../../profile/profile.rules.js';
import { COMPANY_SEARCH_PAGE_SIZE } from '../../../../../shared/list-settings.js';

/** The company search's page size (spec point 9), the most a client may ask for, and the one
 *  larger value the spec's all-companies fetch sends (answered with every company). */
export { COMPANY_SEARCH_PAGE_SIZE };
export const MAX_PAGE_SIZE = 100;
export const ALL_COMPANIES_PAGE_SIZE = 100_000_000;
export const MAX_PAGE = 100_000;

/** 1..100, or exactly the spec's all-companies value. Reported as the generic `max` message. */
const IsCompanyPageSize = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'max',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && (value <= MAX_PAGE_SIZE || value === ALL_COMPANIES_PAGE_SIZE),
        defaultMessage: () => `$property must not be greater than ${MAX_PAGE_SIZE}`,
      },
    },
    options,
  );

/** A query value that may come once or repeated, as an array of strings. */
const ToStringArray = () => Transform(({ value }) => (value === undefined ? undefined : [value].flat()));

export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page: number = 1;
}

export class SearchCompaniesQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Text the name or the tagline contains (any case); empty lists every company' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  searchTerm?: string;

  @ApiPropertyOptional({
    type: [Number],
    description: 'Technology (or technology category) ids, repeated; a company using any of them matches',
  })
  @IsOptional()
  @ToNumberArray()
  @IsRecordIdList(50)
  technologies?: number[];

  @ApiPropertyOptional({ type: [String], description: 'Team sizes as stored on the profile (e.g. 11-50), repeated' })
  @IsOptional()
  @ToStringArray()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @IsIn(TEAM_SIZES, { each: true })
  teamSizes?: string[];

  @ApiPropertyOptional({ description: 'true: verified companies only; false: unverified only; absent: all' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  isVerified?: boolean;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: COMPANY_SEARCH_PAGE_SIZE,
    description: `At most ${MAX_PAGE_SIZE}, or ${ALL_COMPANIES_PAGE_SIZE} for every company`,
  })
  @IsOptional()
  @ToNumber()
  @IsInt()
  @Min(1)
  @IsCompanyPageSize()
  pageSize: number = COMPANY_SEARCH_PAGE_SIZE;
}
