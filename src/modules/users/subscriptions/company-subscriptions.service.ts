import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import type { NotificationFrequency } from '../../../../shared/enums.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import { returnedRows } from '../../../database/returned-rows.js';
import type { UpdateSubscribedCompaniesBody } from './dto/subscription.dto.js';
import { SUBSCRIPTION_LIMITS } from './dto/subscription-fields.rules.js';
import { lockAccount, showNotifications } from '../../account/account.sql.js';
import { companyName, existingCompanyIds } from '../../company/company.sql.js';
import { frequencyToSave, replaceGroup } from './subscriber-account.js';
import { loadSubscribedCompanies, type SubscribedCompaniesView } from './subscription.view.js';

/** A talent's subscriptions to companies: one group with one frequency. */
@Injectable()
export class CompanySubscriptionsService {
  constructor(private readonly db: DataSource) {}

  list(session: AuthSession): Promise<SubscribedCompaniesView> {
    return loadSubscribedCompanies(this.db, session.accountId);
  }

  /** POST Users/UpdateUserSubscribedCompanies: the set becomes exactly these companies. */
  async replace(session: AuthSession, body: UpdateSubscribedCompaniesBody): Promise<MessageRef> {
    const companyIds = [...new Set(body.companyIds)];
    const known = await existingCompanyIds(this.db, companyIds);
    if (known.length !== companyIds.length) throw AppException.validation('companyIds', 'subscriptions.unknownCompany');
    await replaceGroup(this.db, 'company_subscription', session.accountId, companyIds, body.frequency);
    return { key: 'subscriptions.companiesSaved' };
  }

  /** POST Users/SubscribeToCompany: adds one (already there: the same answer, no copy). A frequency
   *  given sets the whole group's, since the panel shows one frequency for it. */
  async subscribe(
    session: AuthSession,
    companyId: number,
    asked: NotificationFrequency | undefined,
  ): Promise<MessageRef> {
    const company = await this.nameOf(companyId);
    await this.db.transaction(async (manager) => {
      await lockAccount(manager, session.accountId);
      const frequency = await frequencyToSave(manager, 'company_subscription', session.accountId, asked);
      const [{ count, subscribed }]: { count: number; subscribed: boolean }[] = await manager.query(
        `SELECT count(*)::int AS count, bool_or(company_id = $2) AS subscribed FROM company_subscription WHERE account_id = $1`,
        [session.accountId, companyId],
      );
      if (!subscribed && Number(count) >= SUBSCRIPTION_LIMITS.companies) {
        throw AppException.validation('companyId', 'subscriptions.companyIdsTooMany', {
          max: SUBSCRIPTION_LIMITS.companies,
        });
      }
      await manager.query(
        `INSERT INTO company_subscription (account_id, company_id, frequency) VALUES ($1, $2, $3)
         ON CONFLICT (account_id, company_id) DO NOTHING`,
        [session.accountId, companyId, frequency],
      );
      if (asked !== undefined) {
        await manager.query(
          'UPDATE company_subscription SET frequency = $2 WHERE account_id = $1 AND frequency <> $2',
          [session.accountId, asked],
        );
      }
      await showNotifications(manager, session.accountId);
    });
    return { key: 'subscriptions.subscribed', args: { company } };
  }

  /** POST Users/UnsubscribeFromCompany: removes one, also the last one. */
  async unsubscribe(session: AuthSession, companyId: number): Promise<MessageRef> {
    const company = await this.nameOf(companyId);
    const removed = returnedRows(
      await this.db.query(
        'DELETE FROM company_subscription WHERE account_id = $1 AND company_id = $2 RETURNING company_id',
        [session.accountId, companyId],
      ),
    );
    if (removed.length === 0) throw AppException.notFound('subscriptions.notSubscribed');
    return { key: 'subscriptions.unsubscribed', args: { company } };
  }

  private async nameOf(companyId: number): Promise<string> {
    const company = await companyName(this.db, companyId);
    if (!company) throw AppException.notFound('subscriptions.companyNotFound');
    return company.name;
  }
}
