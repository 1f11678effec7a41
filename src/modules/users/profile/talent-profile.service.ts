import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { DictionaryType } from '../../../../shared/enums.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { UpdateTalentProfileBody } from './dto/talent-profile.dto.js';
import type { UserProfileView } from './user-profile.view.js';
import { UserProfileService } from './user-profile.service.js';

/** The talent profile beyond field, level and technologies: headline, summary, links, phone,
 *  desired salary, work formats, cities and "open to offers" (table talent_profile). */
@Injectable()
export class TalentProfileService {
  constructor(
    private readonly db: DataSource,
    private readonly profiles: UserProfileService,
  ) {}

  /** POST Users/UpdateTalentProfile: replaces the whole profile; answers the talent's profile. */
  async update(session: AuthSession, body: UpdateTalentProfileBody): Promise<UserProfileView> {
    const salary = this.checkedSalary(body);
    const workLocationIds = await this.profiles.checkedIds(
      DictionaryType.WorkLocation,
      body.workLocationIds,
      'workLocationIds',
    );
    const cityIds = await this.profiles.checkedIds(DictionaryType.City, body.cityIds, 'cityIds');
    await this.db.query(
      `INSERT INTO talent_profile AS p (account_id, headline, headline_ge, summary, summary_ge, linkedin_url, github_url, portfolio_url, phone,
                                        desired_salary_min, desired_salary_max, desired_salary_currency, work_location_ids, city_ids, open_to_offers, share_salary_for_insights)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::int[], $14::int[], $15, $16)
       ON CONFLICT (account_id) DO UPDATE SET
         headline = EXCLUDED.headline, headline_ge = EXCLUDED.headline_ge, summary = EXCLUDED.summary, summary_ge = EXCLUDED.summary_ge,
         linkedin_url = EXCLUDED.linkedin_url, github_url = EXCLUDED.github_url, portfolio_url = EXCLUDED.portfolio_url, phone = EXCLUDED.phone,
         desired_salary_min = EXCLUDED.desired_salary_min, desired_salary_max = EXCLUDED.desired_salary_max,
         desired_salary_currency = EXCLUDED.desired_salary_currency, work_location_ids = EXCLUDED.work_location_ids,
         city_ids = EXCLUDED.city_ids, open_to_offers = EXCLUDED.open_to_offers,
         share_salary_for_insights = EXCLUDED.share_salary_for_insights, updated_at = now()`,
      [
        session.accountId,
        body.headline ?? null,
        body.headlineGe ?? null,
        body.summary ?? null,
        body.summaryGe ?? null,
        body.linkedinUrl ?? null,
        body.githubUrl ?? null,
        body.portfolioUrl ?? null,
        body.phone ?? null,
        salary.min,
        salary.max,
        salary.currency,
        workLocationIds,
        cityIds,
        body.openToOffers,
        body.shareSalaryForInsights,
      ],
    );
    return this.profiles.profile(session);
  }

  /** A range needs its currency and its lower end not above its upper end; a currency alone is dropped. */
  private checkedSalary(body: UpdateTalentProfileBody): {
    min: number | null;
    max: number | null;
    currency: number | null;
  } {
    const min = body.desiredSalaryMin ?? null;
    const max = body.desiredSalaryMax ?? null;
    if (min === null && max === null) return { min, max, currency: null };
    if (min !== null && max !== null && min > max)
      throw AppException.validation('desiredSalaryMax', 'profile.salaryRange');
    const currency = body.desiredSalaryCurrency ?? null;
    if (currency === null) throw AppException.validation('desiredSalaryCurrency', 'profile.currencyRequired');
    return { min, max, currency };
  }
}
