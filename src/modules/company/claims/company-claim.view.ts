import { ApiProperty } from '@nestjs/swagger';
import { CompanyListItem } from '../company-list-item.sql.js';
import { ClaimStatus } from '../../../../shared/enums.js';

/** A claim as its author (and later the back office) sees it. */
export class CompanyClaimView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  companyId: number;
  @ApiProperty({ type: CompanyListItem })
  company: CompanyListItem;
  @ApiProperty({ type: String, nullable: true })
  message: string | null;
  @ApiProperty({ enum: ClaimStatus })
  status: ClaimStatus;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: Date | null;
}
