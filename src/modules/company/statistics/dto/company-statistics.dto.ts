import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum } from 'class-validator';
import { StatisticsPeriod } from '../../../../../shared/enums.js';

export class CompanyStatisticsQuery {
  @ApiProperty({
    enum: StatisticsPeriod,
    description: 'week: 7 days, month: 30 days (daily buckets); year: 12 months (monthly buckets)',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEnum(StatisticsPeriod, { message: 'statistics.periodInvalid' })
  period: StatisticsPeriod;
}
