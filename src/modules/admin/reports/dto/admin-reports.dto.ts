import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsEnumValue } from '../../../../core/validation/is-enum-value.decorator.js';
import { MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ToNumber } from '../../../../core/validation/transforms.js';
import { ReportItemType, ReportStatus } from '../../../../../shared/content-report.js';
import { AdminPageQuery } from '../../dto/admin-page.dto.js';

/** GET Admin/GetReports: newest first, by status and item type (all when absent). */
export class GetReportsQuery extends AdminPageQuery {
  @ApiPropertyOptional({ enum: [1, 2, 3], description: '1 open, 2 dismissed, 3 actioned' })
  @IsOptional()
  @ToNumber()
  @IsEnumValue(ReportStatus, { message: 'admin.reports.statusInvalid' })
  status?: ReportStatus;

  @ApiPropertyOptional({ enum: [1, 2, 3, 4], description: '1 vacancy, 2 company page, 3 review, 4 invitation' })
  @IsOptional()
  @ToNumber()
  @IsEnumValue(ReportItemType, { message: 'admin.reports.itemTypeInvalid' })
  itemType?: ReportItemType;
}

export class ReportIdQuery {
  @ApiProperty()
  @ToNumber()
  @IsInt({ message: 'admin.reports.reportIdInvalid' })
  @Min(1, { message: 'admin.reports.reportIdInvalid' })
  @Max(MAX_RECORD_ID, { message: 'admin.reports.reportIdInvalid' })
  reportId: number;
}
