import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ApplicationStatus } from '../../../../../shared/enums.js';
import { IsEnumValue } from '../../../../core/validation/is-enum-value.decorator.js';
import { IsRecordIdList, MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ToNumber, ToNumberArray } from '../../../../core/validation/transforms.js';
import { IsOptionalWholeNumber } from '../../../../core/validation/is-optional-whole-number.decorator.js';
import { APPLICATION_LIMITS, IsRequiredId } from './application-fields.rules.js';
import { ApplicantsSort } from '../../../../../shared/list-settings.js';

export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: APPLICATION_LIMITS.maxPage, default: 1 })
  @IsOptionalWholeNumber(APPLICATION_LIMITS.maxPage, 'applications.pageInvalid')
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: APPLICATION_LIMITS.maxPageSize, default: APPLICATION_LIMITS.pageSize })
  @IsOptionalWholeNumber(APPLICATION_LIMITS.maxPageSize, 'applications.pageSizeInvalid')
  pageSize: number = APPLICATION_LIMITS.pageSize;
}

export class VacancyIdQuery {
  @ApiProperty()
  @IsRequiredId('applications.vacancyRequired', 'applications.vacancyInvalid')
  vacancyId: number;
}

/** The order of a vacancy's applicants (shared with the client). */
export { ApplicantsSort };

export class VacancyApplicantsQuery extends PageQuery {
  @ApiProperty()
  @IsRequiredId('applications.vacancyRequired', 'applications.vacancyInvalid')
  vacancyId: number;

  @ApiPropertyOptional({ enum: ApplicationStatus, description: 'Only applications in this status' })
  @IsOptional()
  @ToNumber()
  @IsEnumValue(ApplicationStatus, { message: 'applications.statusInvalid' })
  status?: ApplicationStatus;

  @ApiPropertyOptional({ enum: ApplicantsSort, default: ApplicantsSort.Newest, description: 'By the time of applying' })
  @IsOptional()
  @IsIn(Object.values(ApplicantsSort), { message: 'applications.sortInvalid' })
  sort: ApplicantsSort = ApplicantsSort.Newest;
}

export class ApplicationIdQuery {
  @ApiProperty()
  @IsRequiredId('applications.applicationRequired', 'applications.applicationInvalid')
  applicationId: number;
}

export class TalentIdQuery {
  @ApiProperty({ description: "The talent's account id" })
  @IsRequiredId('applications.talentRequired', 'applications.talentInvalid')
  userId: number;
}

/**
 * POST Vacancy/getVacancyApplicantsCv: the vacancy and, optionally, which of its applications
 * (all of them when left out). Accepted in the query or the JSON body, so both are read with this
 * class (every field optional) and merged by `mergeApplicantsCvInput`.
 */
export class ApplicantsCvInput {
  @ApiPropertyOptional({ description: 'Required (here or in the query)' })
  @IsOptionalWholeNumber(MAX_RECORD_ID, 'applications.vacancyInvalid')
  vacancyId?: number;

  @ApiPropertyOptional({ type: [Number], description: 'Applications of the vacancy to include; all when left out' })
  @IsOptional()
  @ToNumberArray()
  @IsRecordIdList(APPLICATION_LIMITS.zipIds, {
    list: 'applications.applicationIdsInvalid',
    item: 'applications.applicationIdsInvalid',
    tooMany: 'applications.applicationIdsTooMany',
  })
  applicationIds?: number[];
}

/** The body's fields win over the query's. */
export const mergeApplicantsCvInput = (
  query: ApplicantsCvInput,
  body: ApplicantsCvInput | undefined,
): ApplicantsCvInput => ({
  vacancyId: body?.vacancyId ?? query.vacancyId,
  applicationIds: body?.applicationIds ?? query.applicationIds,
});
