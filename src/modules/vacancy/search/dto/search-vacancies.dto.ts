import { ApiHideProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsEnumValue } from '../../../../core/validation/is-enum-value.decorator.js';
import { IsRecordId, IsRecordIdList } from '../../../../core/validation/is-record-id.decorator.js';
import { ToBoolean, ToNumber, ToNumberArray } from '../../../../core/validation/transforms.js';
import { VACANCY_SEARCH_PAGE_SIZE, VacancySort } from '../../../../../shared/list-settings.js';

/** The vacancy search's page size (spec point 9, shared with the client) and the most a client may ask for. */
export { VACANCY_SEARCH_PAGE_SIZE, VacancySort };
export const MAX_VACANCY_PAGE_SIZE = 100;
export const MAX_VACANCY_PAGE = 100_000;
/** `sort=match`: the signed-in talent's best match first (issue 25); it takes the place of sortBy. */
export const VACANCY_MATCH_SORT = 'match';
/** The most ids one filter takes. */
const MAX_FILTER_IDS = 50;

/** The vacancy filter (spec point 3). Values of one filter are alternatives; filters combine. */
export class SearchVacanciesQuery {
  @ApiPropertyOptional({
    description: 'Text the title (English or Georgian) or the company name contains, in any case',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  searchTerm?: string;

  @ApiPropertyOptional({
    type: [Number],
    description: 'Technology or technology category ids, repeated; a category matches its technologies',
  })
  @IsOptional()
  @ToNumberArray()
  @IsRecordIdList(MAX_FILTER_IDS)
  technologies?: number[];

  @ApiPropertyOptional({
    type: [Number],
    description: 'Employment type ids, repeated (the spec spells it EmploymentTypies, also accepted)',
  })
  @IsOptional()
  @ToNumberArray()
  @IsRecordIdList(MAX_FILTER_IDS)
  employmentTypes?: number[];

  /** The spec's spelling of `employmentTypes`. */
  @ApiHideProperty()
  @IsOptional()
  @ToNumberArray()
  @IsRecordIdList(MAX_FILTER_IDS)
  employmentTypies?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Work location ids (on-site, remote, hybrid), repeated' })
  @IsOptional()
  @ToNumberArray()
  @IsRecordIdList(MAX_FILTER_IDS)
  workLocations?: number[];

  @ApiPropertyOptional({
    type: [Number],
    description: 'Job function ids, repeated; a parent function matches its children',
  })
  @IsOptional()
  @ToNumberArray()
  @IsRecordIdList(MAX_FILTER_IDS)
  jobFunctions?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'City ids, repeated' })
  @IsOptional()
  @ToNumberArray()
  @IsRecordIdList(MAX_FILTER_IDS)
  cities?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Experience level ids, repeated' })
  @IsOptional()
  @ToNumberArray()
  @IsRecordIdList(MAX_FILTER_IDS)
  experiences?: number[];

  @ApiPropertyOptional({ description: 'true: only vacancies that show their salary' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  salaryShown?: boolean;

  @ApiPropertyOptional({ description: "Only this company's vacancies" })
  @IsOptional()
  @IsRecordId()
  companyId?: number;

  @ApiPropertyOptional({
    enum: VacancySort,
    default: VacancySort.Newest,
    description: '1 newest, 2 deadline soonest, 3 highest salary',
  })
  @IsOptional()
  @ToNumber()
  @IsEnumValue(VacancySort)
  sortBy: VacancySort = VacancySort.Newest;

  @ApiPropertyOptional({
    enum: [VACANCY_MATCH_SORT],
    description:
      "match: the best match with the signed-in talent's profile first, then the newest (talents only; sortBy is then ignored)",
  })
  @IsOptional()
  @IsIn([VACANCY_MATCH_SORT], { message: 'vacancySearch.sortInvalid' })
  sort?: typeof VACANCY_MATCH_SORT;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt()
  @Min(1)
  @Max(MAX_VACANCY_PAGE)
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_VACANCY_PAGE_SIZE, default: VACANCY_SEARCH_PAGE_SIZE })
  @IsOptional()
  @ToNumber()
  @IsInt()
  @Min(1)
  @Max(MAX_VACANCY_PAGE_SIZE)
  pageSize: number = VACANCY_SEARCH_PAGE_SIZE;
}
