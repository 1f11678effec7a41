import { ApiProperty } from '@nestjs/swagger';
import { StatisticsPeriod } from '../../../../shared/enums.js';

/** Classes only so the OpenAPI document (and the client's generated types) describe the answer:
 *  the service builds plain objects of these shapes. */

/** One bucket of a series. */
export class StatisticsPoint {
  @ApiProperty({
    description: "The first day of the bucket, YYYY-MM-DD (a day for week and month, a month's first day for year)",
    example: '2026-01-31',
  })
  date: string;
  @ApiProperty()
  count: number;
}

/** The three series, a point per bucket, oldest first. */
export class StatisticsSeries {
  @ApiProperty({ type: [StatisticsPoint], description: "Visits of the company's profile page" })
  profileVisits: StatisticsPoint[];
  @ApiProperty({ type: [StatisticsPoint], description: "Visits of the company's vacancy pages" })
  vacancyVisits: StatisticsPoint[];
  @ApiProperty({ type: [StatisticsPoint], description: "Applications to the company's vacancies" })
  applications: StatisticsPoint[];
}

/** Each series summed over the period. */
export class StatisticsTotals {
  @ApiProperty()
  profileVisits: number;
  @ApiProperty()
  vacancyVisits: number;
  @ApiProperty()
  applications: number;
}

/** GetCompanyStatistics: the company's counts over the period, in Georgia's time. */
export class CompanyStatistics {
  @ApiProperty({ enum: StatisticsPeriod })
  period: StatisticsPeriod;
  @ApiProperty({ description: "The first bucket's date, YYYY-MM-DD" })
  from: string;
  @ApiProperty({ description: "Today in Georgia's time, YYYY-MM-DD" })
  to: string;
  @ApiProperty({ type: StatisticsSeries })
  series: StatisticsSeries;
  @ApiProperty({ type: StatisticsTotals })
  totals: StatisticsTotals;
}
