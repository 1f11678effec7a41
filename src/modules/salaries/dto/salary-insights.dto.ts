import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_RECORD_ID } from '../../../core/validation/is-record-id.decorator.js';
import { ToNumber } from '../../../core/validation/transforms.js';

/** An optional dictionary id, with the field's own message. */
const OptionalItemId = (message: string) =>
  applyDecorators(IsOptional(), ToNumber(), IsInt({ message }), Min(1, { message }), Max(MAX_RECORD_ID, { message }));

/** GET Salaries/GetSalaryInsights: the group (each filter left out stands for all). */
export class SalaryInsightsQuery {
  @ApiPropertyOptional({ description: 'A technology (dictionary type 8)' })
  @OptionalItemId('salaries.technologyIdInvalid')
  technologyId?: number;

  @ApiPropertyOptional({ description: 'A level of experience (dictionary type 5)' })
  @OptionalItemId('salaries.experienceIdInvalid')
  experienceId?: number;

  @ApiPropertyOptional({ description: 'A city (dictionary type 2)' })
  @OptionalItemId('salaries.cityIdInvalid')
  cityId?: number;

  @ApiPropertyOptional({ enum: ['en', 'ka'], description: 'The names’ language (else Accept-Language)' })
  @IsOptional()
  @IsIn(['en', 'ka'], { message: 'salaries.langInvalid' })
  lang?: 'en' | 'ka';
}

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET Salaries/Export. */
export class SalaryExportQuery extends SalaryInsightsQuery {
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'json' })
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: 'salaries.formatInvalid' })
  format: ExportFormat = 'json';
}

export const CHART_SOURCES = ['vacancies', 'talents'] as const;
export type ChartSource = (typeof CHART_SOURCES)[number];

/** GET Salaries/Chart.svg and Chart.png. */
export class SalaryChartQuery extends SalaryInsightsQuery {
  @ApiPropertyOptional({ enum: CHART_SOURCES, default: 'vacancies' })
  @IsOptional()
  @IsIn(CHART_SOURCES, { message: 'salaries.sourceInvalid' })
  source: ChartSource = 'vacancies';
}
