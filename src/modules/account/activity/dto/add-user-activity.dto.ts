import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsEnumValue } from '../../../../core/validation/is-enum-value.decorator.js';
import { IsRecordId } from '../../../../core/validation/is-record-id.decorator.js';
import { ToNumber } from '../../../../core/validation/transforms.js';
import { UserActivePage } from '../../../../../shared/enums.js';

/**
 * `POST Account/AddUserActivity?userActivePage&CompanyId&VacancyId`: the spec's client sends the
 * fields in the query; a JSON body with the same fields is accepted too. Both are validated with
 * this class (every field optional here); the service merges them and checks which are required.
 */
export class AddUserActivityInput {
  @ApiPropertyOptional({
    enum: UserActivePage,
    description: '1 LandingPage, 2 CompaniesSearch, 3 VacanciesSearch, 4 CompanyPage, 5 VacancyPage',
  })
  @IsOptional()
  @ToNumber()
  // Not @IsEnum: a numeric enum also holds its member names, so IsEnum would let 'CompanyPage' through.
  @IsEnumValue(UserActivePage, { message: 'statistics.pageInvalid' })
  userActivePage?: UserActivePage;

  @ApiPropertyOptional({ description: 'Required for CompanyPage (4)' })
  @IsOptional()
  @IsRecordId()
  companyId?: number;

  @ApiPropertyOptional({ description: 'Required for VacancyPage (5)' })
  @IsOptional()
  @IsRecordId()
  vacancyId?: number;
}

/** The body's fields win over the query's; either may be absent. */
export function mergeActivityInput(
  query: AddUserActivityInput,
  body: AddUserActivityInput | undefined,
): AddUserActivityInput {
  return {
    userActivePage: body?.userActivePage ?? query.userActivePage,
    companyId: body?.companyId ?? query.companyId,
    vacancyId: body?.vacancyId ?? query.vacancyId,
  };
}
