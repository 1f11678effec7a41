import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRequiredId, TrimText } from '../../vacancy/applications/dto/application-fields.rules.js';
import { IsEnumValue } from '../../../core/validation/is-enum-value.decorator.js';
import { ToNumber } from '../../../core/validation/transforms.js';
import { REPORT_DETAILS_MAX, ReportItemType, ReportReason } from '../../../../shared/content-report.js';

/** A required value of a numeric enum, with our messages. */
const IsRequiredEnum = (enumeration: Record<string, string | number>, required: string, invalid: string) =>
  applyDecorators(ToNumber(), IsNotEmpty({ message: required }), IsEnumValue(enumeration, { message: invalid }));

/** POST Reports/CreateReport. Rules run in the order written. */
export class CreateReportBody {
  @ApiProperty({
    enum: [1, 2, 3, 4],
    description: '1 vacancy, 2 company page, 3 review, 4 invitation (its talent only)',
  })
  @IsRequiredEnum(ReportItemType, 'reports.itemTypeRequired', 'reports.itemTypeInvalid')
  itemType: ReportItemType;

  @ApiProperty({ description: "The vacancy's, company's, review's or invitation's id" })
  @IsRequiredId('reports.itemIdRequired', 'reports.itemIdInvalid')
  itemId: number;

  @ApiProperty({ enum: [1, 2, 3], description: '1 fake, 2 spam, 3 offensive' })
  @IsRequiredEnum(ReportReason, 'reports.reasonRequired', 'reports.reasonInvalid')
  reason: ReportReason;

  @ApiPropertyOptional({ maxLength: REPORT_DETAILS_MAX, description: 'What is wrong, in the reporter’s words' })
  @applyDecorators(
    TrimText(),
    IsOptional(),
    IsString({ message: 'reports.detailsInvalid' }),
    MaxLength(REPORT_DETAILS_MAX, { message: 'reports.detailsTooLong', context: { max: REPORT_DETAILS_MAX } }),
  )
  details?: string;
}
