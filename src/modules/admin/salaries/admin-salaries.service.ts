import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import { ReadCache } from '../../../core/cache/read-cache.service.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { currencyRates, setCurrencyRate } from '../../common/currency-rates.sql.js';
import {
  SALARY_CACHE_PREFIX,
  salaryRunDate,
  SalaryInsightRunner,
} from '../../salaries/salary-insight-runner.service.js';
import type { SalaryRecomputeView } from '../../salaries/salary-insights.view.js';
import type { AdminCurrencyRate } from './admin-currency-rate.view.js';
import type { SetCurrencyRateBody } from './dto/admin-salaries.dto.js';

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isCalendarDay = (text: string): boolean => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** The back office's currency rates and the salary insights' run. */
@Injectable()
export class AdminSalariesService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLogService,
    private readonly cache: ReadCache,
    private readonly runner: SalaryInsightRunner,
  ) {}

  async rates(): Promise<AdminCurrencyRate[]> {
    return (await currencyRates(this.db)).map((rate) => ({
      currency: rate.currency,
      gelPerUnit: rate.gelPerUnit,
      rateDate: rate.rateDate,
      updatedAt: new Date(rate.updatedAt).toISOString(),
    }));
  }

  /** Sets a rate (audited `currencyRate.set`); the figures follow at the next run or recompute. */
  async setRate(staff: AuthSession, body: SetCurrencyRateBody): Promise<AdminCurrencyRate[]> {
    if (!isCalendarDay(body.rateDate)) throw AppException.validation('rateDate', 'admin.currencyRates.rateDateInvalid');
    // Tbilisi is the furthest east the staff are: its today is nobody's future.
    if (body.rateDate > salaryRunDate())
      throw AppException.validation('rateDate', 'admin.currencyRates.rateDateInFuture');
    await this.db.transaction(async (manager) => {
      const before = await setCurrencyRate(manager, body, staff.accountId);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'currencyRate.set',
          before: before && { currency: before.currency, gelPerUnit: before.gelPerUnit, rateDate: before.rateDate },
          after: { currency: body.currency, gelPerUnit: body.gelPerUnit, rateDate: body.rateDate },
        },
        manager,
      );
    });
    this.cache.forget(SALARY_CACHE_PREFIX);
    return this.rates();
  }

  /** Recomputes now under the day's claim (audited `salaryInsights.recompute`). */
  async recompute(staff: AuthSession): Promise<SalaryRecomputeView> {
    const finishedAt = await this.runner.runNow(staff.accountId);
    await this.audit.record({
      actorAccountId: staff.accountId,
      action: 'salaryInsights.recompute',
      after: { computedAt: finishedAt.toISOString() },
    });
    return { computedAt: finishedAt.toISOString() };
  }
}
