import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception.js';
import { Company } from '../entities/company.entity.js';
import { STATISTICS_TIME_ZONE, type StatisticsBuckets, statisticsBuckets } from './statistics-buckets.js';
import { type StatisticsPeriod, UserActivePage } from '../../../../shared/enums.js';
import type { CompanyStatistics, StatisticsPoint } from './company-statistics.view.js';
import { companyPageVisitCounts } from '../../account/activity/user-activity.sql.js';

/** A company's own statistics panel: profile visits, vacancy visits and applications per day or month. */
@Injectable()
export class CompanyStatisticsService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
  ) {}

  async forAccount(accountId: number, period: StatisticsPeriod): Promise<CompanyStatistics> {
    const company = await this.companies.findOne({ where: { accountId }, select: { id: true } });
    if (!company) throw AppException.notFound('statistics.noCompany');

    // "Today" comes from the database clock, like the visits' created_at.
    const [{ today }]: { today: string }[] = await this.db.query(
      `SELECT to_char((now() AT TIME ZONE '${STATISTICS_TIME_ZONE}')::date, 'YYYY-MM-DD') AS today`,
    );
    const buckets = statisticsBuckets(period, today);
    const visits = await this.visitCounts(company.id, buckets);
    const applications = await this.applicationCounts(company.id, buckets);
    const series = {
      profileVisits: fill(buckets, visits.get(UserActivePage.CompanyPage)),
      vacancyVisits: fill(buckets, visits.get(UserActivePage.VacancyPage)),
      applications: fill(buckets, applications),
    };
    return {
      period,
      from: buckets.from,
      to: buckets.to,
      series,
      totals: {
        profileVisits: sum(series.profileVisits),
        vacancyVisits: sum(series.vacancyVisits),
        applications: sum(series.applications),
      },
    };
  }

  /** page → bucket date → visits, for the company's profile and vacancy pages in the period
   *  (from the first bucket's midnight to the end of today, in Georgia). */
  private async visitCounts(companyId: number, buckets: StatisticsBuckets): Promise<Map<number, Map<string, number>>> {
    const rows = await companyPageVisitCounts(this.db, companyId, STATISTICS_TIME_ZONE, buckets);
    const counts = new Map<number, Map<string, number>>();
    for (const row of rows) {
      if (!counts.has(row.page)) counts.set(row.page, new Map());
      counts.get(row.page)!.set(row.bucket, row.count);
    }
    return counts;
  }

  /** bucket date → applications to the company's vacancies in the period (same calendar as the visits). */
  private async applicationCounts(companyId: number, buckets: StatisticsBuckets): Promise<Map<string, number>> {
    const rows: { bucket: string; count: number }[] = await this.db.query(
      `SELECT to_char(date_trunc($2, a.created_at AT TIME ZONE '${STATISTICS_TIME_ZONE}'), 'YYYY-MM-DD') AS bucket,
              count(*)::int AS count
       FROM application a JOIN vacancy v ON v.id = a.vacancy_id
       WHERE v.company_id = $1
         AND a.created_at >= ($3::date::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}')
         AND a.created_at < (($4::date + 1)::timestamp AT TIME ZONE '${STATISTICS_TIME_ZONE}')
       GROUP BY bucket`,
      [companyId, buckets.unit, buckets.from, buckets.to],
    );
    return new Map(rows.map((row) => [row.bucket, Number(row.count)]));
  }
}

const fill = (buckets: StatisticsBuckets, counts: Map<string, number> | undefined): StatisticsPoint[] =>
  buckets.dates.map((date) => ({ date, count: counts?.get(date) ?? 0 }));

const sum = (points: StatisticsPoint[]): number => points.reduce((total, point) => total + point.count, 0);
