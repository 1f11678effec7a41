import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import { VacancyStatus } from '../../../../../shared/enums.js';
import { MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ToNumber } from '../../../../core/validation/transforms.js';
import { COMPANY_VACANCIES_PAGE_SIZE } from '../../../../../shared/list-settings.js';

export { COMPANY_VACANCIES_PAGE_SIZE };
export const COMPANY_VACANCIES_MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

const IsWholeNumber = (max: number, message: string) =>
  applyDecorators(IsOptional(), ToNumber(), IsInt({ message }), Min(1, { message }), Max(max, { message }));

/** Rules run in the order given: a missing id is "required", not "invalid". */
const IsVacancyId = () =>
  applyDecorators(
    ToNumber(),
    IsNotEmpty({ message: 'vacancies.vacancyIdRequired' }),
    IsInt({ message: 'vacancies.vacancyIdInvalid' }),
    Min(1, { message: 'vacancies.vacancyIdInvalid' }),
    Max(MAX_RECORD_ID, { message: 'vacancies.vacancyIdInvalid' }),
  );

/** ?vacancyId= of the company's own vacancy calls. */
export class VacancyIdQuery {
  @ApiProperty()
  @IsVacancyId()
  vacancyId: number;
}

/** GET Vacancy/GetAuthorizeCompanyVacancies: one of the panel's three lists, a page of it. */
export class CompanyVacanciesQuery {
  @ApiPropertyOptional({ enum: [1, 2, 3], default: 1, description: '1 active, 2 ended (NoneActive), 3 drafts' })
  @IsOptional()
  @ToNumber()
  @IsIn([VacancyStatus.Active, VacancyStatus.Ended, VacancyStatus.Draft], { message: 'vacancies.listTypeInvalid' })
  type: VacancyStatus = VacancyStatus.Active;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsWholeNumber(MAX_PAGE, 'vacancies.pageInvalid')
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: COMPANY_VACANCIES_MAX_PAGE_SIZE, default: COMPANY_VACANCIES_PAGE_SIZE })
  @IsWholeNumber(COMPANY_VACANCIES_MAX_PAGE_SIZE, 'vacancies.pageSizeInvalid')
  pageSize: number = COMPANY_VACANCIES_PAGE_SIZE;
}
