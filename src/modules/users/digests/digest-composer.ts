import { VACANCY_ID_FILTERS } from '../../../../shared/list-settings.js';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { NotificationFrequency } from '../../../../shared/enums.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import type { OutgoingMail } from '../../../core/mail/mail-outbox.service.js';
import { type DigestGroupType, type DigestMailGroup, digestMail } from '../../../core/mail/templates/digest-mails.js';
import type { VacancySearchFilter } from '../subscriptions/dto/vacancy-search-filter.js';
import { DigestGroupKind, type DigestMatchRow } from './digest-matcher.js';
import { DigestUnsubscribeToken } from './digest-unsubscribe-token.js';

export interface DigestTalent {
  id: number;
  email: string;
  fullName: string;
  language: Language;
}

export interface ComposedDigest {
  accountId: number;
  vacancyCount: number;
  /** null when nothing matched: no mail. */
  mail: OutgoingMail | null;
}

const GROUP_TYPES: Record<DigestGroupKind, DigestGroupType> = {
  [DigestGroupKind.Company]: 'company',
  [DigestGroupKind.JobFunction]: 'jobFunction',
  [DigestGroupKind.SavedSearch]: 'savedSearch',
};

/** The /vacancies query of a saved search (the client's parameter names, which are the API's). */
export function vacancySearchQuery(filter: VacancySearchFilter): string {
  const params = new URLSearchParams();
  if (filter.searchTerm) params.set('searchTerm', filter.searchTerm);
  for (const field of VACANCY_ID_FILTERS) {
    for (const id of filter[field] ?? []) params.append(field, String(id));
  }
  if (filter.salaryShown) params.set('salaryShown', 'true');
  return params.toString();
}

/** Turns a batch's match rows into one mail per talent with vacancies, in the talent's language. */
@Injectable()
export class DigestComposer {
  private readonly publicUrl: string;

  constructor(
    config: AppConfig,
    private readonly tokens: DigestUnsubscribeToken,
  ) {
    this.publicUrl = config.publicUrl;
  }

  compose(frequency: NotificationFrequency, talents: DigestTalent[], rows: DigestMatchRow[]): ComposedDigest[] {
    const rowsOf = new Map<number, DigestMatchRow[]>();
    for (const row of rows) {
      const list = rowsOf.get(row.account_id);
      if (list) list.push(row);
      else rowsOf.set(row.account_id, [row]);
    }
    return talents.map((talent) => {
      const own = rowsOf.get(talent.id) ?? [];
      if (own.length === 0) return { accountId: talent.id, vacancyCount: 0, mail: null };
      return { accountId: talent.id, vacancyCount: own[0].total, mail: this.mailOf(frequency, talent, own) };
    });
  }

  private mailOf(frequency: NotificationFrequency, talent: DigestTalent, rows: DigestMatchRow[]): OutgoingMail {
    const language = talent.language;
    const groups = new Map<string, DigestMailGroup & { kind: DigestGroupKind }>();
    for (const row of rows) {
      const key = `${row.kind}:${row.ref}`;
      let group = groups.get(key);
      if (!group) {
        group = {
          kind: row.kind,
          type: GROUP_TYPES[row.kind],
          name:
            row.kind === DigestGroupKind.JobFunction
              ? localized(language, row.group_name, row.group_name_ge)
              : row.group_name,
          total: row.group_total,
          vacancies: [],
          allUrl: this.groupUrl(row),
        };
        groups.set(key, group);
      }
      const city = row.city_name ? localized(language, row.city_name, row.city_name_ge) : null;
      group.vacancies.push({
        title: localized(language, row.title, row.title_ge),
        note: city ? `${row.company_name} · ${city}` : row.company_name,
        url: `${this.publicUrl}/vacancies/${row.vacancy_id}`,
      });
    }
    const ordered = [...groups.values()].sort((a, b) => a.kind - b.kind || a.name.localeCompare(b.name, language));
    const unsubscribeUrl = `${this.publicUrl}/api/Users/UnsubscribeDigest?token=${this.tokens.sign(talent.id)}`;
    const content = digestMail(language, {
      kind: frequency === NotificationFrequency.Daily ? 'daily' : 'weekly',
      name: talent.fullName,
      total: rows[0].total,
      groups: ordered,
      vacanciesUrl: `${this.publicUrl}/vacancies`,
      manageUrl: `${this.publicUrl}/userPanel/user-subscriptions`,
      unsubscribeUrl,
    });
    return {
      to: talent.email,
      ...content,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  private groupUrl(row: DigestMatchRow): string {
    switch (row.kind) {
      case DigestGroupKind.Company:
        return `${this.publicUrl}/companies/${encodeURIComponent(row.group_company_slug ?? String(row.ref))}/vacancies`;
      case DigestGroupKind.JobFunction:
        return `${this.publicUrl}/vacancies?jobFunctions=${row.ref}`;
      default: {
        const filter = typeof row.group_search === 'string' ? JSON.parse(row.group_search) : (row.group_search ?? {});
        return `${this.publicUrl}/vacancies?${vacancySearchQuery(filter)}`;
      }
    }
  }
}
