import { ApiProperty } from '@nestjs/swagger';
import { IsRecordId } from '../../../../core/validation/is-record-id.decorator.js';

/** ?companyId of the public reads of a company's profile. */
export class CompanyIdQuery {
  @ApiProperty()
  @IsRecordId()
  companyId: number;
}

/** /{id} of GET Benefits/GetCompanyBenefits/{id}: a company id. */
export class CompanyIdParam {
  @ApiProperty()
  @IsRecordId()
  id: number;
}
