import type { DataSource, EntityManager } from 'typeorm';
import { currencyRates, type GelRates, gelRatesOf } from '../../common/currency-rates.sql.js';
import {
  type DigestDictionary,
  digestDictionary,
  type DigestSavedSearch,
  type DigestTalentMatch,
  type DigestVacancy,
  digestVacancies,
  savedSearches,
  talentMatchInputs,
} from './digest-inputs.sql.js';
import { type DigestCandidates, DigestGroupKind } from './digest-matcher.js';

/** What a batch's mails need beyond its candidates: the talents' and vacancies' sides of the match and
 *  the saved searches' names. */
export interface DigestBatchInputs {
  dictionary: DigestDictionary;
  talents: ReadonlyMap<number, DigestTalentMatch>;
  vacancies: ReadonlyMap<number, DigestVacancy>;
  searches: ReadonlyMap<number, DigestSavedSearch>;
}

/**
 * One digest run's reads that do not change from batch to batch: the rates, the dictionary facts,
 * and the new vacancies (a run's batches share most of them: each is read once per run, not once
 * per batch). Every read is set-based, a few statements per batch of talents.
 */
export class DigestRunContext {
  private readonly vacancies = new Map<number, DigestVacancy>();

  private constructor(
    private readonly dictionary: DigestDictionary,
    private readonly rates: GelRates,
  ) {}

  static async load(db: DataSource | EntityManager): Promise<DigestRunContext> {
    const [dictionary, rates] = await Promise.all([digestDictionary(db), currencyRates(db)]);
    return new DigestRunContext(dictionary, gelRatesOf(rates));
  }

  /** The inputs of a batch's candidates, read in its transaction (`db`). */
  async batchInputs(db: Pick<EntityManager, 'query'>, candidates: DigestCandidates[]): Promise<DigestBatchInputs> {
    const vacancyIds = new Set<number>();
    const searchIds = new Set<number>();
    for (const talent of candidates) {
      for (const [vacancyId, sources] of talent.sources) {
        if (!this.vacancies.has(vacancyId)) vacancyIds.add(vacancyId);
        for (const source of sources) if (source.kind === DigestGroupKind.SavedSearch) searchIds.add(source.ref);
      }
    }
    const accountIds = candidates.map((talent) => talent.accountId);
    const talents = accountIds.length
      ? await talentMatchInputs(db, accountIds, this.dictionary, this.rates)
      : new Map();
    const searches = await savedSearches(db, [...searchIds]);
    for (const vacancy of await digestVacancies(db, [...vacancyIds], this.dictionary, this.rates)) {
      this.vacancies.set(vacancy.id, vacancy);
    }
    return { dictionary: this.dictionary, talents, vacancies: this.vacancies, searches };
  }
}
