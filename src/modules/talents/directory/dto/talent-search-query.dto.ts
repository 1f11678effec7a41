import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { Currency } from '../../../../../shared/enums.js';
import { TALENT_DIRECTORY_LIMITS } from '../../../../../shared/talent-directory-limits.js';
import { IsEnumValue } from '../../../../core/validation/is-enum-value.decorator.js';
import { IsOptionalWholeNumber } from '../../../../core/validation/is-optional-whole-number.decorator.js';
import { IsRecordIdList } from '../../../../core/validation/is-record-id.decorator.js';
import { MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ToNumber, toNumberList } from '../../../../core/validation/transforms.js';

/** Ids repeated (`?cityIds=1&cityIds=2`) or comma-separated (`?cityIds=1,2`). */
const IdFilter = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: [Number], description }),
    Transform(({ value }) =>
      value === undefined || value === ''
        ? undefined
        : toNumberList(
            [value].flat().flatMap((item: unknown) => (typeof item === 'string' ? item.split(',') : [item])),
          ),
    ),
    IsOptional(),
    IsRecordIdList(TALENT_DIRECTORY_LIMITS.filterItems, {
      list: 'talentDirectory.filterInvalid',
      item: 'talentDirectory.filterInvalid',
      tooMany: 'talentDirectory.filterTooMany',
    }),
  );

const Years = () =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 0, maximum: TALENT_DIRECTORY_LIMITS.experienceYears }),
    IsOptional(),
    ToNumber(),
    IsInt({ message: 'talentDirectory.experienceYearsInvalid' }),
    Min(0, { message: 'talentDirectory.experienceYearsInvalid' }),
    Max(TALENT_DIRECTORY_LIMITS.experienceYears, { message: 'talentDirectory.experienceYearsInvalid' }),
  );

/** `?vacancyId=`: one of the company's vacancies to compare the profiles with (issue 25). */
const CompareWithVacancy = () =>
  applyDecorators(
    ApiPropertyOptional({
      description: 'One of the company’s vacancies: each profile then says which of its technologies the talent has',
    }),
    IsOptional(),
    ToNumber(),
    IsInt({ message: 'talentDirectory.vacancyInvalid' }),
    Min(1, { message: 'talentDirectory.vacancyInvalid' }),
    Max(MAX_RECORD_ID, { message: 'talentDirectory.vacancyInvalid' }),
  );

export class DirectoryPageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: TALENT_DIRECTORY_LIMITS.maxPage, default: 1 })
  @IsOptionalWholeNumber(TALENT_DIRECTORY_LIMITS.maxPage, 'talentDirectory.pageInvalid')
  page: number = 1;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: TALENT_DIRECTORY_LIMITS.maxPageSize,
    default: TALENT_DIRECTORY_LIMITS.pageSize,
  })
  @IsOptionalWholeNumber(TALENT_DIRECTORY_LIMITS.maxPageSize, 'talentDirectory.pageSizeInvalid')
  pageSize: number = TALENT_DIRECTORY_LIMITS.pageSize;
}

/** GET Company/SearchTalents: every filter is optional; ids of one kind match any of them, kinds all. */
export class SearchTalentsQuery extends DirectoryPageQuery {
  @IdFilter('Technology or technology category ids; a category matches its technologies')
  technologyIds?: number[];

  @IdFilter('Experience level ids')
  experienceIds?: number[];

  @IdFilter('Field ids')
  fieldIds?: number[];

  @IdFilter('Work format ids (on-site, remote, hybrid)')
  workLocationIds?: number[];

  @IdFilter('City ids')
  cityIds?: number[];

  @Years()
  minYears?: number;

  @Years()
  maxYears?: number;

  @ApiPropertyOptional({ description: 'Talents whose desired salary starts at or below this (needs currency)' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'talentDirectory.salaryInvalid' })
  @Min(0, { message: 'talentDirectory.salaryInvalid' })
  @Max(10_000_000, { message: 'talentDirectory.salaryInvalid' })
  salaryUpTo?: number;

  @ApiPropertyOptional({ enum: Currency })
  @IsOptional()
  @ToNumber()
  @IsEnumValue(Currency, { message: 'talentDirectory.currencyInvalid' })
  currency?: Currency;

  @CompareWithVacancy()
  vacancyId?: number;
}

/** GET Company/GetTalent. */
export class TalentIdQuery {
  @ApiProperty({ description: 'The profile’s public id' })
  @IsUUID('all', { message: 'talentDirectory.talentInvalid' })
  talentId: string;

  @CompareWithVacancy()
  vacancyId?: number;
}
