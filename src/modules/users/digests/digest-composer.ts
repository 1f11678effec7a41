import { VACANCY_ID_FILTERS } from '../../../../shared/list-settings.js';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { NotificationFrequency } from '../../../../shared/enums.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import type { OutgoingMail } from '../../../core/mail/mail-outbox.service.js';
import {
  type DigestGroupType,
  digestMail,
  type DigestMailMore,
  type DigestMailSource,
  type DigestMailVacancy,
} from '../../../core/mail/templates/digest-mails.js';
import { type MatchTalent, scoreMatch, type VacancyMatch } from '../../../../shared/match/vacancy-match.js';
import type { VacancySearchFilter } from '../subscriptions/dto/vacancy-search-filter.js';
import type { BothNames, DigestVacancy } from './digest-inputs.sql.js';
import { type DigestCandidates, DigestGroupKind, type DigestSource } from './digest-matcher.js';
import type { DigestBatchInputs } from './digest-run-context.js';
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

/** The most vacancies a digest lists; links per subscription lead to the rest. */
export const LISTED_VACANCIES = 10;

interface Scored {
  vacancy: DigestVacancy;
  sources: DigestSource[];
  match: VacancyMatch;
}

const NO_PROFILE: MatchTalent = {
  technologyIds: [],
  levelRank: null,
  workLocationIds: [],
  cityIds: [],
  desiredSalary: null,
};

/** Best match first (shared/match's score), then newest. */
const byMatch = (a: Scored, b: Scored) =>
  b.match.score - a.match.score || b.vacancy.publishedAt - a.vacancy.publishedAt || b.vacancy.id - a.vacancy.id;

const sourceKey = (source: DigestSource) => `${source.kind}:${source.ref}`;

/** Turns a batch's candidates into one mail per talent with vacancies, in the talent's language. */
@Injectable()
export class DigestComposer {
  private readonly publicUrl: string;

  constructor(
    config: AppConfig,
    private readonly tokens: DigestUnsubscribeToken,
  ) {
    this.publicUrl = config.publicUrl;
  }

  compose(
    frequency: NotificationFrequency,
    talents: DigestTalent[],
    candidates: DigestCandidates[],
    inputs: DigestBatchInputs,
  ): ComposedDigest[] {
    const candidatesOf = new Map(candidates.map((talent) => [talent.accountId, talent.sources]));
    return talents.map((talent) => {
      const scored = this.scored(
        candidatesOf.get(talent.id),
        inputs.talents.get(talent.id)?.match ?? NO_PROFILE,
        inputs,
      );
      if (scored.length === 0) return { accountId: talent.id, vacancyCount: 0, mail: null };
      return {
        accountId: talent.id,
        vacancyCount: scored.length,
        mail: this.mailOf(frequency, talent, scored, inputs),
      };
    });
  }

  /** The talent's vacancies with their match, best first (a vacancy gone since the match is left out). */
  private scored(
    sources: Map<number, DigestSource[]> | undefined,
    talent: MatchTalent,
    inputs: DigestBatchInputs,
  ): Scored[] {
    const scored: Scored[] = [];
    for (const [vacancyId, vacancySources] of sources ?? []) {
      const vacancy = inputs.vacancies.get(vacancyId);
      if (vacancy) scored.push({ vacancy, sources: vacancySources, match: scoreMatch(talent, vacancy.match) });
    }
    return scored.sort(byMatch);
  }

  private mailOf(
    frequency: NotificationFrequency,
    talent: DigestTalent,
    scored: Scored[],
    inputs: DigestBatchInputs,
  ): OutgoingMail {
    const language = talent.language;
    const named = (name: BothNames) => localized(language, name.name, name.nameGe);
    const companies = new Map(scored.map(({ vacancy }) => [vacancy.companyId, vacancy]));
    const sourceOf = (source: DigestSource): DigestMailSource => ({
      type: GROUP_TYPES[source.kind],
      name: this.sourceName(source, companies, inputs, named),
    });
    const bySource = (a: DigestMailSource & { kind: DigestGroupKind }, b: typeof a) =>
      a.kind - b.kind || a.name.localeCompare(b.name, language);

    const listed = scored.slice(0, LISTED_VACANCIES);
    const technologyNames = inputs.talents.get(talent.id)?.technologyNames;
    const vacancies: DigestMailVacancy[] = listed.map(({ vacancy, sources, match }) => {
      const workLocation =
        vacancy.match.workLocationId === null ? undefined : inputs.dictionary.names.get(vacancy.match.workLocationId);
      return {
        title: localized(language, vacancy.title, vacancy.titleGe),
        url: `${this.publicUrl}/vacancies/${vacancy.id}`,
        company: vacancy.companyName,
        city: vacancy.city ? named(vacancy.city) : null,
        sources: sources
          .map((source) => ({ ...sourceOf(source), kind: source.kind }))
          .sort(bySource)
          .map(({ type, name }) => ({ type, name })),
        match,
        commonTechnologies: match.technologies.commonIds.map((id) => {
          const technology = technologyNames?.get(id);
          return technology ? named(technology) : String(id);
        }),
        workFormat: workLocation ? named(workLocation) : null,
        isRemote: vacancy.match.isRemote,
      };
    });

    // Each subscription's vacancies beyond those listed, with the link to all of them.
    const unlisted = new Map<string, { source: DigestSource; count: number }>();
    for (const { sources } of scored.slice(LISTED_VACANCIES)) {
      for (const source of sources) {
        const entry = unlisted.get(sourceKey(source)) ?? { source, count: 0 };
        entry.count += 1;
        unlisted.set(sourceKey(source), entry);
      }
    }
    const more: DigestMailMore[] = [...unlisted.values()]
      .map(({ source, count }) => ({
        ...sourceOf(source),
        kind: source.kind,
        count,
        url: this.sourceUrl(source, companies, inputs),
      }))
      .sort(bySource)
      .map(({ type, name, count, url }) => ({ type, name, count, url }));

    const unsubscribeUrl = `${this.publicUrl}/api/Users/UnsubscribeDigest?token=${this.tokens.sign(talent.id)}`;
    const content = digestMail(language, {
      kind: frequency === NotificationFrequency.Daily ? 'daily' : 'weekly',
      name: talent.fullName,
      total: scored.length,
      vacancies,
      more,
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

  private sourceName(
    source: DigestSource,
    companies: ReadonlyMap<number, DigestVacancy>,
    inputs: DigestBatchInputs,
    named: (name: BothNames) => string,
  ): string {
    switch (source.kind) {
      case DigestGroupKind.Company:
        return companies.get(source.ref)?.companyName ?? '';
      case DigestGroupKind.JobFunction: {
        const jobFunction = inputs.dictionary.names.get(source.ref);
        return jobFunction ? named(jobFunction) : '';
      }
      case DigestGroupKind.SavedSearch:
        return inputs.searches.get(source.ref)?.name ?? '';
    }
  }

  /** The subscription's vacancies on the site (the company's page, or the search). */
  private sourceUrl(
    source: DigestSource,
    companies: ReadonlyMap<number, DigestVacancy>,
    inputs: DigestBatchInputs,
  ): string {
    switch (source.kind) {
      case DigestGroupKind.Company: {
        const slug = companies.get(source.ref)?.companySlug ?? String(source.ref);
        return `${this.publicUrl}/companies/${encodeURIComponent(slug)}/vacancies`;
      }
      case DigestGroupKind.JobFunction:
        return `${this.publicUrl}/vacancies?jobFunctions=${source.ref}`;
      case DigestGroupKind.SavedSearch:
        return `${this.publicUrl}/vacancies?${vacancySearchQuery(inputs.searches.get(source.ref)?.search ?? {})}`;
    }
  }
}
