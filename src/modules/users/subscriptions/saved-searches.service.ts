import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { NotificationFrequency } from '../../../../shared/enums.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { Language } from '../../../core/i18n/language.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import { returnedRows } from '../../../database/returned-rows.js';
import type { CreateUpdateSubscriptionBody } from './dto/subscription.dto.js';
import { SUBSCRIPTION_LIMITS } from './dto/subscription-fields.rules.js';
import { summarizeSearch } from './search-summary.js';
import { lockAccount, showNotifications } from '../../account/account.sql.js';
import { loadSavedSearches, type SavedSearchView } from './subscription.view.js';
import {
  invalidSearchFilterFields,
  isEmptySearchFilter,
  normalizeSearchFilter,
  type VacancySearchFilter,
} from './dto/vacancy-search-filter.js';

interface StoredSearch {
  id: number;
  frequency: NotificationFrequency;
}

/** A talent's saved vacancy searches (filtered job subscriptions). One filter is saved once. */
@Injectable()
export class SavedSearchesService {
  constructor(private readonly db: DataSource) {}

  list(session: AuthSession): Promise<SavedSearchView[]> {
    return loadSavedSearches(this.db, session.accountId);
  }

  /** POST Users/CreateUpdateSubscriptions: a new saved search, or (with id) a change to one's own.
   *  A filter the talent already saved changes that one instead of adding a copy. */
  async save(session: AuthSession, body: CreateUpdateSubscriptionBody, language: Language): Promise<MessageRef> {
    const filter = await this.checkedFilter(body);
    return this.db.transaction(async (manager) => {
      await lockAccount(manager, session.accountId);
      // Saving a search asks for its digest: like saving companies or job functions, it turns digests back on.
      await showNotifications(manager, session.accountId);
      const name = async () => body.name ?? summarizeSearch(manager, filter, language);
      const edited = body.id === undefined ? null : await this.own(manager, session.accountId, body.id);
      const [same]: StoredSearch[] = await manager.query(
        'SELECT id, frequency FROM search_subscription WHERE account_id = $1 AND search = $2::jsonb AND id <> $3 ORDER BY id LIMIT 1',
        [session.accountId, JSON.stringify(filter), edited?.id ?? 0],
      );
      if (edited) {
        // The edited search takes the place of the one that already had its new filter.
        if (same) await manager.query('DELETE FROM search_subscription WHERE id = $1', [same.id]);
        await this.update(manager, edited.id, await name(), filter, body.frequency ?? edited.frequency);
        return { key: 'subscriptions.updated' };
      }
      if (same) {
        await this.update(manager, same.id, body.name ?? null, filter, body.frequency ?? same.frequency);
        return { key: 'subscriptions.updated' };
      }
      await this.assertRoomForOneMore(manager, session.accountId);
      await manager.query(
        'INSERT INTO search_subscription (account_id, name, search, frequency) VALUES ($1, $2, $3::jsonb, $4)',
        [session.accountId, await name(), JSON.stringify(filter), body.frequency ?? NotificationFrequency.Weekly],
      );
      return { key: 'subscriptions.created' };
    });
  }

  /** POST Users/DeleteSubscription: only one's own (404 for another's or an unknown one). */
  async delete(session: AuthSession, subscriptionId: number): Promise<MessageRef> {
    const removed = returnedRows(
      await this.db.query('DELETE FROM search_subscription WHERE id = $1 AND account_id = $2 RETURNING id', [
        subscriptionId,
        session.accountId,
      ]),
    );
    if (removed.length === 0) throw AppException.notFound('subscriptions.subscriptionNotFound');
    return { key: 'subscriptions.deleted' };
  }

  /** The normalised filter: it must narrow something and name only items of the right dictionaries. */
  private async checkedFilter(body: CreateUpdateSubscriptionBody): Promise<VacancySearchFilter> {
    const filter = normalizeSearchFilter(body.search);
    if (isEmptySearchFilter(filter)) throw AppException.validation('search', 'subscriptions.searchRequired');
    const invalid = await invalidSearchFilterFields(this.db, filter);
    if (invalid.length) {
      throw new AppException(
        AppErrorCode.ValidationFailed,
        Object.fromEntries(
          invalid.map((field) => [
            `search.${field}`,
            [{ key: 'subscriptions.unknownFilterItem', args: { property: field } }],
          ]),
        ),
      );
    }
    return filter;
  }

  private async own(manager: EntityManager, accountId: number, id: number): Promise<StoredSearch> {
    const [row]: StoredSearch[] = await manager.query(
      'SELECT id, frequency FROM search_subscription WHERE id = $1 AND account_id = $2',
      [id, accountId],
    );
    if (!row) throw AppException.notFound('subscriptions.subscriptionNotFound');
    return row;
  }

  /** `name` null keeps the stored one. */
  private async update(
    manager: EntityManager,
    id: number,
    name: string | null,
    filter: VacancySearchFilter,
    frequency: NotificationFrequency,
  ) {
    await manager.query(
      `UPDATE search_subscription SET name = coalesce($2, name), search = $3::jsonb, frequency = $4, updated_at = now() WHERE id = $1`,
      [id, name, JSON.stringify(filter), frequency],
    );
  }

  private async assertRoomForOneMore(manager: EntityManager, accountId: number): Promise<void> {
    const [{ count }]: { count: number }[] = await manager.query(
      'SELECT count(*)::int AS count FROM search_subscription WHERE account_id = $1',
      [accountId],
    );
    if (Number(count) >= SUBSCRIPTION_LIMITS.savedSearches) {
      throw AppException.validation('_', 'subscriptions.tooManySearches', { max: SUBSCRIPTION_LIMITS.savedSearches });
    }
  }
}
