import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { IsRecordId } from '../../../../core/validation/is-record-id.decorator.js';
import { ToBoolean } from '../../../../core/validation/transforms.js';

/** `{ vacancyId }`, in the query or (SearchCompanySimAndOtherVacancies) the body. Optional here so
 *  that a missing id gets the product's own message from the service. */
export class VacancyIdInput {
  @ApiPropertyOptional({ description: 'Required' })
  @IsOptional()
  @IsRecordId()
  vacancyId?: number;
}

export class GetVacancyQuery extends VacancyIdInput {
  @ApiPropertyOptional({
    description: 'Staff looking from the back office: also drafts and vacancies waiting for review',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  fromAdmin?: boolean;
}
