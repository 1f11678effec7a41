import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToNumber } from '../../../../core/validation/transforms.js';
import { SearchVacanciesQuery } from '../../../vacancy/search/dto/search-vacancies.dto.js';

export const SMART_SEARCH_MAX_TERMS = 10;
export const SMART_SEARCH_MAX_TERM_LENGTH = 100;
export const SMART_SEARCH_DEFAULT_TAKE = 5;
export const SMART_SEARCH_MAX_TAKE = 20;

/** The terms trimmed, blanks dropped, repeats (in any case) once: a thousand copies of one term are
 *  one term. Anything not text is left for the validators to refuse. */
function distinctTerms(value: unknown): unknown {
  if (value === undefined) return undefined;
  const values = [value].flat();
  if (!values.every((item) => typeof item === 'string')) return values;
  const seen = new Set<string>();
  return values
    .map((term) => term.trim())
    .filter((term) => {
      const key = term.toLowerCase();
      if (!term || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** `Search/GetSmartSearch`: terms (SearchTerm repeated), how many of each kind, and the vacancy filters. */
export class SmartSearchQuery extends PickType(SearchVacanciesQuery, [
  'technologies',
  'employmentTypes',
  'employmentTypies',
  'workLocations',
  'jobFunctions',
  'cities',
  'experiences',
  'salaryShown',
] as const) {
  @ApiPropertyOptional({
    type: [String],
    description: `Search terms, repeated (SearchTerm=a&SearchTerm=b); each up to ${SMART_SEARCH_MAX_TERM_LENGTH} characters, at most ${SMART_SEARCH_MAX_TERMS} different ones`,
  })
  @IsOptional()
  @Transform(({ value }) => distinctTerms(value))
  @IsString({ each: true })
  @MaxLength(SMART_SEARCH_MAX_TERM_LENGTH, {
    each: true,
    message: 'search.termTooLong',
    context: { constraint1: SMART_SEARCH_MAX_TERM_LENGTH },
  })
  @ArrayMaxSize(SMART_SEARCH_MAX_TERMS, {
    message: 'search.tooManyTerms',
    context: { constraint1: SMART_SEARCH_MAX_TERMS },
  })
  searchTerm?: string[];

  @ApiPropertyOptional({
    minimum: 1,
    maximum: SMART_SEARCH_MAX_TAKE,
    default: SMART_SEARCH_DEFAULT_TAKE,
    description: 'The most items of each kind',
  })
  @IsOptional()
  @ToNumber()
  @IsInt()
  @Min(1)
  @Max(SMART_SEARCH_MAX_TAKE)
  take: number = SMART_SEARCH_DEFAULT_TAKE;
}
