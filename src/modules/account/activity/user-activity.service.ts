import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { VacancyOwnerQuery } from '../../vacancy/vacancy-owner.sql.js';
import { Company } from '../../company/entities/company.entity.js';
import { isLikelyBot } from './bot-user-agents.js';
import type { AddUserActivityInput } from './dto/add-user-activity.dto.js';
import { UserActivePage } from '../../../../shared/enums.js';
import { visitorKey } from './visitor-key.js';

/** Who made the visit, as the controller hands it over. */
export interface ActivityCaller {
  session: AuthSession | undefined;
  ip: string | undefined;
  userAgent: string | undefined;
}

interface VisitTarget {
  page: UserActivePage;
  companyId: number | null;
  vacancyId: number | null;
  /** The account of the company the page belongs to: its own visits are not counted. */
  ownerAccountId: number | null;
}

/** First of the two keys of pg_advisory_xact_lock(int, int): the lock space of visit recording, so
 *  its locks stay apart from other advisory locks (a clash would only cost a short wait). */
const VISIT_LOCK_SPACE = 0x75_61_63; // "uac"

/** A repeat visit of the same page (and company or vacancy) by the same visitor within this window counts once. */
const REPEAT_WINDOW = "interval '30 minutes'";

/** Records page visits (`Account/AddUserActivity`), the raw material of the company statistics. */
@Injectable()
export class UserActivityService {
  private readonly keySecret: string;

  constructor(
    private readonly db: DataSource,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    private readonly vacancies: VacancyOwnerQuery,
    config: AppConfig,
  ) {
    this.keySecret = `user-activity:${config.jwtSecret}`;
  }

  /** True when the visit was counted; false for bots, a company on its own pages, a view-as session
   *  and a repeat within 30 minutes. 400 for a missing page or id, 404 for an unknown company or vacancy. */
  async record(input: AddUserActivityInput, caller: ActivityCaller): Promise<boolean> {
    const target = await this.targetOf(input, caller.session);
    if (caller.session?.viewAs) return false; // the guard already refuses it (read-only); never counted either way
    if (isLikelyBot(caller.userAgent)) return false;
    if (target.ownerAccountId !== null && caller.session?.accountId === target.ownerAccountId) return false;

    const key = visitorKey(this.keySecret, {
      accountId: caller.session?.accountId ?? null,
      ip: caller.ip,
      userAgent: caller.userAgent,
    });
    // A sliding 30-minute window cannot be a unique key (a fixed bucket would count visits at 10:29 and
    // 10:31 twice, and it would need a schema change), so the check and the insert are one statement
    // run under a transaction-scoped advisory lock on the visitor: two parallel calls of the same
    // visitor queue on the lock, and the second one's INSERT (a new snapshot under READ COMMITTED)
    // sees the first one's committed row and inserts nothing. Other visitors are not held up.
    return this.db.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [VISIT_LOCK_SPACE, key]);
      const inserted: unknown[] = await manager.query(
        `INSERT INTO user_activity (page, company_id, vacancy_id, visitor_key)
         SELECT $1::smallint, $2::integer, $3::integer, $4::char(64)
         WHERE NOT EXISTS (
           SELECT 1 FROM user_activity
           WHERE visitor_key = $4::char(64) AND page = $1::smallint
             AND company_id IS NOT DISTINCT FROM $2::integer AND vacancy_id IS NOT DISTINCT FROM $3::integer
             AND created_at > now() - ${REPEAT_WINDOW})
         RETURNING id`,
        [target.page, target.companyId, target.vacancyId, key],
      );
      return inserted.length > 0;
    });
  }

  /** The page with the ids it needs, checked; ids a page does not use are ignored (stored as NULL). */
  private async targetOf(input: AddUserActivityInput, session: AuthSession | undefined): Promise<VisitTarget> {
    const page = input.userActivePage;
    if (page === undefined) throw AppException.validation('userActivePage', 'statistics.pageRequired');
    switch (page) {
      case UserActivePage.CompanyPage: {
        if (input.companyId === undefined) throw AppException.validation('companyId', 'statistics.companyRequired');
        const company = await this.company(input.companyId);
        if (!company) throw AppException.notFound('statistics.companyNotFound');
        return { page, companyId: company.id, vacancyId: null, ownerAccountId: company.accountId };
      }
      case UserActivePage.VacancyPage: {
        if (input.vacancyId === undefined) throw AppException.validation('vacancyId', 'statistics.vacancyRequired');
        const vacancy = await this.vacancies.ownerOf(input.vacancyId);
        const company = vacancy ? await this.company(vacancy.companyId) : null;
        if (!vacancy || !company) throw AppException.notFound('statistics.vacancyNotFound');
        const isOwner = company.accountId !== null && session?.accountId === company.accountId;
        // Only its own company previews a draft; to anyone else it does not exist.
        if (vacancy.isDraft && !isOwner) throw AppException.notFound('statistics.vacancyNotFound');
        return { page, companyId: company.id, vacancyId: input.vacancyId, ownerAccountId: company.accountId };
      }
      default:
        return { page, companyId: null, vacancyId: null, ownerAccountId: null };
    }
  }

  private company(id: number): Promise<Pick<Company, 'id' | 'accountId'> | null> {
    return this.companies.findOne({ where: { id }, select: { id: true, accountId: true } });
  }
}
