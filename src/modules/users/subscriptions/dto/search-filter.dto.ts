import { applyDecorators } from '@nestjs/common';
import { ApiHideProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { IsRecordIdList } from '../../../../core/validation/is-record-id.decorator.js';
import { ToBoolean, toNumberList } from '../../../../core/validation/transforms.js';
import { IsOptionalText, SUBSCRIPTION_LIMITS } from './subscription-fields.rules.js';

/** Ids of one filter; left out, null or one id alone are accepted. */
const FilterIds = () =>
  applyDecorators(
    Transform(({ value }) => (value === undefined || value === null ? undefined : toNumberList(value))),
    IsOptional(),
    IsRecordIdList(SUBSCRIPTION_LIMITS.filterIds, {
      list: 'subscriptions.filterIdsInvalid',
      item: 'subscriptions.filterIdsInvalid',
      tooMany: 'subscriptions.filterIdsTooMany',
    }),
  );

/** A saved search's filter as a client sends it: the fields of SearchVacancies (same names and
 *  meaning), as JSON. The service normalises it (vacancy-search-filter.ts). */
export class SearchFilterBody {
  @ApiPropertyOptional({
    maxLength: SUBSCRIPTION_LIMITS.searchTerm,
    description: 'Text the title or the company name contains',
  })
  @IsOptionalText(SUBSCRIPTION_LIMITS.searchTerm, 'subscriptions.searchTermInvalid', 'subscriptions.searchTermTooLong')
  searchTerm?: string;

  @ApiPropertyOptional({ type: [Number], description: 'Technology or technology category ids' })
  @FilterIds()
  technologies?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Employment type ids' })
  @FilterIds()
  employmentTypes?: number[];

  /** The spec's spelling of `employmentTypes`, as SearchVacancies takes it. */
  @ApiHideProperty()
  @FilterIds()
  employmentTypies?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Work location ids' })
  @FilterIds()
  workLocations?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Job function ids; a parent function matches its children' })
  @FilterIds()
  jobFunctions?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'City ids' })
  @FilterIds()
  cities?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Experience level ids' })
  @FilterIds()
  experiences?: number[];

  @ApiPropertyOptional({ description: 'true: only vacancies that show their salary' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'subscriptions.salaryShownInvalid' })
  salaryShown?: boolean;
}
